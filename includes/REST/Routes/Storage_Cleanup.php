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

defined( 'ABSPATH' ) || exit;

/**
 * Removes the signed-in person's backups that are older than their Appadoo's
 * retentionDays (0 keeps all), now rather than at the daily job.
 */
final class Storage_Cleanup extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-cleanup';

	public const SCHEMA = Backup_Schema::class;

	protected const METHODS = 'POST';

	public function get_path(): string {
		return '/storage/cleanup';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function respond( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->user();
		$this->body( $request, array() );
		return $this->answer(
			array(
				'success' => true,
				'removed' => $this->backups->cleanup( $this->access->ids( $user_id ) ),
			)
		);
	}
}
