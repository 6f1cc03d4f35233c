<?php
/**
 * Warm content answers, served before WordPress builds its full REST server.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\REST\Routes\Abstract_Content_Route;
use PlayPal\REST\Routes\Pages;
use PlayPal\REST\Routes\Posts;
use PlayPal\Settings\Settings;
use WP;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress builds its REST server for every REST request: `rest_api_init`
 * registers every route of every plugin (WooCommerce alone brings hundreds),
 * about a quarter of what a small REST request costs. A request for the
 * Blog's answer that the response cache already holds needs none of them.
 *
 * So, for an anonymous GET of `pp/v1/posts` or `pp/v1/pages` whose answer is
 * in the cache (Response_Cache), this serves the request just before
 * WordPress would (rest_api_loaded(), parse_request priority 10) through the
 * same WP_REST_Server class holding that one route, after WordPress's default
 * REST filters: arguments validated the same way, the same status, body and
 * headers (ETag, Last-Modified, totals, 304s, CORS, Allow), and every filter
 * plugins hook outside `rest_api_init` (authentication errors, pre-dispatch,
 * post-dispatch) still runs. What it skips are the `rest_api_init` callbacks.
 *
 * Everything else goes WordPress's usual way: a miss (whoever builds the
 * answer gets the full server, since content filters may need it), other
 * arguments, other methods, any request carrying credentials.
 */
final class Warm_Answer_Server {

	/**
	 * Routes served here: REST route => route class.
	 */
	private const ROUTES = array(
		'/' . Routes_Controller::REST_NAMESPACE . '/posts' => Posts::class,
		'/' . Routes_Controller::REST_NAMESPACE . '/pages' => Pages::class,
	);

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings (handed to the route).
	 */
	public function __construct( private Settings $settings ) {
	}

	public function add_hooks(): void {
		// Before rest_api_loaded(), which WordPress hooks at the default priority.
		add_action( 'parse_request', array( $this, 'maybe_serve' ), 0 );
	}

	/**
	 * Serves the request and ends it, when its answer is warm.
	 *
	 * @param WP $wp The request being parsed.
	 */
	public function maybe_serve( WP $wp ): void {
		$route = $this->warm_route( $wp );
		if ( null === $route ) {
			return;
		}
		// WordPress's own constant, defined as rest_api_loaded() defines it.
		define( 'REST_REQUEST', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound
		$this->server( $route )->serve_request( $this->route_path( $wp ) );
		exit;
	}

	/**
	 * The route whose cached answer this request would get, or null when the
	 * request must take WordPress's usual way.
	 *
	 * @param WP $wp The request being parsed.
	 */
	public function warm_route( WP $wp ): ?Abstract_Content_Route {
		$path = $this->route_path( $wp );
		if ( ! isset( self::ROUTES[ $path ] ) || ! $this->is_anonymous_get() ) {
			return null;
		}
		$class  = self::ROUTES[ $path ];
		$schema = $class::SCHEMA;
		$route  = new $class( $this->settings, new $schema() );
		$args   = $route->get_args()[0]['args'];
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- A public read; the query is only compared with the route's arguments.
		$query = wp_unslash( $_GET );
		unset( $query['rest_route'] );
		// _fields, _envelope, _jsonp, _locale, _method and the like: WordPress's way.
		if ( array_diff_key( $query, $args ) ) {
			return null;
		}
		$request = new WP_REST_Request( 'GET', $path );
		$request->set_query_params( $query );
		$request->set_attributes( array( 'args' => $args ) );
		$defaults = array();
		foreach ( $args as $name => $arg ) {
			if ( array_key_exists( 'default', $arg ) ) {
				$defaults[ $name ] = $arg['default'];
			}
		}
		$request->set_default_params( $defaults );
		if ( true !== $request->has_valid_params() || true !== $request->sanitize_params() ) {
			return null;
		}
		return $route->has_warm_answer( $request ) ? $route : null;
	}

	/**
	 * The REST route asked for, as rest_api_loaded() reads it.
	 *
	 * @param WP $wp The request being parsed.
	 */
	private function route_path( WP $wp ): string {
		$route = $wp->query_vars['rest_route'] ?? '';
		return is_string( $route ) ? untrailingslashit( $route ) : '';
	}

	/**
	 * A plain GET with no credentials: no signed-in person (cookie), no
	 * Authorization header (application passwords), no method override.
	 */
	private function is_anonymous_get(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		return 'get' === $method
			&& empty( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] )
			&& empty( $_SERVER['HTTP_AUTHORIZATION'] )
			&& empty( $_SERVER['REDIRECT_HTTP_AUTHORIZATION'] )
			&& ! isset( $_SERVER['PHP_AUTH_USER'] )
			&& ! is_user_logged_in();
	}

	/**
	 * The REST server WordPress would build (same class, default filters),
	 * holding only this route.
	 *
	 * @param Abstract_Content_Route $route The route.
	 */
	private function server( Abstract_Content_Route $route ): WP_REST_Server {
		/** This filter is documented in wp-includes/rest-api.php */
		$class  = apply_filters( 'wp_rest_server_class', 'WP_REST_Server' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		$server = new $class();
		rest_api_default_filters();
		$server->register_route( Routes_Controller::REST_NAMESPACE, '/' . Routes_Controller::REST_NAMESPACE . $route->get_path(), $route->get_args() );
		// Anything that asks for the server from here on gets this one, not a second, full one.
		$GLOBALS['wp_rest_server'] = $server; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
		return $server;
	}
}
