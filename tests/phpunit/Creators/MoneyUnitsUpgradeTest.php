<?php
/**
 * Stored commissions and payouts are rewritten to ISO 4217 minor units once.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Admin\Creator_Payouts_Page;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Money_Units_Upgrade;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Creators\Payout_Recorder;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * Rows as the older code left them, written straight into the tables: the
 * ledger in WooCommerce's display decimals (recorded in `decimals`), payouts
 * in cents of the typed amount whatever the currency (`decimals` 2, the
 * column's default).
 */
final class MoneyUnitsUpgradeTest extends TestCase {

	private const CREATOR = 5151;

	/**
	 * A ledger row as stored before.
	 *
	 * @param string $currency Code.
	 * @param int    $decimals Display decimals it was stored in.
	 * @param int    $base     Line part.
	 * @param int    $amount   Commission.
	 * @return int Its id.
	 */
	private static function old_entry( string $currency, int $decimals, int $base, int $amount ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test: the older code's row.
			Schema::commissions_table(),
			array(
				'creator_id'  => self::CREATOR,
				'order_id'    => 1,
				'item_id'     => 1,
				'product_id'  => 1,
				'customer_id' => 2,
				'kind'        => 'sale',
				'reason'      => 'paid',
				'base'        => $base,
				'amount'      => $amount,
				'rate_bp'     => 7000,
				'currency'    => $currency,
				'decimals'    => $decimals,
				'created_at'  => '2026-10-01 12:00:00',
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A payout as recorded before: cents of what was typed.
	 *
	 * @param string $currency Code.
	 * @param int    $cents    Typed amount × 100.
	 * @return int Its id.
	 */
	private static function old_payout( string $currency, int $cents ): int {
		global $wpdb;
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Test: the older code's row, without `decimals` (its default).
			Schema::payouts_table(),
			array(
				'creator_id'  => self::CREATOR,
				'amount'      => $cents,
				'currency'    => $currency,
				'paid_on'     => '2026-11-01',
				'reference'   => '',
				'recorded_by' => 1,
				'created_at'  => '2026-11-01 12:00:00',
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A row's amounts and unit now.
	 *
	 * @param string $table Table.
	 * @param int    $id    Row.
	 * @return array<string, string>
	 */
	private static function row( string $table, int $id ): array {
		global $wpdb;
		return (array) $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Test: our own table.
	}

	private static function upgrade(): void {
		delete_option( Money_Units_Upgrade::OPTION );
		( new Money_Units_Upgrade() )->maybe_upgrade();
	}

	public function test_rows_move_from_their_recorded_decimals_to_iso_units_once_and_what_cannot_be_placed_is_listed(): void {
		$ledger   = Schema::commissions_table();
		$payouts  = Schema::payouts_table();
		$yen      = self::old_entry( 'JPY', 2, 50000, 35000 ); // A yen store showing 2 decimals: ¥500 stored as 50000.
		$dollars  = self::old_entry( 'USD', 0, 5, 4 );         // A dollar store showing none: $5 stored as 5.
		$dinars   = self::old_entry( 'KWD', 2, 500, 350 );     // 5.00 KWD in hundredths; the dinar has thousandths.
		$current  = self::old_entry( 'USD', 2, 500, 350 );     // Already in ISO units.
		$inexact  = self::old_entry( 'JPY', 2, 50050, 35035 ); // ¥500.50 is no amount of yen.
		$unknown  = self::old_entry( 'US$', 2, 500, 350 );
		$paid_yen = self::old_payout( 'JPY', 35000 );          // "350" typed, stored as cents.
		$paid_usd = self::old_payout( 'USD', 1250 );
		$paid_odd = self::old_payout( 'JPY', 35050 );

		self::upgrade();

		$this->assertSame( array( '500', '350', '0' ), array_values( array_intersect_key( self::row( $ledger, $yen ), array_flip( array( 'base', 'amount', 'decimals' ) ) ) ) );
		$this->assertSame( array( '500', '400', '2' ), array_values( array_intersect_key( self::row( $ledger, $dollars ), array_flip( array( 'base', 'amount', 'decimals' ) ) ) ), 'Scaled up: what was rounded away stays lost.' );
		$this->assertSame( array( '5000', '3500', '3' ), array_values( array_intersect_key( self::row( $ledger, $dinars ), array_flip( array( 'base', 'amount', 'decimals' ) ) ) ) );
		$this->assertSame( array( '500', '350', '2' ), array_values( array_intersect_key( self::row( $ledger, $current ), array_flip( array( 'base', 'amount', 'decimals' ) ) ) ) );
		$this->assertSame( array( '501', '350', '0' ), array_values( array_intersect_key( self::row( $ledger, $inexact ), array_flip( array( 'base', 'amount', 'decimals' ) ) ) ), 'Rounded to whole yen (and listed), never left in another unit to be added up.' );
		$this->assertSame( array( '350', '0' ), array_values( array_intersect_key( self::row( $payouts, $paid_yen ), array_flip( array( 'amount', 'decimals' ) ) ) ), 'Typed against a ledger in hundredths of a yen.' );
		$this->assertSame( array( '351', '0' ), array_values( array_intersect_key( self::row( $payouts, $paid_odd ), array_flip( array( 'amount', 'decimals' ) ) ) ) );
		$this->assertSame( array( '1250', '2' ), array_values( array_intersect_key( self::row( $payouts, $paid_usd ), array_flip( array( 'amount', 'decimals' ) ) ) ), 'The creator\'s dollar rows were stored in two units: which one this was typed in is unclear, so it is left as it was.' );
		$this->assertSame(
			array(
				'commissions' => array( $inexact, $unknown ),
				'payouts'     => array( $paid_usd, $paid_odd ),
			),
			Money_Units_Upgrade::unplaced()
		);
		$this->assertSame( Money_Units_Upgrade::VERSION, get_option( Money_Units_Upgrade::OPTION ), 'The step is recorded.' );

		self::upgrade(); // Run again (the option lost): nothing is scaled twice.
		$this->assertSame( '350', self::row( $ledger, $yen )['amount'] );
		$this->assertSame( '350', self::row( $payouts, $paid_yen )['amount'] );

		$admin = $this->log_in_as( 'administrator' );
		get_userdata( $admin )->add_cap( 'manage_woocommerce' );
		$statement = new Creator_Statement( new Commission_Ledger(), new Earnings_Settings(), new Payout_Ledger() );
		$page      = new Creator_Payouts_Page( new Commission_Ledger(), $statement, new Payout_Ledger(), new Payout_Recorder( $statement, new Payout_Ledger(), new Commission_Ledger() ) );
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'could not be converted exactly', $html, 'The screen says what was rounded or left.' );
		$this->assertStringContainsString( "Ledger entries: {$inexact}, {$unknown}. Payouts: {$paid_usd}, {$paid_odd}.", $html );
	}

	public function test_a_payout_is_read_in_the_unit_its_creators_ledger_was_stored_in(): void {
		self::old_entry( 'JPY', 0, 500, 350 ); // A yen store showing no decimals: ¥350 stored as 350, shown as "3.50".
		$paid = self::old_payout( 'JPY', 350 ); // "3.50" typed against it, stored × 100.

		self::upgrade();

		$this->assertSame( array( '350', '0' ), array_values( array_intersect_key( self::row( Schema::payouts_table(), $paid ), array_flip( array( 'amount', 'decimals' ) ) ) ), '¥350 was paid, not ¥3.50.' );
		$this->assertSame( array(), Money_Units_Upgrade::unplaced()['payouts'] );
	}

	public function test_new_payouts_record_their_own_unit(): void {
		$id = ( new Payout_Ledger() )->add(
			array(
				'creator_id'  => self::CREATOR,
				'amount'      => 350,
				'currency'    => 'JPY',
				'paid_on'     => '2026-11-01',
				'reference'   => '',
				'recorded_by' => 1,
			)
		);
		self::upgrade();
		$this->assertSame( array( '350', '0' ), array_values( array_intersect_key( self::row( Schema::payouts_table(), $id ), array_flip( array( 'amount', 'decimals' ) ) ) ), 'Already in yen: left alone.' );
	}
}
