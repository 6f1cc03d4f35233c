<?php
/**
 * A database lock around a read-change-write of one Appadoo's meta.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Storage\Named_Lock;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Post meta holding a map or a list (the backup index, the play counters)
 * is read, changed and written back in PHP. Two requests doing that at once
 * would each write their own copy and one change would be lost, so the
 * whole step runs under MariaDB's named lock (GET_LOCK), which every
 * connection sees. The cached copy is dropped first, so the change starts
 * from what another request may just have written.
 */
final class Appadoo_Lock {

	/**
	 * Runs $change while holding the lock `{prefix}playpal_{topic}_{id}`.
	 *
	 * @param string   $topic      What is locked, e.g. `backups` or `usage`.
	 * @param int      $appadoo_id Appadoo id.
	 * @param int      $wait       Seconds to wait for another holder.
	 * @param callable $change     Called without arguments while the lock is held.
	 * @return mixed What $change returned.
	 * @throws RuntimeException When the lock stays busy or the database refuses it.
	 */
	public static function run( string $topic, int $appadoo_id, int $wait, callable $change ): mixed {
		return Named_Lock::run(
			$topic . '_' . $appadoo_id,
			$wait,
			static function () use ( $appadoo_id, $change ): mixed {
				wp_cache_delete( $appadoo_id, 'post_meta' );
				return $change();
			}
		);
	}
}
