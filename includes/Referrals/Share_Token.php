<?php
/**
 * The player's address for someone who opened a share link.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

defined( 'ABSPATH' ) || exit;

/**
 * A share token is `s{expires}-{nonce}-{signature}`: a Unix time, 16 random
 * hex characters (each open gets its own address), and an HMAC-SHA256 (key
 * from the site's auth salt) over the Appadoo id, the share code's row id, the
 * expiry and the nonce. It names no person and no code: the code it was made
 * for is found again by checking the signature against the Appadoo's codes
 * that are still live (Referrals\Share_Codes::admit()), so a code that
 * expired, was used up for a new client, was deleted, or whose Appadoo
 * changed owner opens nothing any more, whatever the token's own expiry says.
 *
 * It lives at most `playpal_share_token_ttl` seconds (default an hour) and
 * never past its code's expiry. Player (tokens of people) never accepts it,
 * nor it a person's token.
 */
final class Share_Token {

	/** Longest life of a share token, seconds (filter `playpal_share_token_ttl`). */
	public const TTL = HOUR_IN_SECONDS;

	private const PATTERN = '/^s([0-9]{1,12})-([0-9a-f]{16})-([0-9a-f]{32})$/';

	/**
	 * Makes a token for one open of a share code.
	 *
	 * @param int      $appadoo_id   Appadoo id.
	 * @param int      $code_id      The share code's row id.
	 * @param int      $code_expires When the code expires (Unix time).
	 * @param int|null $now          Current time (tests).
	 */
	public static function issue( int $appadoo_id, int $code_id, int $code_expires, ?int $now = null ): string {
		/**
		 * How long the player address handed out for a share link works, in seconds
		 * (never longer than the share code itself).
		 *
		 * @param int $ttl Seconds (default an hour).
		 */
		$ttl     = max( 60, (int) apply_filters( 'playpal_share_token_ttl', self::TTL ) );
		$expires = min( $code_expires, ( $now ?? time() ) + $ttl );
		$nonce   = bin2hex( random_bytes( 8 ) );
		return 's' . $expires . '-' . $nonce . '-' . self::sign( $appadoo_id, $code_id, $expires, $nonce );
	}

	/**
	 * Whether a path segment is meant as a share token (it may still be forged).
	 *
	 * @param string $token Path segment.
	 */
	public static function looks_like( string $token ): bool {
		return str_starts_with( $token, 's' );
	}

	/**
	 * The parts of a well-formed token.
	 *
	 * @param string $token Token from the path.
	 * @return array{expires: int, nonce: string, signature: string}|null Null when malformed.
	 */
	public static function parse( string $token ): ?array {
		if ( 1 !== preg_match( self::PATTERN, $token, $parts ) ) {
			return null;
		}
		return array(
			'expires'   => (int) $parts[1],
			'nonce'     => $parts[2],
			'signature' => $parts[3],
		);
	}

	/**
	 * Whether parsed token parts were signed for this Appadoo and this share code.
	 *
	 * @param array{expires: int, nonce: string, signature: string} $parts      From parse().
	 * @param int                                                   $appadoo_id Appadoo id.
	 * @param int                                                   $code_id    Share code row id.
	 */
	public static function is_for( array $parts, int $appadoo_id, int $code_id ): bool {
		return hash_equals( self::sign( $appadoo_id, $code_id, $parts['expires'], $parts['nonce'] ), $parts['signature'] );
	}

	/**
	 * The signature: 32 hex characters.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param int    $code_id    Share code row id.
	 * @param int    $expires    Expiry.
	 * @param string $nonce      Random part.
	 */
	private static function sign( int $appadoo_id, int $code_id, int $expires, string $nonce ): string {
		return substr( hash_hmac( 'sha256', 'playpal-share|' . $appadoo_id . '|' . $code_id . '|' . $expires . '|' . $nonce, wp_salt( 'auth' ) ), 0, 32 );
	}
}
