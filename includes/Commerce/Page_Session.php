<?php
/**
 * An app page, and the Store API's cart read, never write the visitor's
 * WooCommerce session.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's session handler writes the whole session back at shutdown
 * whenever anything marked it changed, and reading a cart that ships does
 * (its shipping rates are stored again). A page only prints the cart, yet
 * its write-back carries the cart it read at the start: a page rendered while
 * a cart write is answered — a link prefetched on press, a second tab — ended
 * after the write and put the older cart back, so an item the family had
 * just added was gone at checkout. The Store API's own `GET cart` writes
 * back the same way, so a read sent beside an add could undo it too. Cart
 * changes go through the Store API's writes; a read keeps its hands off the
 * stored session.
 */
final class Page_Session {

	/**
	 * Query keys WooCommerce's form handler acts on before the page is
	 * rendered (an add-to-cart link, the classic cart's remove and undo):
	 * those GET requests change the cart, and their write must be kept.
	 */
	private const CART_CHANGING_KEYS = array( 'add-to-cart', 'remove_item', 'undo_item', 'order_again', 'remove_coupon', 'cancel_order' );

	/**
	 * The session keys a request that only reads would write back unchanged.
	 * When the request itself changed one — WooCommerce merging an account's
	 * saved cart after sign-in, emptying the cart after a payment went
	 * through, a notice — the write is the request's own and is kept.
	 */
	private const OWN_CHANGE_KEYS = array( 'cart', 'applied_coupons', 'order_awaiting_payment', 'removed_cart_contents', 'wc_notices' );

	/**
	 * Those keys as the request found them, before WooCommerce changed
	 * anything (one request, one reading); null until read.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $found = null;

	public function add_hooks(): void {
		add_filter( 'rest_request_before_callbacks', array( $this, 'keep_cart_read_unwritten' ), 10, 3 );
		// Before WooCommerce's own wp_loaded work (the cart's load, its form
		// handler, the sign-in merge), and again before any cart load after it.
		add_action( 'wp_loaded', array( self::class, 'remember_found_state' ), PHP_INT_MIN );
		add_action( 'woocommerce_load_cart_from_session', array( self::class, 'remember_found_state' ), PHP_INT_MIN );
	}

	/**
	 * Notes the session's cart keys the first time the request can see them.
	 */
	public static function remember_found_state(): void {
		if ( null === self::$found ) {
			self::$found = self::state();
		}
	}

	/**
	 * Forgets the noted state (a test's next request).
	 */
	public static function forget_found_state(): void {
		self::$found = null;
	}

	/**
	 * The session's cart keys now, serialized; null without a session.
	 *
	 * @return array<string, string>|null
	 */
	private static function state(): ?array {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		/** @var \WC_Session|null $session Null where WooCommerce loads no session (cron, wp-admin). */
		$session = WC()->session;
		if ( null === $session ) {
			return null;
		}
		$state = array();
		foreach ( self::OWN_CHANGE_KEYS as $key ) {
			$state[ $key ] = maybe_serialize( $session->get( $key ) );
		}
		return $state;
	}

	/**
	 * A `GET /wc/store/v1/cart` (the app's, or one the shell dispatches to
	 * print a page) leaves the stored session as it found it.
	 *
	 * @param mixed            $response The answer so far, passed through.
	 * @param mixed            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function keep_cart_read_unwritten( mixed $response, mixed $handler, \WP_REST_Request $request ): mixed {
		if ( 'GET' === $request->get_method() && Store::API_NAMESPACE . '/cart' === untrailingslashit( $request->get_route() ) ) {
			$this->keep_unwritten();
		}
		return $response;
	}

	/**
	 * Leaves the stored session as this request found it (GET and HEAD
	 * without a cart-changing query only: any other request keeps
	 * WooCommerce's behaviour).
	 */
	public function keep_unwritten(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitize_key.
		if ( ! in_array( $method, array( 'GET', 'HEAD' ), true ) ) {
			return;
		}
		foreach ( self::CART_CHANGING_KEYS as $key ) {
			if ( isset( $_GET[ $key ] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether it is there.
				return;
			}
		}
		if ( false !== has_action( 'shutdown', array( $this, 'drop_session_save' ) ) ) {
			return;
		}
		// Just before WooCommerce's own save (priority 20), whichever session
		// object the request ends with: the Store API may load its own.
		add_action( 'shutdown', array( $this, 'drop_session_save' ), 19 );
	}

	/**
	 * Unhooks the session handler's save for the rest of this request,
	 * unless the request changed the cart's keys itself.
	 */
	public function drop_session_save(): void {
		$now = self::state();
		if ( null === $now || ( null !== self::$found && $now !== self::$found ) ) {
			return;
		}
		remove_action( 'shutdown', array( WC()->session, 'save_data' ), 20 );
	}
}
