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
 *
 * @extends Abstract_Storage_Route<Backup_Schema>
 */
final class Appadoo_Backups extends Abstract_Storage_Route {

	public const IDENTIFIER = 'appadoo-backups';

	public const PATH = '/storage/appadoos/(?P<id>\d+)/backups';

	public const SCHEMA = Backup_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$post = $this->own_appadoo( $request );
		return $this->private_response( $this->schema->collection_response( $this->backups->list( $post->ID ), $post->ID ) );
	}
}
