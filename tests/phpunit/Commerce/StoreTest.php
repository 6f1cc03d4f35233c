<?php
/**
 * The store adapter: is the store here, where is checkout, what nonce, and
 * in-process Store API reads.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Store;

/**
 * Store against the phpunit site's store.
 */
final class StoreTest extends StoreTestCase {

	public function test_the_store_is_active_with_woocommerce_and_can_be_turned_off(): void {
		$store = new Store();
		$this->assertTrue( $store->is_active(), 'WooCommerce (or its test double) is loaded.' );

		add_filter( 'playpal_store_active', '__return_false' );

		$this->assertFalse( $store->is_active(), 'The filter closes the shop.' );
		$this->assertSame( '', $store->checkout_url(), 'No checkout without a store.' );
		$this->assertSame( '', $store->api_nonce(), 'No Store API nonce without a store.' );
		$this->assertNull( $store->product_by_slug( 'anything' ), 'No products without a store.' );
	}

	public function test_checkout_url_and_nonce_come_from_woocommerce(): void {
		$store = new Store();

		$this->assertSame( wc_get_checkout_url(), $store->checkout_url(), 'The checkout URL is WooCommerce’s.' );
		$this->assertSame( 1, wp_verify_nonce( $store->api_nonce(), 'wc_store_api' ), 'The nonce is for the wc_store_api action.' );
	}

	public function test_paths_match_what_the_client_requests(): void {
		$this->assertSame( '/wc/store/v1/products?per_page=24&orderby=menu_order&order=asc', Store::products_path(), 'Shop page size is 24, in the store’s menu order.' );
		$this->assertSame( '/wc/store/v1/products?per_page=24&page=2&orderby=menu_order&order=asc', Store::products_path( 2 ), 'Later pages add page.' );
		$this->assertSame( '/wc/store/v1/products?slug=caf%C3%A9%20kit', Store::product_path( 'café kit' ), 'Slugs are URL-encoded.' );
		$this->assertSame( '/wc/store/v1/cart', Store::cart_path(), 'The cart path.' );
	}

	public function test_a_product_is_read_by_slug_through_the_store_api(): void {
		$id = $this->create_product( 'Ocean Adventure Discovery' );

		$store   = new Store();
		$product = $store->product_by_slug( 'ocean-adventure-discovery' );

		$this->assertSame( $id, $product['id'] ?? null, 'The Store API finds the product.' );
		$this->assertNull( $store->product_by_slug( 'no-such-kit' ), 'An unknown slug finds nothing.' );
	}
}
