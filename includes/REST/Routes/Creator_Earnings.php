<?php
/**
 * GET pp/v1/creator/earnings
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use DateTimeImmutable;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\REST\Csv_Response;
use PlayPal\REST\Schemas\Creator_Earnings_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The signed-in creator's own earnings from the ledger: balance (earned,
 * payable after the refund window, paid, due), one month's statement (the
 * site's calendar; this month by default) and their payouts — or, with
 * `format=csv`, that month's statement as a CSV file. No membership needed:
 * a creator whose membership ended still sees what they earned.
 *
 * Errors: 401 `playpal_not_signed_in`; 400 `rest_invalid_param` (month, format);
 * 404 `playpal_feature_off` (`creator_dashboard` flag).
 *
 * @extends Abstract_Member_Route<Creator_Earnings_Schema>
 */
final class Creator_Earnings extends Abstract_Member_Route {

	public const IDENTIFIER = 'creator-earnings';

	public const SCHEMA = Creator_Earnings_Schema::class;

	public const FEATURE_FLAG = 'creator_dashboard';

	public function get_path(): string {
		return '/creator/earnings';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function sign_in_message(): string {
		return __( 'Please sign in to use Create It Forward.', 'playpal' );
	}

	public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => array(
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
				),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
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
		return $this->private_response(
			$this->schema->get_item_response(
				array(
					'balance'   => $earnings->balance( $creator, $now ),
					'statement' => $statement,
					'payouts'   => $payouts->for_creator( $creator ),
				)
			)
		);
	}

	/**
	 * The statement as spreadsheet rows: one per entry, then the totals.
	 *
	 * @param array{month: string, opening: int, sales: int, refunds: int, commission: int, closing: int, entries: list<array{date: string, order_id: int, product_id: int, kind: string, reason: string, base: int, amount: int}>} $statement The month.
	 * @return list<list<string|int|float>>
	 */
	private static function csv_rows( array $statement ): array {
		$money = static fn( int $minor ): string => number_format( $minor / 100, 2, '.', '' );
		$kinds = array(
			Commission_Ledger::SALE     => __( 'Sale', 'playpal' ),
			Commission_Ledger::REVERSAL => __( 'Refund', 'playpal' ),
		);
		$rows  = array( array( __( 'Date', 'playpal' ), __( 'Order', 'playpal' ), __( 'Product', 'playpal' ), __( 'Type', 'playpal' ), __( 'Reason', 'playpal' ), __( 'Sale amount', 'playpal' ), __( 'Commission', 'playpal' ) ) );
		foreach ( $statement['entries'] as $entry ) {
			$rows[] = array( $entry['date'], $entry['order_id'], (string) get_post_field( 'post_title', $entry['product_id'], 'raw' ), $kinds[ $entry['kind'] ] ?? $entry['kind'], $entry['reason'], $money( $entry['base'] ), $money( $entry['amount'] ) );
		}
		$rows[] = array();
		foreach ( array(
			__( 'Opening balance', 'playpal' ) => $statement['opening'],
			__( 'Sales', 'playpal' )           => $statement['sales'],
			__( 'Refunds', 'playpal' )         => $statement['refunds'],
			__( 'Commission', 'playpal' )      => $statement['commission'],
			__( 'Closing balance', 'playpal' ) => $statement['closing'],
		) as $label => $minor ) {
			$rows[] = array( $label, '', '', '', '', '', $money( $minor ) );
		}
		return $rows;
	}
}
