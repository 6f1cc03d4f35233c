<?php
/**
 * MariaDB's named lock around one step, for every PlayPal counter and index.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

use PlayPal\Errors\Lock_Busy;

defined( 'ABSPATH' ) || exit;

/**
 * A read-check-write step in PHP (a quota, a daily allowance, a list kept in
 * meta) is only safe when no other request runs the same step at the same
 * time. MariaDB's `GET_LOCK` is seen by every connection of every web server
 * worker (and of every app node sharing the database), so the step runs while
 * holding one. The lock is released however the step ends.
 *
 * The lock and everything after it in the request use the primary database
 * (Primary_Reads), on a drop-in that sends reads to replicas.
 *
 * Lock names are `{prefix}playpal_{name}`; a name longer than MariaDB's 64
 * characters keeps its start and a hash of the whole, so two long names never
 * share a lock.
 */
final class Named_Lock {

	/** MariaDB's longest lock name. */
	private const NAME_MAX = 64;

	/**
	 * Runs $step while holding the lock $name.
	 *
	 * @param string   $name Lock name within PlayPal, e.g. `quota_12`.
	 * @param int      $wait Seconds to wait for another holder.
	 * @param callable $step Called without arguments while the lock is held.
	 * @return mixed What $step returned.
	 * @throws Lock_Busy When the lock stays taken for $wait seconds or the database refuses it.
	 */
	public static function run( string $name, int $wait, callable $step ): mixed {
		global $wpdb;
		$lock = self::full_name( $wpdb->prefix . 'playpal_' . $name );
		// The lock, the step's reads and the release on the primary, never on a read replica.
		Primary_Reads::pin();
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $lock, max( 0, $wait ) ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			throw new Lock_Busy();
		}
		// On a persistent object cache this process may hold copies (a query's last_changed, meta)
		// read before another worker, holding the lock, changed them: read afresh from the shared cache.
		if ( wp_using_ext_object_cache() && function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
		try {
			return $step();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Runs $step while holding the lock `{topic}_{object_id}`, for a
	 * read-change-write of one object's meta (a map or a list kept in post or
	 * user meta: an Appadoo's backup index and play counters, a person's
	 * download allowance). Two requests doing that at once would each write
	 * their own copy and one change would be lost. The object's cached meta is
	 * dropped once the lock is held, so the change starts from what another
	 * request may just have written.
	 *
	 * @param string   $topic     What is locked, e.g. `backups` or `downloads`.
	 * @param string   $meta_type `post` or `user` (WordPress's meta type).
	 * @param int      $object_id The post or user.
	 * @param int      $wait      Seconds to wait for another holder.
	 * @param callable $step      Called without arguments while the lock is held.
	 * @return mixed What $step returned.
	 * @throws Lock_Busy When the lock stays taken for $wait seconds or the database refuses it.
	 */
	public static function run_on_meta( string $topic, string $meta_type, int $object_id, int $wait, callable $step ): mixed {
		return self::run(
			$topic . '_' . $object_id,
			$wait,
			static function () use ( $meta_type, $object_id, $step ): mixed {
				wp_cache_delete( $object_id, $meta_type . '_meta' );
				return $step();
			}
		);
	}

	/**
	 * The name MariaDB is given: as it is when short enough, else its first
	 * characters and a hash of the whole.
	 *
	 * @param string $name Full lock name.
	 */
	public static function full_name( string $name ): string {
		if ( strlen( $name ) <= self::NAME_MAX ) {
			return $name;
		}
		return substr( $name, 0, self::NAME_MAX - 41 ) . '_' . substr( hash( 'sha256', $name ), 0, 40 );
	}
}
