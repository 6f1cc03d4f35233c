<?php
/**
 * GET pp/v1/family/overview
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Family_Overview_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The parent's view: per child, today's figures, this week's seconds,
 * Appadoos played with their seconds, progress and last play.
 *
 * @extends Abstract_Family_Route<Family_Overview_Schema>
 */
final class Family_Overview_Route extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-overview';

	public const PATH = '/family/overview';

	public const SCHEMA = Family_Overview_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_item( $this->family->overview()->for_parent( $this->signed_in_user(), time() ) );
	}
}
