<?php
/**
 * GET pp/v1/storage/providers
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Storage_Provider_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The storage providers as the signed-in person has them: connected or not,
 * with their quota (SPEC §7 GET /api/storage/providers). Never credentials.
 *
 * @extends Abstract_Storage_Route<Storage_Provider_Schema>
 */
final class Storage_Providers extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-providers';

	public const PATH = '/storage/providers';

	public const SCHEMA = Storage_Provider_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_response( $this->schema->collection_response( $this->providers->all(), $this->signed_in_user() ) );
	}
}
