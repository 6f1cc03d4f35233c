<?php
/**
 * GET pp/v1/appadoos/analytics
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Play_Analytics;
use PlayPal\REST\Schemas\Appadoo_Analytics_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The play figures of the signed-in person's Appadoos (or, for site
 * managers with `scope=all`, everyone's): the Analytics tab and the stat
 * tiles of the Appadoo portal read them.
 *
 * @extends Abstract_Appadoo_Route<Appadoo_Analytics_Schema>
 */
final class Appadoo_Analytics extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-analytics';

	public const PATH = '/appadoos/analytics';

	public const SCHEMA = Appadoo_Analytics_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return self::scope_arg();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request, validated by the args.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$owner   = $this->access->owner_filter( $user_id, (string) $request->get_param( 'scope' ) );
		$summary = ( new Play_Analytics() )->summary( $this->appadoos->list( $owner ) );
		return $this->private_response( $this->schema->success_response( $summary ) );
	}
}
