<?php
/**
 * What the Appadoo portal's routes share: its sign-in words and the owner check.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\REST\Route_Exception;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * For the routes of the Appadoo portal (`appadoos…`, `storage/…`), beside
 * Requires_Sign_In: the portal's words for guests, and the one owner check
 * of a request's Appadoo (Appadoo_Access decides; someone else's Appadoo is
 * 404, like a missing one). The `portals` flag switches these routes off.
 */
trait Appadoo_Portal_Route {

	protected Appadoo_Access $access;

	/**
	 * {@inheritDoc}
	 */
	protected function sign_in_message(): string {
		return __( 'Please sign in to use the Appadoo portal.', 'playpal' );
	}

	/**
	 * The Appadoo a request names, if the signed-in person may touch it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   The parameter holding the id.
	 * @throws Route_Exception 401 for guests, 404 when missing or someone else's.
	 */
	protected function own_appadoo( WP_REST_Request $request, string $param = 'id' ): WP_Post {
		return $this->access->find( (int) $request->get_param( $param ), $this->signed_in_user() );
	}

	/**
	 * The request's Appadoo (own_appadoo()) for a write that takes no body.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401 for guests, 404 when missing or someone else's, 400/415 for a body.
	 */
	protected function own_appadoo_without_body( WP_REST_Request $request ): WP_Post {
		$post = $this->own_appadoo( $request );
		$this->body( $request, array() );
		return $post;
	}
}
