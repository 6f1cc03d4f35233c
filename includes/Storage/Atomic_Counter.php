<?php
/**
 * Counters that parallel requests cannot pass: each change is one SQL statement.
 *
 * @package PlayPal
 */

namespace PlayPal\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * Named counters in `{prefix}playpal_rate_limits` (Schema), each kept until
 * its expiry. Read-add-write of a transient, an option or user meta loses
 * counts when two requests run at once (both read 4, both write 5), and
 * `wp_cache_incr()` is atomic only on some object caches; here every change
 * is one statement that MariaDB runs on the row under its own lock:
 *
 * - add(): `INSERT … ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)`.
 *   One affected row means the key's first hit; two mean an update, whose new
 *   count comes back as that same statement's insert id ($wpdb->insert_id). A
 *   second `SELECT LAST_INSERT_ID()` could be sent to another server behind a
 *   read/write splitter (HyperDB, LudicrousDB) and read 0 there.
 * - take(): add() and, when that passed the limit, subtract() again: of N
 *   parallel takes against a limit of K exactly K see a count ≤ K, and the
 *   refused ones leave the count where it was.
 *
 * Keys are hashed (fixed length, no raw input in the table). Limits\Limiter
 * is add() with one key per fixed or daily window; the player's share grants
 * use add() and current() under a Named_Lock. take() is for an "at most K"
 * whose refused attempts must not count; no product code needs that yet (the
 * daily download and share-code caps check a log under a Named_Lock instead).
 */
final class Atomic_Counter {

	/**
	 * What add() and take() answer when the count could not be taken.
	 * Callers treat it as "refuse": a counter that cannot count must not let
	 * everything through.
	 */
	public const FAILED = 0;

	/** What take() answers when the limit was already reached (nothing counted). */
	public const FULL = -1;

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
		$hits = 1 === $affected ? 1 : ( 2 === $affected ? (int) $wpdb->insert_id : self::FAILED );
		return max( self::FAILED, $hits );
	}

	/**
	 * Counts one more only while the count stays within a limit.
	 *
	 * @param string $key        What is counted.
	 * @param int    $limit      Largest count allowed.
	 * @param int    $expires_at Unix time after which the counter is dropped.
	 * @param int    $window     Second part of the key; 0 for none.
	 * @return int The new count (1..limit); FULL (-1) when the limit was reached; FAILED (0) when the database refused.
	 */
	public function take( string $key, int $limit, int $expires_at, int $window = 0 ): int {
		$hits = $this->add( $key, $expires_at, $window );
		if ( self::FAILED === $hits ) {
			return self::FAILED;
		}
		if ( $hits > $limit ) {
			// This hit went past the limit: take it back, so refusals never use anything up.
			$this->subtract( $key, $window );
			return self::FULL;
		}
		return $hits;
	}

	/**
	 * Takes one back (never below zero).
	 *
	 * @param string $key    What is counted.
	 * @param int    $window Second part of the key; 0 for none.
	 */
	public function subtract( string $key, int $window = 0 ): void {
		global $wpdb;
		$table = Schema::rate_limits_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET hits = hits - 1 WHERE bucket = %s AND window_start = %d AND hits > 0", self::bucket( $key ), max( 0, $window ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
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
		$where = array(
			'bucket'       => self::bucket( $key ),
			'window_start' => max( 0, $window ),
		);
		$wpdb->delete( Schema::rate_limits_table(), $where, array( '%s', '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
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
