<?php
/**
 * GET pp/v1/downloads/{id}/file
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Forbidden;
use PlayPal\Http\File_Response;
use PlayPal\Members\Member_Downloads;
use PlayPal\Members\Paid_Download;
use PlayPal\REST\Route_Exception;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * PlayPal's door to a paid file where the store has no download handler of
 * its own (the store test double): the address `POST downloads/{id}` handed
 * out there (Members\Paid_Download: a pass), checked on every use, then the file
 * itself as an attachment (Http\File_Response). On a real
 * WooCommerce it checks the same and then sends the person on (302) to
 * WooCommerce's protected download with a pass (Members\Paid_Download). The download was counted when
 * the address was handed out; opening it again within its 5 minutes counts
 * nothing more. The screen opens it as a link, so cookie authentication reads
 * `_wpnonce` from the query.
 *
 * Errors: 401 `playpal_not_signed_in`; 403 `playpal_download_link_invalid`
 * (not signed for this person and file); 410 `playpal_download_link_expired`;
 * 404 `playpal_download_not_found` (no longer theirs); 410
 * `playpal_download_expired`; 404 `playpal_download_unavailable` (the file is
 * not in this site's uploads).
 */
final class Download_File extends Abstract_Download_Route {

	public const IDENTIFIER = 'download-file';

	public const PATH = '/downloads/(?P<id>' . Member_Downloads::ID_PATTERN . ')/file';

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'expires'   => array(
				'description' => __( 'When the address stops working (Unix time).', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'required'    => true,
			),
			'signature' => array(
				'description' => __( 'The address\'s signature.', 'playpal' ),
				'type'        => 'string',
				'pattern'     => '^[0-9a-fA-F]{64}$',
				'required'    => true,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Forbidden Not signed for this person and file.
	 * @throws Route_Exception 410 for an expired address (Errors has no 410 kind yet).
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$user_id = $this->signed_in_user();
		$file_id = (string) $request['id'];
		$now     = $this->now();
		if ( ! Paid_Download::is_signed( $user_id, $file_id, (int) $request['expires'], (string) $request['signature'] ) ) {
			throw new Forbidden( 'playpal_download_link_invalid', __( 'This download link is not yours. Download the file again from your member portal.', 'playpal' ) );
		}
		if ( Paid_Download::is_expired( (int) $request['expires'], $now->getTimestamp() ) ) {
			throw new Route_Exception( 'playpal_download_link_expired', __( 'This download link has expired. Download the file again from your member portal.', 'playpal' ), 410 );
		}
		[ $file, $path ] = $this->downloadable_file( $user_id, $file_id, $now );
		// A real WooCommerce serves its files itself: an address of this door still open in a tab goes on to
		// WooCommerce's protected download with a pass (the download was counted when this address was made).
		if ( '' !== $file['handlerUrl'] ) {
			return new WP_REST_Response( null, 302, array( 'Location' => Paid_Download::address( $file['handlerUrl'], $user_id, $file_id, $now->getTimestamp() ) ) );
		}
		$this->downloads->count_with_store( $user_id, $file );
		return File_Response::of_file( $path );
	}
}
