<?php
/**
 * An app page never writes back the WooCommerce session it read.
 *
 * @package PlayPal
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Page_Session;

/**
 * The e2e catalogue phase lost a just-added item when a prefetched product
 * page, started before the add, ended after it and wrote its older cart back.
 */
final class PageSessionTest extends StoreTestCase {

	private Page_Session $page;

	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( class_exists( \WC_Session_Handler::class, false ), 'This suite runs the real WooCommerce (../shared/vendor), whose session is written at shutdown.' );
		if ( ! WC()->session instanceof \WC_Session_Handler ) {
			WC()->initialize_session();
		}
		// As WooCommerce's own init() hooks it for every request.
		add_action( 'shutdown', array( WC()->session, 'save_data' ), 20 );
		$this->page = new Page_Session();
		Page_Session::forget_found_state();
	}

	protected function tearDown(): void {
		remove_action( 'shutdown', array( $this->page, 'drop_session_save' ), 19 );
		remove_action( 'shutdown', array( WC()->session, 'save_data' ), 20 );
		Page_Session::forget_found_state();
		unset( $_GET['add-to-cart'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test's own.
		$_SERVER['REQUEST_METHOD'] = 'GET';
		parent::tearDown();
	}

	public function test_a_page_read_ends_without_woocommerces_session_save(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$this->page->keep_unwritten();
		$this->assertSame( 19, has_action( 'shutdown', array( $this->page, 'drop_session_save' ) ), 'The save is dropped just before WooCommerce would run it.' );

		$this->page->drop_session_save();
		$this->assertFalse( has_action( 'shutdown', array( WC()->session, 'save_data' ) ), 'The page writes no session back.' );
	}

	public function test_an_add_to_cart_link_keeps_its_write(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_GET['add-to-cart']       = '12';
		$this->page->keep_unwritten();
		$this->assertFalse( has_action( 'shutdown', array( $this->page, 'drop_session_save' ) ), 'WooCommerce adds the linked product on this request: its save stays.' );
		$this->assertSame( 20, has_action( 'shutdown', array( WC()->session, 'save_data' ) ) );
	}

	public function test_a_post_keeps_woocommerces_save(): void {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->page->keep_unwritten();
		$this->assertFalse( has_action( 'shutdown', array( $this->page, 'drop_session_save' ) ), 'Only reads are kept from writing.' );
	}

	public function test_the_store_apis_cart_read_writes_no_session_and_its_writes_do(): void {
		$read = new \WP_REST_Request( 'GET', '/wc/store/v1/cart' );
		$this->assertNull( $this->page->keep_cart_read_unwritten( null, null, $read ), 'The answer passes through.' );
		$this->assertSame( 19, has_action( 'shutdown', array( $this->page, 'drop_session_save' ) ), 'A cart read drops the save.' );
		remove_action( 'shutdown', array( $this->page, 'drop_session_save' ), 19 );

		foreach ( array( array( 'POST', '/wc/store/v1/cart/add-item' ), array( 'GET', '/wc/store/v1/products' ), array( 'POST', '/wc/store/v1/checkout' ) ) as [ $method, $route ] ) {
			$this->page->keep_cart_read_unwritten( null, null, new \WP_REST_Request( $method, $route ) );
			$this->assertFalse( has_action( 'shutdown', array( $this->page, 'drop_session_save' ) ), "{$method} {$route} keeps WooCommerce's save." );
		}
	}

	public function test_a_page_that_only_read_the_cart_writes_nothing_back(): void {
		WC()->session->set( 'cart', self::cart( array( 7 => 1 ) ) );
		Page_Session::remember_found_state();
		// Read and totalled again, as a page render does: the same cart.
		WC()->session->set( 'cart', self::cart( array( 7 => 1 ) ) );

		$this->page->drop_session_save();
		$this->assertFalse( has_action( 'shutdown', array( WC()->session, 'save_data' ) ) );
	}

	/**
	 * WooCommerce changes the cart inside a GET itself: it merges an account's
	 * saved cart on the first request after sign-in, and empties the cart once
	 * an order awaiting payment is paid. Those writes are the request's own.
	 */
	public function test_a_cart_the_request_changed_itself_is_still_saved(): void {
		$changes = array(
			'saved cart merged after sign-in' => array(
				'cart',
				self::cart(
					array(
						7 => 1,
						8 => 2,
					)
				),
			),
			'cart emptied after payment'      => array( 'order_awaiting_payment', false ),
			'a notice for the next page'      => array( 'wc_notices', array( 'success' => array( array( 'notice' => 'Your order was cancelled.' ) ) ) ),
		);
		foreach ( $changes as $what => [ $key, $value ] ) {
			WC()->session->set( 'cart', self::cart( array( 7 => 1 ) ) );
			WC()->session->set( 'order_awaiting_payment', 41 );
			WC()->session->set( 'wc_notices', null );
			Page_Session::forget_found_state();
			Page_Session::remember_found_state();
			WC()->session->set( $key, $value );

			$this->page->drop_session_save();
			$this->assertSame( 20, has_action( 'shutdown', array( WC()->session, 'save_data' ) ), "{$what}: WooCommerce saves it." );
		}
	}

	/**
	 * Cart lines as the session keeps them, one per product.
	 *
	 * @param array<int, int> $quantities Quantity by product id.
	 * @return array<string, array{product_id: int, quantity: int}>
	 */
	private static function cart( array $quantities ): array {
		$lines = array();
		foreach ( $quantities as $product_id => $quantity ) {
			$lines[ "line-{$product_id}" ] = array(
				'product_id' => $product_id,
				'quantity'   => $quantity,
			);
		}
		return $lines;
	}
}
