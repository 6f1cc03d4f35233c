<?php
/**
 * Counters that parallel requests cannot pass: each change is one SQL statement.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Named counters in `{prefix}playpal_rate_limits` (Schema), each kept until
 * its expiry, and every change one statement that MariaDB runs on the row
 * under its own lock (read-add-write of a transient, an option or meta loses
 * counts when two requests run at once; `wp_cache_incr()` is atomic only on
 * some object caches). add() is `INSERT … ON DUPLICATE KEY UPDATE hits =
 * LAST_INSERT_ID(hits + 1)`: one affected row is the key's first hit; two an
 * update, whose new count comes back as that statement's insert id (a second
 * `SELECT LAST_INSERT_ID()` could reach another server behind a read/write
 * splitter and read 0).
 *
 * Keys are hashed (no raw input in the table). Limits\Limiter keeps one key
 * per window here (an "at most K" whose refusals must not count is its claim()
 * over a log); the player's share grants use add() and current() under a
 * Named_Lock.
 */
final class Atomic_Counter {

	/** What add() answers when the database refused: callers refuse too. */
	public const FAILED = 0;

	/**
	 * Adds one and answers the new count.
	 *
	 * @param string $key        What is counted (hashed before it is stored).
	 * @param int    $expires_at Unix time after which the counter is dropped.
	 * @param int    $window     A second part of the key (Limiter's window start); 0 for none.
	 * @return int The count including this one; FAILED (0) when the database refused.
	 */
	public function add( string $key, int $expires_at, int $window = 0 ): int {
		global $wpdb;
		$table = Schema::rate_limits_table();

		// Ended counters are never read again; dropping them first keeps the table tiny and
		// means an expired count is never carried on by the statement below.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at < %d", time() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery

		$wpdb->insert_id = 0;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Atomic counter on our own table.
		$affected = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (bucket, window_start, expires_at, hits) VALUES (%s, %d, %d, 1) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				self::bucket( $key ),
				max( 0, $window ),
				max( 0, $expires_at )
			)
		);
		// 1: inserted (the first hit); 2: updated, the new count in insert_id.
		return 1 === $affected ? 1 : ( 2 === $affected ? max( self::FAILED, (int) $wpdb->insert_id ) : self::FAILED );
	}

	/**
	 * The current count (0 when there is none or it expired).
	 *
	 * @param string $key    What is counted.
	 * @param int    $window Second part of the key; 0 for none.
	 */
	public function current( string $key, int $window = 0 ): int {
		global $wpdb;
		$table = Schema::rate_limits_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT hits FROM {$table} WHERE bucket = %s AND window_start = %d AND expires_at >= %d", self::bucket( $key ), max( 0, $window ), time() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Removes a counter.
	 *
	 * @param string $key    What is counted.
	 * @param int    $window Second part of the key; 0 for none.
	 */
	public function remove( string $key, int $window = 0 ): void {
		global $wpdb;
		$table = Schema::rate_limits_table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE bucket = %s AND window_start = %d", self::bucket( $key ), max( 0, $window ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes every counter (deactivation and uninstall: the counts mean
	 * nothing once the plugin is off). The table itself stays with the data.
	 */
	public static function clear_all(): void {
		global $wpdb;
		$table = Schema::rate_limits_table();
		if ( $table !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			return;
		}
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * The stored form of a key.
	 *
	 * @param string $key Key.
	 */
	public static function bucket( string $key ): string {
		return hash( 'sha256', $key );
	}
}
