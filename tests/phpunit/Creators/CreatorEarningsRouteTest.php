<?php
/**
 * GET pp/v1/creator/earnings, as JSON and as a CSV statement.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\REST\Csv_Response;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * A creator with a $5 sale (earning $3.50) and a $2 refund of it this
 * month, and a product whose name a spreadsheet would run as a formula.
 */
final class CreatorEarningsRouteTest extends TestCase {

	private int $creator = 0;

	private int $product = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'creator_dashboard' => true ) );
		$this->creator = (int) wp_insert_user(
			array(
				'user_login' => 'earner_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
			)
		);
		$this->product = (int) wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => '=HYPERLINK("http://example.test")',
			)
		);
		$this->entry( Commission_Ledger::SALE, Commission_Ledger::PAID, 500, 350 );
		$this->entry( Commission_Ledger::REVERSAL, Commission_Ledger::REFUND, -200, -140 );
	}

	private function entry( string $kind, string $reason, int $base, int $amount ): void {
		( new Commission_Ledger() )->add(
			array(
				'creator_id'  => $this->creator,
				'order_id'    => 55,
				'item_id'     => 550,
				'product_id'  => $this->product,
				'customer_id' => 1,
				'kind'        => $kind,
				'reason'      => $reason,
				'base'        => $base,
				'amount'      => $amount,
				'rate_bp'     => 7000,
				'currency'    => 'USD',
				'decimals'    => 2,
			)
		);
	}

	public function test_the_creator_reads_their_balance_statement_and_payouts(): void {
		global $wpdb;
		// The sale 40 days ago is payable; the refund is this month's.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::commissions_table() . ' SET created_at = %s WHERE kind = %s AND creator_id = %d', gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS ), 'sale', $this->creator ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- Test: the entry's time; our own table.
		( new Payout_Ledger() )->add(
			array(
				'creator_id'  => $this->creator,
				'amount'      => 100,
				'currency'    => 'USD',
				'paid_on'     => '2026-11-02',
				'reference'   => 'TR-1',
				'recorded_by' => 1,
			)
		);
		wp_set_current_user( $this->creator );
		$response = $this->dispatch( 'GET', '/pp/v1/creator/earnings' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'no-store', (string) ( $response->get_headers()['Cache-Control'] ?? '' ), 'Private figures are never cached.' );
		$data   = $response->get_data();
		$usd    = static fn( int $cents ): array => array(
			'amount'   => $cents,
			'currency' => 'USD',
		);
		$this->assertSame(
			array(
				array(
					'currency' => 'USD',
					'earned'   => $usd( 210 ),
					'payable'  => $usd( 210 ),
					'pending'  => $usd( 0 ),
					'paid'     => $usd( 100 ),
					'due'      => $usd( 110 ),
				),
			),
			$data['balances'],
			'The sale is past its window, so what it still earns after this month\'s refund is payable.'
		);
		$totals = $data['statement']['totals'][0];
		$this->assertSame( array( $usd( -140 ), $usd( -140 ) ), array( $totals['refunds'], $totals['commission'] ), 'This month: the refund only.' );
		$this->assertSame( $usd( 350 ), $totals['opening'], 'The sale carried in.' );
		$this->assertSame( array( $usd( -200 ), $usd( -140 ) ), array( $data['statement']['entries'][0]['sale'], $data['statement']['entries'][0]['amount'] ) );
		$this->assertSame( array( 'TR-1' ), array_column( $data['payouts'], 'reference' ) );
	}

	public function test_the_month_comes_as_a_csv_statement_that_runs_no_formula(): void {
		wp_set_current_user( $this->creator );
		$response = $this->dispatch(
			'GET',
			'/pp/v1/creator/earnings',
			array(
				'month'  => wp_date( 'Y-m' ),
				'format' => 'csv',
			)
		);
		$this->assertInstanceOf( Csv_Response::class, $response );
		$this->assertSame( 'text/csv; charset=utf-8', $response->get_headers()['Content-Type'] );
		$csv = (string) $response->get_data();
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $csv, 'A byte order mark for spreadsheets.' );
		$rows = array_map( 'str_getcsv', explode( "\n", trim( substr( $csv, 3 ) ) ) );
		$this->assertSame( array( 'Date', 'Order', 'Product', 'Type', 'Reason', 'Sale amount', 'Commission', 'Currency' ), $rows[0] );
		$this->assertSame( array( '55', "'=HYPERLINK(\"http://example.test\")", 'Sale', 'paid', '5.00', '3.50', 'USD' ), array_slice( $rows[1], 1 ), 'The formula is defused with an apostrophe.' );
		$this->assertSame( array( 'Refund', 'refund', '-2.00', '-1.40', 'USD' ), array_slice( $rows[2], 3 ) );
		$this->assertContains( array( 'Commission', '', '', '', '', '', '2.10', 'USD' ), $rows );
	}

	public function test_guests_bad_months_and_the_flag_are_refused(): void {
		$this->assertSame( 401, $this->dispatch( 'GET', '/pp/v1/creator/earnings' )->get_status() );
		wp_set_current_user( $this->creator );
		foreach ( array( '2026-13', '26-11', '2026-11-01', '' ) as $month ) {
			$this->assertSame( 400, $this->dispatch( 'GET', '/pp/v1/creator/earnings', array( 'month' => $month ) )->get_status(), "Month '{$month}'." );
		}
		$this->assertSame( 400, $this->dispatch( 'GET', '/pp/v1/creator/earnings', array( 'format' => 'xlsx' ) )->get_status() );
		$this->set_flags( array( 'creator_dashboard' => false ) );
		$this->assertSame( 404, $this->dispatch( 'GET', '/pp/v1/creator/earnings' )->get_status() );
	}
}
