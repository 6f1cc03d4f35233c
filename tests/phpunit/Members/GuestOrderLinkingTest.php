<?php
/**
 * A guest who buys and then becomes a member keeps the purchase, once the
 * e-mail is proven; an unproven e-mail links nothing.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

/**
 * Members\Guest_Order_Linker on the real WooCommerce (its guest orders, its
 * permissions), through WordPress's own reset_password(), which fires
 * `password_reset` once the mailed key was checked.
 */
final class GuestOrderLinkingTest extends MemberTestCase {

	/**
	 * A paid order placed without an account.
	 *
	 * @param string $email   Billing e-mail.
	 * @param int    $product Product.
	 */
	private function guest_order( string $email, int $product ): int {
		$order = wc_create_order( array( 'customer_id' => 0 ) );
		$order->add_product( wc_get_product( $product ), 1 );
		$order->set_billing_email( $email );
		$order->calculate_totals();
		$order->save();
		$order->payment_complete();
		$this->assertSame( 'completed', wc_get_order( $order->get_id() )->get_status(), 'The guest\'s order is paid.' );
		$this->assertSame( 0, wc_get_order( $order->get_id() )->get_customer_id(), 'And belongs to no account.' );
		return (int) $order->get_id();
	}

	/**
	 * A new account, as registration leaves it: not signed in, e-mail not proven.
	 *
	 * @param string $email E-mail.
	 */
	private function register( string $email ): int {
		$user = wp_insert_user(
			array(
				'user_login' => 'new_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => $email,
				'role'       => 'subscriber',
			)
		);
		$this->assertIsInt( $user, 'The account is created.' );
		return $user;
	}

	/**
	 * The file ids the portal lists for a user.
	 *
	 * @param int $user User.
	 * @return string[]
	 */
	private function listed( int $user ): array {
		wp_set_current_user( $user );
		$ids = array_column( $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'], 'id' );
		wp_set_current_user( 0 );
		return $ids;
	}

	public function test_a_new_account_with_a_guests_email_sees_nothing_until_the_email_is_proven_then_the_purchase_with_its_counts(): void {
		$product   = $this->downloadable_product( 30, 5 );
		$file_id   = $product['product'] . '-' . $product['download'];
		$email     = 'guest-' . wp_generate_password( 6, false ) . '@example.test';
		$order     = $this->guest_order( $email, $product['product'] );
		$elsewhere = $this->guest_order( 'someone-else-' . wp_generate_password( 6, false ) . '@example.test', $product['product'] );
		// The guest downloaded once from the order e-mail: WooCommerce counted it on the guest's permission.
		$permission = $this->permission( 0, $order, $file_id );
		$permission->track_download();
		$expires = $permission->get_access_expires()?->getTimestamp();

		$user = $this->register( $email );
		$this->assertSame( array(), $this->listed( $user ), 'Registering with the e-mail proves nothing: the guest\'s purchase is not listed.' );
		$this->assertSame( 0, wc_get_order( $order )->get_customer_id(), 'Nor is the order moved.' );

		// The person follows the "set your password" link mailed to that address (WordPress checked its key).
		reset_password( get_userdata( $user ), wp_generate_password( 16 ) );

		$this->assertSame( $user, wc_get_order( $order )->get_customer_id(), 'The proven e-mail links the guest order.' );
		$this->assertSame( 0, wc_get_order( $elsewhere )->get_customer_id(), 'Only orders with that e-mail.' );
		$this->assertSame( array( $file_id ), $this->listed( $user ), 'The member portal lists the purchase.' );
		$linked = $this->permission( $user, $order, $file_id );
		$this->assertSame( $permission->get_id(), $linked->get_id(), 'WooCommerce\'s own permission, moved, not granted afresh.' );
		$this->assertSame( 1, $linked->get_download_count(), 'Its download count kept.' );
		$this->assertSame( '4', (string) $linked->get_downloads_remaining(), 'Its downloads left kept (not reset to the product\'s 5).' );
		$this->assertSame( $expires, $linked->get_access_expires()?->getTimestamp(), 'Its expiry kept.' );
	}

	public function test_an_order_of_another_account_is_never_moved(): void {
		$product = $this->downloadable_product();
		$owner   = $this->member();
		$email   = (string) get_userdata( $owner )->user_email;
		$order   = $this->completed_order( $owner, array( $product['product'] ) );
		// Another account that holds the same address (written past WordPress's uniqueness check) proves it.
		$other = $this->member();
		global $wpdb;
		$wpdb->update( $wpdb->users, array( 'user_email' => $email ), array( 'ID' => $other ) );
		clean_user_cache( $other );
		reset_password( get_userdata( $other ), wp_generate_password( 16 ) );
		$this->assertSame( $owner, wc_get_order( $order )->get_customer_id(), 'Only guest orders are linked, never another account\'s.' );
		$this->assertSame( array(), $this->listed( $other ), 'The other account lists nothing.' );
	}

	public function test_an_account_made_in_the_same_checkout_has_its_order_at_once(): void {
		// WooCommerce's checkout creates the account first and places the order for it (its "create an account"
		// option): the order is the account's, no e-mail proof needed, and no earlier guest order comes with it.
		$product = $this->downloadable_product();
		$email   = 'buyer-' . wp_generate_password( 6, false ) . '@example.test';
		$earlier = $this->guest_order( $email, $product['product'] );
		$user    = wc_create_new_customer( $email, '', wp_generate_password( 16 ) );
		$this->assertIsInt( $user, 'WooCommerce creates the customer.' );
		$this->completed_order( $user, array( $product['product'] ) );
		$this->assertSame( array( $product['product'] . '-' . $product['download'] ), $this->listed( $user ), 'The new order\'s file is listed.' );
		$this->assertSame( 0, wc_get_order( $earlier )->get_customer_id(), 'The earlier guest order waits for the proven e-mail.' );
		reset_password( get_userdata( $user ), wp_generate_password( 16 ) );
		$this->assertSame( $user, wc_get_order( $earlier )->get_customer_id(), 'Then it is linked too.' );
	}
}
