<?php
/**
 * Counts requests per client in fixed windows.
 *
 * @package PlayPal
 */

namespace PlayPal\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * A fixed-window counter in `{prefix}playpal_rate_limits`: one Atomic_Counter
 * per bucket and window, so the count is taken in one statement and
 * concurrent requests cannot pass a limit (a transient would lose counts:
 * read, add one, write back).
 */
final class Rate_Limiter {

	/**
	 * What hit() answers when the count could not be taken. Callers treat it
	 * as "refuse": a limiter that cannot count must not let everything through.
	 */
	public const FAILED = Atomic_Counter::FAILED;

	private Atomic_Counter $counter;

	/**
	 * Constructor.
	 *
	 * @param Atomic_Counter|null $counter The counters.
	 */
	public function __construct( ?Atomic_Counter $counter = null ) {
		$this->counter = $counter ?? new Atomic_Counter();
	}

	/**
	 * Records one hit and says how many hits the bucket has in the current window.
	 *
	 * @param string   $bucket Who is counted, e.g. a hash of scope and client address.
	 * @param int      $window Window length in seconds.
	 * @param int|null $now    When the hit is counted (default: now).
	 * @return int Hits in the current window including this one; FAILED (0) when counting failed.
	 */
	public function hit( string $bucket, int $window, ?int $now = null ): int {
		$window = max( 1, $window );
		$start  = self::window_start( $now ?? time(), $window );
		// Kept until its window ends; limits with different windows share the table.
		return $this->counter->add( $bucket, $start + $window, $start );
	}

	/**
	 * The start of the fixed window a moment falls in.
	 *
	 * @param int $time   Unix time.
	 * @param int $window Window length in seconds (at least 1).
	 */
	public static function window_start( int $time, int $window ): int {
		$window = max( 1, $window );
		return (int) ( floor( $time / $window ) * $window );
	}

	/**
	 * Seconds until the current window of a length ends (for `retry_after`).
	 *
	 * @param int $window Window length in seconds.
	 */
	public static function retry_after( int $window ): int {
		$window = max( 1, $window );
		return $window - ( time() % $window );
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
