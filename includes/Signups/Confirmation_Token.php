<?php
/**
 * The signed token of a double opt-in confirmation link.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

defined( 'ABSPATH' ) || exit;

/**
 * `{id}.{expires}.{signature}`: the sign-up's row id, the Unix time the link
 * stops working, and an HMAC-SHA256 over both and the sign-up's email, keyed
 * with the site's secret. Nothing is stored: the email in the row is what
 * the signature is checked against, so a link only ever confirms the
 * sign-up it was made for, and cannot be forged or stretched.
 */
final class Confirmation_Token {

	/** How long a confirmation link works. */
	public const LIFETIME = 7 * DAY_IN_SECONDS;

	/** Longest token accepted: 19 + 1 + 10 + 1 + 64 characters. */
	public const MAX_LENGTH = 95;

	private const PATTERN = '/^([1-9][0-9]{0,18})\.([0-9]{10})\.([0-9a-f]{64})$/D';

	/**
	 * Makes the token of a sign-up.
	 *
	 * @param int    $id               Row id.
	 * @param string $email_normalized The row's normalised email.
	 * @param int    $now              Unix time.
	 */
	public static function make( int $id, string $email_normalized, int $now ): string {
		$expires = $now + self::LIFETIME;
		return $id . '.' . $expires . '.' . self::signature( $id, $expires, $email_normalized );
	}

	/**
	 * The row id and expiry a well-formed token names, or null for anything else.
	 *
	 * @param string $token Token as received.
	 * @return array{id: int, expires: int, signature: string}|null
	 */
	public static function parse( string $token ): ?array {
		if ( strlen( $token ) > self::MAX_LENGTH || 1 !== preg_match( self::PATTERN, $token, $parts ) ) {
			return null;
		}
		return array(
			'id'        => (int) $parts[1],
			'expires'   => (int) $parts[2],
			'signature' => $parts[3],
		);
	}

	/**
	 * Whether a parsed token was signed for this sign-up.
	 *
	 * @param array{id: int, expires: int, signature: string} $parsed           From parse().
	 * @param string                                          $email_normalized The row's normalised email.
	 */
	public static function is_signed_for( array $parsed, string $email_normalized ): bool {
		return hash_equals( self::signature( $parsed['id'], $parsed['expires'], $email_normalized ), $parsed['signature'] );
	}

	private static function signature( int $id, int $expires, string $email_normalized ): string {
		return hash_hmac( 'sha256', $id . '|' . $expires . '|' . $email_normalized, wp_salt( 'auth' ) . '|playpal-signup-confirmation' );
	}
}
