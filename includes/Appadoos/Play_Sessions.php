<?php
/**
 * Counts play sessions into an Appadoo's usage.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Database\Named_Lock;
use PlayPal\Database\Primary_Reads;
use PlayPal\Database\Schema;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * What `POST pp/v1/appadoos/{key}/sessions` records (docs/APPADOOS.md, Play
 * analytics):
 *
 * - a start adds one to `usage.sessions` and sets `usage.lastPlayed`, and
 *   remembers the session (a random id the runtime made, with the server's
 *   start time, nothing about the player) in `{prefix}playpal_play_sessions`;
 * - an end of a remembered session adds its duration to `usage.totalSeconds`
 *   (and `usage.totalTime`, whole minutes), then forgets it: each session
 *   ends once. The duration the runtime reports is trusted only up to the
 *   time the server itself saw pass since the start, plus a minute for the
 *   trip, and never more than a day.
 *
 * The open sessions are bounded: a session is remembered for at most a day
 * (and a minute), and an Appadoo keeps at most `playpal_sessions_open_max`
 * (default 500) open at once — a start beyond that forgets the oldest (its
 * start stays counted; only its end can no longer add time). So no number of
 * starts grows the table past that many rows per Appadoo.
 *
 * The counters change under the Appadoo's `usage` lock
 * (Named_Lock::run_on_meta), so sessions reported at the same moment all
 * count; a start is remembered by one `INSERT IGNORE` (two starts of one
 * session: one is counted), an end is claimed by one `DELETE` (two ends of
 * one session: one adds its time).
 */
final class Play_Sessions {

	/** Longest session counted, in seconds. */
	public const MAX_SECONDS = DAY_IN_SECONDS;

	/** Seconds a reported duration may exceed what the server saw (network and relay delays). */
	public const SLACK_SECONDS = 60;

	/** Open sessions one Appadoo keeps, unless filtered. */
	public const OPEN_MAX = 500;

	/** Seconds a report waits for another one on the same Appadoo. */
	private const LOCK_SECONDS = 5;

	/**
	 * Records a start.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $session    Session id (validated by the route: 32 hex characters).
	 * @param int    $now        Current time.
	 * @return bool False when this session was already started.
	 * @throws RuntimeException When the counters are busy or the database refuses.
	 */
	public function start( int $appadoo_id, string $session, int $now ): bool {
		global $wpdb;
		$table = Schema::play_sessions_table();
		return (bool) Named_Lock::run_on_meta(
			'usage',
			'post',
			$appadoo_id,
			self::LOCK_SECONDS,
			function () use ( $wpdb, $table, $appadoo_id, $session, $now ): bool {
				$this->forget_expired( $now );
				$added = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (appadoo_id, session, started_at) VALUES (%d, %s, %d)", $appadoo_id, $session, $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
				if ( false === $added ) {
					throw new RuntimeException( 'The session could not be remembered.' );
				}
				if ( 0 === (int) $added ) {
					return false;
				}
				$this->keep_within_cap( $appadoo_id );
				$this->write_usage(
					$appadoo_id,
					static function ( array $usage ) use ( $now ): array {
						++$usage['sessions'];
						$usage['lastPlayed'] = gmdate( 'Y-m-d\TH:i:s\Z', $now );
						return $usage;
					}
				);
				return true;
			}
		);
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
		global $wpdb;
		$table = Schema::play_sessions_table();
		// The start may have been written a moment ago, on another node: a read replica may not hold it yet
		// (the end would be refused and its time lost), so this read and the rest go to the primary.
		Primary_Reads::pin();
		$started = $wpdb->get_var( $wpdb->prepare( "SELECT started_at FROM {$table} WHERE appadoo_id = %d AND session = %s AND started_at >= %d", $appadoo_id, $session, $now - self::lifetime() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		// Whoever deletes the row ends the session; a second end finds nothing.
		if ( ! is_numeric( $started ) || 1 !== (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE appadoo_id = %d AND session = %s", $appadoo_id, $session ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
			return null;
		}
		$seen    = max( 0, $now - (int) $started );
		$counted = max( 0, min( $duration, $seen + self::SLACK_SECONDS, self::MAX_SECONDS ) );
		Named_Lock::run_on_meta(
			'usage',
			'post',
			$appadoo_id,
			self::LOCK_SECONDS,
			fn() => $this->write_usage(
				$appadoo_id,
				static function ( array $usage ) use ( $counted, $now ): array {
					$usage['totalSeconds'] += $counted;
					$usage['totalTime']     = intdiv( $usage['totalSeconds'], MINUTE_IN_SECONDS );
					$usage['lastPlayed']    = gmdate( 'Y-m-d\TH:i:s\Z', $now );
					return $usage;
				}
			)
		);
		return $counted;
	}

	/**
	 * How many sessions of an Appadoo are open now.
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	public function open_count( int $appadoo_id ): int {
		global $wpdb;
		$table = Schema::play_sessions_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE appadoo_id = %d", $appadoo_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Forgets every open session of an Appadoo (`playpal_appadoo_deleted`).
	 *
	 * @param int|string $appadoo_id Appadoo id.
	 */
	public function forget_appadoo( int|string $appadoo_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::play_sessions_table(), array( 'appadoo_id' => (int) $appadoo_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Most open sessions an Appadoo keeps.
	 */
	public static function open_max(): int {
		/**
		 * Filters how many play sessions of one Appadoo the server remembers at once
		 * (a start beyond that forgets the oldest open one).
		 *
		 * @param int $max Default 500.
		 */
		return max( 1, (int) apply_filters( 'playpal_sessions_open_max', self::OPEN_MAX ) );
	}

	/**
	 * Seconds an open session is remembered.
	 */
	private static function lifetime(): int {
		return self::MAX_SECONDS + self::SLACK_SECONDS;
	}

	/**
	 * Drops sessions older than their lifetime (every Appadoo's; the index makes it cheap).
	 *
	 * @param int $now Current time.
	 */
	private function forget_expired( int $now ): void {
		global $wpdb;
		$table = Schema::play_sessions_table();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE started_at < %d", $now - self::lifetime() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Forgets the oldest open sessions of an Appadoo beyond the cap (runs under the Appadoo's lock).
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	private function keep_within_cap( int $appadoo_id ): void {
		global $wpdb;
		$table = Schema::play_sessions_table();
		$over  = $this->open_count( $appadoo_id ) - self::open_max();
		if ( $over > 0 ) {
			// Oldest first: the row id follows the order the starts arrived in (several may share a second).
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE appadoo_id = %d ORDER BY id ASC LIMIT %d", $appadoo_id, $over ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		}
	}

	/**
	 * Reads, changes and writes the usage (the caller holds the Appadoo's lock).
	 *
	 * @param int      $appadoo_id Appadoo id.
	 * @param callable $change     Takes the usage, returns the new one.
	 */
	private function write_usage( int $appadoo_id, callable $change ): void {
		update_post_meta(
			$appadoo_id,
			Appadoo_Meta::USAGE,
			wp_slash( $change( Appadoo_Repository::usage_of( get_post_meta( $appadoo_id, Appadoo_Meta::USAGE, true ) ) ) )
		);
	}
}
