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
	 * Creates a published product as WooCommerce stores it.
	 *
	 * @param string               $name  Product name.
	 * @param string               $price Decimal price ('' for none).
	 * @param array<string,string> $meta  More meta, e.g. _stock_status.
	 * @return int Product ID.
	 */
	protected function create_product( string $name, string $price = '12.99', array $meta = array() ): int {
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
