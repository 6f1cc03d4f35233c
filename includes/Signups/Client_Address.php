<?php
/**
 * The client's address, only ever as a salted hash.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the request's address into a keyed hash: enough to count requests per
 * client and to spot abuse, never enough to recover the address (the key is
 * the site's secret salt, which never leaves the server).
 */
final class Client_Address {

	/**
	 * The hash of the current client's address.
	 */
	public function current_hash(): string {
		return self::hash( $this->current_address() );
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
	 * The address the request came from. Only REMOTE_ADDR is trusted: proxy
	 * headers are set by the client unless a proxy in front overwrites them,
	 * so a site behind a trusted proxy opts in through the filter.
	 */
	private function current_address(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the client address used for rate limits and the stored hash,
		 * e.g. to read X-Forwarded-For on a site behind a trusted proxy.
		 *
		 * @param string $remote REMOTE_ADDR of the request.
		 */
		$address = (string) apply_filters( 'playpal_client_address', $remote );
		return false === filter_var( $address, FILTER_VALIDATE_IP ) ? '' : $address;
	}
}
