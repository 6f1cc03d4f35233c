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
 * write back); here the increment happens inside one statement, and
 * LAST_INSERT_ID(expr) hands the new count back on the same connection.
 */
final class Rate_Limiter {

	/**
	 * Records one hit and says how many hits the bucket has in the current window.
	 *
	 * @param string $bucket Who is counted, e.g. a hash of scope and client address.
	 * @param int    $window Window length in seconds.
	 * @return int Hits in the current window including this one; 0 when counting failed.
	 */
	public function hit( string $bucket, int $window ): int {
		global $wpdb;
		$table  = Schema::rate_limits_table();
		$window = max( 1, $window );
		$start  = (int) ( floor( time() / $window ) * $window );
		$key    = hash( 'sha256', $bucket );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Atomic counter on our own table.
		$ok = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (bucket, window_start, hits) VALUES (%s, %d, LAST_INSERT_ID(1)) ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$key,
				$start
			)
		);
		if ( false === $ok ) {
			return 0;
		}
		$hits = (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery

		// Old windows are never read again; dropping them keeps the table tiny.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE window_start < %d", $start - $window ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $hits;
	}
}
