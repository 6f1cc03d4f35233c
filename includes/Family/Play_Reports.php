<?php
/**
 * Takes a play-time report from a child's device.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * The child must be the parent's and the Appadoo one the family may play
 * (else 404, nothing counted); then the session's seconds so far go into the
 * ledger (Play_Time_Ledger: each session counts once) and the Appadoo is
 * marked as played now.
 */
final class Play_Reports {

	/** How far ahead of the server's clock a played-at time may be (a device's clock running fast). */
	public const FUTURE_SKEW_SECONDS = 300;

	/** Days back a played-at time may be, unless filtered (`playpal_family_offline_window_days`). */
	public const OFFLINE_WINDOW_DAYS = 7;

	public function __construct( private Child_Repository $children, private Playable_Appadoos $appadoos, private Play_Time_Ledger $ledger, private Child_Appadoo_State $states ) {
	}

	/**
	 * Records a report.
	 *
	 * @param int         $parent_id  Parent's user id.
	 * @param string      $public_id  The child's public id.
	 * @param int         $appadoo_id The Appadoo played.
	 * @param string      $session    Session id.
	 * @param int         $seconds    Seconds so far in this session.
	 * @param int         $now        Current time.
	 * @param string|null $share      The share token of the host page reporting, if any (Playable_Appadoos).
	 * @param int|null    $played_at  When the session's last counted second was played (null: now, as
	 *                                a saved copy from before played-at reports it); its growth counts on
	 *                                that site day.
	 * @throws Invalid_Input When the session id, the seconds or the played-at time are refused (and, from the
	 *                       services it calls, Not_Found for another family's child or Appadoo,
	 *                       Unavailable when busy, Operation_Failed when the database refuses).
	 */
	public function report( int $parent_id, string $public_id, int $appadoo_id, string $session, int $seconds, int $now, ?string $share = null, ?int $played_at = null ): Child {
		if ( 1 !== preg_match( '/^[0-9a-f]{32}\z/', $session ) ) {
			throw new Invalid_Input( 'playpal_family_session_invalid', __( 'A session id is 32 hexadecimal characters.', 'playpal' ), array( 'params' => array( 'session' ) ) );
		}
		if ( $seconds < 0 || $seconds > Play_Time_Ledger::SESSION_MAX_SECONDS ) {
			throw new Invalid_Input(
				'playpal_family_seconds_invalid',
				/* translators: %d: most seconds. */
				sprintf( __( 'Seconds played are a whole number from 0 to %d.', 'playpal' ), Play_Time_Ledger::SESSION_MAX_SECONDS ),
				array( 'params' => array( 'seconds' ) )
			);
		}
		$played_at = $played_at ?? $now;
		if ( $played_at > $now + self::FUTURE_SKEW_SECONDS || $played_at < $now - self::window_days() * DAY_IN_SECONDS ) {
			$refusal = self::played_at_invalid();
			throw $refusal;
		}
		$child = $this->children->find( $parent_id, $public_id );
		$this->appadoos->find( $appadoo_id, $parent_id, $share, $now );
		$this->ledger->report( $child, $appadoo_id, $session, $seconds, $now, $played_at );
		$this->states->touch_played( $child, $appadoo_id, $now );
		return $child;
	}

	/**
	 * Days back a played-at time is taken: the offline window (a device offline longer has
	 * lost its reports' day; the parent's view of those days is already out).
	 */
	public static function window_days(): int {
		/**
		 * Filters how many days back a play report's played-at time may be.
		 *
		 * @param int $days Days (default 7; at least 1).
		 */
		return max( 1, (int) apply_filters( 'playpal_family_offline_window_days', self::OFFLINE_WINDOW_DAYS ) );
	}

	/**
	 * Reads a played-at time as sent: an ISO 8601 UTC string (`2026-12-07T20:00:00Z`,
	 * milliseconds allowed), a real moment of the calendar.
	 *
	 * @param mixed $value The field as decoded.
	 * @return int Unix time.
	 * @throws Invalid_Input When it is anything else.
	 */
	public static function parse_played_at( mixed $value ): int {
		if ( is_string( $value ) && 1 === preg_match( '/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d{1,6})?Z\z/', $value, $match ) ) {
			$time = DateTimeImmutable::createFromFormat( '!Y-m-d\TH:i:s', $match[1], new DateTimeZone( 'UTC' ) );
			// A date that rolls over (30 February, 25:00) is refused, not read as another moment.
			if ( false !== $time && $time->format( 'Y-m-d\TH:i:s' ) === $match[1] ) {
				return $time->getTimestamp();
			}
		}
		$refusal = self::played_at_invalid();
		throw $refusal;
	}

	private static function played_at_invalid(): Invalid_Input {
		return new Invalid_Input(
			'playpal_family_played_at_invalid',
			/* translators: %d: days. */
			sprintf( __( 'playedAt is a UTC time (2026-12-07T20:00:00Z), not in the future and at most %d days ago.', 'playpal' ), self::window_days() ),
			array( 'params' => array( 'playedAt' ) )
		);
	}
}
