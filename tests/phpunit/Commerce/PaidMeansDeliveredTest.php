<?php
/**
 * A paid order of printables completes and grants its downloads; an order
 * that stops being paid grants nothing (includes/Checkout/Download_Revocation.php).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

/**
 * The order side of "paid means delivered", on the real WooCommerce.
 */
final class PaidMeansDeliveredTest extends DigitalOrderTestCase {

	public function test_woocommerce_completes_a_paid_order_of_printables_and_grants_its_file(): void {
		$kit   = $this->printable_kit();
		$order = $this->pending_order( array( $kit['product'] ) );

		$order->payment_complete();

		$this->assertSame( 'completed', $this->stored( $order->get_id() )->get_status(), 'WooCommerce completes a paid order of virtual, downloadable products itself.' );
		$permissions = $this->permissions( $order->get_id() );
		$this->assertCount( 1, $permissions, 'WooCommerce grants the kit’s one file.' );
		$this->assertSame( $kit['download'], $permissions[0]->get_download_id() );
		$this->assertSame( 'buyer@example.test', $permissions[0]->get_user_email() );
	}

	public function test_a_paid_order_with_a_shipped_product_waits_in_processing(): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'], $this->shipped_product() ) );

		$order->payment_complete();

		$this->assertSame( 'processing', $this->stored( $order->get_id() )->get_status(), 'Something to ship: the order waits for the shop.' );
	}

	public function test_a_failed_payment_grants_no_download(): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'] ) );

		// What the Dummy gateway (and any gateway) does on a refused payment.
		$order->update_status( 'failed', 'Payment refused.' );

		$this->assertSame( 'failed', $this->stored( $order->get_id() )->get_status() );
		$this->assertSame( array(), $this->permissions( $order->get_id() ), 'No permission without payment.' );
	}

	public function test_completed_back_to_pending_takes_the_downloads_back_and_completing_again_grants_them_once(): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'] ) );
		$order->payment_complete();
		$this->assertCount( 1, $this->permissions( $order->get_id() ) );

		foreach ( range( 1, 3 ) as $round ) {
			// As wp-admin's order screen saves a new status.
			$order = $this->stored( $order->get_id() );
			$order->set_status( 'pending' );
			$order->save();
			$this->assertSame( array(), $this->permissions( $order->get_id() ), "Round {$round}: a pending order holds no permission." );
			$this->assertFalse( $this->stored( $order->get_id() )->get_download_permissions_granted(), "Round {$round}: the order is no longer marked as granted." );

			$order = $this->stored( $order->get_id() );
			$order->set_status( 'completed' );
			$order->save();
			$this->assertCount( 1, $this->permissions( $order->get_id() ), "Round {$round}: completed again, WooCommerce grants the file once." );
		}
	}

	public function test_the_same_status_change_twice_changes_nothing_more(): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'] ) );
		$order->payment_complete();

		$order->update_status( 'pending' );
		$order->update_status( 'pending' );
		$this->assertSame( array(), $this->permissions( $order->get_id() ) );

		$order->update_status( 'completed' );
		$order->update_status( 'completed' );
		$this->assertCount( 1, $this->permissions( $order->get_id() ), 'One permission, however often the same status is saved.' );
	}

	/**
	 * Statuses a paid order can be moved to in wp-admin that permit no download.
	 *
	 * @return array<string, array{string}>
	 */
	public static function unpaid_statuses(): array {
		return array(
			'on hold'   => array( 'on-hold' ),
			'cancelled' => array( 'cancelled' ),
			'refunded'  => array( 'refunded' ),
			'failed'    => array( 'failed' ),
		);
	}

	/**
	 * @dataProvider unpaid_statuses
	 *
	 * @param string $status Status without "wc-".
	 */
	public function test_a_completed_order_moved_to_a_status_without_downloads_loses_them( string $status ): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'] ) );
		$order->payment_complete();

		$order->update_status( $status );

		$this->assertSame( array(), $this->permissions( $order->get_id() ), "A {$status} order holds no permission." );
	}

	public function test_processing_to_completed_keeps_the_permissions_granted_after_payment(): void {
		update_option( 'woocommerce_downloads_grant_access_after_payment', 'yes' );
		$order = $this->pending_order( array( $this->printable_kit()['product'], $this->shipped_product() ) );
		$order->payment_complete();
		$this->assertCount( 1, $this->permissions( $order->get_id() ), 'Processing, with access granted after payment.' );
		$before = $this->permissions( $order->get_id() )[0]->get_id();

		$order->update_status( 'completed' );

		$after = $this->permissions( $order->get_id() );
		$this->assertCount( 1, $after );
		$this->assertSame( $before, $after[0]->get_id(), 'The same permission: nothing was taken back.' );
	}
}
