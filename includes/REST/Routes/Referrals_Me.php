<?php
/**
 * GET pp/v1/referrals/me
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Referrals\Referrals_Factory;
use PlayPal\REST\Schemas\Partner_Stats_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The signed-in person's Play It Forward stats through the server-side proxy
 * (Referrals\Referral_Service): the provider's figures with rank and link, or
 * the spec's sample with `sample: true` when the provider cannot answer —
 * never a 500. The provider's key stays on the server.
 *
 * Errors: 401 `playpal_not_signed_in`; 404 `playpal_feature_off` (`referral` flag).
 *
 * @extends Abstract_Member_Route<Partner_Stats_Schema>
 */
final class Referrals_Me extends Abstract_Member_Route {

	public const IDENTIFIER = 'referrals-me';

	public const PATH = '/referrals/me';

	public const SCHEMA = Partner_Stats_Schema::class;

	public const FEATURE_FLAG = 'referral';

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$answer = ( new Referrals_Factory( $this->settings ) )->service()->for_user( wp_get_current_user() );
		return $this->private_item( $answer );
	}
}
