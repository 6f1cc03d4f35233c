<?php
/**
 * Twenty completions of one order at the same moment grant once.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PHPUnit\Framework\TestCase;
use PlayPal\Members\Member_Meta;
use PlayPal\Members\Membership_Ledger;
use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;
use PlayPal\Database\Schema;
use PlayPal\Tests\ParallelWorkers;

/**
 * A paid (processing) Creator Monthly order is marked completed by twenty
 * worker processes at once (tests/phpunit/fixtures/membership-complete-worker.php),
 * each holding the order as it was before, so each one's WooCommerce fires
 * `woocommerce_order_status_completed`. A read-then-write guard would let
 * several see "not granted yet"; the ledger's UNIQUE key lets exactly one
 * INSERT through. No transaction here: the workers must see committed rows,
 * so the test removes its own.
 */
final class MembershipParallelCompletionTest extends TestCase {

	private int $user = 0;

	private int $product = 0;

	private int $order = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->user = (int) wp_insert_user(
			array(
				'user_login' => 'buyer_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'buyer_' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => 'customer',
			)
		);
		$product    = new \WC_Product_Simple();
		$product->set_name( 'Creator Monthly (parallel test)' );
		$product->set_status( 'publish' );
		$product->set_regular_price( '29.00' );
		$product->set_virtual( true );
		$this->product = (int) $product->save();
		( new Membership_Products() )->set( $this->product, Membership_Types::CREATOR_MONTHLY, 30 );
		$order = wc_create_order( array( 'customer_id' => $this->user ) );
		$order->add_product( wc_get_product( $this->product ), 1 );
		$order->calculate_totals();
		$order->set_status( 'processing' );
		$order->save();
		$this->order = (int) $order->get_id();
	}

	protected function tearDown(): void {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE order_id = %d", $this->order ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Test cleanup, table from Schema.
		wc_get_order( $this->order )?->delete( true );
		wc_get_product( $this->product )?->delete( true );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->user );
		parent::tearDown();
	}

	public function test_twenty_completions_of_one_order_at_once_grant_once(): void {
		$this->assertFalse( ( new Member_Meta() )->is_member( $this->user ), 'Not a member while the order is processing.' );

		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/membership-complete-worker.php', array_fill( 0, 20, array( $this->order ) ) );
		foreach ( $results as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$this->assertSame( 'completed', trim( $result['out'] ), "Worker {$i} completed the order." );
		}

		global $wpdb;
		$table = Schema::membership_grants_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT status, unit_days, quantity FROM {$table} WHERE order_id = %d", $this->order ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Table from Schema.
		$this->assertSame(
			array(
				array(
					'status'    => Membership_Ledger::ACTIVE,
					'unit_days' => '30',
					'quantity'  => '1',
				),
			),
			$rows,
			'One ledger row for the order line, whatever the number of completions.'
		);
		$meta = new Member_Meta();
		$this->assertTrue( $meta->is_member( $this->user ), 'The order made them a member.' );
		$this->assertSame( wp_date( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ), $meta->membership_until( $this->user ), 'For 30 days, not 20 × 30.' );
	}
}
