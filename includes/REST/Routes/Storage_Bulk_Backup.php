<?php
/**
 * POST pp/v1/storage/bulk-backup
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
 * Backs up every Appadoo of the signed-in person; one failing Appadoo does
 * not stop the others and is listed in `failed`.
 *
 * @extends Abstract_Storage_Route<Backup_Schema>
 */
final class Storage_Bulk_Backup extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-bulk-backup';

	public const PATH = '/storage/bulk-backup';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Backup_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_response( $this->schema->bulk_response( $this->backups->create_many( $this->own_ids_without_body( $request ) ) ) );
	}
}
