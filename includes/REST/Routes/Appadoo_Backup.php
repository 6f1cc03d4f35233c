<?php
/**
 * POST pp/v1/storage/appadoos/{id}/backup
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
 * Backs an Appadoo up now, to its provider (SPEC §7 POST
 * /api/storage/appadoos/{id}/backup). 201 with the backup and the Appadoo's
 * storage settings; 502 `playpal_backup_failed` ("Failed to create backup.
 * Please try again.", SPEC §8) with nothing recorded when the write fails.
 * Takes no body.
 *
 * @extends Abstract_Storage_Route<Backup_Schema>
 */
final class Appadoo_Backup extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backup';

	public const PATH = '/storage/appadoos/(?P<id>\d+)/backup';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Backup_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 for someone else's Appadoo, 400 for a body, 502 when the backup fails.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$post  = $this->own_appadoo_without_body( $request );
		$entry = $this->backups->create( $post );
		return $this->private_response( $this->schema->created_response( $entry, $post->ID, $this->storage_record( $post ) ), 201 );
	}
}
