<?php
/**
 * The daily removal of sign-ups nobody confirmed.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Database\Signups_Repository;
use PlayPal\Settings\Settings;
use PlayPal\Time\Recurring_Event;

defined( 'ABSPATH' ) || exit;

/**
 * WP-Cron event `playpal_signups_purge_daily`: deletes unconfirmed sign-ups
 * older than 30 days. Scheduled on activation and on `init` while double
 * opt-in is on; cleared on deactivation and uninstall. It keeps running if
 * the setting is switched off later, so sign-ups left waiting then still go.
 */
final class Unconfirmed_Purge {

	public const HOOK = 'playpal_signups_purge_daily';

	/** Days an unconfirmed sign-up is kept. */
	public const KEEP_DAYS = 30;

	public function __construct(
		private Settings $settings,
		private Signups_Repository $signups = new Signups_Repository()
	) {}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'schedule_when_enabled' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * Schedules the event when double opt-in is on and it is not scheduled yet.
	 */
	public function schedule_when_enabled(): void {
		if ( $this->settings->double_opt_in() ) {
			self::schedule();
		}
	}

	/**
	 * Schedules the event once a day, first run in an hour (unless scheduled).
	 */
	public static function schedule(): void {
		Recurring_Event::schedule( self::HOOK );
	}

	/**
	 * Deletes the unconfirmed sign-ups older than KEEP_DAYS.
	 *
	 * @return int How many were deleted.
	 */
	public function run(): int {
		return $this->signups->purge_unconfirmed( time() - self::KEEP_DAYS * DAY_IN_SECONDS );
	}
}
