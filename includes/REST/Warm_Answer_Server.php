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
 * about a quarter of what a small REST request costs; and before that `init`
 * registers every post type, taxonomy and block, over half of what is left.
 * A request for the Blog's answer that the response cache already holds needs
 * none of them.
 *
 * So, for an anonymous GET of `pp/v1/posts` or `pp/v1/pages` whose answer is
 * in the cache (Response_Cache), this serves the request as soon as every
 * plugin and the theme are loaded (the end of `after_setup_theme`, just before
 * `init`), through the same WP_REST_Server class holding that one route, after
 * WordPress's default REST filters: arguments validated the same way, the same
 * status, body and headers (ETag, Last-Modified, totals, 304s, CORS, Allow),
 * and every filter plugins and the theme hook when they load (authentication
 * errors, pre-dispatch, post-dispatch) still runs. What it skips are the
 * `init`, `wp_loaded` and `rest_api_init` callbacks.
 *
 * Where that is not safe it waits for `parse_request` (priority 0, just before
 * rest_api_loaded()), after `init`, and skips only `rest_api_init`: when a
 * plugin picks the locale (a multilingual plugin may only know the language
 * once the request is parsed, and the locale is part of the cache key), when
 * the REST address is not one it can read off the request as WordPress's
 * rewrite rules would, or when a site owner turns it off with the
 * `playpal_warm_answers_before_init` filter (for a plugin that hooks REST
 * filters on `init`).
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
		// Last of after_setup_theme: every plugin and the theme have hooked their filters.
		add_action( 'after_setup_theme', array( $this, 'maybe_serve_before_init' ), PHP_INT_MAX );
		// Before rest_api_loaded(), which WordPress hooks at the default priority.
		add_action( 'parse_request', array( $this, 'maybe_serve' ), 0 );
	}

	/**
	 * Serves the request and ends it, when its answer is warm and it is safe
	 * to answer before `init`.
	 */
	public function maybe_serve_before_init(): void {
		if ( ! $this->may_serve_before_init() ) {
			return;
		}
		$path = $this->requested_route();
		if ( '' !== $path ) {
			$this->serve( $path );
		}
	}

	/**
	 * Serves the request and ends it, when its answer is warm.
	 *
	 * @param WP $wp The request being parsed.
	 */
	public function maybe_serve( WP $wp ): void {
		$this->serve( $this->route_path( $wp ) );
	}

	/**
	 * Whether answering before `init` gives the answer the request would get
	 * after it: nothing picks the locale but the site's settings, and the site
	 * owner has not turned it off.
	 */
	public function may_serve_before_init(): bool {
		foreach ( array( 'pre_determine_locale', 'determine_locale', 'locale' ) as $hook ) {
			if ( $this->has_locale_filter( $hook ) ) {
				return false;
			}
		}
		/**
		 * Whether PlayPal may answer warm content requests before `init` (else at `parse_request`).
		 *
		 * @param bool $before_init True by default; false for a site whose plugins hook REST filters on `init`.
		 */
		return (bool) apply_filters( 'playpal_warm_answers_before_init', true );
	}

	/**
	 * Whether anything but WordPress's own locale switcher (which only acts
	 * inside switch_to_locale(), never for a REST answer) filters a locale hook.
	 *
	 * @param string $hook Hook name.
	 */
	private function has_locale_filter( string $hook ): bool {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return false;
		}
		$switcher = $GLOBALS['wp_locale_switcher'] ?? null;
		foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( ! ( is_array( $function ) && null !== $switcher && $function[0] === $switcher && 'filter_locale' === $function[1] ) ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The REST route this request asks for, read as rest_api_loaded() will
	 * read it once WordPress has parsed the request: `?rest_route=`, or the
	 * path under the REST prefix when pretty permalinks are on. '' when the
	 * address is written some other way (WordPress will parse it).
	 */
	public function requested_route(): string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- A public read; the route is only compared with two known ones.
		if ( isset( $_GET['rest_route'] ) ) {
			$route = wp_unslash( $_GET['rest_route'] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Compared with known routes only.
			return is_string( $route ) ? untrailingslashit( $route ) : '';
		}
		// phpcs:enable
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Compared with known routes only.
		$path = (string) wp_parse_url( (string) $uri, PHP_URL_PATH );
		if ( '' === (string) get_option( 'permalink_structure' ) || '' === $path ) {
			return '';
		}
		$prefix = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . rest_get_url_prefix() . '/';
		if ( ! str_starts_with( $path, $prefix ) ) {
			return '';
		}
		// As WordPress's rewrite rule (rest_route=/$matches[1]), decoded as parse_str() decodes it.
		return untrailingslashit( '/' . urldecode( substr( $path, strlen( $prefix ) ) ) );
	}

	/**
	 * Serves the request for a REST route and ends it, when its answer is warm.
	 *
	 * @param string $path REST route.
	 */
	private function serve( string $path ): void {
		$route = $this->route_for( $path );
		if ( null === $route ) {
			return;
		}
		// WordPress's own constant, defined as rest_api_loaded() defines it.
		define( 'REST_REQUEST', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound
		$this->server( $route )->serve_request( $path );
		exit;
	}

	/**
	 * The route whose cached answer this request would get, or null when the
	 * request must take WordPress's usual way.
	 *
	 * @param WP $wp The request being parsed.
	 */
	public function warm_route( WP $wp ): ?Abstract_Content_Route {
		return $this->route_for( $this->route_path( $wp ) );
	}

	/**
	 * The route holding this request's cached answer, or null when the
	 * request must take WordPress's usual way.
	 *
	 * @param string $path REST route.
	 */
	public function route_for( string $path ): ?Abstract_Content_Route {
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
		// The route keeps the answer it found for its dispatch: nothing is built
		// before `init`, even if the entry expires in between.
		return $route->hold_warm_answer( $request ) ? $route : null;
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
		$class = apply_filters( 'wp_rest_server_class', 'WP_REST_Server' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.
		if ( ! is_string( $class ) || ! is_a( $class, WP_REST_Server::class, true ) ) {
			// Only a class that is a REST server can hold the route; anything else a filter returns would fail below, so WordPress's own server answers.
			$class = WP_REST_Server::class;
		}
		$server = new $class();
		rest_api_default_filters();
		$server->register_route( Routes_Controller::REST_NAMESPACE, '/' . Routes_Controller::REST_NAMESPACE . $route->get_path(), $route->get_args() );
		// Anything that asks for the server from here on gets this one, not a second, full one.
		$GLOBALS['wp_rest_server'] = $server; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
		return $server;
	}
}
