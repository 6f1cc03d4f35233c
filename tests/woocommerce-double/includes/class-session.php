<?php
/**
 * The customer session, as WooCommerce keeps it: a logged-in customer is
 * their user ID; a guest gets a random customer ID carried in the
 * `wp_woocommerce_session_{COOKIEHASH}` cookie (signed, 48 hours), and the
 * session data lives on the server. A valid `Cart-Token` header names the
 * session instead of the cookie.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * One customer's session data, persisted server side.
 */
final class Session {

	/** How long a session lives, as WooCommerce's wc_session_expiration default. */
	public const LIFETIME = 2 * DAY_IN_SECONDS;

	private static ?Session $current = null;

	/**
	 * @param string               $customer_id User ID or guest token.
	 * @param array<string, mixed> $data        Session data.
	 * @param bool                 $from_cookie Whether the guest cookie named it.
	 */
	private function __construct(
		private string $customer_id,
		private array $data,
		private bool $from_cookie
	) {}

	public static function cookie_name(): string {
		return 'wp_woocommerce_session_' . COOKIEHASH;
	}

	/**
	 * The session of the current request.
	 */
	public static function current(): self {
		if ( null === self::$current ) {
			self::$current = self::resolve();
		}
		return self::$current;
	}

	/**
	 * Uses the session a valid Cart-Token names for the rest of the request.
	 *
	 * @param string $customer_id Customer ID from the token.
	 */
	public static function use_customer( string $customer_id ): void {
		self::$current = self::load( $customer_id, false );
	}

	/**
	 * Forgets the request's session (the next current() resolves it again). For tests.
	 */
	public static function reset(): void {
		self::$current = null;
	}

	public function customer_id(): string {
		return $this->customer_id;
	}

	/**
	 * @param string $key      Data key.
	 * @param mixed  $fallback Returned when the key is unset.
	 * @return mixed
	 */
	public function get( string $key, mixed $fallback = null ): mixed {
		return $this->data[ $key ] ?? $fallback;
	}

	/**
	 * Stores a value and saves the session; a guest gets their cookie now.
	 *
	 * @param string $key   Data key.
	 * @param mixed  $value Value.
	 */
	public function set( string $key, mixed $value ): void {
		$this->data[ $key ] = $value;
		set_transient( self::storage_key( $this->customer_id ), $this->data, self::LIFETIME );
		if ( ! is_user_logged_in() && ! $this->from_cookie ) {
			$this->send_cookie();
		}
	}

	private static function resolve(): self {
		$user_id = get_current_user_id();
		if ( $user_id > 0 ) {
			return self::load( (string) $user_id, false );
		}
		$customer_id = self::customer_from_cookie();
		if ( null !== $customer_id ) {
			return self::load( $customer_id, true );
		}
		return new self( 't_' . bin2hex( random_bytes( 15 ) ), array(), false );
	}

	private static function load( string $customer_id, bool $from_cookie ): self {
		$data = get_transient( self::storage_key( $customer_id ) );
		return new self( $customer_id, is_array( $data ) ? $data : array(), $from_cookie );
	}

	private static function storage_key( string $customer_id ): string {
		return 'woocommerce_double_session_' . md5( $customer_id );
	}

	/**
	 * The customer ID in a well-signed, unexpired session cookie.
	 */
	private static function customer_from_cookie(): ?string {
		$cookie = isset( $_COOKIE[ self::cookie_name() ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::cookie_name() ] ) ) : '';
		$parts  = explode( '||', $cookie );
		if ( 4 !== count( $parts ) ) {
			return null;
		}
		list( $customer_id, $expiration, , $hash ) = $parts;
		if ( (int) $expiration < time() || ! hash_equals( self::sign( $customer_id, $expiration ), $hash ) ) {
			return null;
		}
		return $customer_id;
	}

	private static function sign( string $customer_id, string $expiration ): string {
		$to_hash = $customer_id . '|' . $expiration;
		return hash_hmac( 'md5', $to_hash, wp_hash( $to_hash ) );
	}

	private function send_cookie(): void {
		$expiration = (string) ( time() + self::LIFETIME );
		$expiring   = (string) ( time() + self::LIFETIME - HOUR_IN_SECONDS );
		$value      = implode( '||', array( $this->customer_id, $expiration, $expiring, self::sign( $this->customer_id, $expiration ) ) );
		// Later requests in this process (and tests) see the cookie too.
		$_COOKIE[ self::cookie_name() ] = $value;
		$this->from_cookie              = true;
		if ( ! headers_sent() ) {
			setcookie(
				self::cookie_name(),
				$value,
				array(
					'expires'  => (int) $expiration,
					'path'     => COOKIEPATH ? COOKIEPATH : '/',
					'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
		}
	}
}
