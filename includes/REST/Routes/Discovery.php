<?php
/**
 * GET pp/v1/discovery
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Discovery_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Products and collections of AI product discovery (SPEC §2): sample data
 * unless a site owner replaced it through the `playpal_sample_discovery` filter.
 *
 * @extends Abstract_Public_Read_Route<Discovery_Schema>
 */
final class Discovery extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'discovery';

	public const SCHEMA = Discovery_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/discovery';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( Sample_Loader::load( 'discovery' ) ) );
	}
}
