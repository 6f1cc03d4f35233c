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

defined( 'ABSPATH' ) || exit;

/**
 * Backs an Appadoo up now, to its provider (SPEC §7 POST
 * /api/storage/appadoos/{id}/backup). 201 with the backup and the Appadoo's
 * storage settings; 502 `playpal_backup_failed` ("Failed to create backup.
 * Please try again.", SPEC §8) with nothing recorded when the write fails.
 * Takes no body.
 */
final class Appadoo_Backup extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backup';

	public const SCHEMA = Backup_Schema::class;

	protected const METHODS = 'POST';

	public function get_path(): string {
		return '/storage/appadoos/(?P<id>\d+)/backup';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function fields(): array {
		return self::appadoo_id_field();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 for someone else's Appadoo, 400 for a body, 502 when the backup fails.
	 */
	protected function respond( WP_REST_Request $request ): WP_REST_Response {
		$post = $this->appadoo( $request );
		$this->body( $request, array() );
		$entry = $this->backups->create( $post );
		return $this->answer(
			array(
				'success' => true,
				'backup'  => $this->backup_item( $entry, $post->ID ),
				'appadoo' => $this->storage_item( $post ),
				'message' => __( 'Backup created successfully!', 'playpal' ),
			),
			201
		);
	}
}
