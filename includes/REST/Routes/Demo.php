<?php
/**
 * GET pp/v1/demo
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Demo_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Answers with a friendly message, so the app can show it reaches the server.
 *
 * @extends Abstract_Public_Read_Route<Demo_Schema>
 */
final class Demo extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'demo';

	public const SCHEMA = Demo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response(
			$this->schema->get_item_response( __( 'Hello from PlayPal! Print. Play. Done.', 'playpal' ) )
		);
	}
}
