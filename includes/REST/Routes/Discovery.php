<?php
/**
 * GET pp/v1/discovery
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Community\Sample_Discovery;
use PlayPal\REST\Schemas\Discovery_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Products and collections of AI product discovery (SPEC §2): sample data
 * unless a site owner replaced it through the `playpal_sample_discovery` filter.
 */
final class Discovery extends Abstract_Route {

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
	 */
	public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_response' ),
				// A public read of content every visitor may see.
				'permission_callback' => '__return_true',
				'args'                => array(),
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
		return new WP_REST_Response( $this->schema->get_item_response( ( new Sample_Discovery() )->data() ) );
	}
}
