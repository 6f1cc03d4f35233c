<?php
/**
 * The free tier's download rules (SPEC §9), kept on the server.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;
use PlayPal\Storage\Named_Lock;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * Free users may download 3 files a day; the day starts at midnight site
 * time (Site_Day). VIPs have no limit. Every download through PlayPal is
 * logged in user meta (times of the last days, and a count per file). claim()
 * checks and records in one step under the person's named lock
 * `{prefix}playpal_downloads_{user}` (Named_Lock::run_on_meta), so parallel
 * requests never pass the limit.
 */
final class Download_Limiter {

	public const FREE_DAILY_LIMIT = 3;

	/** User meta: Unix times of recent downloads (the last two days are kept). */
	public const LOG = '_playpal_download_log';

	/** User meta: downloads through PlayPal per file id. */
	public const COUNTS = '_playpal_download_counts';

	/** User meta: Unix time of the last counted download per file id (the last two days are kept). */
	public const LAST = '_playpal_download_last';

	/** Seconds claim() waits for another request of the same person. */
	private const LOCK_WAIT = 10;

	/**
	 * Downloads the person made today (site time).
	 *
	 * @param int               $user_id User.
	 * @param DateTimeImmutable $now     Moment.
	 */
	public function used_today( int $user_id, DateTimeImmutable $now ): int {
		$start = Site_Day::start( $now )->getTimestamp();
		$end   = Site_Day::next_start( $now )->getTimestamp();
		return count( array_filter( $this->log( $user_id ), static fn( int $at ): bool => $at >= $start && $at < $end ) );
	}

	/**
	 * Downloads left today: null for unlimited (VIP).
	 *
	 * @param int               $user_id User.
	 * @param string            $tier    `free` or `vip`.
	 * @param DateTimeImmutable $now     Moment.
	 */
	public function remaining( int $user_id, string $tier, DateTimeImmutable $now ): ?int {
		if ( 'vip' === $tier ) {
			return null;
		}
		return max( 0, self::FREE_DAILY_LIMIT - $this->used_today( $user_id, $now ) );
	}

	/**
	 * How often the person downloaded a file through PlayPal.
	 *
	 * @param int    $user_id User.
	 * @param string $file_id File id.
	 */
	public function count( int $user_id, string $file_id ): int {
		$counts = get_user_meta( $user_id, self::COUNTS, true );
		return is_array( $counts ) && isset( $counts[ $file_id ] ) ? (int) $counts[ $file_id ] : 0;
	}

	/**
	 * Takes one of today's downloads and records it, or takes nothing when none
	 * is left: the check and the record happen under one lock per person.
	 *
	 * @param int               $user_id User.
	 * @param string            $tier    `free` or `vip` (no limit).
	 * @param string            $file_id File id.
	 * @param DateTimeImmutable $now     Moment.
	 * @return bool Whether the download was taken.
	 * @throws \RuntimeException When another request of the person holds the lock too long.
	 */
	public function claim( int $user_id, string $tier, string $file_id, DateTimeImmutable $now ): bool {
		return (bool) Named_Lock::run_on_meta(
			'downloads',
			'user',
			$user_id,
			self::LOCK_WAIT,
			function () use ( $user_id, $tier, $file_id, $now ): bool {
				if ( 0 === $this->remaining( $user_id, $tier, $now ) ) {
					return false;
				}
				$this->record( $user_id, $file_id, $now );
				return true;
			}
		);
	}

	/**
	 * Records a download (callers that also check the limit use claim()).
	 *
	 * @param int               $user_id User.
	 * @param string            $file_id File id.
	 * @param DateTimeImmutable $now     Moment.
	 */
	public function record( int $user_id, string $file_id, DateTimeImmutable $now ): void {
		$keep_from = Site_Day::start( $now )->modify( '-1 day' )->getTimestamp();
		$log       = array_values( array_filter( $this->log( $user_id ), static fn( int $at ): bool => $at >= $keep_from ) );
		$log[]     = $now->getTimestamp();
		update_user_meta( $user_id, self::LOG, $log );

		$counts             = get_user_meta( $user_id, self::COUNTS, true );
		$counts             = is_array( $counts ) ? $counts : array();
		$counts[ $file_id ] = (int) ( $counts[ $file_id ] ?? 0 ) + 1;
		update_user_meta( $user_id, self::COUNTS, $counts );

		$last             = array_filter( $this->last_counted( $user_id ), static fn( int $at ): bool => $at >= $keep_from );
		$last[ $file_id ] = $now->getTimestamp();
		update_user_meta( $user_id, self::LAST, $last );
	}

	/**
	 * Whether the person had a counted download of the file within $seconds before $now (so a
	 * `Range` request for the rest of it continues that download).
	 *
	 * @param int               $user_id User.
	 * @param string            $file_id File id.
	 * @param DateTimeImmutable $now     Moment.
	 * @param int               $seconds How far back.
	 */
	public function counted_within( int $user_id, string $file_id, DateTimeImmutable $now, int $seconds ): bool {
		$at = $this->last_counted( $user_id )[ $file_id ] ?? null;
		return null !== $at && $at <= $now->getTimestamp() && $at > $now->getTimestamp() - $seconds;
	}

	/**
	 * The stored times of the last counted download per file id.
	 *
	 * @param int $user_id User.
	 * @return array<string, int>
	 */
	private function last_counted( int $user_id ): array {
		$last = get_user_meta( $user_id, self::LAST, true );
		return is_array( $last ) ? array_map( 'intval', $last ) : array();
	}

	/**
	 * The stored log, as integers.
	 *
	 * @param int $user_id User.
	 * @return int[]
	 */
	private function log( int $user_id ): array {
		$log = get_user_meta( $user_id, self::LOG, true );
		return is_array( $log ) ? array_map( 'intval', $log ) : array();
	}
}
