<?php
/**
 * GET pp/v1/creator/dashboard
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creator_Figures;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\REST\Schemas\Creator_Dashboard_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The signed-in creator's own dashboard figures (SPEC §2 Creator dashboard):
 * earnings from the ledger, downloads from WooCommerce's download log,
 * creations, ratings from WooCommerce's product reviews, each creation's
 * figures, earnings by month and downloads by creation for the charts, the
 * balance in each currency and the payouts. Amounts are `{amount, currency}`
 * in ISO 4217 minor units, one per currency (Money_Fields). The person is always the one signed in: the
 * route takes no creator id. As with Creator_Earnings, no membership is
 * needed: a creator whose membership ended still sees what they earned.
 *
 * Errors: 401 `playpal_not_signed_in`; 404 `playpal_feature_off`
 * (`creator_dashboard` flag).
 *
 * @extends Abstract_Member_Route<Creator_Dashboard_Schema>
 */
final class Creator_Dashboard extends Abstract_Member_Route {

	public const IDENTIFIER = 'creator-dashboard';

	public const PATH = '/creator/dashboard';

	public const SCHEMA = Creator_Dashboard_Schema::class;

	public const FEATURE_FLAG = 'creator_dashboard';

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$creator = get_current_user_id();
		$now     = $this->now();
		$ledger  = new Commission_Ledger();
		$payouts = new Payout_Ledger();
		return $this->private_item(
			array(
				'currency' => Creator_Statement::store_currency(),
				'figures'  => ( new Creator_Figures( $ledger ) )->for_creator( $creator, $now, wp_timezone() ),
				'balances' => ( new Creator_Statement( $ledger, new Earnings_Settings(), $payouts ) )->balances( $creator, $now ),
				'payouts'  => $payouts->for_creator( $creator ),
			)
		);
	}
}
