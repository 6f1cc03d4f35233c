<?php
/**
 * The play-time ledger: seconds each child played, per site-local day.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unavailable;
use PlayPal\Database\Named_Lock;
use PlayPal\Database\Schema;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}playpal_play_time` holds one row per (child, session, site-local
 * day): the seconds a play session grew by on that day (`kind = play`), or
 * one grant of extra time (`kind = extra`). The unique key (child_id,
 * session, day) makes a session count once, however often it is reported
 * and from wherever:
 *
 * - a report carries the session's seconds so far and when its last counted
 *   second was played (`playedAt`); what it adds is the growth over the
 *   largest total reported before (the sum of the session's rows), counted
 *   on the site-local day of that played-at time — so play sent the morning
 *   after it was played offline counts on the evening it was played. A
 *   repeated, late or out-of-order report adds nothing. The host starts a
 *   new session when the site day changes; a session still running past
 *   midnight (an older host, or no played-at: the day the report arrives)
 *   counts what it grew by before midnight on the old day and what it grew
 *   by after on the new one;
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

	public const LOCK_SECONDS = 5;

	/**
	 * Records a session's seconds so far.
	 *
	 * @param Child    $child      The child.
	 * @param int      $appadoo_id The Appadoo played.
	 * @param string   $session    Session id (32 hex characters, checked by the caller).
	 * @param int      $seconds    Seconds played in this session so far (0 to a day).
	 * @param int      $now        Current time.
	 * @param int|null $played_at  When the last second counted was played (checked by the caller; null: now).
	 * @throws Unavailable When the child's ledger stays busy (and Operation_Failed, from the
	 *                     locked step, when the database refuses).
	 */
	public function report( Child $child, int $appadoo_id, string $session, int $seconds, int $now, ?int $played_at = null ): void {
		$seconds = max( 0, min( self::SESSION_MAX_SECONDS, $seconds ) );
		$day     = Site_Day::of( $played_at ?? $now );
		$this->locked(
			$child,
			function () use ( $child, $appadoo_id, $session, $seconds, $now, $day ): void {
				global $wpdb;
				$table = Schema::play_time_table();
				$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT kind, appadoo_id, seconds FROM {$table} WHERE child_id = %d AND session = %s", $child->id, $session ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
				if ( null === $rows ) {
					throw self::failed();
				}
				$so_far = 0;
				foreach ( $rows as $row ) {
					// A session id reused for another Appadoo, or colliding with a grant, changes nothing.
					if ( self::KIND_PLAY !== (string) $row->kind || (int) $row->appadoo_id !== $appadoo_id ) {
						return;
					}
					$so_far += (int) $row->seconds;
				}
				$growth = $seconds - $so_far;
				// The first report (even of 0 seconds) opens the session's row; later ones only add growth.
				if ( $growth <= 0 && array() !== $rows ) {
					return;
				}
				// The read above and this write run under the child's lock, so no report slips between them.
				$done = $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (child_id, appadoo_id, session, kind, day, seconds, updated_at) VALUES (%d, %d, %s, %s, %s, %d, %d) ON DUPLICATE KEY UPDATE seconds = seconds + VALUES(seconds), updated_at = VALUES(updated_at)", $child->id, $appadoo_id, $session, self::KIND_PLAY, $day, max( 0, $growth ), $now ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
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
	 * Seconds played per Appadoo, ever (within the retention period), or
	 * on the site days from $from to $to.
	 *
	 * @param Child       $child The child.
	 * @param string|null $from  First site day (`Y-m-d`), or null for every day.
	 * @param string|null $to    Last site day, with $from.
	 * @return array<int, int> Seconds by Appadoo id (only Appadoos with play rows in the period).
	 */
	public function played_by_appadoo( Child $child, ?string $from = null, ?string $to = null ): array {
		global $wpdb;
		$table = Schema::play_time_table();
		$rows  = null === $from || null === $to
			? $wpdb->get_results( $wpdb->prepare( "SELECT appadoo_id, SUM(seconds) AS seconds FROM {$table} WHERE child_id = %d AND kind = %s GROUP BY appadoo_id", $child->id, self::KIND_PLAY ) ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
			: $wpdb->get_results( $wpdb->prepare( "SELECT appadoo_id, SUM(seconds) AS seconds FROM {$table} WHERE child_id = %d AND kind = %s AND day BETWEEN %s AND %s GROUP BY appadoo_id", $child->id, self::KIND_PLAY, $from, $to ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$sums  = array();
		foreach ( (array) $rows as $row ) {
			$sums[ (int) $row->appadoo_id ] = (int) $row->seconds;
		}
		return $sums;
	}

	/**
	 * One page of the rows of some children, by child then oldest day first (the privacy export).
	 *
	 * @param int[] $child_ids The children's row ids.
	 * @param int   $offset    Rows to skip.
	 * @param int   $limit     Most rows to return.
	 * @return list<array{id: int, child_id: int, day: string, kind: string, appadoo_id: int, seconds: int}>
	 */
	public function rows_page( array $child_ids, int $offset, int $limit ): array {
		global $wpdb;
		if ( array() === $child_ids ) {
			return array();
		}
		$table = Schema::play_time_table();
		$ids   = implode( ',', array_map( 'intval', $child_ids ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, child_id, day, kind, appadoo_id, seconds FROM {$table} WHERE child_id IN ({$ids}) ORDER BY child_id ASC, day ASC, id ASC LIMIT %d OFFSET %d", max( 0, $limit ), max( 0, $offset ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- $ids are integers.
		return array_values(
			array_map(
				static fn( \stdClass $row ): array => array(
					'id'         => (int) $row->id,
					'child_id'   => (int) $row->child_id,
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
			Named_Lock::run(
				self::lock_name( $child->id ),
				self::LOCK_SECONDS,
				function () use ( $child, $step ): void {
					// The child was read before the lock (and may have come from a lagging replica): one
					// deleted meanwhile gets nothing counted. Family_Data_Remover deletes under this lock.
					if ( ! self::child_exists( $child->id ) ) {
						throw new Not_Found( 'playpal_family_child_not_found', __( 'That child\'s profile could not be found.', 'playpal' ) );
					}
					$step();
				}
			);
		} catch ( Lock_Busy $exception ) {
			throw new Unavailable( 'playpal_family_busy', __( 'Play time could not be counted just now. Please try again in a moment.', 'playpal' ) );
		}
	}

	/**
	 * The lock a child's play time is counted under (and their data deleted under).
	 *
	 * @param int $child_id The child's row id.
	 */
	public static function lock_name( int $child_id ): string {
		return 'family_child_' . $child_id;
	}

	/**
	 * Whether the child's profile is still there (read under the lock, so on the primary).
	 *
	 * @param int $child_id The child's row id.
	 */
	private static function child_exists( int $child_id ): bool {
		global $wpdb;
		$table = Schema::children_table();
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", $child_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	private static function failed(): Operation_Failed {
		return new Operation_Failed( 'playpal_family_not_saved', __( 'Play time could not be saved just now. Please try again.', 'playpal' ) );
	}
}
