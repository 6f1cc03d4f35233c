<?php
/**
 * Reads of a locked step go to the primary database, on every database drop-in.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A read/write splitting database drop-in (HyperDB, LudicrousDB: a `db.php`
 * that sends every SELECT to a read replica) would send `SELECT GET_LOCK()`
 * and `SELECT RELEASE_LOCK()` to a replica: the lock would be taken where the
 * other app nodes, on the primary or on another replica, never look, and the
 * release could reach another server than the lock. The reads of the locked
 * step (a quota, a counter, a list kept in meta) could then see a copy from
 * before the previous holder's write, which the replica has not applied yet.
 * Both drop-ins offer send_reads_to_masters(): every later read of this
 * request goes to the primary. Without such a drop-in there is one server and
 * nothing to do (docs/SCALING.md).
 */
final class Primary_Reads {

	/**
	 * From now on, this request reads from the primary (when the drop-in can route).
	 */
	public static function pin(): void {
		global $wpdb;
		if ( is_object( $wpdb ) && method_exists( $wpdb, 'send_reads_to_masters' ) ) {
			$wpdb->send_reads_to_masters();
		}
	}
}
