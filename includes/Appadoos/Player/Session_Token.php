<?php
/**
 * The per-Appadoo token that signs play-session reports.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

defined( 'ABSPATH' ) || exit;

/**
 * HMAC-SHA256, keyed from the site's auth salt, over the Appadoo's id and
 * its public key (slug): 64 hex characters, printed into the package's
 * runtime settings so its host can report sessions
 * (`POST pp/v1/appadoos/{key}/sessions`). It cannot be guessed without the
 * salt, and a token of one Appadoo signs nothing for another. It is not a
 * secret from the people who play the Appadoo: it only keeps everyone else
 * from counting sessions for Appadoos they cannot play.
 */
final class Session_Token {

	/**
	 * The token of an Appadoo.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $key        Its public key (the post slug).
	 */
	public static function for_appadoo( int $appadoo_id, string $key ): string {
		return hash_hmac( 'sha256', 'playpal-sessions|' . $appadoo_id . '|' . $key, wp_salt( 'auth' ) );
	}

	/**
	 * Whether a token signs for this Appadoo.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $key        Its public key.
	 * @param string $token      Token sent.
	 */
	public static function verify( int $appadoo_id, string $key, string $token ): bool {
		return hash_equals( self::for_appadoo( $appadoo_id, $key ), $token );
	}
}
