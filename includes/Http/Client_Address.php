<?php
/**
 * The client's address, only ever as a salted hash.
 *
 * @package PlayPal
 */

namespace PlayPal\Http;

use PlayPal\Security\Ip_Range;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the request's address into a keyed hash: enough to count requests per
 * client and to spot abuse, never enough to recover the address (the key is
 * the site's secret salt, which never leaves the server).
 *
 * Behind a reverse proxy or CDN every request comes from the proxy's address.
 * Only when REMOTE_ADDR is one of the trusted proxies (Settings → PlayPal) is
 * X-Forwarded-For read, from the right: each trusted hop is skipped, and the
 * first address no trusted proxy stands for is the client. Whatever a client
 * writes further left is never believed, and nobody else's header is read.
 */
final class Client_Address {

	/**
	 * IPv6 sites hand each customer a /64 (or more): one person can use any
	 * address in it, so it is counted as one client.
	 */
	public const IPV6_BUCKET_BITS = 64;

	private Settings $settings;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings (the trusted proxies), the one Plugin builds.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * The hash of the current client's address (stored with a sign-up).
	 */
	public function current_hash(): string {
		return self::hash( $this->current_address() );
	}

	/**
	 * The hash rate limits count under: the address for IPv4, its /64 for IPv6.
	 */
	public function current_bucket(): string {
		$address = $this->current_address();
		if ( false !== filter_var( $address, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			$address = Ip_Range::network_of( $address, self::IPV6_BUCKET_BITS ) . '/' . self::IPV6_BUCKET_BITS;
		}
		return self::hash( $address );
	}

	/**
	 * HMAC-SHA256 of an address, keyed with the site's salt (64 hex characters).
	 *
	 * @param string $address IP address (or '' when unknown).
	 */
	public static function hash( string $address ): string {
		return hash_hmac( 'sha256', $address, wp_salt( 'nonce' ) . 'playpal-client-address' );
	}

	/**
	 * The address the request came from (see the class comment).
	 */
	public function current_address(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$client = $this->behind_trusted_proxies( $remote );
		/**
		 * Filters the client address used for rate limits and the stored hash.
		 *
		 * @param string $client The address: REMOTE_ADDR, or the one a trusted proxy forwarded.
		 * @param string $remote REMOTE_ADDR of the request.
		 */
		$address = (string) apply_filters( 'playpal_client_address', $client, $remote );
		return false === filter_var( $address, FILTER_VALIDATE_IP ) ? '' : $address;
	}

	/**
	 * The client behind the trusted proxies, or $remote when it is not one.
	 *
	 * @param string $remote REMOTE_ADDR.
	 */
	private function behind_trusted_proxies( string $remote ): string {
		$trusted = array_filter( array_map( array( Ip_Range::class, 'parse' ), $this->settings->trusted_proxies() ) );
		if ( ! $trusted || ! self::is_in( $remote, $trusted ) || ! isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) {
			return $remote;
		}
		$hops   = array_map( 'trim', explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) ) );
		$client = $remote;
		foreach ( array_reverse( $hops ) as $hop ) {
			if ( false === filter_var( $hop, FILTER_VALIDATE_IP ) ) {
				// A malformed hop was written by whoever sent it to the last trusted proxy.
				return $client;
			}
			$client = $hop;
			if ( ! self::is_in( $hop, $trusted ) ) {
				return $hop;
			}
		}
		return $client;
	}

	/**
	 * Whether an address lies in any of the ranges.
	 *
	 * @param string     $address Address.
	 * @param Ip_Range[] $ranges  Ranges.
	 */
	private static function is_in( string $address, array $ranges ): bool {
		foreach ( $ranges as $range ) {
			if ( $range->contains( $address ) ) {
				return true;
			}
		}
		return false;
	}
}
