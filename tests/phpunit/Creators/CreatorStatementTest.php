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
use PlayPal\Storage\Schema;
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
	 * @param string $utc    When, UTC (`Y-m-d H:i:s`).
	 * @param string $kind   sale or reversal.
	 * @param int    $base   Line part.
	 * @param int    $amount Commission.
	 */
	private function entry( string $utc, string $kind, int $base, int $amount ): void {
		global $wpdb;
		$this->assertTrue(
			( new Commission_Ledger() )->add(
				array(
					'creator_id'  => self::CREATOR,
					'order_id'    => 7,
					'item_id'     => 70,
					'product_id'  => 700,
					'customer_id' => 9,
					'kind'        => $kind,
					'reason'      => Commission_Ledger::SALE === $kind ? Commission_Ledger::PAID : Commission_Ledger::REFUND,
					'base'        => $base,
					'amount'      => $amount,
					'rate_bp'     => 7000,
					'currency'    => 'USD',
					'decimals'    => 2,
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
		$this->assertSame(
			array( 1050, 350, -140, 210, 1260 ),
			array( $november['opening'], $november['sales'], $november['refunds'], $november['commission'], $november['closing'] ),
			'Opening = October (two sales in New York time), then November\'s sale and refund.'
		);
		$this->assertSame( array( 'sale', 'reversal' ), array_column( $november['entries'], 'kind' ) );
		$this->assertSame( '2026-11-05T07:00:00-05:00', $november['entries'][0]['date'], 'Dates in the site\'s time zone.' );

		$october = self::statement()->month( self::CREATOR, '2026-10', $this->zone );
		$this->assertSame( array( 0, 1050, 1050 ), array( $october['opening'], $october['sales'], $october['closing'] ) );
		$this->assertSame( $october['closing'], $november['opening'], 'One month closes where the next opens.' );
	}

	public function test_earnings_become_payable_after_the_refund_window(): void {
		$now = new DateTimeImmutable( '2026-11-27 12:00:00', new DateTimeZone( 'UTC' ) );
		$this->entry( '2026-10-01 12:00:00', 'sale', 500, 350 );
		$this->entry( '2026-10-28 11:00:00', 'sale', 500, 350 ); // 30 days and an hour ago.
		$this->entry( '2026-11-20 12:00:00', 'sale', 500, 350 );
		$this->entry( '2026-11-25 12:00:00', 'reversal', -500, -350 );

		$this->assertSame(
			array(
				'earned'   => 700,
				'payable'  => 700,
				'pending'  => 0,
				'paid'     => 0,
				'due'      => 700,
				'currency' => 'USD',
			),
			self::statement()->balance( self::CREATOR, $now ),
			'Two sales past 30 days are payable; the newer sale and its refund wait.'
		);
		update_option( Earnings_Settings::WINDOW_OPTION, 0 );
		$this->assertSame( 700, self::statement()->balance( self::CREATOR, $now )['payable'], 'With no window, everything earned is payable.' );
		update_option( Earnings_Settings::WINDOW_OPTION, 60 );
		$this->assertSame( 0, self::statement()->balance( self::CREATOR, $now )['payable'], 'A 60-day window holds all of it.' );
	}

	public function test_the_refund_window_setting_takes_whole_days_up_to_a_year(): void {
		$this->assertSame( array( 30, 0, 365, 30, 30, 30 ), array_map( array( Earnings_Settings::class, 'sanitize_window' ), array( '30', 0, 365, 366, -1, 'x' ) ) );
	}
}
