<?php
/**
 * GET pp/v1/mentions
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Mentions_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Social mentions for Community Love (SPEC §2): sample data unless a site
 * owner replaced it through the `playpal_sample_mentions` filter.
 *
 * @extends Abstract_Public_Read_Route<Mentions_Schema>
 */
final class Mentions extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'mentions';

	public const SCHEMA = Mentions_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/mentions';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( Sample_Loader::load( 'mentions' ) ) );
	}
}
