<?php
/**
 * A creator's monthly statement and payable balance.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * Entries written straight into the ledger with chosen times (UTC), read in
 * the site's time zone (New York: a sale at 02:00 UTC on 1 November is still
 * October there).
 */
final class CreatorStatementTest extends TestCase {

	private const CREATOR = 4242;

	private DateTimeZone $zone;

	protected function setUp(): void {
		parent::setUp();
		$this->zone = new DateTimeZone( 'America/New_York' );
	}

	/**
	 * Adds an entry at a time.
	 *
	 * @param string $utc      When, UTC (`Y-m-d H:i:s`).
	 * @param string $kind     sale or reversal.
	 * @param int    $base     Line part.
	 * @param int    $amount   Commission.
	 * @param int    $item     Order line.
	 * @param string $currency ISO 4217 code.
	 */
	private function entry( string $utc, string $kind, int $base, int $amount, int $item = 70, string $currency = 'USD' ): void {
		global $wpdb;
		$this->assertTrue(
			( new Commission_Ledger() )->add(
				array(
					'creator_id'  => self::CREATOR,
					'order_id'    => 7,
					'item_id'     => $item,
					'product_id'  => 700,
					'customer_id' => 9,
					'kind'        => $kind,
					'reason'      => Commission_Ledger::SALE === $kind ? Commission_Ledger::PAID : Commission_Ledger::REFUND,
					'base'        => $base,
					'amount'      => $amount,
					'rate_bp'     => 7000,
					'currency'    => $currency,
					'decimals'    => 'JPY' === $currency ? 0 : 2,
				)
			)
		);
		$wpdb->update( Schema::commissions_table(), array( 'created_at' => $utc ), array( 'id' => (int) $wpdb->insert_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test: the entry's time.
	}

	private static function statement(): Creator_Statement {
		return new Creator_Statement( new Commission_Ledger(), new Earnings_Settings(), new Payout_Ledger() );
	}

	public function test_a_month_sums_its_sales_and_refunds_and_carries_the_balance(): void {
		$this->entry( '2026-10-10 12:00:00', 'sale', 500, 350 );
		$this->entry( '2026-11-01 02:00:00', 'sale', 1000, 700 ); // 31 October, 22:00 in New York.
		$this->entry( '2026-11-05 12:00:00', 'sale', 500, 350 );
		$this->entry( '2026-11-20 12:00:00', 'reversal', -200, -140 );
		$this->entry( '2026-12-01 12:00:00', 'sale', 500, 350 );

		$november = self::statement()->month( self::CREATOR, '2026-11', $this->zone );
		$totals   = $november['totals'][0];
		$this->assertSame(
			array( 'USD', 1050, 350, -140, 210, 1260 ),
			array( $totals['currency'], $totals['opening'], $totals['sales'], $totals['refunds'], $totals['commission'], $totals['closing'] ),
			'Opening = October (two sales in New York time), then November\'s sale and refund.'
		);
		$this->assertSame( array( 'sale', 'reversal' ), array_column( $november['entries'], 'kind' ) );
		$this->assertSame( '2026-11-05T07:00:00-05:00', $november['entries'][0]['date'], 'Dates in the site\'s time zone.' );

		$october = self::statement()->month( self::CREATOR, '2026-10', $this->zone )['totals'][0];
		$this->assertSame( array( 0, 1050, 1050 ), array( $october['opening'], $october['sales'], $october['closing'] ) );
		$this->assertSame( $october['closing'], $totals['opening'], 'One month closes where the next opens.' );
	}

	public function test_earnings_become_payable_after_the_refund_window(): void {
		$now = new DateTimeImmutable( '2026-11-27 12:00:00', new DateTimeZone( 'UTC' ) );
		$this->entry( '2026-10-01 12:00:00', 'sale', 500, 350, 1 );
		$this->entry( '2026-10-28 11:00:00', 'sale', 500, 350, 2 ); // 30 days and an hour ago.
		$this->entry( '2026-11-20 12:00:00', 'sale', 500, 350, 3 );
		$this->entry( '2026-11-25 12:00:00', 'sale', 500, 350, 4 );
		$this->entry( '2026-11-26 12:00:00', 'reversal', -500, -350, 4 );

		$this->assertSame(
			array(
				'earned'   => 1050,
				'payable'  => 700,
				'pending'  => 350,
				'paid'     => 0,
				'due'      => 700,
				'currency' => 'USD',
			),
			self::statement()->balance( self::CREATOR, $now, 'USD' ),
			'Two sales past 30 days are payable; the newer sale waits; the refunded one earns nothing.'
		);
		update_option( Earnings_Settings::WINDOW_OPTION, 0 );
		$this->assertSame( 1050, self::statement()->balance( self::CREATOR, $now, 'USD' )['payable'], 'With no window, everything earned is payable.' );
		update_option( Earnings_Settings::WINDOW_OPTION, 60 );
		$this->assertSame( 0, self::statement()->balance( self::CREATOR, $now, 'USD' )['payable'], 'A 60-day window holds all of it.' );
	}

	public function test_a_sale_refunded_after_its_window_passed_is_no_longer_payable(): void {
		// Payable from 31 October (30-day window), refunded on 2 November.
		$this->entry( '2026-10-01 12:00:00', 'sale', 500, 350, 1 );
		$this->entry( '2026-11-02 12:00:00', 'reversal', -500, -350, 1 );
		// Another line payable on 31 October, half refunded on 2 November: its other half stays payable.
		$this->entry( '2026-10-01 12:00:00', 'sale', 1000, 700, 2 );
		$this->entry( '2026-11-02 12:00:00', 'reversal', -500, -350, 2 );

		$balance = self::statement()->balance( self::CREATOR, new DateTimeImmutable( '2026-11-03 12:00:00', new DateTimeZone( 'UTC' ) ), 'USD' );
		$this->assertSame( array( 350, 350, 0, 350 ), array( $balance['earned'], $balance['payable'], $balance['pending'], $balance['due'] ), 'On 3 November only what the lines still earn is due.' );
	}

	public function test_each_currency_has_its_own_balance_and_statement_line(): void {
		$now = new DateTimeImmutable( '2026-11-27 12:00:00', new DateTimeZone( 'UTC' ) );
		$this->entry( '2026-09-01 12:00:00', 'sale', 500, 350, 1, 'USD' );
		$this->entry( '2026-11-10 12:00:00', 'sale', 500, 350, 2, 'JPY' ); // The store switched to yen: ¥500.

		$balances = self::statement()->balances( self::CREATOR, $now );
		$this->assertSame( array( 'USD', 'JPY' ), array_column( $balances, 'currency' ) );
		$this->assertSame( array( 350, 350 ), array_column( $balances, 'earned' ), '$3.50 and ¥350, never 700 of anything.' );
		$this->assertSame( array( 350, 0 ), array_column( $balances, 'payable' ) );
		$this->assertSame( $balances[1], self::statement()->balance( self::CREATOR, $now, 'JPY' ) );

		$november = self::statement()->month( self::CREATOR, '2026-11', $this->zone );
		$this->assertSame( array( 'USD', 'JPY' ), array_column( $november['totals'], 'currency' ) );
		$this->assertSame( array( 350, 350 ), array_column( $november['totals'], 'closing' ) );
		$this->assertSame( array( 'JPY' ), array_column( $november['entries'], 'currency' ) );
	}

	public function test_the_refund_window_setting_takes_whole_days_up_to_a_year(): void {
		$this->assertSame( array( 30, 0, 365, 30, 30, 30 ), array_map( array( Earnings_Settings::class, 'sanitize_window' ), array( '30', 0, 365, 366, -1, 'x' ) ) );
	}
}
