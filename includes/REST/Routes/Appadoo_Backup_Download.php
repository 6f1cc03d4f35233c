<?php
/**
 * GET pp/v1/storage/appadoos/{id}/backups/{backupId}/download
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Zip_Response;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Backup_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The backup's zip, decrypted, as a private attachment (`application/zip`;
 * REST\Zip_Response prints the bytes as they are). The screen links here
 * with `_wpnonce` in the query, which WordPress's cookie authentication reads.
 *
 * @extends Abstract_Storage_Route<Backup_Schema>
 */
final class Appadoo_Backup_Download extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backup-download';

	public const PATH = '/storage/appadoos/(?P<id>\d+)/backups/(?P<backupId>[^/]+)/download';

	public const SCHEMA = Backup_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 when missing, 502 or 422 when the backup cannot be read.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$post  = $this->own_appadoo( $request );
		$entry = $this->backups->find( $post->ID, (string) $request->get_param( 'backupId' ) );
		$bytes = $this->backups->download( $post, $entry['id'] );
		$date  = gmdate( 'Ymd-His', (int) strtotime( $entry['createdAt'] ) );
		return new Zip_Response( $bytes, sprintf( 'appadoo-%d-backup-%s.zip', $post->ID, $date ) );
	}
}
