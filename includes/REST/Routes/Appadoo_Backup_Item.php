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

defined( 'ABSPATH' ) || exit;

/**
 * Deletes a backup at its provider and from the list.
 */
final class Appadoo_Backup_Item extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backup-item';

	public const SCHEMA = Backup_Schema::class;

	protected const METHODS = 'DELETE';

	public function get_path(): string {
		return '/storage/appadoos/(?P<id>\d+)/backups/(?P<backupId>[^/]+)';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function fields(): array {
		return self::appadoo_id_field() + self::backup_id_field();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 when missing, 502 when the provider refuses.
	 */
	protected function respond( WP_REST_Request $request ): WP_REST_Response {
		$post = $this->appadoo( $request );
		$this->body( $request, array() );
		$this->backups->delete( $post, (string) $request->get_param( 'backupId' ) );
		return $this->answer( array( 'success' => true ) );
	}
}
