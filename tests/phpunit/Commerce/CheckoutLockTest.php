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

	public function test_the_cart_is_named_by_its_whole_token_or_session_cookie_or_its_user(): void {
		$request = $this->checkout_request();
		$this->assertSame( '', Checkout_Lock::cart_session( $request ), 'No cart: nothing to lock.' );
		$user = (int) wp_insert_user(
			array(
				'user_login' => 'lock_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 'user:' . $user, Checkout_Lock::cart_session( $request ), 'A signed-in user without a session cookie.' );
		wp_set_current_user( 0 );

		$_COOKIE[ self::COOKIE ] = 't_abc123||1700000000||1699990000||hash';
		$session                 = Checkout_Lock::cart_session( $request );
		$this->assertStringStartsWith( 'session:', $session );
		$this->assertStringNotContainsString( 't_abc123', $session, 'The cookie is hashed, not copied.' );
		$this->assertSame( $session, Checkout_Lock::cart_session( $this->checkout_request() ), 'The same cookie names the same cart.' );
		$_COOKIE[ self::COOKIE ] = 't_abc123||1700000000||1699990000||forged';
		$this->assertNotSame( $session, Checkout_Lock::cart_session( $request ), 'The same customer key with another signature is another lock: a forged cookie cannot hold someone\'s checkout.' );

		$request->set_header( 'Cart-Token', 'jwt.token.here' );
		$token = Checkout_Lock::cart_session( $request );
		$this->assertSame( 'token:' . hash( 'sha256', 'jwt.token.here' ), $token, 'The Cart-Token wins, hashed whole.' );
		$other = $this->checkout_request();
		$other->set_header( 'Cart-Token', 'jwt.token.other' );
		$this->assertNotSame( $token, Checkout_Lock::cart_session( $other ), 'Another token, another cart.' );
	}

	public function test_two_devices_of_one_signed_in_customer_take_one_lock(): void {
		global $wpdb;
		$user = (int) wp_insert_user(
			array(
				'user_login' => 'lock_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
			)
		);
		wp_set_current_user( $user );
		// WooCommerce keeps a signed-in customer's cart under their user id: each device has its own cookie.
		$_COOKIE[ self::COOKIE ] = $user . '||1700000000||1699990000||phone';
		$phone                   = Checkout_Lock::cart_session( $this->checkout_request() );
		$_COOKIE[ self::COOKIE ] = $user . '||1700000000||1699990000||laptop';
		$laptop                  = Checkout_Lock::cart_session( $this->checkout_request() );
		$this->assertSame( 'user:' . $user, $phone, 'A signed-in customer\'s cart is named after the authenticated user.' );
		$this->assertSame( $phone, $laptop, 'Two devices of one customer, one cart, one lock.' );
		$with_token = $this->checkout_request();
		$with_token->set_header( 'Cart-Token', 'jwt.token.device' );
		$this->assertSame( $phone, Checkout_Lock::cart_session( $with_token ), 'A Cart-Token does not split a signed-in customer\'s cart either.' );

		// The phone's checkout runs; the laptop's (another connection, another cookie) is held back.
		$_COOKIE[ self::COOKIE ] = $user . '||1700000000||1699990000||phone';
		$first                   = new Checkout_Lock( 0 );
		$this->assertNull( $first->take( null, null, $this->checkout_request() ) );
		$_COOKIE[ self::COOKIE ] = $user . '||1700000000||1699990000||laptop';
		$this->other             = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->other->set_prefix( $wpdb->prefix );
		$own  = $wpdb;
		$wpdb = $this->other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The second device's connection.
		try {
			$second = ( new Checkout_Lock( 0 ) )->take( null, null, $this->checkout_request() );
		} finally {
			$wpdb = $own; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		$first->release();
		$this->assertInstanceOf( \WP_Error::class, $second, 'The second device waits for the first device\'s checkout of the same cart.' );
		$this->assertSame( 'playpal_checkout_in_progress', $second->get_error_code() );

		// A guest forging a cookie with this customer's key does not take their lock.
		wp_set_current_user( 0 );
		$this->assertNotSame( $phone, Checkout_Lock::cart_session( $this->checkout_request() ), 'Signed out, the cookie names a lock of its own.' );
	}

	public function test_the_checkout_is_held_under_every_name_the_store_api_answers_to(): void {
		global $wpdb;
		$_COOKIE[ self::COOKIE ] = 't_names||1700000000||1699990000||hash';
		foreach ( array( '/wc/store/v1/checkout', '/wc/store/v1/checkout/', '/wc/store/checkout', '/WC/Store/V1/Checkout' ) as $route ) {
			$first = new Checkout_Lock( 0 );
			$this->assertNull( $first->take( null, null, $this->checkout_request( 'POST', $route ) ), "{$route}: the first checkout goes on." );
			$this->other = $this->other ?? new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
			$this->other->set_prefix( $wpdb->prefix );
			$own  = $wpdb;
			$wpdb = $this->other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The second request's connection.
			try {
				$second = ( new Checkout_Lock( 0 ) )->take( null, null, $this->checkout_request( 'POST', '/wc/store/v1/checkout' ) );
			} finally {
				$wpdb = $own; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			}
			$first->release();
			$this->assertInstanceOf( \WP_Error::class, $second, "{$route} holds the cart's lock." );
		}

		// While a checkout holds the cart, other routes of it are not held back.
		$held = new Checkout_Lock( 0 );
		$this->assertNull( $held->take( null, null, $this->checkout_request() ) );
		$own  = $wpdb;
		$wpdb = $this->other; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The second request's connection.
		try {
			$pay       = ( new Checkout_Lock( 0 ) )->take( null, null, $this->checkout_request( 'POST', '/wc/store/v1/checkout/123' ) );
			$lookalike = ( new Checkout_Lock( 0 ) )->take( null, null, $this->checkout_request( 'POST', '/wc/store/v1/checkouts' ) );
		} finally {
			$wpdb = $own; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		}
		$held->release();
		$this->assertNull( $pay, 'Paying for an existing order is another route.' );
		$this->assertNull( $lookalike, 'A lookalike is no checkout.' );
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
