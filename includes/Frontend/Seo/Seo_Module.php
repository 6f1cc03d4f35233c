<?php
/**
 * Wires what search engines read outside the page head: WordPress's sitemaps.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\Route_Table;
use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the app's pages to wp-sitemap.xml and lists products under the app's
 * /product/{slug}. (Posts are listed under /blog/{slug} already: the sitemap
 * uses their permalink, which Content\Permalinks points into the app.)
 */
final class Seo_Module {

	public function __construct(
		private Url_Router $router,
		private Store $store
	) {}

	public function add_hooks(): void {
		add_action( 'wp_sitemaps_init', array( $this, 'register_app_routes' ) );
		add_filter( 'wp_sitemaps_posts_entry', array( new Product_Sitemap_Urls( new App_Urls( $this->router ), $this->store ), 'entry' ), 10, 3 );
	}

	/**
	 * Registers the app's own pages as a sitemap (wp-sitemap-playpal-1.xml).
	 *
	 * @param \WP_Sitemaps $sitemaps WordPress's sitemaps.
	 */
	public function register_app_routes( \WP_Sitemaps $sitemaps ): void {
		$sitemaps->registry->add_provider( App_Routes_Sitemap::NAME, new App_Routes_Sitemap( new Route_Table(), new App_Urls( $this->router ), $this->router ) );
	}
}
