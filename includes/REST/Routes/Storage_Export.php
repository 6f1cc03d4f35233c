<?php
/**
 * GET pp/v1/storage/export
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Zip_Response;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Storage_Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * One zip with every Appadoo of the signed-in person: `appadoos/{id}/appadoo.json`
 * and `appadoos/{id}/files/...`, as a private attachment.
 *
 * @extends Abstract_Storage_Route<Storage_Appadoo_Schema>
 */
final class Storage_Export extends Abstract_Storage_Route {

	public const IDENTIFIER = 'storage-export';

	public const PATH = '/storage/export';

	public const SCHEMA = Storage_Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 500 when the archive cannot be built.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$bytes   = $this->backups->export( $this->access->ids( $user_id ) );
		return new Zip_Response( $bytes, 'appadoos-export-' . gmdate( 'Ymd-His' ) . '.zip' );
	}
}
