<?php
/**
 * Sends the weekly play summary to the parents who asked for it.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Database\Named_Lock;
use PlayPal\Time\Recurring_Event;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * The WP-Cron event `playpal_family_weekly_summary` (weekly; scheduled on
 * `init`, cleared on deactivation and uninstall). Each run sums up the last
 * complete site week (the seven days before this week's "Week Starts On"
 * day) for every opted-in parent with children, by wp_mail, in the parent's
 * locale.
 *
 * Once per week per parent, however often the event runs (WP-Cron may run
 * an event twice when two requests spawn it together): under the parent's
 * Named_Lock the job records the week in `playpal_family_summary_week`
 * before sending and skips a parent whose record already names that week;
 * when wp_mail fails the record goes back, so the next run tries again.
 */
final class Weekly_Summary_Job {

	public const HOOK = 'playpal_family_weekly_summary';

	public function __construct( private Weekly_Summary_Preference $preference, private Weekly_Summary_Message $message ) {
	}

	public function add_hooks(): void {
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'run_weekly' ) );
	}

	/**
	 * Schedules the weekly event once.
	 */
	public static function schedule(): void {
		Recurring_Event::schedule( self::HOOK, 'weekly' );
	}

	/**
	 * The cron event's callback (WordPress passes it an empty argument).
	 */
	public function run_weekly(): void {
		$this->run( time() );
	}

	/**
	 * Sends the summaries not sent yet for the last complete week.
	 *
	 * @param int $now Current time.
	 * @return int Summaries sent.
	 */
	public function run( int $now ): int {
		$this_week = new \DateTimeImmutable( Site_Day::week_start( $now ), wp_timezone() );
		$from      = $this_week->modify( '-7 days' )->format( 'Y-m-d' );
		$to        = $this_week->modify( '-1 day' )->format( 'Y-m-d' );
		$sent      = 0;
		foreach ( $this->preference->parents() as $parent_id ) {
			try {
				$sent += (int) Named_Lock::run( 'family_summary_' . $parent_id, 0, fn(): bool => $this->send_once( $parent_id, $from, $to ) );
			} catch ( Lock_Busy $busy ) {
				// Another run holds this parent: it sends (or has sent) this week's summary.
				continue;
			}
		}
		return $sent;
	}

	/**
	 * Sends one parent's summary unless this week's went already.
	 *
	 * @param int    $parent_id Parent's user id.
	 * @param string $from      First day of the week summed up.
	 * @param string $to        Last day.
	 * @return bool Whether an e-mail went.
	 */
	private function send_once( int $parent_id, string $from, string $to ): bool {
		$before = (string) get_user_meta( $parent_id, Weekly_Summary_Preference::SENT_META, true );
		$parent = get_userdata( $parent_id );
		if ( $from === $before || ! $parent || ! is_email( $parent->user_email ) ) {
			return false;
		}
		$switched = switch_to_user_locale( $parent_id );
		try {
			$mail = $this->message->build( $parent, $from, $to );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		if ( null === $mail ) {
			return false;
		}
		update_user_meta( $parent_id, Weekly_Summary_Preference::SENT_META, $from );
		if ( wp_mail( $parent->user_email, $mail['subject'], $mail['body'], array( 'Content-Type: text/plain; charset=UTF-8' ) ) ) {
			return true;
		}
		if ( '' === $before ) {
			delete_user_meta( $parent_id, Weekly_Summary_Preference::SENT_META );
		} else {
			update_user_meta( $parent_id, Weekly_Summary_Preference::SENT_META, $before );
		}
		return false;
	}
}
