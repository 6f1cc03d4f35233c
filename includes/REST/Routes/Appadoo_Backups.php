<?php
/**
 * GET pp/v1/storage/appadoos/{id}/backups
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Backup_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * An Appadoo's backups, newest first.
 */
final class Appadoo_Backups extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backups';

	public const SCHEMA = Backup_Schema::class;

	public function get_path(): string {
		return '/storage/appadoos/(?P<id>\d+)/backups';
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
	 */
	protected function respond( WP_REST_Request $request ): WP_REST_Response {
		$post  = $this->appadoo( $request );
		$items = array();
		foreach ( $this->backups->list( $post->ID ) as $entry ) {
			$items[] = $this->backup_item( $entry, $post->ID );
		}
		return $this->answer(
			array(
				'success' => true,
				'backups' => $items,
			)
		);
	}
}
