<?php
/**
 * GET pp/v1/play-ideas
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Play_Ideas_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The Play Ideas hub's ideas (SPEC §2 Play Ideas hub): sample data unless a
 * site owner replaced it through the `playpal_sample_play_ideas` filter.
 *
 * @extends Abstract_Public_Read_Route<Play_Ideas_Schema>
 */
final class Play_Ideas extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'play-ideas';

	public const SCHEMA = Play_Ideas_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/play-ideas';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( Sample_Loader::load( 'play-ideas' ) ) );
	}
}
