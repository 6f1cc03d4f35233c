<?php
/**
 * The play-time ledger: seconds each child played, per site-local day.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unavailable;
use PlayPal\Storage\Lock_Busy;
use PlayPal\Storage\Named_Lock;
use PlayPal\Storage\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}playpal_play_time` holds one row per (child, session): a play
 * session's seconds (`kind = play`) or one grant of extra time (`kind =
 * extra`). The unique key (child_id, session) makes a session count once,
 * however often it is reported and from wherever:
 *
 * - a report carries the session's seconds so far; the row keeps the
 *   largest ever reported (a repeated, late or out-of-order report changes
 *   nothing), on the site-local day of its first report (a session that runs
 *   past midnight counts on the day it started);
 * - two devices play two sessions, so their rows add up;
 * - every statement names the child, so one child's time never moves another's.
 *
 * Writes run under the child's Named_Lock, so the totals read right after a
 * write (the answer's "remaining today") include it and every other write
 * that finished before.
 */
final class Play_Time_Ledger {

	public const KIND_PLAY = 'play';

	public const KIND_EXTRA = 'extra';

	/** Longest a session counts, in seconds (a day). */
	public const SESSION_MAX_SECONDS = DAY_IN_SECONDS;

	private const LOCK_SECONDS = 5;

	/**
	 * Records a session's seconds so far.
	 *
	 * @param Child  $child      The child.
	 * @param int    $appadoo_id The Appadoo played.
	 * @param string $session    Session id (32 hex characters, checked by the caller).
	 * @param int    $seconds    Seconds played in this session so far (0 to a day).
	 * @param int    $now        Current time.
	 * @throws Unavailable When the child's ledger stays busy (and Operation_Failed, from the
	 *                     locked step, when the database refuses).
	 */
	public function report( Child $child, int $appadoo_id, string $session, int $seconds, int $now ): void {
		$seconds = max( 0, min( self::SESSION_MAX_SECONDS, $seconds ) );
		$this->locked(
			$child,
			function () use ( $child, $appadoo_id, $session, $seconds, $now ): void {
				global $wpdb;
				$table = Schema::play_time_table();
				// Only a play row of the same Appadoo grows: a session id reused for another Appadoo, or
				// one colliding with a grant, changes nothing.
				$done = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (child_id, appadoo_id, session, kind, day, seconds, updated_at) VALUES (%d, %d, %s, %s, %s, %d, %d) ON DUPLICATE KEY UPDATE updated_at = IF(kind = %s AND appadoo_id = VALUES(appadoo_id) AND VALUES(seconds) > seconds, VALUES(updated_at), updated_at), seconds = IF(kind = %s AND appadoo_id = VALUES(appadoo_id), GREATEST(seconds, VALUES(seconds)), seconds)", $child->id, $appadoo_id, $session, self::KIND_PLAY, Site_Day::of( $now ), $seconds, $now, self::KIND_PLAY, self::KIND_PLAY ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
				if ( false === $done ) {
					throw self::failed();
				}
			}
		);
	}

	/**
	 * Adds a grant of extra time today.
	 *
	 * @param Child $child   The child.
	 * @param int   $seconds Seconds granted.
	 * @param int   $now     Current time.
	 * @throws Unavailable When the child's ledger stays busy (and Operation_Failed, from the
	 *                     locked step, when the database refuses).
	 */
	public function grant_extra( Child $child, int $seconds, int $now ): void {
		$this->locked(
			$child,
			function () use ( $child, $seconds, $now ): void {
				global $wpdb;
				$row = array(
					'child_id'   => $child->id,
					'appadoo_id' => 0,
					'session'    => bin2hex( random_bytes( 16 ) ),
					'kind'       => self::KIND_EXTRA,
					'day'        => Site_Day::of( $now ),
					'seconds'    => $seconds,
					'updated_at' => $now,
				);
				if ( false === $wpdb->insert( Schema::play_time_table(), $row, array( '%d', '%d', '%s', '%s', '%s', '%d', '%d' ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
					throw self::failed();
				}
			}
		);
	}

	/**
	 * Seconds played and granted on one day.
	 *
	 * @param Child  $child The child.
	 * @param string $day   Site-local `Y-m-d`.
	 * @return array{played: int, extra: int}
	 */
	public function day_totals( Child $child, string $day ): array {
		global $wpdb;
		$table = Schema::play_time_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT kind, SUM(seconds) AS seconds FROM {$table} WHERE child_id = %d AND day = %s GROUP BY kind", $child->id, $day ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$sums  = array(
			self::KIND_PLAY  => 0,
			self::KIND_EXTRA => 0,
		);
		foreach ( (array) $rows as $row ) {
			$sums[ (string) $row->kind ] = (int) $row->seconds;
		}
		return array(
			'played' => $sums[ self::KIND_PLAY ],
			'extra'  => $sums[ self::KIND_EXTRA ],
		);
	}

	/**
	 * Seconds played from one day to another (both included).
	 *
	 * @param Child  $child The child.
	 * @param string $from  First day.
	 * @param string $to    Last day.
	 */
	public function played_between( Child $child, string $from, string $to ): int {
		global $wpdb;
		$table = Schema::play_time_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(seconds), 0) FROM {$table} WHERE child_id = %d AND kind = %s AND day BETWEEN %s AND %s", $child->id, self::KIND_PLAY, $from, $to ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Seconds played per Appadoo, ever (within the retention period).
	 *
	 * @param Child $child The child.
	 * @return array<int, int> Seconds by Appadoo id.
	 */
	public function played_by_appadoo( Child $child ): array {
		global $wpdb;
		$table = Schema::play_time_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT appadoo_id, SUM(seconds) AS seconds FROM {$table} WHERE child_id = %d AND kind = %s GROUP BY appadoo_id", $child->id, self::KIND_PLAY ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$sums  = array();
		foreach ( (array) $rows as $row ) {
			$sums[ (int) $row->appadoo_id ] = (int) $row->seconds;
		}
		return $sums;
	}

	/**
	 * Every row of a child, oldest day first (the privacy export).
	 *
	 * @param Child $child The child.
	 * @return list<array{day: string, kind: string, appadoo_id: int, seconds: int}>
	 */
	public function rows( Child $child ): array {
		global $wpdb;
		$table = Schema::play_time_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT day, kind, appadoo_id, seconds FROM {$table} WHERE child_id = %d ORDER BY day ASC, id ASC", $child->id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_values(
			array_map(
				static fn( object $row ): array => array(
					'day'        => (string) $row->day,
					'kind'       => (string) $row->kind,
					'appadoo_id' => (int) $row->appadoo_id,
					'seconds'    => (int) $row->seconds,
				),
				(array) $rows
			)
		);
	}

	/**
	 * Deletes every row of a child.
	 *
	 * @param int $child_id The child's row id.
	 * @return int Rows deleted.
	 */
	public function delete_child( int $child_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( Schema::play_time_table(), array( 'child_id' => $child_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes every row of a day before a cut-off (the retention purge).
	 *
	 * @param string $day First day kept.
	 * @return int Rows deleted.
	 */
	public function purge_before( string $day ): int {
		global $wpdb;
		$table = Schema::play_time_table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE day < %s", $day ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Runs a write under the child's lock.
	 *
	 * @param Child    $child The child.
	 * @param callable $step  The write.
	 * @throws Unavailable When the lock stays taken.
	 */
	private function locked( Child $child, callable $step ): void {
		try {
			Named_Lock::run( 'family_child_' . $child->id, self::LOCK_SECONDS, $step );
		} catch ( Lock_Busy $exception ) {
			throw new Unavailable( 'playpal_family_busy', __( 'Play time could not be counted just now. Please try again in a moment.', 'playpal' ) );
		}
	}

	private static function failed(): Operation_Failed {
		return new Operation_Failed( 'playpal_family_not_saved', __( 'Play time could not be saved just now. Please try again.', 'playpal' ) );
	}
}
