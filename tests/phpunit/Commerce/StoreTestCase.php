<?php
/**
 * Base for the commerce tests: the phpunit site runs the store the dev sites
 * use (WooCommerce, or the Store API test double when none is installed);
 * products are created inside each test's transaction.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Tests\TestCase;

/**
 * Helpers to create products and reset the customer session.
 */
abstract class StoreTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( class_exists( 'WooCommerce', false ), 'The phpunit site runs a store: WooCommerce, or the Store API test double bin/test-php links in.' );
		$this->forget_session();
	}

	protected function tearDown(): void {
		$this->forget_session();
		remove_all_filters( 'playpal_store_active' );
		parent::tearDown();
	}

	/**
	 * Starts a new visitor: no session cookie, no session in memory.
	 */
	protected function forget_session(): void {
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( str_starts_with( (string) $name, 'wp_woocommerce_session_' ) ) {
				unset( $_COOKIE[ $name ] );
			}
		}
		if ( class_exists( \WooCommerce_Double\Session::class ) ) {
			\WooCommerce_Double\Session::reset();
		}
	}

	/**
	 * Creates a published product through WooCommerce's product classes (the
	 * double's stand-ins when the double is the store).
	 *
	 * @param string               $name  Product name.
	 * @param string               $price Decimal price ('' for none).
	 * @param array<string,string> $props More: `_stock_status`, `_sku`.
	 * @return int Product ID.
	 */
	protected function create_product( string $name, string $price = '12.99', array $props = array() ): int {
		if ( ! class_exists( \WC_Product_Simple::class ) ) {
			return $this->insert_product_post( $name, $price, $props );
		}
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_slug( sanitize_title( $name ) );
		$product->set_status( 'publish' );
		$product->set_short_description( 'All about ' . $name . '.' );
		$product->set_description( '<p>The story of ' . $name . '.</p>' );
		$product->set_regular_price( $price );
		$product->set_virtual( true );
		$product->set_downloadable( true );
		$product->set_stock_status( $props['_stock_status'] ?? 'instock' );
		if ( isset( $props['_sku'] ) ) {
			$product->set_sku( $props['_sku'] );
		}
		$id = $product->save();
		$this->assertGreaterThan( 0, $id, 'The test product should be created.' );
		return (int) $id;
	}

	/**
	 * A product as WooCommerce stores it, written as posts and meta: for the
	 * Store API double only (tests/woocommerce-double has no product classes).
	 *
	 * @param string               $name  Product name.
	 * @param string               $price Decimal price ('' for none).
	 * @param array<string,string> $meta  More meta, e.g. _stock_status.
	 */
	private function insert_product_post( string $name, string $price, array $meta ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => 'product',
				'post_status'  => 'publish',
				'post_title'   => $name,
				'post_name'    => sanitize_title( $name ),
				'post_excerpt' => 'All about ' . $name . '.',
				'post_content' => '<p>The story of ' . $name . '.</p>',
			),
			true
		);
		$this->assertIsInt( $id, 'The test product should be created.' );
		$meta = array_merge(
			array(
				'_regular_price' => $price,
				'_price'         => $price,
				'_stock_status'  => 'instock',
				'_downloadable'  => 'yes',
				'_virtual'       => 'yes',
			),
			$meta
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		return $id;
	}

	/**
	 * Sends a cart write with the Store API nonce.
	 *
	 * @param string               $route Route under /wc/store/v1/cart/.
	 * @param array<string, mixed> $body  JSON body.
	 */
	protected function cart_write( string $route, array $body ): \WP_REST_Response {
		return $this->dispatch( 'POST', '/wc/store/v1/cart/' . $route, $body, array( 'Nonce' => wp_create_nonce( 'wc_store_api' ) ) );
	}
}
