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

defined( 'ABSPATH' ) || exit;

/**
 * Backs up every Appadoo of the signed-in person; one failing Appadoo does
 * not stop the others and is listed in `failed`.
 */
final class Storage_Bulk_Backup extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-bulk-backup';

	public const SCHEMA = Backup_Schema::class;

	protected const METHODS = 'POST';

	public function get_path(): string {
		return '/storage/bulk-backup';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function respond( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->user();
		$this->body( $request, array() );
		$result = $this->backups->create_many( $this->access->ids( $user_id ) );
		$items  = array();
		foreach ( $result['backups'] as $entry ) {
			$items[] = $this->backup_item( $entry, (int) $entry['appadooId'] );
		}
		return $this->answer(
			array(
				'success' => true,
				'backups' => $items,
				'failed'  => $result['failed'],
			)
		);
	}
}
