<?php
/**
 * Completions of one order at the same moment earn its creator once.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PHPUnit\Framework\TestCase;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creation_Product;
use PlayPal\Database\Schema;
use PlayPal\Tests\ParallelWorkers;

/**
 * Worker processes (tests/phpunit/fixtures/commission-worker.php), each on
 * its own database connection, released together through a file barrier,
 * all call payment_complete() on the same pending order — a gateway's
 * callback delivered several times at once. Each may see the order pending
 * and fire WooCommerce's status hooks; the ledger must still hold one sale.
 * No transaction here (the workers must see the order), so the test removes
 * what it made.
 */
final class CommissionConcurrencyTest extends TestCase {

	private const WORKERS = 8;

	private int $creator = 0;

	private int $buyer = 0;

	private int $product = 0;

	private int $order = 0;

	/** @var int[] Orders paid before their product paid a creator (reconcile test). */
	private array $paid = array();

	protected function setUp(): void {
		parent::setUp();
		$this->creator = $this->user( 'creator' );
		$this->buyer   = $this->user( 'buyer' );
		$product       = new \WC_Product_Simple();
		$product->set_name( 'Concurrency Kit' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '5.00' );
		$product->set_virtual( true );
		$this->product = (int) $product->save();
		update_post_meta( $this->product, Creation_Product::CREATOR_META, $this->creator );
		$this->order = $this->pending_order();
	}

	private function pending_order(): int {
		$order = wc_create_order( array( 'customer_id' => $this->buyer ) );
		$order->add_product( wc_get_product( $this->product ), 1 );
		$order->calculate_totals();
		$order->save();
		return (int) $order->get_id();
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->delete( Schema::commissions_table(), array( 'creator_id' => $this->creator ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test clean-up of committed rows.
		foreach ( array_merge( array( $this->order ), $this->paid ) as $order ) {
			wc_get_order( $order )?->delete( true );
		}
		wp_delete_post( $this->product, true );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->creator );
		wp_delete_user( $this->buyer );
		parent::tearDown();
	}

	private function user( string $role_name ): int {
		$login = 'cc_' . $role_name . '_' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
				'role'       => 'subscriber',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_parallel_completions_of_one_order_write_one_sale(): void {
		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/commission-worker.php', array_fill( 0, self::WORKERS, array( 'complete', $this->order ) ) );
		foreach ( $results as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$this->assertContains( trim( $result['out'] ), array( 'processing', 'completed' ), "Worker {$i} saw the order paid." );
		}
		$entries = ( new Commission_Ledger() )->for_creator( $this->creator );
		$this->assertSame( array( array( 'sale', 500, 350 ) ), array_map( static fn( array $e ): array => array( $e['kind'], $e['base'], $e['amount'] ), $entries ), 'One sale, whatever number of workers fired the hooks.' );
	}

	public function test_parallel_reconciles_of_the_same_orders_write_one_sale_each(): void {
		// Paid while the product paid nobody; it becomes a creator's before the workers look.
		delete_post_meta( $this->product, Creation_Product::CREATOR_META );
		for ( $i = 0; $i < 30; $i++ ) {
			$order = $this->pending_order();
			wc_get_order( $order )->payment_complete();
			$this->paid[] = $order;
		}
		update_post_meta( $this->product, Creation_Product::CREATOR_META, $this->creator );

		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/commission-worker.php', array_fill( 0, self::WORKERS, array( 'reconcile', implode( ',', $this->paid ) ) ) );
		$added   = 0;
		foreach ( $results as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$added += array_sum( array_map( 'intval', array_filter( explode( "\n", $result['out'] ), 'strlen' ) ) );
		}
		$entries = ( new Commission_Ledger() )->for_creator( $this->creator );
		$this->assertSame( count( $this->paid ), $added, 'The workers together added one entry per order.' );
		$orders = array_column( $entries, 'order_id' );
		sort( $orders );
		$this->assertSame( $this->paid, $orders, 'One sale per order (the orders were made in rising id order).' );
	}
}
