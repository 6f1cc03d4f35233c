<?php
/**
 * The name a person's offline data goes under in the browser.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

defined( 'ABSPATH' ) || exit;

/**
 * Saved items, cached pages and queued reports live in the browser under
 * names that end in this key (docs/OFFLINE.md), so one person's data is never
 * read for another on a shared device. It is an HMAC of the user id, keyed
 * from the site's salts: stable for a person, not guessable for anyone else,
 * and saying nothing about who it is.
 */
final class Offline_User_Key {

	/**
	 * Characters of the HMAC kept: enough to never collide between people.
	 */
	private const LENGTH = 32;

	/**
	 * The key of a signed-in person, or null for a guest (who keeps nothing offline).
	 *
	 * @param int $user_id WordPress user id (0 for a guest).
	 */
	public static function for_user( int $user_id ): ?string {
		if ( $user_id <= 0 ) {
			return null;
		}
		return substr( hash_hmac( 'sha256', 'playpal-offline-user|' . $user_id, wp_salt( 'auth' ) ), 0, self::LENGTH );
	}
}
