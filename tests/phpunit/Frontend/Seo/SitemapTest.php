<?php
/**
 * WordPress's sitemaps list the app's pages, posts and products at the app's addresses.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\Seo;

use PlayPal\Frontend\Route_Table;
use PlayPal\Frontend\Seo\App_Routes_Sitemap;
use PlayPal\Frontend\Seo\App_Urls;

/**
 * The sitemaps: the app's own, posts under /blog/{slug}, products under /product/{slug}.
 */
final class SitemapTest extends SeoTestCase {

	/**
	 * The URLs a sitemap provider lists.
	 *
	 * @param string $provider Provider name.
	 * @param string $subtype  Object subtype ('' for none).
	 * @return string[]
	 */
	private function listed( string $provider, string $subtype = '' ): array {
		$found = wp_sitemaps_get_server()->registry->get_provider( $provider );
		$this->assertInstanceOf( \WP_Sitemaps_Provider::class, $found, "The {$provider} sitemap is registered." );
		return array_column( $found->get_url_list( 1, $subtype ), 'loc' );
	}

	public function test_the_app_sitemap_lists_the_public_indexable_pages_only(): void {
		$this->router_with_base( '/' );

		$listed = $this->listed( App_Routes_Sitemap::NAME );

		foreach ( array( 'about', 'blog', 'shop', 'forum', 'play-ideas', 'products-ai', 'ugc', 'submit' ) as $page ) {
			$this->assertContains( home_url( '/' . $page ), $listed, "/{$page} is listed." );
		}
		$left_out = array(
			'products'          => 'the same screen as /shop',
			'cart'              => 'noindex',
			'checkout'          => 'noindex',
			'create-it-forward' => 'a noindex waitlist page',
			'play-it-forward'   => 'a noindex waitlist page',
			'member-portal'     => 'content only after signing in',
			'appadoo-portal'    => 'content only after signing in',
			'appydo-portal'     => 'a second name of the portal',
		);
		foreach ( $left_out as $page => $why ) {
			$this->assertNotContains( home_url( '/' . $page ), $listed, "/{$page} is left out: {$why}." );
		}
		$this->assertNotContains( home_url( '/' ), $listed, 'With the app at the root, WordPress’s pages sitemap lists the home page already.' );
		$this->assertSame( array(), array_filter( $listed, static fn ( string $url ): bool => str_contains( $url, '{' ) || str_contains( $url, '/play/' ) ), 'No route pattern and no player page is listed.' );
		$this->assertSame( count( $listed ), count( array_unique( $listed ) ), 'Each page is listed once.' );
	}

	public function test_with_a_sub_path_base_the_app_sitemap_lists_its_home_and_pages_under_it(): void {
		$router = $this->router_with_base( '/kits/' );
		$listed = array_column( ( new App_Routes_Sitemap( new Route_Table(), new App_Urls( $router ), $router ) )->get_url_list( 1 ), 'loc' );

		$this->assertContains( home_url( '/kits/' ), $listed, 'The app’s home is listed.' );
		$this->assertContains( home_url( '/kits/blog' ), $listed, 'Pages are under the base.' );
		$this->assertNotContains( home_url( '/blog' ), $listed, 'Nothing is listed outside the base.' );
	}

	public function test_the_app_sitemap_appears_in_the_index(): void {
		$this->router_with_base( '/' );

		$index = array_column( wp_sitemaps_get_server()->index->get_sitemap_list(), 'loc' );

		$this->assertContains( home_url( '/wp-sitemap-playpal-1.xml' ), $index, 'The sitemap index links to the app’s sitemap.' );
	}

	public function test_posts_are_listed_under_their_blog_address(): void {
		$this->router_with_base( '/' );
		$this->publish_post( 'seo-dinosaur-dig-day' );

		$listed = $this->listed( 'posts', 'post' );

		$this->assertContains( home_url( '/blog/seo-dinosaur-dig-day' ), $listed, 'The post is at /blog/{slug}.' );
	}

	public function test_products_are_listed_under_the_app_product_page(): void {
		$this->router_with_base( '/' );
		$this->create_product( 'Space Station Alpha' );
		$id = $this->create_product( 'Café Kit' );
		wp_update_post(
			array(
				'ID'        => $id,
				'post_name' => 'κιτ-kit',
			)
		);

		$listed = $this->listed( 'posts', 'product' );

		$this->assertContains( home_url( '/product/space-station-alpha' ), $listed, 'The product is at the app’s /product/{slug}.' );
		$this->assertContains( home_url( '/product/' . rawurlencode( 'κιτ' ) . '-kit' ), $listed, 'A non-ASCII slug is percent-encoded once.' );
		$this->assertSame( array(), array_filter( $listed, static fn ( string $url ): bool => str_ends_with( $url, '/' ) ), 'No product URL has the store’s trailing slash.' );
	}

	public function test_without_a_store_product_entries_are_left_as_wordpress_made_them(): void {
		$this->router_with_base( '/' );
		$id = $this->create_product( 'Space Station Alpha' );
		add_filter( 'playpal_store_active', '__return_false' );

		$listed = $this->listed( 'posts', 'product' );

		$this->assertContains( get_permalink( $id ), $listed, 'The app shows no product page without a store: WordPress’s permalink stays.' );
		$this->assertNotContains( home_url( '/product/space-station-alpha' ), $listed, 'No app address is made up.' );
	}
}
