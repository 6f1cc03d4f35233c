<?php
/**
 * What a creator earns from WooCommerce's orders of their products.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Commission_Reconciler;
use PlayPal\Creators\Creation_Product;
use PlayPal\Tests\Members\MemberTestCase;

/**
 * Real WooCommerce orders, coupons and refunds; the ledger is read straight
 * from its table. Amounts are cents.
 */
final class CommissionLedgerTest extends MemberTestCase {

	private int $creator = 0;

	private int $product = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->creator = $this->member();
		$this->product = $this->downloadable_product()['product'];
		update_post_meta( $this->product, Creation_Product::CREATOR_META, $this->creator );
	}

	/**
	 * The creator's entries as `[kind, reason, base, amount]`.
	 *
	 * @return list<array{0: string, 1: string, 2: int, 3: int}>
	 */
	private function entries(): array {
		return array_map(
			static fn( array $entry ): array => array( $entry['kind'], $entry['reason'], $entry['base'], $entry['amount'] ),
			( new Commission_Ledger() )->for_creator( $this->creator )
		);
	}

	private function earned(): int {
		return array_sum( array_column( ( new Commission_Ledger() )->for_creator( $this->creator ), 'amount' ) );
	}

	private static function reconciler(): Commission_Reconciler {
		return new Commission_Reconciler( new Commission_Ledger(), new Earnings_Settings(), new Creation_Product(), new Order_Lines() );
	}

	/**
	 * Refunds part of an order's one line, as wp-admin's refund does (no money moves: no gateway).
	 *
	 * @param int    $order_id Order.
	 * @param string $amount   Amount refunded for the line.
	 */
	private function refund( int $order_id, string $amount ): void {
		$order  = wc_get_order( $order_id );
		$items  = $order->get_items();
		$refund = wc_create_refund(
			array(
				'order_id'   => $order_id,
				'amount'     => $amount,
				'line_items' => array(
					array_key_first( $items ) => array(
						'qty'          => 0,
						'refund_total' => $amount,
					),
				),
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce takes the refund.' );
	}

	public function test_a_paid_5_dollar_line_earns_its_creator_3_50_once(): void {
		$buyer = $this->member();
		$order = $this->completed_order( $buyer, array( $this->product ) );

		$this->assertSame( array( array( 'sale', 'paid', 500, 350 ) ), $this->entries(), 'SPEC §9: $5 → $3.50.' );
		$entry = ( new Commission_Ledger() )->for_creator( $this->creator )[0];
		$this->assertSame( array( $order, $buyer, 7000, 'USD' ), array( $entry['order_id'], $entry['customer_id'], $entry['rate_bp'], $entry['currency'] ) );

		do_action( 'woocommerce_order_status_changed', $order, 'processing', 'completed', wc_get_order( $order ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Replays WooCommerce's own hook.
		$this->assertSame( 0, self::reconciler()->reconcile( $order ), 'A replayed hook or a second look adds nothing.' );
		$this->assertCount( 1, $this->entries() );
	}

	public function test_the_commission_is_on_the_line_after_discounts_at_the_rate_of_its_sale(): void {
		$coupon = new \WC_Coupon();
		$coupon->set_code( 'play20-' . wp_generate_password( 4, false, false ) );
		$coupon->set_discount_type( 'percent' );
		$coupon->set_amount( 20 );
		$coupon->save();
		update_option( Earnings_Settings::OPTION, 50 );

		$order = $this->pending_order( $this->member(), array( $this->product ) );
		$order->apply_coupon( $coupon->get_code() );
		$order->payment_complete();
		$this->assertSame( array( array( 'sale', 'paid', 400, 200 ) ), $this->entries(), '50% of $4.00 after the 20% coupon.' );

		update_option( Earnings_Settings::OPTION, 90 );
		$this->refund( $order->get_id(), '4.00' );
		$this->assertSame( 0, $this->earned(), 'The refund takes back what the sale earned, at the sale\'s rate.' );
	}

	public function test_partial_and_full_refunds_write_matching_reversals(): void {
		$order = $this->completed_order( $this->member(), array( $this->product ) );
		$this->refund( $order, '2.00' );
		$this->assertSame( array( array( 'sale', 'paid', 500, 350 ), array( 'reversal', 'refund', -200, -140 ) ), $this->entries() );
		$this->assertSame( 'completed', wc_get_order( $order )->get_status(), 'A partial refund keeps the order completed.' );

		$this->refund( $order, '3.00' );
		$this->assertSame( 'refunded', wc_get_order( $order )->get_status(), 'The rest refunded: WooCommerce marks the order refunded.' );
		$this->assertSame( 0, $this->earned(), 'Nothing earned after a full refund.' );
		$this->assertSame( array( 'sale', 'reversal', 'reversal' ), array_column( $this->entries(), 0 ), 'One reversal per refund: the status change after it adds none.' );
	}

	public function test_status_flips_leave_exactly_one_net_entry(): void {
		$order = $this->completed_order( $this->member(), array( $this->product ) );
		foreach ( array( 'processing', 'completed', 'on-hold', 'completed', 'pending', 'cancelled', 'completed', 'completed' ) as $status ) {
			wc_get_order( $order )->update_status( $status );
		}
		$this->assertSame( 350, $this->earned(), 'Back to completed: one sale\'s worth.' );
		$this->assertSame(
			array(
				array( 'sale', 'paid', 500, 350 ),
				array( 'reversal', 'unpaid', -500, -350 ),
				array( 'sale', 'paid', 500, 350 ),
				array( 'reversal', 'unpaid', -500, -350 ),
				array( 'sale', 'paid', 500, 350 ),
			),
			$this->entries(),
			'Processing ↔ completed moves nothing; each time the order stops being paid, one reversal; each time it is paid again, one sale.'
		);
	}

	public function test_marking_an_order_refunded_refunds_it_until_that_refund_is_deleted(): void {
		$order = $this->completed_order( $this->member(), array( $this->product ) );
		// WooCommerce answers the "Refunded" status with a refund of the whole amount and no lines (wc_order_fully_refunded).
		wc_get_order( $order )->update_status( 'refunded' );
		wc_get_order( $order )->update_status( 'completed' );
		$this->assertSame( 0, $this->earned(), 'Completed again, but the refund of everything still stands.' );

		$refunds = wc_get_order( $order )->get_refunds();
		$this->assertCount( 1, $refunds );
		$refunds[0]->delete( true );
		do_action( 'woocommerce_refund_deleted', $refunds[0]->get_id(), $order ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own hook, as its refund deletion fires it.
		$this->assertSame( 'completed', wc_get_order( $order )->get_status(), 'Deleting the refund puts back the status the order had before it was refunded.' );
		$this->assertSame( 350, $this->earned(), 'The refund deleted: the sale counts again.' );
	}

	public function test_a_creator_buying_their_own_product_earns_nothing_and_the_entry_says_why(): void {
		$order = $this->completed_order( $this->creator, array( $this->product ) );
		$this->assertSame( array( array( 'sale', 'self_purchase', 500, 0 ) ), $this->entries() );

		wc_get_order( $order )->update_status( 'cancelled' );
		$this->assertSame( array( 'sale', 'reversal' ), array_column( $this->entries(), 0 ), 'Cancelling takes the line back.' );
		$this->assertSame( 0, $this->earned() );
	}

	public function test_the_shops_own_products_and_unpaid_orders_write_nothing(): void {
		$own   = $this->downloadable_product()['product'];
		$order = $this->pending_order( $this->member(), array( $own, $this->product ) );
		$this->assertSame( array(), $this->entries(), 'A pending order earns nothing yet.' );
		$order->payment_complete();
		$this->assertCount( 1, $this->entries(), 'Only the creator\'s line earns; the shop\'s own product has no creator.' );
		$this->assertSame( 0, self::reconciler()->reconcile( 999999 ), 'An unknown order changes nothing.' );
	}

	public function test_the_rate_setting_takes_only_whole_percentages(): void {
		foreach ( array(
			'70'  => 70,
			'0'   => 0,
			100   => 100,
			'55'  => 55,
			70.0  => 70,
			'101' => 70,
			'-1'  => 70,
			'7e1' => 70,
			'abc' => 70,
		) as $sent => $kept ) {
			$this->assertSame( $kept, Earnings_Settings::sanitize( $sent ), "Sent {$sent}." );
		}
		$this->assertSame( 70, Earnings_Settings::sanitize( 70.5 ), 'A fraction keeps the default.' );
		$this->assertSame( 70, Earnings_Settings::sanitize( null ) );
	}
}
