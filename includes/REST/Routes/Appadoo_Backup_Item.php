<?php
/**
 * DELETE pp/v1/storage/appadoos/{id}/backups/{backupId}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Backup_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Deletes a backup at its provider and from the list.
 *
 * @extends Abstract_Storage_Route<Backup_Schema>
 */
final class Appadoo_Backup_Item extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backup-item';

	public const PATH = '/storage/appadoos/(?P<id>\d+)/backups/(?P<backupId>[^/]+)';

	protected const METHODS = array( WP_REST_Server::DELETABLE );

	public const SCHEMA = Backup_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 when missing, 502 when the provider refuses.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		$post = $this->own_appadoo_without_body( $request );
		$this->backups->delete( $post, (string) $request->get_param( 'backupId' ) );
		return $this->private_response( $this->schema->deleted_response() );
	}
}
