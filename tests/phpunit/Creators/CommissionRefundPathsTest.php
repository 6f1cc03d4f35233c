<?php
/**
 * What a creator keeps when a refund comes through any of WooCommerce's doors.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Commerce\Order_Retry;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Commission_Reconciler;
use PlayPal\Creators\Creation_Product;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Money_Units_Upgrade;
use PlayPal\Database\Named_Lock;
use PlayPal\Tests\Members\MemberTestCase;
use wpdb;

/**
 * Real WooCommerce orders and refunds. Each test reproduces a way the ledger
 * went wrong beside the path the older tests walked (a refund line by line):
 * a refund typed as an amount, the REST API's refunds, a guest buying their
 * own pack, a product that changed hands, a busy lock. Amounts are cents.
 */
final class CommissionRefundPathsTest extends MemberTestCase {

	private int $creator = 0;

	private int $pack = 0;

	private ?wpdb $other = null;

	protected function setUp(): void {
		parent::setUp();
		$this->creator = $this->member();
		$this->pack    = $this->downloadable_product()['product'];
		update_post_meta( $this->pack, Creation_Product::CREATOR_META, $this->creator );
	}

	protected function tearDown(): void {
		$this->other?->close();
		parent::tearDown();
	}

	private function earned( ?int $creator = null ): int {
		return array_sum( array_column( ( new Commission_Ledger() )->for_creator( $creator ?? $this->creator ), 'amount' ) );
	}

	/**
	 * A refund of an amount alone, as the refund box with no quantities, a
	 * payment provider's dashboard or a webhook make it.
	 *
	 * @param int    $order_id Order.
	 * @param string $amount   Amount.
	 */
	private function refund_amount( int $order_id, string $amount ): \WC_Order_Refund {
		$refund = wc_create_refund(
			array(
				'order_id' => $order_id,
				'amount'   => $amount,
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce takes the refund.' );
		return $refund;
	}

	public function test_a_5_dollar_pack_refunded_4_dollars_by_amount_leaves_the_creator_70_cents(): void {
		$order = $this->completed_order( $this->member(), array( $this->pack ) );
		$this->refund_amount( $order, '4.00' );

		$this->assertSame( 70, $this->earned(), '70% of the $1.00 the shop kept.' );
		$last = array_slice( ( new Commission_Ledger() )->for_creator( $this->creator ), -1 )[0];
		$this->assertSame( array( 'reversal', 'refund', -400, -280 ), array( $last['kind'], $last['reason'], $last['base'], $last['amount'] ) );
	}

	public function test_an_amount_refund_is_shared_by_the_lines_in_proportion_to_what_each_was_paid(): void {
		$kit = $this->downloadable_product()['product'];
		wc_get_product( $kit )->set_props( array( 'regular_price' => '15.00' ) );
		$product = wc_get_product( $kit );
		$product->set_regular_price( '15.00' );
		$product->save();
		$order = $this->completed_order( $this->member(), array( $this->pack, $kit ) );
		$this->assertSame( '20.00', wc_get_order( $order )->get_total() );

		$this->refund_amount( $order, '4.00' );
		$lines = ( new Order_Lines() )->read( $order )['lines'];
		$this->assertSame( array( 100, 300 ), array_column( $lines, 'refunded' ), '$4 over $5 and $15: $1 and $3.' );
		$this->assertSame( 280, $this->earned(), '70% of the $4.00 the pack kept.' );
	}

	public function test_refunds_through_woocommerces_rest_api_count_and_deleting_one_puts_it_back(): void {
		$order = $this->completed_order( $this->member(), array( $this->pack ) );
		$this->log_in_as( 'administrator' );

		$made = $this->dispatch(
			'POST',
			"/wc/v3/orders/{$order}/refunds",
			array(
				'amount'     => '4.00',
				'api_refund' => false,
			)
		);
		$this->assertSame( 201, $made->get_status(), 'wc/v3 takes a refund of an amount.' );
		$this->assertSame( 70, $this->earned() );

		$refund  = (int) $made->get_data()['id'];
		$deleted = $this->dispatch( 'DELETE', "/wc/v3/orders/{$order}/refunds/{$refund}", array( 'force' => true ) );
		$this->assertSame( 200, $deleted->get_status(), 'wc/v3 deletes it.' );
		$this->assertSame( 350, $this->earned(), 'The deleted refund gives the sale back.' );
	}

	public function test_a_guest_buying_their_own_pack_with_their_accounts_email_earns_nothing(): void {
		$email = (string) get_userdata( $this->creator )->user_email;
		$order = wc_create_order( array( 'customer_id' => 0 ) );
		$order->add_product( wc_get_product( $this->pack ), 1 );
		$order->set_billing_email( strtoupper( $email ) );
		$order->calculate_totals();
		$order->payment_complete();

		$entries = ( new Commission_Ledger() )->for_creator( $this->creator );
		$this->assertSame( array( 'self_purchase', 0 ), array( $entries[0]['reason'], $entries[0]['amount'] ), 'Signed out, same e-mail in other letters: $0.00.' );

		wp_update_user(
			array(
				'ID'         => $this->creator,
				'user_email' => 'someone-else-' . wp_generate_password( 6, false, false ) . '@example.com',
			)
		);
		$this->refund_amount( $order->get_id(), '1.00' );
		$this->assertSame( 0, $this->earned(), 'A later change of the account\'s e-mail does not turn the sale into one that earns.' );
	}

	public function test_a_reversal_goes_to_the_creator_of_the_sale_after_the_product_changed_hands(): void {
		$order = $this->completed_order( $this->member(), array( $this->pack ) );
		$heir  = $this->member();
		update_post_meta( $this->pack, Creation_Product::CREATOR_META, $heir );

		$this->refund_amount( $order, '5.00' );
		$this->assertSame( 0, $this->earned(), 'The creator who earned the sale gives it back.' );
		$this->assertSame( array(), ( new Commission_Ledger() )->for_creator( $heir ), 'The new owner owes nothing for a sale they never made.' );

		delete_post_meta( $this->pack, Creation_Product::CREATOR_META );
		$second = $this->completed_order( $this->member(), array( $this->pack ) );
		$this->assertSame( array(), array_filter( ( new Commission_Ledger() )->for_creator( $this->creator ), static fn( array $entry ): bool => $entry['order_id'] === $second ), 'A product nobody creates any more pays nobody.' );
	}

	public function test_a_busy_order_lock_queues_a_retry_instead_of_skipping(): void {
		$order = $this->pending_order( $this->member(), array( $this->pack ) );
		global $wpdb;
		$this->other = new wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lock        = Named_Lock::full_name( $wpdb->prefix . 'playpal_commissions_' . $order->get_id() );
		$this->assertSame( '1', (string) $this->other->get_var( $this->other->prepare( 'SELECT GET_LOCK( %s, 0 )', $lock ) ) );

		$reconciler = new Commission_Reconciler( new Commission_Ledger(), new Earnings_Settings(), new Creation_Product(), new Order_Lines(), 0 );
		// Paid without the plugin's own reconciler (which would wait its 10 s for the lock): its hooks set aside, then put back.
		global $wp_filter;
		$hooks = $wp_filter['woocommerce_order_status_changed'] ?? null;
		unset( $wp_filter['woocommerce_order_status_changed'] );
		try {
			$order->payment_complete();
		} finally {
			if ( null !== $hooks ) {
				$wp_filter['woocommerce_order_status_changed'] = $hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Puts back what this test set aside.
			}
		}
		$this->assertSame( 0, $reconciler->reconcile( $order->get_id() ), 'Nothing written while another worker holds the order.' );
		$args = array( $order->get_id() );
		$this->assertTrue( as_has_scheduled_action( Commission_Reconciler::RETRY_HOOK, $args, Order_Retry::GROUP ), 'A retry waits in Action Scheduler.' );
		$reconciler->reconcile( $order->get_id() );
		$this->assertCount(
			1,
			as_get_scheduled_actions(
				array(
					'hook'   => Commission_Reconciler::RETRY_HOOK,
					'args'   => $args,
					'status' => \ActionScheduler_Store::STATUS_PENDING,
				)
			),
			'One retry per order, however often it was busy.'
		);

		$other_order = $this->pending_order( $this->member(), array( $this->pack ) );
		$other_lock  = Named_Lock::full_name( $wpdb->prefix . 'playpal_commissions_' . $other_order->get_id() );
		$this->other->get_var( $this->other->prepare( 'SELECT GET_LOCK( %s, 0 )', $other_lock ) );
		$reconciler->reconcile( $other_order->get_id() );
		$this->assertTrue( as_has_scheduled_action( Commission_Reconciler::RETRY_HOOK, array( $other_order->get_id() ), Order_Retry::GROUP ), 'Another busy order gets its own retry.' );

		$this->other->get_var( $this->other->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) );
		do_action( Commission_Reconciler::RETRY_HOOK, $order->get_id() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- playpal_reconcile_commissions, run as Action Scheduler runs it.
		$this->assertSame( 350, $this->earned(), 'The retry writes the sale.' );
	}

	public function test_a_sale_while_the_ledger_is_still_being_moved_to_iso_units_waits_in_the_queue(): void {
		delete_option( Money_Units_Upgrade::OPTION );
		$order = $this->completed_order( $this->member(), array( $this->pack ) );
		$this->assertSame( 0, $this->earned(), 'Nothing added to rows that may still be in display decimals.' );
		$this->assertTrue( as_has_scheduled_action( Commission_Reconciler::RETRY_HOOK, array( $order ), Order_Retry::GROUP ), 'Queued, not skipped.' );

		update_option( Money_Units_Upgrade::OPTION, Money_Units_Upgrade::VERSION );
		do_action( Commission_Reconciler::RETRY_HOOK, $order ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- playpal_reconcile_commissions, run as Action Scheduler runs it.
		$this->assertSame( 350, $this->earned(), 'Once the step has run, the queued reconcile writes the sale.' );
	}

	public function test_a_deleted_creators_sales_stay_on_the_books_and_their_refunds_reverse_them(): void {
		$order = $this->completed_order( $this->member(), array( $this->pack ) );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$this->assertTrue( wp_delete_user( $this->creator ) );

		$this->refund_amount( $order, '5.00' );
		$entries = ( new Commission_Ledger() )->for_creator( $this->creator );
		$this->assertSame( array( 'sale', 'reversal' ), array_column( $entries, 'kind' ), 'The sale kept for the books, its refund reversed against the same creator.' );
		$this->assertSame( 0, $this->earned() );
	}
}
