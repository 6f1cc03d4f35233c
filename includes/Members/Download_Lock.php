<?php
/**
 * A database lock around one person's download allowance.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Storage\Named_Lock;
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
		return Named_Lock::run(
			'downloads_' . $user_id,
			self::WAIT,
			static function () use ( $user_id, $change ): mixed {
				wp_cache_delete( $user_id, 'user_meta' );
				return $change();
			}
		);
	}
}
