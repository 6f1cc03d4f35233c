<?php
/**
 * Absolute addresses of the app's pages, for share tags, structured data and sitemaps.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * Builds app URLs the way the shell's canonical link spells them: under the
 * app's base, no trailing slash (except the base itself).
 */
final class App_Urls {

	public function __construct( private Url_Router $router ) {}

	/**
	 * The URL of an app path, e.g. "blog" or "" (the app's home).
	 *
	 * @param string $path Path under the app's base, without slashes at either end.
	 */
	public function route( string $path ): string {
		return $this->router->origin() . $this->router->base_url_path() . trim( $path, '/' );
	}

	/**
	 * A product page (SPEC §5: the slug is URL-encoded).
	 *
	 * @param string $slug Product slug, decoded.
	 */
	public function product( string $slug ): string {
		return $this->route( 'product/' . rawurlencode( $slug ) );
	}

	/**
	 * The current request's canonical URL: its path without query string or trailing slash.
	 */
	public function current(): string {
		$path = $this->router->request_path();
		return $this->router->origin() . ( '/' === $path ? '/' : untrailingslashit( $path ) );
	}
}
