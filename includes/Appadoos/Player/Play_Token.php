<?php
/**
 * Signed capabilities to play one Appadoo, bound to one load.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

defined( 'ABSPATH' ) || exit;

/**
 * A token is `{user id}-{expires}-{load}-{signature}`: the person it was made
 * for (0: a visitor of a deployed, "Live" Appadoo), a Unix time after which it
 * never works (its longest life), 16 random hex characters naming the one
 * load it was made for (a host page, a portal preview, an offline save), and
 * an HMAC-SHA256 (key from the site's auth salt) over the Appadoo id, the user
 * id, the expiry and the load. It goes in the player's path
 * (`/play/{slug}/{token}/…`) instead of a cookie: the package plays in an
 * opaque origin (sandboxed iframe without allow-same-origin, and the CSP
 * `sandbox` directive), where the browser sends no site cookies with its
 * asset requests. The token opens that one Appadoo's files and nothing else,
 * only while its load's lease (Play_Lease) runs — a host page's lease is
 * short and renewed by that page while it plays — and never after its
 * expiry; every request also checks that the person may still see the Appadoo.
 */
final class Play_Token {

	/** Longest life of a token, seconds (filter `playpal_play_token_ttl`). */
	public const TTL = 4 * HOUR_IN_SECONDS;

	/** Longest token: a 12-digit user id and expiry, the load and the signature. */
	public const MAX_LENGTH = 12 + 1 + 12 + 1 + 16 + 1 + 32;

	/** A load id: 16 hex characters. */
	private const PATTERN = '/^([0-9]{1,12})-([0-9]{1,12})-([0-9a-f]{16})-([0-9a-f]{32})$/';

	/**
	 * Makes a token (its lease is the caller's: Play_Lease::start()).
	 *
	 * @param int      $appadoo_id Appadoo id.
	 * @param int      $user_id    Person it is for (0 for a visitor).
	 * @param int|null $now        Current time (tests).
	 */
	public static function issue( int $appadoo_id, int $user_id, ?int $now = null ): string {
		/**
		 * The longest an address of an Appadoo works, in seconds, whatever its lease.
		 *
		 * @param int $ttl Seconds (default 4 hours).
		 */
		$ttl     = max( 60, (int) apply_filters( 'playpal_play_token_ttl', self::TTL ) );
		$expires = ( $now ?? time() ) + $ttl;
		$load    = bin2hex( random_bytes( 8 ) );
		return $user_id . '-' . $expires . '-' . $load . '-' . self::sign( $appadoo_id, $user_id, $expires, $load );
	}

	/**
	 * Reads a token's signed parts (its lease is not looked at here).
	 *
	 * @param string   $token      Token from the path.
	 * @param int      $appadoo_id Appadoo the path names.
	 * @param int|null $now        Current time (tests).
	 * @return array{user: int, expires: int, load: string, expired: bool}|null Null when malformed or not ours.
	 */
	public static function read( string $token, int $appadoo_id, ?int $now = null ): ?array {
		if ( strlen( $token ) > self::MAX_LENGTH || 1 !== preg_match( self::PATTERN, $token, $parts ) ) {
			return null;
		}
		$user    = (int) $parts[1];
		$expires = (int) $parts[2];
		if ( ! hash_equals( self::sign( $appadoo_id, $user, $expires, $parts[3] ), $parts[4] ) ) {
			return null;
		}
		return array(
			'user'    => $user,
			'expires' => $expires,
			'load'    => $parts[3],
			'expired' => $expires < ( $now ?? time() ),
		);
	}

	/**
	 * The renewal key of a token (a person's or a share token): 64 hex
	 * characters only the server can make, printed into the host page that
	 * frames the token and nowhere else (never the package, never a GET
	 * answer), so only that page renews its lease.
	 *
	 * @param string $token Token.
	 */
	public static function renew_key( string $token ): string {
		return hash_hmac( 'sha256', 'playpal-play-renew|' . $token, wp_salt( 'auth' ) );
	}

	/**
	 * The signature: 32 hex characters.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param int    $user_id    User id.
	 * @param int    $expires    Expiry.
	 * @param string $load       Load id.
	 */
	private static function sign( int $appadoo_id, int $user_id, int $expires, string $load ): string {
		return substr( hash_hmac( 'sha256', 'playpal-play|' . $appadoo_id . '|' . $user_id . '|' . $expires . '|' . $load, wp_salt( 'auth' ) ), 0, 32 );
	}
}
