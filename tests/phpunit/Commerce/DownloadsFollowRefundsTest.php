<?php
/**
 * A download follows its line's refunds, and an order's status flips hand out
 * no fresh download counts (includes/Checkout/Download_Revocation.php).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

/**
 * On the real WooCommerce: refunds by line and by amount (no line items),
 * refund deletion, and completed → on-hold → completed.
 */
final class DownloadsFollowRefundsTest extends DigitalOrderTestCase {

	/**
	 * A signed-up buyer's completed order of the given products.
	 *
	 * @param int[] $products Product ids.
	 * @return array{order: int, buyer: int}
	 */
	private function completed_order( array $products ): array {
		$buyer = $this->log_in_as( 'customer' );
		$order = $this->pending_order( $products );
		$order->set_customer_id( $buyer );
		$order->save();
		$order->payment_complete();
		$this->assertSame( 'completed', $this->stored( $order->get_id() )->get_status() );
		return array(
			'order' => $order->get_id(),
			'buyer' => $buyer,
		);
	}

	/**
	 * The products the buyer can download now, as My Account lists them.
	 *
	 * @param int $buyer User.
	 * @return int[]
	 */
	private static function downloadable_products( int $buyer ): array {
		wp_cache_flush();
		$ids = array_map( 'intval', array_column( wc_get_customer_available_downloads( $buyer ), 'product_id' ) );
		sort( $ids );
		return $ids;
	}

	/**
	 * Refunds an amount with no line items, as the refund box, a gateway's dashboard or wc/v3 do.
	 *
	 * @param int    $order_id Order.
	 * @param string $amount   Decimal amount.
	 */
	private static function refund_amount( int $order_id, string $amount ): \WC_Order_Refund {
		$refund = wc_create_refund(
			array(
				'order_id' => $order_id,
				'amount'   => $amount,
				'reason'   => 'Amount only',
			)
		);
		self::assertInstanceOf( \WC_Order_Refund::class, $refund, 'The refund is made.' );
		return $refund;
	}

	/**
	 * Deletes a refund as the order screen's "delete refund" does.
	 *
	 * @param \WC_Order_Refund $refund Refund.
	 */
	private static function delete_refund( \WC_Order_Refund $refund ): void {
		$refund_id = $refund->get_id();
		$order_id  = $refund->get_parent_id();
		$refund->delete( true );
		do_action( 'woocommerce_refund_deleted', $refund_id, $order_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's hook, fired as its order screen does.
	}

	public function test_a_5_dollar_pack_refunded_5_dollars_by_amount_loses_its_download_and_gets_it_back_when_the_refund_is_deleted(): void {
		$pack = $this->printable_kit();
		$sale = $this->completed_order( array( $pack['product'] ) );
		$this->assertSame( array( $pack['product'] ), self::downloadable_products( $sale['buyer'] ), 'Paid: the buyer has the download.' );
		// A shop (or a gateway's refund webhook) that leaves a refunded order completed, through WooCommerce's own filter.
		add_filter( 'woocommerce_order_fully_refunded_status', '__return_false' );

		$refund = self::refund_amount( $sale['order'], '5.00' );

		$this->assertSame( 'completed', $this->stored( $sale['order'] )->get_status(), 'The order stays completed.' );
		$this->assertSame( array(), self::downloadable_products( $sale['buyer'] ), 'A line refunded in full by amount loses its download.' );
		$this->assertSame( array(), $this->permissions( $sale['order'] ), 'Its permission row is gone.' );

		self::delete_refund( $refund );
		remove_filter( 'woocommerce_order_fully_refunded_status', '__return_false' );

		$this->assertSame( array( $pack['product'] ), self::downloadable_products( $sale['buyer'] ), 'Deleting the refund gives the download back.' );
		$this->assertCount( 1, $this->permissions( $sale['order'] ), 'Once.' );
	}

	public function test_a_refund_deleted_through_wc_v3_gives_the_download_back(): void {
		$pack = $this->printable_kit();
		$sale = $this->completed_order( array( $pack['product'] ) );
		add_filter( 'woocommerce_order_fully_refunded_status', '__return_false' );
		$refund = self::refund_amount( $sale['order'], '5.00' );
		remove_filter( 'woocommerce_order_fully_refunded_status', '__return_false' );
		$this->assertSame( array(), self::downloadable_products( $sale['buyer'] ) );

		$this->log_in_as( 'administrator' );
		$deleted = $this->dispatch( 'DELETE', '/wc/v3/orders/' . $sale['order'] . '/refunds/' . $refund->get_id(), array( 'force' => true ) );

		$this->assertSame( 200, $deleted->get_status(), 'WooCommerce deletes the refund: ' . wp_json_encode( $deleted->get_data() ) );
		$this->assertSame( array( $pack['product'] ), self::downloadable_products( $sale['buyer'] ), 'The download is back.' );
	}

	public function test_a_line_refunded_in_full_by_its_line_loses_its_download_and_the_other_line_keeps_its_own(): void {
		$kept     = $this->printable_kit();
		$refunded = $this->printable_kit();
		$sale     = $this->completed_order( array( $kept['product'], $refunded['product'] ) );
		$order    = $this->stored( $sale['order'] );
		$item_id  = 0;
		foreach ( $order->get_items() as $id => $item ) {
			if ( $item instanceof \WC_Order_Item_Product && $item->get_product_id() === $refunded['product'] ) {
				$item_id = (int) $id;
			}
		}

		$refund = wc_create_refund(
			array(
				'order_id'   => $sale['order'],
				'amount'     => '5.00',
				'line_items' => array(
					$item_id => array(
						'qty'          => 1,
						'refund_total' => '5.00',
					),
				),
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund );

		$this->assertSame( 'completed', $this->stored( $sale['order'] )->get_status() );
		$this->assertSame( array( $kept['product'] ), self::downloadable_products( $sale['buyer'] ), 'Only the refunded line loses its download.' );
	}

	public function test_a_partial_refund_by_amount_keeps_the_download(): void {
		$pack = $this->printable_kit();
		$sale = $this->completed_order( array( $pack['product'] ) );

		self::refund_amount( $sale['order'], '4.00' );

		$this->assertSame( array( $pack['product'] ), self::downloadable_products( $sale['buyer'] ), '$4 of $5 refunded: the line is still partly paid for.' );
	}

	public function test_completed_on_hold_completed_keeps_the_downloads_remaining_and_the_download_count(): void {
		$pack    = $this->printable_kit();
		$product = wc_get_product( $pack['product'] );
		$product->set_download_limit( 5 );
		$product->set_download_expiry( 30 );
		$product->save();
		$sale       = $this->completed_order( array( $pack['product'] ) );
		$permission = $this->permissions( $sale['order'] )[0];
		// Two downloads made, as WooCommerce's handler counts them.
		$permission->track_download();
		$permission = $this->permissions( $sale['order'] )[0];
		$permission->track_download();
		$before = $this->permissions( $sale['order'] )[0];
		$this->assertSame( 3, (int) $before->get_downloads_remaining() );
		$this->assertSame( 2, $before->get_download_count() );

		$order = $this->stored( $sale['order'] );
		$order->update_status( 'on-hold' );
		$this->assertSame( array(), $this->permissions( $sale['order'] ), 'On hold: no permission.' );
		$order = $this->stored( $sale['order'] );
		$order->update_status( 'completed' );

		$after = $this->permissions( $sale['order'] );
		$this->assertCount( 1, $after, 'Completed again: one permission.' );
		$this->assertSame( 3, (int) $after[0]->get_downloads_remaining(), 'No fresh downloads are handed out.' );
		$this->assertSame( 2, $after[0]->get_download_count(), 'The count is kept.' );
		$this->assertSame( $before->get_access_expires()?->getTimestamp(), $after[0]->get_access_expires()?->getTimestamp(), 'The expiry is kept.' );
	}

	public function test_a_partial_refund_of_a_line_keeps_the_downloads_remaining_and_the_download_count(): void {
		$pack    = $this->printable_kit();
		$product = wc_get_product( $pack['product'] );
		$product->set_download_limit( 3 );
		$product->save();
		$sale = $this->completed_order( array( $pack['product'] ) );
		$this->permissions( $sale['order'] )[0]->track_download();
		$this->permissions( $sale['order'] )[0]->track_download();
		$items = $this->stored( $sale['order'] )->get_items();

		// WooCommerce deletes the permissions of a line a refund names, however little it gives back.
		$refund = wc_create_refund(
			array(
				'order_id'   => $sale['order'],
				'amount'     => '0.50',
				'line_items' => array(
					array_key_first( $items ) => array(
						'qty'          => 0,
						'refund_total' => '0.50',
					),
				),
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund );

		$after = $this->permissions( $sale['order'] );
		$this->assertCount( 1, $after, 'The line is still paid for: its file stays open.' );
		$this->assertSame( 1, (int) $after[0]->get_downloads_remaining(), 'Two of three used: no fresh downloads for a 50-cent refund.' );
		$this->assertSame( 2, $after[0]->get_download_count() );
	}

	public function test_a_refunded_line_stays_without_its_download_through_a_status_flip(): void {
		$pack  = $this->printable_kit();
		$other = $this->printable_kit();
		$sale  = $this->completed_order( array( $pack['product'], $other['product'] ) );
		self::refund_amount( $sale['order'], '5.00' );
		// $5 of $10 by amount is half of each line: both keep their downloads.
		$this->assertSame( array( $pack['product'], $other['product'] ), self::downloadable_products( $sale['buyer'] ) );
		$last = self::refund_amount( $sale['order'], '4.99' );
		$this->assertSame( 'completed', $this->stored( $sale['order'] )->get_status(), 'One cent is left unrefunded.' );
		$left = self::downloadable_products( $sale['buyer'] );
		$this->assertCount( 1, $left, 'The line refunded in full loses its download; the one with a cent left keeps it.' );

		$this->stored( $sale['order'] )->update_status( 'on-hold' );
		$this->stored( $sale['order'] )->update_status( 'completed' );

		$this->assertSame( $left, self::downloadable_products( $sale['buyer'] ), 'Completing again does not give the refunded line its download back.' );

		self::delete_refund( $last );
		$this->assertSame( array( $pack['product'], $other['product'] ), self::downloadable_products( $sale['buyer'] ), 'Deleting the refund that completed it gives it back.' );
	}
}
