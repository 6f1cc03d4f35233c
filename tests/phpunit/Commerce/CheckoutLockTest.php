<?php
/**
 * One checkout at a time per cart (includes/Checkout/Checkout_Lock.php).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Checkout\Checkout_Lock;
use PlayPal\Tests\TestCase;

/**
 * The lock as the REST server meets it; another request is another database
 * connection holding the same lock.
 */
final class CheckoutLockTest extends TestCase {

	private const COOKIE = 'wp_woocommerce_session_test';

	/**
	 * Another request's database connection.
	 *
	 * @var \wpdb|null
	 */
	private ?\wpdb $other = null;

	protected function tearDown(): void {
		unset( $_COOKIE[ self::COOKIE ] );
		if ( null !== $this->other ) {
			$this->other->close();
		}
		parent::tearDown();
	}

	private function checkout_request( string $method = 'POST', string $route = '/wc/store/v1/checkout' ): \WP_REST_Request {
		return new \WP_REST_Request( $method, $route );
	}

	public function test_the_cart_is_named_by_its_token_its_session_cookie_or_its_user(): void {
		$request = $this->checkout_request();
		$this->assertSame( '', Checkout_Lock::cart_session( $request ), 'No cart: nothing to lock.' );

		$_COOKIE[ self::COOKIE ] = 't_abc123||1700000000||1699990000||hash';
		$this->assertSame( 'session:t_abc123', Checkout_Lock::cart_session( $request ) );

		$request->set_header( 'Cart-Token', 'jwt.token.here' );
		$this->assertSame( 'token:jwt.token.here', Checkout_Lock::cart_session( $request ) );
	}

	public function test_a_second_checkout_of_the_same_cart_waits_and_is_refused_while_the_first_runs(): void {
		global $wpdb;
		$_COOKIE[ self::COOKIE ] = 't_busy||1700000000||1699990000||hash';
		$lock                    = new Checkout_Lock( 0 );
		$this->assertNull( $lock->take( null, null, $this->checkout_request() ), 'The first checkout goes on.' );

		// A second request (another connection) tries the same cart.
		$this->other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->other->set_prefix( $wpdb->prefix );
		$second   = new Checkout_Lock( 0 );
		$other_db = $wpdb;
		$wpdb     = $this->other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The second request's connection.
		try {
			$refused = $second->take( null, null, $this->checkout_request() );
		} finally {
			$wpdb = $other_db; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertSame( 'playpal_checkout_in_progress', $refused->get_error_code() );
		$this->assertSame( 409, $refused->get_error_data()['status'] );

		// The first ends: the next checkout of that cart goes on.
		$lock->release();
		$wpdb = $this->other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		try {
			$this->assertNull( $second->take( null, null, $this->checkout_request() ) );
			$second->release();
		} finally {
			$wpdb = $other_db; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
	}

	public function test_other_routes_and_carts_are_not_held(): void {
		$_COOKIE[ self::COOKIE ] = 't_one||1700000000||1699990000||hash';
		$lock                    = new Checkout_Lock( 0 );
		$this->assertNull( $lock->take( null, null, $this->checkout_request() ) );

		$this->assertNull( ( new Checkout_Lock( 0 ) )->take( null, null, $this->checkout_request( 'GET', '/wc/store/v1/cart' ) ), 'Not a checkout.' );
		$this->assertNull( ( new Checkout_Lock( 0 ) )->take( null, null, $this->checkout_request( 'PUT', '/wc/store/v1/checkout' ) ), 'Updating the draft order is no checkout.' );
		$answered = new \WP_Error( 'x', 'Answered already' );
		$this->assertSame( $answered, ( new Checkout_Lock( 0 ) )->take( $answered, null, $this->checkout_request() ), 'A request already answered is left alone.' );
		$lock->release();
	}
}
