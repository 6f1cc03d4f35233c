<?php
/**
 * GET pp/v1/appadoos/{id}/offline
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Player\Offline_Package;
use PlayPal\Errors\Operation_Failed;
use PlayPal\REST\Zip_Response;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * "Download offline": one's own Appadoo as one zip whose `index.html` plays
 * from the file system with no network (Player\Offline_Package), as a
 * private attachment. The portal links here with `_wpnonce` in the query,
 * which WordPress's cookie authentication reads. Someone else's Appadoo is 404.
 *
 * @extends Abstract_Appadoo_Route<Appadoo_Schema>
 */
final class Appadoo_Offline extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoo-offline';

	public const PATH = '/appadoos/(?P<id>\d+)/offline';

	public const SCHEMA = Appadoo_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401, 404, or 500 when the zip cannot be built.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$post  = $this->own_appadoo( $request );
		$bytes = self::or_fail(
			fn(): string => ( new Offline_Package( null, $this->appadoos ) )->build( $post ),
			new Operation_Failed( 'playpal_offline_failed', __( 'The offline copy could not be made just now. Please try again in a moment.', 'playpal' ) )
		);
		return new Zip_Response( $bytes, Offline_Package::file_name( $post ) );
	}
}
