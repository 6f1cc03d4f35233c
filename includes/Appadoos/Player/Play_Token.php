<?php
/**
 * Short-lived, signed capabilities to play one Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

defined( 'ABSPATH' ) || exit;

/**
 * A token is `{user id}-{expires}-{signature}`: the person it was made for
 * (0: a visitor of a deployed, "Live" Appadoo), a Unix time, and an HMAC-SHA256 (key from the site's auth salt) over the
 * Appadoo id, the user id and the expiry. It goes in the player's path
 * (`/play/{slug}/{token}/…`) instead of a cookie: the package plays in an
 * opaque origin (sandboxed iframe without allow-same-origin, and the CSP
 * `sandbox` directive when opened alone), where the browser sends no site
 * cookies with its asset requests. The token opens that one Appadoo's files
 * and nothing else, and only until it expires; every request also checks that
 * the person may still see the Appadoo.
 */
final class Play_Token {

	/** Lifetime of a preview token, seconds (filter `playpal_play_token_ttl`). */
	public const TTL = 4 * HOUR_IN_SECONDS;

	/**
	 * Makes a token.
	 *
	 * @param int      $appadoo_id Appadoo id.
	 * @param int      $user_id    Person it is for (0 for a visitor).
	 * @param int|null $now        Current time (tests).
	 */
	public static function issue( int $appadoo_id, int $user_id, ?int $now = null ): string {
		/**
		 * How long a preview link of an Appadoo works, in seconds.
		 *
		 * @param int $ttl Seconds (default 4 hours).
		 */
		$ttl     = max( 60, (int) apply_filters( 'playpal_play_token_ttl', self::TTL ) );
		$expires = ( $now ?? time() ) + $ttl;
		return $user_id . '-' . $expires . '-' . self::sign( $appadoo_id, $user_id, $expires );
	}

	/**
	 * Reads a token.
	 *
	 * @param string   $token      Token from the path.
	 * @param int      $appadoo_id Appadoo the path names.
	 * @param int|null $now        Current time (tests).
	 * @return array{user: int, expires: int, expired: bool}|null Null when malformed or not ours.
	 */
	public static function read( string $token, int $appadoo_id, ?int $now = null ): ?array {
		$parts = explode( '-', $token );
		if ( 3 !== count( $parts ) || ! ctype_digit( $parts[0] ) || ! ctype_digit( $parts[1] ) || strlen( $parts[0] ) > 12 || strlen( $parts[1] ) > 12 ) {
			return null;
		}
		$user    = (int) $parts[0];
		$expires = (int) $parts[1];
		if ( ! hash_equals( self::sign( $appadoo_id, $user, $expires ), $parts[2] ) ) {
			return null;
		}
		return array(
			'user'    => $user,
			'expires' => $expires,
			'expired' => $expires < ( $now ?? time() ),
		);
	}

	/**
	 * The signature: 32 hex characters.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @param int $user_id    User id.
	 * @param int $expires    Expiry.
	 */
	private static function sign( int $appadoo_id, int $user_id, int $expires ): string {
		return substr( hash_hmac( 'sha256', 'playpal-play|' . $appadoo_id . '|' . $user_id . '|' . $expires, wp_salt( 'auth' ) ), 0, 32 );
	}
}
