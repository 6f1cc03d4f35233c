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
 * from `GET pp/v1/me`; guests' answers carry none.
 */
final class Offline_Key_Header {

	public const HEADER = 'X-PlayPal-Offline-Key';

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
		$key = Offline_User_Key::for_user( get_current_user_id() );
		if ( null !== $key && $response instanceof \WP_HTTP_Response && str_starts_with( $request->get_route(), '/pp/v1/' ) ) {
			$response->header( self::HEADER, $key );
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
