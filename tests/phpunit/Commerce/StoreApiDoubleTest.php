<?php
/**
 * The Store API test double itself (tests/woocommerce-double), checked against
 * the contract in ../shared/reference/woocommerce-store-api.md.
 *
 * Why on the double: the double is what a clone without ../shared/vendor
 * runs (bin/lib/site.sh), and nothing else tests it. It cannot share a site
 * with WooCommerce (both define the class WooCommerce), so bin/test-php runs
 * this group in a second PHPUnit on the "double" site; the real WooCommerce's
 * Store API is covered by the commerce and first-screen tests on the phpunit site.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PHPUnit\Framework\Attributes\Group;

/**
 * Routes, status codes, nonce checks, money and the session cart.
 */
#[Group( 'woocommerce-double' )]
final class StoreApiDoubleTest extends StoreTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( class_exists( \WooCommerce_Double\Session::class ), 'This group runs on the site with the Store API double (bin/test-php).' );
	}

	public function test_products_are_listed_with_paging_headers_and_minor_unit_prices(): void {
		$this->create_product( 'Kit One', '12.99' );
		$this->create_product( 'Kit Two', '1234.5' );

		$response = $this->dispatch( 'GET', '/wc/store/v1/products', array( 'per_page' => 1 ) );

		$this->assertSame( 200, $response->get_status(), 'The catalogue is public.' );
		$this->assertCount( 1, $response->get_data(), 'per_page limits the list.' );
		$headers = $response->get_headers();
		$this->assertSame( '2', $headers['X-WP-Total'] ?? null, 'X-WP-Total counts every product.' );
		$this->assertSame( '2', $headers['X-WP-TotalPages'] ?? null, 'X-WP-TotalPages counts pages.' );

		$all    = $this->dispatch( 'GET', '/wc/store/v1/products', array( 'per_page' => 24 ) )->get_data();
		$prices = array_column( array_column( $all, 'prices' ), 'price', null );
		sort( $prices );
		$this->assertSame( array( '1299', '123450' ), $prices, 'Prices are integer strings in minor units.' );
		$first = $all[0]['prices'];
		foreach ( array( 'currency_code', 'currency_symbol', 'currency_minor_unit', 'currency_decimal_separator', 'currency_thousand_separator', 'currency_prefix', 'currency_suffix' ) as $field ) {
			$this->assertArrayHasKey( $field, $first, "Prices carry $field." );
		}
		$this->assertSame( 2, $first['currency_minor_unit'], 'USD has 2 minor units.' );
	}

	public function test_a_zero_decimal_currency_has_no_minor_digits(): void {
		update_option( 'woocommerce_currency', 'JPY' );
		update_option( 'woocommerce_price_num_decimals', '0' );
		$this->create_product( 'Yen Kit', '1800' );

		$product = $this->dispatch( 'GET', '/wc/store/v1/products' )->get_data()[0];

		$this->assertSame( '1800', $product['prices']['price'], '1800 yen is 1800 minor units.' );
		$this->assertSame( 0, $product['prices']['currency_minor_unit'], 'JPY has no minor unit.' );
		$this->assertStringContainsString( '¥</span>1,800', $product['price_html'], 'price_html is formatted as WooCommerce does.' );
	}

	public function test_wordpress_validates_collection_arguments(): void {
		$response = $this->dispatch( 'GET', '/wc/store/v1/products', array( 'per_page' => 500 ) );

		$this->assertSame( 400, $response->get_status(), 'per_page above 100 is refused.' );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] ?? null, 'WordPress core validation answers.' );
	}

	public function test_a_product_is_found_by_slug_and_an_unknown_one_is_404(): void {
		$id = $this->create_product( 'Space Station Alpha' );

		$by_query = $this->dispatch( 'GET', '/wc/store/v1/products', array( 'slug' => 'space-station-alpha' ) )->get_data();
		$by_path  = $this->dispatch( 'GET', '/wc/store/v1/products/space-station-alpha' );
		$by_id    = $this->dispatch( 'GET', '/wc/store/v1/products/' . $id );
		$missing  = $this->dispatch( 'GET', '/wc/store/v1/products/no-such-kit' );

		$this->assertSame( $id, $by_query[0]['id'] ?? null, 'The slug query lists the product.' );
		$this->assertSame( $id, $by_path->get_data()['id'] ?? null, '/products/{slug} finds it.' );
		$this->assertSame( $id, $by_id->get_data()['id'] ?? null, '/products/{id} finds it.' );
		$this->assertSame( 404, $missing->get_status(), 'An unknown slug is 404.' );
		$this->assertSame( 'woocommerce_rest_product_invalid_slug', $missing->get_data()['code'], 'With WooCommerce’s code.' );
	}

	public function test_a_cart_write_without_a_nonce_is_refused_with_401(): void {
		$id = $this->create_product( 'Kit' );

		$response = $this->dispatch( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $id ) );

		$this->assertSame( 401, $response->get_status(), 'No Nonce header: 401.' );
		$this->assertSame( 'woocommerce_rest_missing_nonce', $response->get_data()['code'], 'Missing nonce code.' );
		$this->assertSame( 0, $this->dispatch( 'GET', '/wc/store/v1/cart' )->get_data()['items_count'], 'Nothing was added.' );
	}

	public function test_a_cart_write_with_a_bad_nonce_is_refused_with_403_and_a_fresh_nonce(): void {
		$id = $this->create_product( 'Kit' );

		$response = $this->dispatch( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $id ), array( 'Nonce' => 'expired' ) );

		$this->assertSame( 403, $response->get_status(), 'An invalid nonce: 403.' );
		$this->assertSame( 'woocommerce_rest_invalid_nonce', $response->get_data()['code'], 'Invalid nonce code.' );
		$fresh = $response->get_headers()['Nonce'] ?? '';
		$this->assertSame( 1, wp_verify_nonce( $fresh, 'wc_store_api' ), 'The refusal carries a fresh, valid nonce.' );
	}

	public function test_the_old_nonce_header_is_not_accepted(): void {
		$id = $this->create_product( 'Kit' );

		$response = $this->dispatch( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $id ), array( 'X-WC-Store-API-Nonce' => wp_create_nonce( 'wc_store_api' ) ) );

		$this->assertSame( 401, $response->get_status(), 'Only the Nonce header counts.' );
	}

	public function test_add_item_answers_201_with_the_whole_cart_and_fresh_headers(): void {
		$id = $this->create_product( 'Space Station Alpha', '12.99' );

		$response = $this->cart_write( 'add-item', array( 'id' => $id ) );
		$again    = $this->cart_write( 'add-item', array( 'id' => $id ) );

		$this->assertSame( 201, $response->get_status(), 'add-item answers 201 Created.' );
		$cart = $again->get_data();
		$this->assertSame( 2, $cart['items_count'], 'Adding the same product again raises its line.' );
		$this->assertCount( 1, $cart['items'], 'One line per product.' );
		$this->assertSame( '2598', $cart['totals']['total_price'], 'Totals are minor units.' );
		$this->assertSame( '2598', $cart['items'][0]['totals']['line_total'], 'Line totals are minor units.' );
		$this->assertSame( 1, $cart['items'][0]['quantity_limits']['minimum'], 'The minimum quantity is 1.' );
		$headers = $response->get_headers();
		foreach ( array( 'Nonce', 'Nonce-Timestamp', 'User-ID', 'Cart-Token', 'Cart-Hash' ) as $header ) {
			$this->assertNotSame( '', (string) ( $headers[ $header ] ?? '' ), "Cart responses carry $header." );
		}
	}

	public function test_update_and_remove_change_the_line_by_key(): void {
		$id  = $this->create_product( 'Kit', '5.00' );
		$key = $this->cart_write( 'add-item', array( 'id' => $id ) )->get_data()['items'][0]['key'];

		$updated = $this->cart_write(
			'update-item',
			array(
				'key'      => $key,
				'quantity' => 3,
			)
		);
		$too_low = $this->cart_write(
			'update-item',
			array(
				'key'      => $key,
				'quantity' => 0,
			)
		);
		$removed = $this->cart_write( 'remove-item', array( 'key' => $key ) );

		$this->assertSame( 200, $updated->get_status(), 'update-item answers 200.' );
		$this->assertSame( 3, $updated->get_data()['items'][0]['quantity'], 'The quantity is set.' );
		$this->assertSame( 400, $too_low->get_status(), 'A quantity below 1 is refused.' );
		$this->assertSame( 'woocommerce_rest_product_invalid_quantity', $too_low->get_data()['code'], 'With the invalid-quantity code.' );
		$this->assertSame( array(), $removed->get_data()['items'], 'remove-item empties the line.' );
	}

	public function test_a_stale_key_is_409_with_the_current_cart(): void {
		$id = $this->create_product( 'Kit' );
		$this->cart_write( 'add-item', array( 'id' => $id ) );

		$response = $this->cart_write(
			'update-item',
			array(
				'key'      => 'gone',
				'quantity' => 2,
			)
		);
		$removal  = $this->cart_write( 'remove-item', array( 'key' => 'gone' ) );

		$this->assertSame( 409, $response->get_status(), 'A key no longer in the cart: 409.' );
		$this->assertSame( 'woocommerce_rest_cart_invalid_key', $response->get_data()['code'], 'Invalid key code.' );
		$this->assertSame( 1, $response->get_data()['data']['cart']['items_count'] ?? null, 'data.cart holds the current cart.' );
		$this->assertSame( 409, $removal->get_status(), 'remove-item with a stale key is 409 too.' );
	}

	public function test_out_of_stock_and_not_purchasable_products_cannot_be_added(): void {
		$sold_out = $this->create_product( 'Sold Out Kit', '9.99', array( '_stock_status' => 'outofstock' ) );
		$no_price = $this->create_product( 'Priceless Kit', '' );

		$stock    = $this->cart_write( 'add-item', array( 'id' => $sold_out ) );
		$purchase = $this->cart_write( 'add-item', array( 'id' => $no_price ) );
		$unknown  = $this->cart_write( 'add-item', array( 'id' => 999999 ) );

		$this->assertSame( array( 400, 'woocommerce_rest_product_out_of_stock' ), array( $stock->get_status(), $stock->get_data()['code'] ), 'Out of stock: 400.' );
		$this->assertSame( array( 400, 'woocommerce_rest_product_not_purchasable' ), array( $purchase->get_status(), $purchase->get_data()['code'] ), 'Not purchasable: 400.' );
		$this->assertSame( array( 400, 'woocommerce_rest_cart_invalid_product' ), array( $unknown->get_status(), $unknown->get_data()['code'] ), 'Unknown product: 400.' );
		$listed = $this->dispatch( 'GET', '/wc/store/v1/products', array( 'slug' => 'sold-out-kit' ) )->get_data()[0];
		$this->assertFalse( $listed['is_in_stock'], 'The product says it is out of stock.' );
		$priceless = $this->dispatch( 'GET', '/wc/store/v1/products', array( 'slug' => 'priceless-kit' ) )->get_data()[0];
		$this->assertFalse( $priceless['is_purchasable'], 'A product without a price is not purchasable.' );
		// WooCommerce's money formatter turns the missing price into "0".
		$this->assertSame( array( '0', '0', '0' ), array( $priceless['prices']['price'], $priceless['prices']['regular_price'], $priceless['prices']['sale_price'] ), 'Its prices are "0", as WooCommerce sends them.' );
		$this->assertSame( '', $priceless['price_html'], 'And no price HTML.' );
	}

	public function test_a_guest_cart_lives_in_a_cookie_session(): void {
		$id = $this->create_product( 'Kit' );

		$this->cart_write( 'add-item', array( 'id' => $id ) );
		$cookie = $this->session_cookie();
		\WooCommerce_Double\Session::reset();
		$same_visitor = $this->dispatch( 'GET', '/wc/store/v1/cart' )->get_data();
		$this->forget_session();
		$other_visitor = $this->dispatch( 'GET', '/wc/store/v1/cart' )->get_data();

		$this->assertNotSame( '', $cookie, 'The first write gives the guest a session cookie.' );
		$this->assertSame( 1, $same_visitor['items_count'], 'The cookie brings the cart back.' );
		$this->assertSame( 0, $other_visitor['items_count'], 'Another visitor has their own cart.' );
	}

	public function test_a_forged_session_cookie_is_ignored(): void {
		$id = $this->create_product( 'Kit' );
		$this->cart_write( 'add-item', array( 'id' => $id ) );
		$name  = \WooCommerce_Double\Session::cookie_name();
		$parts = explode( '||', $this->session_cookie() );

		$parts[3]         = str_repeat( '0', 32 );
		$_COOKIE[ $name ] = implode( '||', $parts );
		\WooCommerce_Double\Session::reset();

		$this->assertSame( 0, $this->dispatch( 'GET', '/wc/store/v1/cart' )->get_data()['items_count'], 'A badly signed cookie names no session.' );
	}

	public function test_a_valid_cart_token_replaces_the_nonce(): void {
		$id    = $this->create_product( 'Kit' );
		$token = $this->dispatch( 'GET', '/wc/store/v1/cart' )->get_headers()['Cart-Token'];
		$this->forget_session();

		$with_token = $this->dispatch( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $id ), array( 'Cart-Token' => $token ) );
		$bad_token  = $this->dispatch( 'POST', '/wc/store/v1/cart/add-item', array( 'id' => $id ), array( 'Cart-Token' => $token . 'x' ) );

		$this->assertSame( 201, $with_token->get_status(), 'A valid Cart-Token needs no nonce.' );
		$this->assertSame( 401, $bad_token->get_status(), 'A bad token falls back to the nonce check.' );
	}

	private function session_cookie(): string {
		$name = \WooCommerce_Double\Session::cookie_name();
		return isset( $_COOKIE[ $name ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ $name ] ) ) : '';
	}
}
