<?php
/**
 * GET pp/v1/forum
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Forum_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The PlayBoard's categories and posts (SPEC §2 Forum): sample data unless a
 * site owner replaced it through the `playpal_sample_forum` filter.
 *
 * @extends Abstract_Public_Read_Route<Forum_Schema>
 */
final class Forum extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'forum';

	public const SCHEMA = Forum_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/forum';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( Sample_Loader::load( 'forum' ) ) );
	}
}
