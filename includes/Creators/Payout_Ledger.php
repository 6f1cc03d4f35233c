<?php
/**
 * Payouts to creators, as the site owner records them.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Money\Currency_Units;
use PlayPal\Database\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}playpal_payouts`: money paid to a creator outside the site (a bank
 * transfer, PayPal…), recorded with its date and the payment's reference, as
 * SliceWP's and AffiliateWP's manual payouts are. Rows are only added.
 * Amounts are integers in the ISO 4217 minor units of the payout's currency,
 * which each row records (`decimals`; rows from before schema 10 held cents
 * of the typed amount until Money_Units_Upgrade rewrote them).
 */
final class Payout_Ledger {

	/**
	 * Records one payout.
	 *
	 * @param array{creator_id: int, amount: int, currency: string, paid_on: string, reference: string, recorded_by: int} $payout The payout.
	 * @return int Its id, 0 when it could not be written.
	 */
	public function add( array $payout ): int {
		global $wpdb;
		$payout['decimals']   = Currency_Units::of( $payout['currency'] );
		$payout['created_at'] = current_time( 'mysql', true );
		$written              = $wpdb->insert( Schema::payouts_table(), $payout, array( '%d', '%d', '%s', '%s', '%s', '%d', '%d', '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
		return 1 === $written ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * A creator's payouts, newest first.
	 *
	 * @param int $creator_id Creator (user) id.
	 * @return list<array{id: int, amount: int, currency: string, paid_on: string, reference: string}>
	 */
	public function for_creator( int $creator_id ): array {
		global $wpdb;
		$table = Schema::payouts_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, amount, currency, paid_on, reference FROM {$table} WHERE creator_id = %d ORDER BY paid_on DESC, id DESC", $creator_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Our own table; money is never read from a cache.
		return array_map(
			static fn( array $row ): array => array(
				'id'        => (int) $row['id'],
				'amount'    => (int) $row['amount'],
				'currency'  => (string) $row['currency'],
				'paid_on'   => (string) $row['paid_on'],
				'reference' => (string) $row['reference'],
			),
			array_values( (array) $rows )
		);
	}

	/**
	 * What a creator has been paid in one currency.
	 *
	 * @param int    $creator_id Creator (user) id.
	 * @param string $currency   ISO 4217 code.
	 */
	public function total( int $creator_id, string $currency ): int {
		return $this->totals( $creator_id )[ strtoupper( $currency ) ] ?? 0;
	}

	/**
	 * What a creator has been paid in each currency, never added across them.
	 *
	 * @param int $creator_id Creator (user) id.
	 * @return array<string, int> Minor units by ISO 4217 code, oldest currency first.
	 */
	public function totals( int $creator_id ): array {
		$totals = array();
		foreach ( array_reverse( $this->for_creator( $creator_id ) ) as $payout ) {
			$totals[ $payout['currency'] ] = ( $totals[ $payout['currency'] ] ?? 0 ) + $payout['amount'];
		}
		return $totals;
	}

	/**
	 * Takes a creator out of their payouts, keeping the amounts and days for
	 * the books; the reference (which may name their account) goes too.
	 *
	 * @param int $creator_id Creator (user) id.
	 * @return int Payouts changed.
	 */
	public function anonymize( int $creator_id ): int {
		global $wpdb;
		if ( $creator_id < 1 ) {
			return 0;
		}
		return (int) $wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
			Schema::payouts_table(),
			array(
				'creator_id' => 0,
				'reference'  => '',
			),
			array( 'creator_id' => $creator_id ),
			array( '%d', '%s' ),
			array( '%d' )
		);
	}
}
