<?php
/**
 * A WP-Cron event that recurs.
 *
 * @package PlayPal
 */

namespace PlayPal\Time;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's jobs (backups, retention, purges, reminders, summaries) each
 * schedule their event the same way: once, unless it is scheduled already,
 * its first run an hour from now so that activating the plugin does not run
 * every job at once.
 */
final class Recurring_Event {

	/**
	 * Schedules the event unless it is scheduled.
	 *
	 * @param string $hook       Action the event fires.
	 * @param string $recurrence `daily` or `weekly`.
	 */
	public static function schedule( string $hook, string $recurrence = 'daily' ): void {
		if ( false === wp_next_scheduled( $hook ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, $recurrence, $hook );
		}
	}
}
