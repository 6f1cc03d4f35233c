<?php
/**
 * Counts play sessions into an Appadoo's usage.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * What `POST pp/v1/appadoos/{key}/sessions` records (docs/APPADOOS.md, Play
 * analytics):
 *
 * - a start adds one to `usage.sessions` and sets `usage.lastPlayed`, and
 *   remembers the session (a random id the runtime made, kept as a
 *   transient with the server's start time, nothing about the player);
 * - an end of a remembered session adds its duration to `usage.totalSeconds`
 *   (and `usage.totalTime`, whole minutes), then forgets it: each session
 *   ends once. The duration the runtime reports is trusted only up to the
 *   time the server itself saw pass since the start, plus a minute for the
 *   trip, and never more than a day.
 *
 * The counters change under Appadoo_Lock, so sessions reported at the same
 * moment all count.
 */
final class Play_Sessions {

	/** Longest session counted, in seconds. */
	public const MAX_SECONDS = DAY_IN_SECONDS;

	/** Seconds a reported duration may exceed what the server saw (network and relay delays). */
	public const SLACK_SECONDS = 60;

	/** Seconds a report waits for another one on the same Appadoo. */
	private const LOCK_SECONDS = 5;

	/**
	 * Records a start.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $session    Session id (validated by the route).
	 * @param int    $now        Current time.
	 * @return bool False when this session was already started.
	 * @throws RuntimeException When the counters are busy.
	 */
	public function start( int $appadoo_id, string $session, int $now ): bool {
		$key = self::transient( $appadoo_id, $session );
		if ( false !== get_transient( $key ) ) {
			return false;
		}
		set_transient( $key, $now, self::MAX_SECONDS + self::SLACK_SECONDS );
		$this->change(
			$appadoo_id,
			static function ( array $usage ) use ( $now ): array {
				++$usage['sessions'];
				$usage['lastPlayed'] = gmdate( 'Y-m-d\TH:i:s\Z', $now );
				return $usage;
			}
		);
		return true;
	}

	/**
	 * Records an end.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $session    Session id.
	 * @param int    $duration   Seconds the runtime reports.
	 * @param int    $now        Current time.
	 * @return int|null Seconds counted, or null when no such session is open.
	 * @throws RuntimeException When the counters are busy.
	 */
	public function end( int $appadoo_id, string $session, int $duration, int $now ): ?int {
		$key     = self::transient( $appadoo_id, $session );
		$started = get_transient( $key );
		// Whoever deletes the transient ends the session; a second end finds nothing.
		if ( ! is_numeric( $started ) || ! delete_transient( $key ) ) {
			return null;
		}
		$seen    = max( 0, $now - (int) $started );
		$counted = max( 0, min( $duration, $seen + self::SLACK_SECONDS, self::MAX_SECONDS ) );
		$this->change(
			$appadoo_id,
			static function ( array $usage ) use ( $counted, $now ): array {
				$usage['totalSeconds'] += $counted;
				$usage['totalTime']     = intdiv( $usage['totalSeconds'], MINUTE_IN_SECONDS );
				$usage['lastPlayed']    = gmdate( 'Y-m-d\TH:i:s\Z', $now );
				return $usage;
			}
		);
		return $counted;
	}

	/**
	 * Reads, changes and writes the usage as one step.
	 *
	 * @param int      $appadoo_id Appadoo id.
	 * @param callable $change     Takes the usage, returns the new one.
	 * @throws RuntimeException When the lock stays busy.
	 */
	private function change( int $appadoo_id, callable $change ): void {
		Appadoo_Lock::run(
			'usage',
			$appadoo_id,
			self::LOCK_SECONDS,
			static fn() => update_post_meta(
				$appadoo_id,
				Appadoo_Meta::USAGE,
				wp_slash( $change( Appadoo_Repository::usage_of( get_post_meta( $appadoo_id, Appadoo_Meta::USAGE, true ) ) ) )
			)
		);
	}

	/**
	 * The transient that remembers an open session (a hash: fixed length, no raw input in option names).
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $session    Session id.
	 */
	private static function transient( int $appadoo_id, string $session ): string {
		return 'playpal_play_' . substr( hash( 'sha256', $appadoo_id . '|' . $session ), 0, 40 );
	}
}
