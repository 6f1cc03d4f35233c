<?php
/**
 * One checkout at a time per cart: a double submit makes one order.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Errors\Conflict;
use PlayPal\Database\Named_Lock;
use PlayPal\Database\Primary_Reads;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's block checkout disables Place Order while it works, which
 * stops a double click; but two checkout requests of one cart that reach the
 * Store API at the same moment (a double submit from a slow connection, a
 * retry, a second tab) each make and pay an order of their own: each reads the
 * cart before the other has emptied it. Measured on WooCommerce 10.0.2 with
 * Dummy Payments: two orders, both completed, both granted.
 *
 * So the Store API's checkout (`POST wc/store/v1/checkout`, and the same
 * route under WooCommerce's older unversioned `wc/store` namespace, in any
 * letter case: WordPress matches routes case-insensitively) runs one at a time
 * per cart, under a database lock (MariaDB's GET_LOCK, seen by every PHP
 * worker, named as Storage\Named_Lock names its locks) named after the
 * visitor's cart session (cart_session(): a signed-in customer's user id, a
 * guest's whole cart token or session cookie). Named_Lock::run() holds a lock around one call; this
 * one is held from before the route runs until the request ends, hence its
 * own take and release. The second request waits
 * for the first to finish, and is held until the first has saved the session
 * (WooCommerce saves it at `shutdown`, priority 20): it then finds the cart
 * empty and WooCommerce refuses it, as it refuses any checkout of an empty
 * cart. A request that cannot get the lock within LOCK_WAIT seconds is refused
 * with 409 `playpal_checkout_in_progress`, having done nothing.
 */
final class Checkout_Lock {

	/** How long a second checkout of the same cart waits for the first, in seconds. */
	public const LOCK_WAIT = 60;

	/** The Store API routes that place the order (wc/store is WooCommerce's older name of wc/store/v1). */
	private const ROUTE = '#^/wc/store(/v1)?/checkout/?$#i';

	/**
	 * The lock this request holds ('' for none).
	 *
	 * @var string
	 */
	private string $held = '';

	/**
	 * @param int $wait Seconds a second checkout of the same cart waits for the first.
	 */
	public function __construct( private int $wait = self::LOCK_WAIT ) {}

	public function add_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'take' ), 10, 3 );
		// After WooCommerce has saved the session (the emptied cart).
		add_action( 'shutdown', array( $this, 'release' ), 100 );
	}

	/**
	 * Takes the cart's lock before the Store API places an order.
	 *
	 * @param mixed $result  A response already decided, or null.
	 * @param mixed $server  The REST server.
	 * @param mixed $request The request.
	 * @return mixed
	 */
	public function take( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof \WP_REST_Request || 'POST' !== $request->get_method() || 1 !== preg_match( self::ROUTE, $request->get_route() ) ) {
			return $result;
		}
		$session = self::cart_session( $request );
		if ( '' === $session || '' !== $this->held ) {
			return $result;
		}
		global $wpdb;
		$name = Named_Lock::full_name( $wpdb->prefix . 'playpal_checkout_' . md5( $session ) );
		// On the primary, as Named_Lock's: a lock taken on a read replica would hold nobody back.
		Primary_Reads::pin();
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, $this->wait ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return ( new Conflict(
				'playpal_checkout_in_progress',
				__( 'This order is already being placed. Please wait a moment, then check your e-mail or your account before trying again.', 'playpal' )
			) )->to_wp_error();
		}
		$this->held = $name;
		// Copies read before the other checkout saved (on a persistent object
		// cache) are read afresh from the shared cache, as Named_Lock does.
		if ( wp_using_ext_object_cache() && function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
		return $result;
	}

	/**
	 * Releases the lock this request holds.
	 */
	public function release(): void {
		if ( '' === $this->held ) {
			return;
		}
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $this->held ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->held = '';
	}

	/**
	 * What names the visitor's cart: the verified session key. For a signed-in
	 * customer that is their user id — WooCommerce keeps their cart under it,
	 * shared by every device they are signed in on, so two devices checking out
	 * that cart at once take one lock — taken from the authenticated user, never
	 * from a cookie. For a guest: a hash of the whole Store API Cart-Token, else
	 * of WooCommerce's whole session cookie ('' when there is neither: no cart to
	 * check out). The whole value, signature included, not the customer key
	 * alone: a cookie forged with someone's key would otherwise hold that
	 * person's checkout lock; a forged value names a lock of its own.
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	public static function cart_session( \WP_REST_Request $request ): string {
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return 'user:' . $user;
		}
		$token = (string) $request->get_header( 'cart_token' );
		if ( '' !== $token ) {
			return 'token:' . hash( 'sha256', $token );
		}
		foreach ( $_COOKIE as $cookie => $value ) {
			if ( is_string( $cookie ) && str_starts_with( $cookie, 'wp_woocommerce_session_' ) && is_string( $value ) && '' !== $value ) {
				return 'session:' . hash( 'sha256', $cookie . '=' . wp_unslash( $value ) );
			}
		}
		return '';
	}
}
