<?php
/**
 * The free tier's download rules (SPEC §9), kept on the server.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Limits\Limiter;
use PlayPal\Limits\Policy;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * Free users may download 3 files a day; the day starts at midnight site
 * time (a daily Limits\Policy). VIPs have no limit. Every download through
 * PlayPal is logged in user meta (times of the last days, and a count per
 * file). claim() checks and records in one step under the person's named lock
 * `{prefix}playpal_downloads_{user}` (Limiter::claim()), so parallel requests
 * never pass the limit.
 */
final class Download_Limiter {

	public const FREE_DAILY_LIMIT = 3;

	/** User meta: Unix times of recent downloads (the last two days are kept). */
	public const LOG = '_playpal_download_log';

	/** User meta: downloads through PlayPal per file id. */
	public const COUNTS = '_playpal_download_counts';

	/** User meta: Unix time of the last counted download per file id (the last two days are kept). */
	public const LAST = '_playpal_download_last';

	/**
	 * Downloads the person made today (site time).
	 *
	 * @param int               $user_id User.
	 * @param DateTimeImmutable $now     Moment.
	 */
	public function used_today( int $user_id, DateTimeImmutable $now ): int {
		return self::logged( $user_id, ...self::policy( 'free' )->window( $now->getTimestamp() ) );
	}

	/**
	 * Downloads left today: null for unlimited (VIP).
	 *
	 * @param int               $user_id User.
	 * @param string            $tier    `free` or `vip`.
	 * @param DateTimeImmutable $now     Moment.
	 */
	public function remaining( int $user_id, string $tier, DateTimeImmutable $now ): ?int {
		return 'vip' === $tier ? null : self::policy( $tier )->remaining( static fn( int $from, int $to ): int => self::logged( $user_id, $from, $to ), $now->getTimestamp() );
	}

	/**
	 * How often the person downloaded a file through PlayPal.
	 *
	 * @param int    $user_id User.
	 * @param string $file_id File id.
	 */
	public function count( int $user_id, string $file_id ): int {
		return self::numbers( $user_id, self::COUNTS )[ $file_id ] ?? 0;
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
	 * @throws Lock_Busy When another request of the person holds the lock too long.
	 */
	public function claim( int $user_id, string $tier, string $file_id, DateTimeImmutable $now ): bool {
		return null !== Limiter::claim(
			self::policy( $tier ),
			'downloads',
			$user_id,
			static fn( int $from, int $to ): int => self::logged( $user_id, $from, $to ),
			function () use ( $user_id, $file_id, $now ): bool {
				$this->record( $user_id, $file_id, $now );
				return true;
			},
			$now->getTimestamp()
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
		$since = Site_Day::start( $now )->modify( '-1 day' )->getTimestamp();
		$keep  = static fn( int $at ): bool => $at >= $since;
		$log   = array_values( array_filter( self::numbers( $user_id, self::LOG ), $keep ) );
		$log[] = $now->getTimestamp();
		update_user_meta( $user_id, self::LOG, $log );

		$counts             = self::numbers( $user_id, self::COUNTS );
		$counts[ $file_id ] = ( $counts[ $file_id ] ?? 0 ) + 1;
		update_user_meta( $user_id, self::COUNTS, $counts );

		$last             = array_filter( self::numbers( $user_id, self::LAST ), $keep );
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
		$at = self::numbers( $user_id, self::LAST )[ $file_id ] ?? null;
		return null !== $at && $at <= $now->getTimestamp() && $at > $now->getTimestamp() - $seconds;
	}

	/**
	 * Logged downloads at times in [from, to).
	 *
	 * @param int $user_id User.
	 * @param int $from    Unix time.
	 * @param int $to      Unix time.
	 */
	private static function logged( int $user_id, int $from, int $to ): int {
		return count( array_filter( self::numbers( $user_id, self::LOG ), static fn( int $at ): bool => $at >= $from && $at < $to ) );
	}

	/**
	 * A stored list or map of numbers (LOG, COUNTS, LAST), as integers.
	 *
	 * @param int    $user_id User.
	 * @param string $key     Meta key.
	 * @return array<int|string, int>
	 */
	private static function numbers( int $user_id, string $key ): array {
		$stored = get_user_meta( $user_id, $key, true );
		return is_array( $stored ) ? array_map( 'intval', $stored ) : array();
	}

	/**
	 * The daily allowance of a tier.
	 *
	 * @param string $tier `free` or `vip`.
	 */
	private static function policy( string $tier ): Policy {
		return Policy::daily( 'vip' === $tier ? PHP_INT_MAX : self::FREE_DAILY_LIMIT );
	}
}
