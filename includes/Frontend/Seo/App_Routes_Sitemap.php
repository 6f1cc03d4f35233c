<?php
/**
 * The app's own pages as a WordPress sitemap.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use PlayPal\Frontend\Route_Table;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Meta;
use WP_Sitemaps_Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the fixed routes of the route table that anyone may see and search
 * engines may index: /, /about, /blog, /shop, /forum, /play-ideas …
 *
 * Left out: routes with a {slug} (posts and products are in WordPress's own
 * sitemaps), routes whose head tags say noindex (cart, checkout, the
 * waitlist pages), second names of a screen (/products is /shop,
 * /appydo-portal is /appadoo-portal) and portals that show their content
 * only after signing in (they show a login prompt to a crawler).
 */
final class App_Routes_Sitemap extends WP_Sitemaps_Provider {

	/** Provider name: the sitemap is wp-sitemap-playpal-1.xml (WordPress allows a-z only). */
	public const NAME = 'playpal';

	/** Routes left out though public: aliases and sign-in portals. */
	private const LEFT_OUT = array( 'products', 'appydo-portal', 'appadoo-portal', 'member-portal' );

	public function __construct(
		private Route_Table $routes,
		private App_Urls $urls,
		private Url_Router $router
	) {
		$this->name        = self::NAME;
		$this->object_type = self::NAME;
	}

	/**
	 * The route patterns the sitemap lists.
	 *
	 * @return string[]
	 */
	public function patterns(): array {
		$meta     = new Route_Meta();
		$patterns = array();
		foreach ( $this->routes->patterns() as $pattern ) {
			if ( str_contains( $pattern, '{' ) || in_array( $pattern, self::LEFT_OUT, true ) ) {
				continue;
			}
			if ( '' === $pattern && '/' === $this->router->base_url_path() ) {
				continue; // WordPress's pages sitemap lists the site's home already.
			}
			if ( str_contains( $meta->for_route( $pattern, array() )['robots'], 'noindex' ) ) {
				continue;
			}
			$patterns[] = $pattern;
		}
		/**
		 * Filters the app routes listed in the sitemap.
		 *
		 * @param string[] $patterns Route patterns, e.g. "blog".
		 */
		return array_values( array_unique( (array) apply_filters( 'playpal_sitemap_routes', $patterns ) ) );
	}

	/**
	 * @param int    $page_num       Page of the sitemap (one page holds them all).
	 * @param string $object_subtype Unused: the provider has no subtypes.
	 * @return array<int, array{loc: string}>
	 */
	public function get_url_list( $page_num, $object_subtype = '' ) {
		if ( 1 !== (int) $page_num ) {
			return array();
		}
		return array_map(
			fn ( string $pattern ): array => array( 'loc' => $this->urls->route( $pattern ) ),
			$this->patterns()
		);
	}

	/**
	 * @param string $object_subtype Unused: the provider has no subtypes.
	 */
	public function get_max_num_pages( $object_subtype = '' ) {
		return array() === $this->patterns() ? 0 : 1;
	}
}
