<?php
/**
 * GET pp/v1/creator/earnings
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Money\Money;
use PlayPal\REST\Csv_Response;
use PlayPal\REST\Schemas\Creator_Earnings_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The signed-in creator's own earnings from the ledger: a balance per
 * currency (earned, payable after the refund window, paid, due), one month's
 * statement (the site's calendar; this month by default) and their payouts —
 * or, with `format=csv`, that month's statement as a CSV file. Amounts are
 * `{amount, currency}` in ISO 4217 minor units; the CSV writes them as
 * decimal text in their currency ("3.50", "350") with a currency column, and
 * one set of totals per currency. No membership needed:
 * a creator whose membership ended still sees what they earned.
 *
 * Errors: 401 `playpal_not_signed_in`; 400 `rest_invalid_param` (month, format);
 * 404 `playpal_feature_off` (`creator_dashboard` flag).
 *
 * @extends Abstract_Member_Route<Creator_Earnings_Schema>
 */
final class Creator_Earnings extends Abstract_Member_Route {

	public const IDENTIFIER = 'creator-earnings';

	public const PATH = '/creator/earnings';

	public const SCHEMA = Creator_Earnings_Schema::class;

	public const FEATURE_FLAG = 'creator_dashboard';

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'month'  => array(
				'description' => __( 'The statement\'s month, YYYY-MM (this month when left out).', 'playpal' ),
				'type'        => 'string',
				'pattern'     => '^[0-9]{4}-(0[1-9]|1[0-2])$',
			),
			'format' => array(
				'description' => __( 'json, or csv for the statement as a file.', 'playpal' ),
				'type'        => 'string',
				'enum'        => array( 'json', 'csv' ),
				'default'     => 'json',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$creator   = get_current_user_id();
		$zone      = wp_timezone();
		$now       = $this->now();
		$month     = $request->has_param( 'month' ) ? (string) $request->get_param( 'month' ) : $now->setTimezone( $zone )->format( 'Y-m' );
		$payouts   = new Payout_Ledger();
		$earnings  = new Creator_Statement( new Commission_Ledger(), new Earnings_Settings(), $payouts );
		$statement = $earnings->month( $creator, $month, $zone );
		if ( 'csv' === $request->get_param( 'format' ) ) {
			return new Csv_Response( self::csv_rows( $statement ), 'playpal-statement-' . $month . '.csv' );
		}
		return $this->private_item(
			array(
				'currency'  => Creator_Statement::store_currency(),
				'balances'  => $earnings->balances( $creator, $now ),
				'statement' => $statement,
				'payouts'   => $payouts->for_creator( $creator ),
			)
		);
	}

	/**
	 * The statement as spreadsheet rows: one per entry, then the totals, one
	 * row of each per currency.
	 *
	 * @param array{month: string, totals: list<array{currency: string, opening: int, sales: int, refunds: int, commission: int, closing: int}>, entries: list<array{date: string, order_id: int, product_id: int, kind: string, reason: string, base: int, amount: int, currency: string}>} $statement The month.
	 * @return list<list<string|int|float>>
	 */
	private static function csv_rows( array $statement ): array {
		$kinds = array(
			Commission_Ledger::SALE     => __( 'Sale', 'playpal' ),
			Commission_Ledger::REVERSAL => __( 'Refund', 'playpal' ),
		);
		$rows  = array( array( __( 'Date', 'playpal' ), __( 'Order', 'playpal' ), __( 'Product', 'playpal' ), __( 'Type', 'playpal' ), __( 'Reason', 'playpal' ), __( 'Sale amount', 'playpal' ), __( 'Commission', 'playpal' ), __( 'Currency', 'playpal' ) ) );
		foreach ( $statement['entries'] as $entry ) {
			$rows[] = array( $entry['date'], $entry['order_id'], (string) get_post_field( 'post_title', $entry['product_id'], 'raw' ), $kinds[ $entry['kind'] ] ?? $entry['kind'], $entry['reason'], self::decimal( $entry['base'], $entry['currency'] ), self::decimal( $entry['amount'], $entry['currency'] ), $entry['currency'] );
		}
		foreach ( $statement['totals'] as $line ) {
			$rows[] = array();
			foreach ( array(
				__( 'Opening balance', 'playpal' ) => $line['opening'],
				__( 'Sales', 'playpal' )           => $line['sales'],
				__( 'Refunds', 'playpal' )         => $line['refunds'],
				__( 'Commission', 'playpal' )      => $line['commission'],
				__( 'Closing balance', 'playpal' ) => $line['closing'],
			) as $label => $minor ) {
				$rows[] = array( $label, '', '', '', '', '', self::decimal( $minor, $line['currency'] ), $line['currency'] );
			}
		}
		return $rows;
	}

	/**
	 * Minor units as exact decimal text in their currency: "3.50", "350",
	 * "0.350"; a damaged row's code leaves its raw units.
	 *
	 * @param int    $minor    Amount.
	 * @param string $currency ISO 4217 code.
	 */
	private static function decimal( int $minor, string $currency ): string {
		try {
			return Money::of( $minor, $currency )->to_decimal();
		} catch ( \InvalidArgumentException ) {
			// No refusal: a row with a damaged currency still shows its raw units.
			return (string) $minor;
		}
	}
}
