<?php
/**
 * Tells the service worker whose answer it is looking at.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

defined( 'ABSPATH' ) || exit;

/**
 * A signed-in person's pages and `pp/v1` answers carry their offline key in
 * `X-PlayPal-Offline-Key`. The worker keeps an answer only in the cache of
 * the key it names, and a key other than the one it knows means someone else
 * signed in: it deletes the other person's data before it serves anything.
 * So a page fetched while the worker still thought the last person was there
 * never lands in that person's cache. The key is the same the person reads
 * from `GET pp/v1/me`.
 *
 * Only answers no shared cache keeps carry it: a `public` answer (content
 * anyone may read) names nobody, or a browser or proxy could hand one
 * person's key to the next and make their worker switch. A private `pp/v1`
 * answer to a request with no valid sign-in cookie says `none`, so a worker
 * still keeping the last person's data (signed out where `Clear-Site-Data`
 * is not applied, or their sign-in expired) lets it go.
 */
final class Offline_Key_Header {

	public const HEADER = 'X-PlayPal-Offline-Key';

	/** The value of a guest's private answer. */
	public const NOBODY = 'none';

	public function add_hooks(): void {
		add_filter( 'rest_post_dispatch', array( $this, 'on_rest' ), 10, 3 );
		add_action( 'send_headers', array( $this, 'on_page' ) );
	}

	/**
	 * @param mixed            $response The answer.
	 * @param mixed            $server   Server (unused).
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function on_rest( mixed $response, mixed $server, \WP_REST_Request $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed -- Filter signature.
		if ( ! $response instanceof \WP_HTTP_Response || ! str_starts_with( $request->get_route(), '/pp/v1/' ) ) {
			return $response;
		}
		$cache_control = strtolower( (string) ( $response->get_headers()['Cache-Control'] ?? '' ) );
		if ( str_contains( $cache_control, 'public' ) ) {
			return $response;
		}
		$key = Offline_User_Key::for_user( get_current_user_id() );
		if ( null !== $key ) {
			$response->header( self::HEADER, $key );
		} elseif ( 1 === preg_match( '/\b(private|no-store)\b/', $cache_control ) && ! wp_validate_auth_cookie( '', 'logged_in' ) ) {
			// Only when no valid sign-in cookie came either: a signed-in person's
			// request without a REST nonce (a page opened from the nonce-free
			// shell) is answered as a guest's, and must not wipe their library.
			$response->header( self::HEADER, self::NOBODY );
		}
		return $response;
	}

	/**
	 * On front-end pages of a signed-in person.
	 */
	public function on_page(): void {
		$key = Offline_User_Key::for_user( get_current_user_id() );
		if ( null !== $key && ! headers_sent() ) {
			header( self::HEADER . ': ' . $key );
		}
	}
}
