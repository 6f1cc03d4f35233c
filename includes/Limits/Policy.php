<?php
/**
 * What a limit allows: how many hits in which window, and for whom.
 *
 * @package PlayPal
 */

namespace PlayPal\Limits;

use DateTimeImmutable;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * At most `limit` hits per window. The hits that count at a moment are those
 * in its window: fixed, `seconds`-long windows aligned to the Unix epoch (60
 * seconds is a clock minute); daily, the site's calendar day (Site_Day: 23 or
 * 25 hours when the clocks change); sliding, the last `seconds` up to now,
 * both ends included. A site-wide policy counts everybody together. Only
 * arithmetic: Limiter holds the counts (tests/phpunit/Limits/LimiterModelTest).
 */
final class Policy {

	private const FIXED   = 'fixed';
	private const DAILY   = 'daily';
	private const SLIDING = 'sliding';

	private function __construct( private string $kind, public readonly int $limit, private int $seconds, public readonly bool $site_wide = false ) {}

	/**
	 * At most $limit hits per clock-aligned window of $seconds (at least 1).
	 *
	 * @param int $limit   Hits.
	 * @param int $seconds Window length.
	 */
	public static function fixed_window( int $limit, int $seconds ): self {
		return new self( self::FIXED, $limit, max( 1, $seconds ) );
	}

	/**
	 * At most $limit hits in any $seconds (at least 1).
	 *
	 * @param int $limit   Hits.
	 * @param int $seconds Window length.
	 */
	public static function sliding_window( int $limit, int $seconds ): self {
		return new self( self::SLIDING, $limit, max( 1, $seconds ) );
	}

	/**
	 * At most $limit hits per day of the site's calendar.
	 *
	 * @param int $limit Hits.
	 */
	public static function daily( int $limit ): self {
		return new self( self::DAILY, $limit, DAY_IN_SECONDS );
	}

	/**
	 * The same policy with one count for everybody.
	 */
	public function site_wide(): self {
		return new self( $this->kind, $this->limit, $this->seconds, true );
	}

	/**
	 * What is counted: "{scope}|{who}", or "{scope}|everyone" when site-wide.
	 *
	 * @param string $scope What kind of hit, e.g. 'interest'.
	 * @param string $who   Who, e.g. a client bucket or "user:7".
	 */
	public function key( string $scope, string $who ): string {
		return $scope . '|' . ( $this->site_wide ? 'everyone' : $who );
	}

	/**
	 * The hits that count at a moment: those at times in [from, to).
	 *
	 * @param int $now Unix time.
	 * @return array{int, int}
	 */
	public function window( int $now ): array {
		if ( self::DAILY === $this->kind ) {
			$today = Site_Day::start( new DateTimeImmutable( '@' . $now ) );
			return array( $today->getTimestamp(), Site_Day::next_start( $today )->getTimestamp() );
		}
		$from = self::FIXED === $this->kind ? intdiv( $now, $this->seconds ) * $this->seconds : $now - $this->seconds;
		return array( $from, self::FIXED === $this->kind ? $from + $this->seconds : $now + 1 );
	}

	/**
	 * Hits left at a moment.
	 *
	 * @param callable(int, int): int $count Hits at times in [from, to).
	 * @param int                     $now   Unix time.
	 */
	public function remaining( callable $count, int $now ): int {
		return max( 0, $this->limit - $count( ...$this->window( $now ) ) );
	}

	/**
	 * Seconds until a hit refused at $now would pass: the window's end, or in
	 * a sliding window until enough of the counted hits have left it.
	 *
	 * @param int   $now   Unix time.
	 * @param int[] $times The hits (sliding windows only).
	 */
	public function retry_after( int $now, array $times = array() ): int {
		[ $from, $to ] = $this->window( $now );
		if ( self::SLIDING !== $this->kind ) {
			return $to - $now;
		}
		$counted = array_values( array_filter( $times, static fn( int $at ): bool => $at >= $from && $at < $to ) );
		sort( $counted );
		$leaving = $counted[ count( $counted ) - max( 1, $this->limit ) ] ?? null;
		return null === $leaving ? 0 : $leaving + $this->seconds + 1 - $now;
	}
}
