<?php
/**
 * GET pp/v1/community-samples
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Community_Samples_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The example community submissions Community Love shows until real, approved
 * stories exist (SPEC §2 Community Love): only approved or featured ones,
 * never an email. Site owners replace them through `playpal_sample_submissions`.
 *
 * @extends Abstract_Public_Read_Route<Community_Samples_Schema>
 */
final class Community_Samples extends Abstract_Public_Read_Route {

	public const IDENTIFIER = 'community-samples';

	public const SCHEMA = Community_Samples_Schema::class;

	/**
	 * {@inheritDoc}
	 */
	public function get_path(): string {
		return '/community-samples';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( Sample_Loader::load( 'submissions' ) ) );
	}
}
