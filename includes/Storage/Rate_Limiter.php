<?php
/**
 * Counts requests per client in fixed windows.
 *
 * @package PlayPal
 */

namespace PlayPal\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed-window counter in `{prefix}playpal_rate_limits`.
 *
 * Transients would lose counts under concurrent requests (read, add one,
 * write back); here the increment happens inside one statement, and that
 * statement's own answer carries the count: one affected row means the
 * bucket's first hit; two mean an update, whose LAST_INSERT_ID(hits + 1)
 * comes back as the statement's insert id ($wpdb->insert_id). A second
 * `SELECT LAST_INSERT_ID()` could be sent to another server behind a
 * read/write splitter (HyperDB, LudicrousDB) and read 0 there.
 */
final class Rate_Limiter {

	/**
	 * What hit() answers when the count could not be taken. Callers treat it
	 * as "refuse": a limiter that cannot count must not let everything through.
	 */
	public const FAILED = 0;

	/**
	 * Records one hit and says how many hits the bucket has in the current window.
	 *
	 * @param string $bucket Who is counted, e.g. a hash of scope and client address.
	 * @param int    $window Window length in seconds.
	 * @return int Hits in the current window including this one; FAILED (0) when counting failed.
	 */
	public function hit( string $bucket, int $window ): int {
		global $wpdb;
		$table  = Schema::rate_limits_table();
		$window = max( 1, $window );
		$start  = (int) ( floor( time() / $window ) * $window );
		$key    = hash( 'sha256', $bucket );
		// Kept until its window ends; limits with different windows share the table.
		$expires = $start + $window;

		$wpdb->insert_id = 0;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Atomic counter on our own table.
		$affected = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (bucket, window_start, expires_at, hits) VALUES (%s, %d, %d, 1) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$key,
				$start,
				$expires
			)
		);
		// 1: inserted (the first hit); 2: updated, the new count in insert_id.
		$hits = 1 === $affected ? 1 : ( 2 === $affected ? (int) $wpdb->insert_id : self::FAILED );
		if ( $hits < 1 ) {
			return self::FAILED;
		}

		// Ended windows are never read again; dropping them keeps the table tiny.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at < %d", time() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $hits;
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
}
