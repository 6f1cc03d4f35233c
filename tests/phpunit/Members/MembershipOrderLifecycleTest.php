<?php
/**
 * Memberships through an order's later life: a guest order that gets an
 * account, a status flip or a trip to the trash weeks later, and posts order
 * storage's orders list.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Commerce\Store;
use PlayPal\Members\Guest_Order_Linker;
use PlayPal\Members\Member_Grants;
use PlayPal\Members\Membership_Daily_Job;
use PlayPal\Members\Membership_Ledger;
use PlayPal\Members\Membership_Types;

/**
 * Through WooCommerce's own orders (HPOS, the test store's storage, unless a
 * test switches to posts storage) and what `pp/v1/me` then says.
 */
final class MembershipOrderLifecycleTest extends MembershipTestCase {

	/**
	 * A paid membership order placed without an account.
	 *
	 * @param int    $product Membership product.
	 * @param string $email   Billing e-mail.
	 */
	private function guest_order( int $product, string $email ): int {
		$order = wc_create_order( array( 'customer_id' => 0 ) );
		$order->add_product( wc_get_product( $product ), 1 );
		$order->set_billing_email( $email );
		$order->calculate_totals();
		$order->save();
		$order->payment_complete();
		$this->assertSame( 'completed', wc_get_order( $order->get_id() )->get_status(), 'A paid virtual membership completes at once.' );
		return (int) $order->get_id();
	}

	/**
	 * A new account with an e-mail, not signed in.
	 *
	 * @param string $email E-mail.
	 */
	private function account( string $email ): int {
		$user = wp_insert_user(
			array(
				'user_login' => 'acct_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => $email,
				'role'       => 'customer',
			)
		);
		$this->assertIsInt( $user, 'The account is created.' );
		return $user;
	}

	public function test_a_guest_who_buys_a_membership_gets_it_once_when_the_order_gets_their_new_account(): void {
		$product = $this->membership_product( Membership_Types::CREATOR_MONTHLY, 30 );
		$email   = 'buyer-' . wp_generate_password( 6, false ) . '@example.test';
		$order   = $this->guest_order( $product, $email );
		$this->assertSame( array(), $this->rows_of( $order ), 'A guest order grants nothing: a membership belongs to an account.' );

		// The order-received page's "Create an account" (WooCommerce's CreateAccount block): new customer, order saved.
		$user = $this->account( $email );
		$paid = wc_get_order( $order );
		$paid->set_customer_id( $user );
		$paid->save();
		$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( $order ), 'The order now grants its account.' );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( 30 ),
			),
			$this->me( $user, Membership_Types::CREATOR_MONTHLY ),
			'The buyer is a member for the days bought, from today.'
		);

		// Replays: the order saved again, linking tried again, the hooks called again.
		wc_get_order( $order )->save();
		$this->assertFalse( ( new Store() )->link_guest_order( $order, $user ), 'The order is no guest\'s any more: nothing to link.' );
		$this->assertSame( 0, ( new Member_Grants() )->follow_customer( $order ), 'Following the customer again grants nothing more.' );
		$this->assertSame( 0, ( new Member_Grants() )->grant_order( $order ), 'Nor does completing it again.' );
		$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( $order ), 'Still one grant.' );
		$this->assertSame( self::day( 30 ), $this->me( $user, Membership_Types::CREATOR_MONTHLY )['until'], 'Not extended.' );
	}

	public function test_an_earlier_guest_membership_order_linked_once_the_email_is_proven_grants_that_account_once(): void {
		$product = $this->membership_product( Membership_Types::VIP_LIBRARY_CARD, 30 );
		$email   = 'later-' . wp_generate_password( 6, false ) . '@example.test';
		$order   = $this->guest_order( $product, $email );
		$user    = $this->account( $email );
		$this->assertFalse( $this->me( $user, Membership_Types::VIP_LIBRARY_CARD )['on'], 'Signing up with the e-mail proves nothing: no grant yet.' );

		reset_password( get_userdata( $user ), wp_generate_password() );
		$this->assertSame( $user, wc_get_order( $order )->get_customer_id(), 'The proven e-mail links the order.' );
		$this->assertSame( self::day( 30 ), $this->me( $user, Membership_Types::VIP_LIBRARY_CARD )['until'], 'And the account has the VIP Library Card.' );

		( new Guest_Order_Linker() )->link_proven( get_userdata( $user ) );
		reset_password( get_userdata( $user ), wp_generate_password() );
		$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( $order ), 'Linking again changes nothing: one grant.' );
		$this->assertSame( self::day( 30 ), $this->me( $user, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Not extended.' );
	}

	public function test_a_guest_order_linked_sixty_days_after_it_was_paid_runs_from_its_paid_date_not_from_the_link(): void {
		$product = $this->membership_product( Membership_Types::VIP_LIBRARY_CARD, 30 );
		$email   = 'old-' . wp_generate_password( 6, false ) . '@example.test';
		$order   = $this->guest_order( $product, $email );
		$paid    = wc_get_order( $order );
		$paid->set_date_paid( time() - 60 * DAY_IN_SECONDS );
		$paid->set_date_completed( time() - 60 * DAY_IN_SECONDS );
		$paid->save();
		$user = $this->account( $email );

		reset_password( get_userdata( $user ), wp_generate_password() );
		$this->assertSame( $user, wc_get_order( $order )->get_customer_id(), 'The proven e-mail links the order.' );
		$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( $order ), 'It grants the account (a past term is still a grant).' );
		$this->assertSame(
			array(
				'on'    => false,
				'until' => self::day( -30 ),
			),
			$this->me( $user, Membership_Types::VIP_LIBRARY_CARD ),
			'The card paid 60 days ago ran for its 30 days from then: already over, not 30 days from the link.'
		);
	}

	public function test_an_order_moved_to_another_account_takes_its_grant_along_and_one_left_without_an_account_takes_it_back(): void {
		$product = $this->membership_product( Membership_Types::CREATOR_MONTHLY, 30 );
		$first   = $this->member();
		$second  = $this->member();
		$order   = $this->completed_order( $first, array( $product ) );
		$this->backdate( $order, 10 );

		$moved = wc_get_order( $order );
		$moved->set_customer_id( $second );
		$moved->save();
		$this->assertFalse( $this->me( $first, Membership_Types::CREATOR_MONTHLY )['on'], 'The first account no longer has it.' );
		$this->assertSame( self::day( 20 ), $this->me( $second, Membership_Types::CREATOR_MONTHLY )['until'], 'The second has it, with the term it had.' );

		$guest = wc_get_order( $order );
		$guest->set_customer_id( 0 );
		$guest->save();
		$this->assertSame( array( Membership_Ledger::REVOKED => 1 ), $this->rows_of( $order ), 'An order of no account grants nothing.' );
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_an_order_completed_again_after_on_hold_keeps_the_term_it_had( string $type, int $days ): void {
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $order, 20 );
		$this->assertSame( self::day( $days - 20 ), $this->me( $customer, $type )['until'], 'Granted twenty days ago.' );

		wc_get_order( $order )->update_status( 'on-hold' );
		$this->assertFalse( $this->me( $customer, $type )['on'], 'On hold: taken back.' );
		wc_get_order( $order )->update_status( 'completed' );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( $days - 20 ),
			),
			$this->me( $customer, $type ),
			'Completed again weeks later: the same term, not a new one from today.'
		);
	}

	public function test_an_expired_order_trashed_and_restored_stays_expired(): void {
		$product  = $this->membership_product( Membership_Types::VIP_LIBRARY_CARD, 30 );
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $order, 35 );
		$this->assertSame( 1, ( new Membership_Daily_Job() )->run()['closed'], 'Over five days ago: the daily job closes it.' );
		$this->assertSame( array( Membership_Ledger::EXPIRED => 1 ), $this->rows_of( $order ), 'Its row is expired.' );

		wc_get_order( $order )->delete( false );
		$this->assertSame( 'trash', wc_get_order( $order )->get_status(), 'WooCommerce trashed the order.' );
		$this->assertSame( array( Membership_Ledger::EXPIRED => 1 ), $this->rows_of( $order ), 'Trashing takes nothing back from a grant already over (nor marks it revoked).' );

		$this->assertTrue( wc_get_order( $order )->untrash(), 'WooCommerce restores it.' );
		$this->assertSame( 'completed', wc_get_order( $order )->get_status(), 'Completed again.' );
		$this->assertSame( array( Membership_Ledger::EXPIRED => 1 ), $this->rows_of( $order ), 'The grant stays expired.' );
		$this->assertSame(
			array(
				'on'    => false,
				'until' => self::day( -5 ),
			),
			$this->me( $customer, Membership_Types::VIP_LIBRARY_CARD ),
			'No fresh term: it ended five days ago.'
		);
	}

	public function test_a_status_flip_keeps_the_reminder_already_sent(): void {
		update_option( Membership_Daily_Job::REMINDER_OPTION, 7 );
		$product  = $this->membership_product( Membership_Types::CREATOR_MONTHLY, 30 );
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $order, 27 );
		$this->assertSame( 1, ( new Membership_Daily_Job() )->run()['reminded'], 'Three days before the end: reminded.' );

		wc_get_order( $order )->update_status( 'on-hold' );
		wc_get_order( $order )->update_status( 'completed' );
		$this->assertSame( self::day( 3 ), $this->me( $customer, Membership_Types::CREATOR_MONTHLY )['until'], 'The same last day after the flip.' );
		$this->assertSame( 0, ( new Membership_Daily_Job() )->run()['reminded'], 'The same end: no second reminder.' );
		$this->assertCount( 1, array_filter( $this->mails, static fn( array $mail ): bool => str_contains( (string) $mail['subject'], 'ends soon' ) ), 'One reminder e-mail in all.' );
	}

	public function test_with_posts_storage_the_orders_list_trash_and_delete_take_the_grant_back_and_restore_gives_it_back(): void {
		$posts = static fn(): string => 'no';
		add_filter( 'pre_option_woocommerce_custom_orders_table_enabled', $posts );
		try {
			$this->assertFalse( \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled(), 'Posts storage for this test.' );
			$product  = $this->membership_product( Membership_Types::CREATOR_ANNUAL, 365 );
			$customer = $this->member();
			$order    = $this->completed_order( $customer, array( $product ) );
			$this->assertSame( 'shop_order', get_post_type( $order ), 'The order is a post.' );
			$this->backdate( $order, 3 );
			$this->assertSame( self::day( 362 ), $this->me( $customer, Membership_Types::CREATOR_ANNUAL )['until'], 'Granted.' );

			// The orders list's "Trash" and "Restore" with posts storage: WordPress's own functions.
			$this->assertNotEmpty( wp_trash_post( $order ), 'Trashed as a post.' );
			$this->assertSame( array( Membership_Ledger::REVOKED => 1 ), $this->rows_of( $order ), 'A trashed order takes its grant back.' );
			$this->assertFalse( $this->me( $customer, Membership_Types::CREATOR_ANNUAL )['on'], 'No membership.' );
			$this->assertNotEmpty( wp_untrash_post( $order ), 'Restored.' );
			$this->assertSame( 'completed', wc_get_order( $order )->get_status(), 'WooCommerce gives it its status back.' );
			$this->assertSame( self::day( 362 ), $this->me( $customer, Membership_Types::CREATOR_ANNUAL )['until'], 'The grant is back, with its term.' );

			// WooCommerce's own data store trashes through the same functions and fires its action too: one net change.
			wc_get_order( $order )->delete( false );
			$this->assertSame( array( Membership_Ledger::REVOKED => 1 ), $this->rows_of( $order ), 'Trashed by WooCommerce: taken back once.' );
			wc_get_order( $order )->untrash();
			$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( $order ), 'Restored by WooCommerce: one grant.' );
			$this->assertSame( self::day( 362 ), $this->me( $customer, Membership_Types::CREATOR_ANNUAL )['until'], 'Not extended.' );

			// "Delete permanently".
			wp_delete_post( $order, true );
			$this->assertSame( array( Membership_Ledger::REVOKED => 1 ), $this->rows_of( $order ), 'A deleted order takes its grant back.' );
			$this->assertFalse( $this->me( $customer, Membership_Types::CREATOR_ANNUAL )['on'], 'No membership.' );
		} finally {
			remove_filter( 'pre_option_woocommerce_custom_orders_table_enabled', $posts );
		}
	}
}
