<?php
/**
 * A database lock around one person's download allowance.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * The free tier's daily count lives in user meta, read and written in PHP.
 * Two requests checking it at once would both see "one left" and both pass,
 * so the check and the record run under MariaDB's named lock (GET_LOCK),
 * which every connection and every web server worker sees. The cached meta is
 * dropped first, so the check starts from what another request just wrote.
 */
final class Download_Lock {

	/** Seconds to wait for another request of the same person. */
	public const WAIT = 10;

	/**
	 * Runs $change while holding the lock `{prefix}playpal_downloads_{user}`.
	 *
	 * @param int      $user_id User.
	 * @param callable $change  Called without arguments while the lock is held.
	 * @return mixed What $change returned.
	 * @throws RuntimeException When the lock stays busy or the database refuses it.
	 */
	public static function run( int $user_id, callable $change ): mixed {
		global $wpdb;
		$lock = $wpdb->prefix . 'playpal_downloads_' . $user_id;
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $lock, self::WAIT ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			throw new RuntimeException( 'Another download of this person is still being counted.' );
		}
		try {
			wp_cache_delete( $user_id, 'user_meta' );
			return $change();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}
}
