<?php
/**
 * Decides which front-end requests the app answers (DESIGN §2).
 *
 * A path under the app's base is answered with the app shell when it is in
 * the route table (200), or when WordPress itself would answer 404 (404, and
 * the client shows "Oops! Page not found"). WordPress keeps everything it
 * owns: wp-admin, the REST API, wp-login.php, feeds, sitemaps, robots.txt,
 * uploads, and WooCommerce's checkout and account pages.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

use PlayPal\Commerce\Store;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Matches the current request to an app route and sets its status.
 */
final class Url_Router {

	/**
	 * The decision for the current request, made once on template_redirect.
	 *
	 * @var array{pattern: ?string, params: array<string,string>, status: int}|null
	 */
	private ?array $current = null;

	private Route_Table $routes;

	public function __construct(
		private Settings $settings,
		private Store $store = new Store()
	) {
		$this->routes = new Route_Table();
	}

	public function add_hooks(): void {
		// Priority 0: before redirect_canonical (10) guesses a redirect for an app path.
		add_action( 'template_redirect', array( $this, 'route_current_request' ), 0 );
	}

	/**
	 * The app's base as a URL path with both slashes, including a WordPress
	 * installed in a sub-folder, e.g. "/" or "/wp/play/".
	 */
	public function base_url_path(): string {
		return self::url_path_of( home_url( '/' ), $this->settings->base_path() );
	}

	/**
	 * The app's base as a URL path for a home URL and a base path, e.g.
	 * ("https://example.com/wp", "/play/") → "/wp/play/".
	 *
	 * @param string $home_url  The site's home URL.
	 * @param string $base_path The app's base path (Settings::base_path()).
	 */
	public static function url_path_of( string $home_url, string $base_path ): string {
		$home = (string) wp_parse_url( trailingslashit( $home_url ), PHP_URL_PATH );
		return trailingslashit( untrailingslashit( $home ) . $base_path );
	}

	/**
	 * Scheme, host and port of the site, e.g. "https://example.com", for
	 * absolute links built from a path that already includes the base.
	 */
	public function origin(): string {
		return (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', home_url( '/' ) );
	}

	/**
	 * The React Router basename: the base without its trailing slash ("" for the root).
	 */
	public function basename(): string {
		return untrailingslashit( $this->base_url_path() );
	}

	/**
	 * The matched route of this request, or null when the app does not answer it.
	 *
	 * @return array{pattern: ?string, params: array<string,string>, status: int}|null
	 */
	public function current(): ?array {
		return $this->current;
	}

	/**
	 * Works out whether the app answers this request; if so, sets the status
	 * and stops WordPress from redirecting the path elsewhere.
	 */
	public function route_current_request(): void {
		$decision = $this->decide( $this->request_path() );
		if ( null === $decision ) {
			return;
		}
		$this->current = $decision;

		global $wp_query;
		$wordpress_said_404 = is_404();
		if ( 404 === $decision['status'] ) {
			$wp_query->set_404();
		} else {
			$wp_query->is_404 = false;
		}
		status_header( $decision['status'] );
		if ( 200 === $decision['status'] && $wordpress_said_404 && ! is_user_logged_in() ) {
			// WordPress sent no-cache headers only because it believed this
			// was a 404. Logged-in users keep theirs: their pages are private.
			header_remove( 'Cache-Control' );
			header_remove( 'Expires' );
		}
		add_filter( 'redirect_canonical', '__return_false' );
	}

	/**
	 * The app's routes as WordPress's speculative-loading path patterns
	 * (relative to the home URL, `*` for a slug), with and without the
	 * trailing slash, added to the paths WordPress does not prefetch.
	 *
	 * @param mixed $paths Patterns WordPress and other plugins exclude already.
	 * @return string[]
	 */
	public function speculation_exclude_paths( mixed $paths ): array {
		$base     = '/' . trim( $this->settings->base_path(), '/' );
		$patterns = array();
		foreach ( $this->routes->patterns() as $pattern ) {
			$path       = rtrim( rtrim( $base, '/' ) . '/' . str_replace( '{slug}', '*', (string) $pattern ), '/' );
			$patterns[] = '' === $path ? '/' : $path;
			$patterns[] = $path . '/';
		}
		return array_values( array_unique( array_merge( is_array( $paths ) ? $paths : array(), $patterns ) ) );
	}

	/**
	 * Pure routing decision for a request path; public for tests.
	 *
	 * @param string $request_path URL path of the request, e.g. "/blog/my-post/".
	 * @return array{pattern: ?string, params: array<string,string>, status: int}|null
	 */
	public function decide( string $request_path ): ?array {
		if ( $this->is_owned_by_wordpress( $request_path ) ) {
			return null;
		}
		$base = $this->base_url_path();
		$path = trailingslashit( $request_path );
		if ( ! str_starts_with( $path, $base ) ) {
			return null;
		}
		$relative = trim( substr( $path, strlen( $base ) ), '/' );
		$match    = $this->routes->match( $relative );

		if ( null !== $match && 'checkout' === $match['pattern'] && $this->store_serves_checkout_here( $path ) ) {
			return null;
		}
		if ( null === $match ) {
			// Not an app route: only WordPress's own 404s become the app's 404 page.
			if ( ! is_404() ) {
				return null;
			}
			return array(
				'pattern' => null,
				'params'  => array(),
				'status'  => 404,
			);
		}
		/**
		 * Filters the HTTP status of a matched app route: later features answer
		 * 404 for a blog post or product slug that does not exist.
		 *
		 * @param int    $status  200 by default.
		 * @param string $pattern Route pattern such as "blog/{slug}".
		 * @param array  $params  Route parameters.
		 */
		$status = (int) apply_filters( 'playpal_route_status', 200, $match['pattern'], $match['params'] );
		return array(
			'pattern' => 404 === $status ? null : $match['pattern'],
			'params'  => $match['params'],
			'status'  => 404 === $status ? 404 : 200,
		);
	}

	/**
	 * Paths WordPress keeps, whatever the route table says.
	 *
	 * @param string $request_path URL path of the request.
	 */
	private function is_owned_by_wordpress( string $request_path ): bool {
		// Previews too: the app shows only published content; the theme renders drafts and unsaved changes.
		if ( is_admin() || wp_is_json_request() || is_feed() || is_robots() || is_favicon() || is_trackback() || is_embed() || is_preview() ) {
			return true;
		}
		if ( is_search() ) {
			// Search results live at the site root with ?s=; the app has no search screen.
			return true;
		}
		if ( get_query_var( 'sitemap' ) || get_query_var( 'sitemap-stylesheet' ) ) {
			return true;
		}
		if ( $this->store->is_store_page() ) {
			return true; // WooCommerce renders its own checkout and account pages.
		}
		return (bool) preg_match( '#/(wp-admin|wp-json|wp-content|wp-includes)(/|$)|/wp-[a-z-]+\.php$|/xmlrpc\.php$#', $request_path );
	}

	/**
	 * Whether WooCommerce's checkout page itself lives at the app's /checkout path.
	 *
	 * @param string $path Request path with a trailing slash.
	 */
	private function store_serves_checkout_here( string $path ): bool {
		$checkout_url = $this->store->checkout_url();
		if ( '' === $checkout_url ) {
			return false;
		}
		$checkout_path = trailingslashit( (string) wp_parse_url( $checkout_url, PHP_URL_PATH ) );
		return $checkout_path === $path;
	}

	/**
	 * The URL path of the current request, without the query string.
	 */
	public function request_path(): string {
		// Only compared against route patterns, never printed; sanitising would
		// strip the percent-encoded octets of non-ASCII slugs.
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( $_SERVER['REQUEST_URI'] ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		return (string) wp_parse_url( (string) $uri, PHP_URL_PATH );
	}
}
