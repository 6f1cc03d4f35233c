<?php
/**
 * POST pp/v1/storage/cleanup
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Backup_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Removes the signed-in person's backups that are older than their Appadoo's
 * retentionDays (0 keeps all), now rather than at the daily job.
 *
 * @extends Abstract_Storage_Route<Backup_Schema>
 */
final class Storage_Cleanup extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-cleanup';

	public const PATH = '/storage/cleanup';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Backup_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_response( $this->schema->cleanup_response( $this->backups->cleanup( $this->own_ids_without_body( $request ) ) ) );
	}
}
