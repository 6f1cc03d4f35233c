<?php
/**
 * The commerce screens on the server: routes, 404 for unknown products,
 * head tags and embedded first-render data.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;
use PlayPal\Frontend\Route_Table;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;

/**
 * Shop_Routes through the filters the app shell applies.
 */
final class ShopRoutesTest extends StoreTestCase {

	protected function tearDown(): void {
		$GLOBALS['wp_query']->init();
		parent::tearDown();
	}

	private function router(): Url_Router {
		return new Url_Router( new Settings(), new Store() );
	}

	public function test_the_commerce_routes_are_app_routes(): void {
		$patterns = ( new Route_Table() )->patterns();
		foreach ( array( 'shop', 'products', 'product/{slug}', 'cart' ) as $pattern ) {
			$this->assertContains( $pattern, $patterns, "$pattern is registered." );
		}
		$router = $this->router();
		$this->assertSame( 200, $router->decide( '/shop' )['status'] ?? null, '/shop answers 200.' );
		$this->assertSame( 200, $router->decide( '/products/' )['status'] ?? null, '/products answers 200.' );
		$this->assertSame( 200, $router->decide( '/cart' )['status'] ?? null, '/cart answers 200.' );
	}

	public function test_a_product_page_answers_200_and_an_unknown_slug_404(): void {
		$this->create_product( 'Space Station Alpha' );
		$router = $this->router();

		$found   = $router->decide( '/product/space-station-alpha' );
		$missing = $router->decide( '/product/no-such-kit' );

		$this->assertSame( 200, $found['status'] ?? null, 'A product that exists answers 200.' );
		$this->assertSame( 'product/{slug}', $found['pattern'], 'It is the product route.' );
		$this->assertSame( 404, $missing['status'] ?? null, 'An unknown slug answers 404.' );
		$this->assertNull( $missing['pattern'], 'The 404 page has no route pattern.' );
	}

	public function test_without_a_store_the_commerce_screens_answer_200_and_product_pages_are_not_indexed(): void {
		add_filter( 'playpal_store_active', '__return_false' );
		$router = $this->router();

		$this->assertSame( 200, $router->decide( '/shop' )['status'] ?? null, 'The shop says it is not open yet, with 200.' );
		$this->assertSame( 200, $router->decide( '/product/space-station-alpha' )['status'] ?? null, 'So does a product page (no error in the console).' );
		$this->assertSame( 'noindex', ( new Route_Meta() )->for_route( 'product/{slug}', array( 'slug' => 'space-station-alpha' ) )['robots'], 'It is not indexed.' );
	}

	public function test_checkout_is_left_to_the_store_when_its_page_lives_there(): void {
		$checkout_path = (string) wp_parse_url( wc_get_checkout_url(), PHP_URL_PATH );
		$this->assertSame( '/checkout/', $checkout_path, 'The store’s checkout page is at /checkout/ on the test site.' );

		$this->assertNull( $this->router()->decide( '/checkout/' ), 'WooCommerce serves its own checkout page.' );

		$page_id = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Store checkout',
				'post_name'   => 'store-checkout',
			)
		);
		update_option( 'woocommerce_checkout_page_id', $page_id );
		$this->assertSame( 'checkout', $this->router()->decide( '/checkout' )['pattern'] ?? null, 'Elsewhere, /checkout is the app’s redirect screen.' );
	}

	public function test_head_tags_of_the_commerce_screens(): void {
		$this->create_product( 'Magical Forest Friends' );
		$meta = new Route_Meta();

		$shop    = $meta->for_route( 'shop', array() );
		$cart    = $meta->for_route( 'cart', array() );
		$product = $meta->for_route( 'product/{slug}', array( 'slug' => 'magical-forest-friends' ) );

		$this->assertSame( 'Shop | PlayPal', $shop['title'], 'The shop title.' );
		$this->assertSame( 'Cart | PlayPal', $cart['title'], 'The cart title.' );
		$this->assertSame( 'noindex', $cart['robots'], 'The cart is not indexed.' );
		$this->assertSame( 'Magical Forest Friends | PlayPal', $product['title'], 'A product page is titled with the product.' );
		$this->assertSame( 'All about Magical Forest Friends.', $product['description'], 'Its description is the short description, as text.' );
	}

	public function test_first_render_data_is_embedded(): void {
		$routes = new Shop_Routes( new Store() );

		$shop    = $routes->preload_paths(
			array(),
			array(
				'pattern' => 'shop',
				'params'  => array(),
				'status'  => 200,
			)
		);
		$product = $routes->preload_paths(
			array(),
			array(
				'pattern' => 'product/{slug}',
				'params'  => array( 'slug' => 'space-station-alpha' ),
				'status'  => 200,
			)
		);
		$home    = $routes->preload_paths(
			array(),
			array(
				'pattern' => '',
				'params'  => array(),
				'status'  => 200,
			)
		);

		$this->assertSame( array( '/wc/store/v1/cart', '/wc/store/v1/products?per_page=24&orderby=menu_order&order=asc', '/wc/store/v1/products/categories', '/wc/store/v1/products/attributes' ), $shop, 'The shop embeds the cart, its first page and the filter bar’s lists (the test store has no global attribute).' );
		$this->assertSame( array( '/wc/store/v1/cart', '/wc/store/v1/products?slug=space-station-alpha' ), $product, 'A product page embeds the cart and the product.' );
		$this->assertSame( array( '/wc/store/v1/cart' ), $home, 'Every page embeds the cart, for the header’s count.' );

		add_filter( 'playpal_store_active', '__return_false' );
		$this->assertSame( array(), $routes->preload_paths( array(), array( 'pattern' => 'shop' ) ), 'Nothing is embedded without a store.' );
	}

	public function test_embedded_responses_are_what_the_store_api_answers(): void {
		$this->create_product( 'Kit One' );

		$preloaded = array_reduce( array( Store::products_path(), Store::cart_path() ), 'rest_preload_api_request', array() );

		$this->assertSame( 'Kit One', $preloaded[ Store::products_path() ]['body'][0]['name'] ?? null, 'The first shop page is embedded.' );
		// WooCommerce sets the paging headers as numbers; a browser reads every header (embedded ones too) as text.
		$this->assertSame( '1', (string) ( $preloaded[ Store::products_path() ]['headers']['X-WP-Total'] ?? '' ), 'With its paging headers.' );
		$this->assertNotEmpty( $preloaded['/wc/store/v1/cart']['headers']['Nonce'] ?? '', 'The embedded cart carries a fresh nonce.' );
	}
}
