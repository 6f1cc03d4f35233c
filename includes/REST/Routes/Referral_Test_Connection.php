<?php
/**
 * POST pp/v1/referrals/test-connection
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Referrals\Referrals_Factory;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Connection_Test_Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Settings → PlayPal → Referrals, "Test connection": the server calls the
 * provider with the stored settings — the site owner's own partner account
 * (created if missing, as the Play It Forward tab would), then its stats —
 * and says whether it worked. Site owners only; takes no body (an empty one
 * or `{}`); the key never leaves the server.
 *
 * Errors: 401/403 `rest_forbidden`; 400 `playpal_invalid_body`; 415 `playpal_json_required`.
 *
 * @extends Abstract_Route<Connection_Test_Schema>
 */
final class Referral_Test_Connection extends Abstract_Route {

	public const IDENTIFIER = 'referrals-test-connection';

	public const PATH = '/referrals/test-connection';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	protected const ACCESS = 'check_site_owner';

	public const SCHEMA = Connection_Test_Schema::class;

	/**
	 * Permission callback: site owners only.
	 *
	 * @return true|WP_Error
	 */
	public function check_site_owner(): bool|WP_Error {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'playpal' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception On a body.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$this->body( $request, array() );
		$factory = new Referrals_Factory( $this->settings );
		$failure = $factory->provider()->is_configured() ? $factory->service()->check( wp_get_current_user() ) : false;
		return $this->private_item( $failure );
	}
}
