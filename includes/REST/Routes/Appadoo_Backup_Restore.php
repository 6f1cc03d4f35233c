<?php
/**
 * POST pp/v1/storage/appadoos/{id}/backups/{backupId}/restore
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Write_Limits;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Storage_Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the Appadoo back as the backup holds it (name, settings, files); the
 * list of backups stays. Takes no body.
 *
 * @extends Abstract_Storage_Route<Storage_Appadoo_Schema>
 */
final class Appadoo_Backup_Restore extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backup-restore';

	public const PATH = '/storage/appadoos/(?P<id>\d+)/backups/(?P<backupId>[^/]+)/restore';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Storage_Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 when missing, 502 or 422 when the backup cannot be read, 429 over a rate limit, 507 over the quota.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$post = $this->own_appadoo_without_body( $request );
		( new Appadoo_Write_Limits( $this->settings ) )->enforce( Appadoo_Write_Limits::RESTORE, get_current_user_id() );
		$this->backups->restore( $post, (string) $request->get_param( 'backupId' ) );
		return $this->private_response( $this->schema->single_response( $this->storage_record( $post ) ) );
	}
}
