<?php
/**
 * The REST responses a server-rendered route reads, each dispatched once per request.
 *
 * @package PlayPal
 */

namespace PlayPal\Routing;

defined( 'ABSPATH' ) || exit;

/**
 * A per-request memo of in-process REST GETs by path.
 *
 * A route's status (404 for an unknown slug), its head tags, the responses
 * the shell embeds for the bundle and the HTML it prints all read the same
 * post or product: without one place to keep it, each of them dispatched
 * (and queried) again. Responses are built exactly as WordPress's
 * rest_preload_api_request() builds them, so what the shell prints and what
 * the bundle renders come from identical data.
 *
 * The memo lives in a non-persistent object cache group: it lasts for the
 * request (also with Redis or Memcached), and a cache flush forgets it.
 *
 * PHP code reads `data`: the body as the browser's JSON.parse sees it, in
 * arrays. A response may hold objects — WooCommerce's Store API builds a
 * product's `prices` and `images` entries as stdClass — which a template
 * reading `$product['prices']['price']` cannot index (a real WooCommerce 10
 * answered /shop with a fatal error where the test double, all arrays, did
 * not). The embedded preload keeps the body as built, so `{}` stays `{}`.
 */
final class Route_Data {

	/** Object cache group of the memo; never persisted. */
	public const CACHE_GROUP = 'playpal_route_data';

	public function __construct() {
		wp_cache_add_non_persistent_groups( array( self::CACHE_GROUP ) );
	}

	/**
	 * The response to a GET of a REST path, dispatched in process the first time.
	 *
	 * @param string $path Path with query, e.g. "/pp/v1/posts?slug=x&_embed".
	 * @return array{status: int, body: mixed, data: mixed, headers: array<string, mixed>}
	 */
	public function get( string $path ): array {
		$path = $this->normalize( $path );
		/**
		 * Only this method writes the group (non-persistent: this request only), and only entries of its return type.
		 *
		 * @var array{status: int, body: mixed, data: mixed, headers: array<string, mixed>}|false $cached
		 */
		$cached = wp_cache_get( $path, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$parts   = wp_parse_url( $path );
		$request = new \WP_REST_Request( 'GET', (string) ( $parts['path'] ?? '/' ) );
		if ( ! empty( $parts['query'] ) ) {
			parse_str( $parts['query'], $query );
			$request->set_query_params( $query );
		}
		$queued   = self::queued_assets();
		$response = rest_do_request( $request );
		self::dequeue_assets_added_since( $queued );
		$server = rest_get_server();
		// As rest_preload_api_request(): the dispatch filters run, embedded links are resolved.
		$response = apply_filters( 'rest_post_dispatch', rest_ensure_response( $response ), $server, $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		$embed    = $request->has_param( '_embed' ) ? rest_parse_embed_param( $request['_embed'] ) : false;
		$body     = $server->response_to_data( $response, $embed );
		$entry    = array(
			'status'  => (int) $response->get_status(),
			'body'    => $body,
			'data'    => self::as_json_arrays( $body ),
			'headers' => (array) $response->get_headers(),
		);
		wp_cache_set( $path, $entry, self::CACHE_GROUP );
		return $entry;
	}

	/**
	 * The style and script handles queued for the page now.
	 *
	 * @return array{styles: string[], scripts: string[]}
	 */
	private static function queued_assets(): array {
		return array(
			'styles'  => wp_styles()->queue,
			'scripts' => wp_scripts()->queue,
		);
	}

	/**
	 * Takes back what a dispatch queued for the page.
	 *
	 * Building an answer renders its posts' blocks, and rendering a block
	 * queues its style (a paragraph's inline CSS, say) as a side effect. An
	 * answer from the content cache renders nothing, so with a persistent
	 * object cache the first visitor's page carried styles every later one
	 * lacked: two different pages, two ETags, no 304 for the first visitor
	 * (SharedPagesHttpTest on Redis). The app renders the content with its own
	 * styles, so the page is the same whichever way the answer came.
	 *
	 * @param array{styles: string[], scripts: string[]} $before What queued_assets() gave before the dispatch.
	 */
	private static function dequeue_assets_added_since( array $before ): void {
		foreach ( array_diff( wp_styles()->queue, $before['styles'] ) as $handle ) {
			wp_dequeue_style( $handle );
		}
		foreach ( array_diff( wp_scripts()->queue, $before['scripts'] ) as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/**
	 * The data of a successful response (JSON's shape, in arrays), or null.
	 *
	 * @param string $path REST path with query.
	 * @return mixed
	 */
	public function body( string $path ): mixed {
		$entry = $this->get( $path );
		return 200 === $entry['status'] ? $entry['data'] : null;
	}

	/**
	 * A response body as JSON would carry it, objects turned into arrays.
	 *
	 * @param mixed $body What response_to_data() built.
	 * @return mixed The same body when it cannot be encoded.
	 */
	public static function as_json_arrays( mixed $body ): mixed {
		$json = wp_json_encode( $body );
		return false === $json ? $body : json_decode( $json, true );
	}

	/**
	 * What window.playpalConfig.preloaded holds: the successful responses by
	 * path, in the form of rest_preload_api_request().
	 *
	 * @param array<mixed> $paths REST paths, from the playpal_preload_paths filter: an entry that is not a non-empty string is skipped.
	 * @return array<string, array{body: mixed, headers: array<string, mixed>}>
	 */
	public function preloaded( array $paths ): array {
		$preloaded = array();
		foreach ( $paths as $path ) {
			if ( ! is_string( $path ) || '' === $path ) {
				continue;
			}
			$entry = $this->get( $path );
			if ( 200 === $entry['status'] ) {
				$preloaded[ $this->normalize( $path ) ] = array(
					'body'    => (array) $entry['body'],
					'headers' => self::as_header_text( $entry['headers'] ),
				);
			}
		}
		return $preloaded;
	}

	/**
	 * Header values as HTTP sends them, text: WooCommerce sets X-WP-Total and
	 * X-WP-TotalPages as numbers, which the bundle's reader of embedded
	 * headers (src/lib/config.ts) keeps only as strings. Done here so the
	 * first page's JavaScript needs no branch for it.
	 *
	 * @param array<string, mixed> $headers Response headers.
	 * @return array<string, mixed>
	 */
	private static function as_header_text( array $headers ): array {
		return array_map( static fn ( $value ) => is_int( $value ) || is_float( $value ) ? (string) $value : $value, $headers );
	}

	/**
	 * The path as rest_preload_api_request() keys it: no trailing slash.
	 *
	 * @param string $path REST path with query.
	 */
	private function normalize( string $path ): string {
		$path = untrailingslashit( $path );
		return '' === $path ? '/' : $path;
	}
}
