<?php
/**
 * A tiny reference model of the PIN's lockout.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use DateTimeZone;

/**
 * The rules of docs/FAMILY.md "PIN", in plain arithmetic: 5 wrong tries
 * lock 15 minutes, each wrong try after that locks twice as long as the one
 * before (up to a day), at most 15 wrong tries in any 24 hours, a right PIN
 * after a lock starts the steps again, so do 24 hours without a wrong try
 * after the last lock, and the parent hears of the 10th wrong try of a site
 * day once that day. It answers what one try must get: 'right', 'wrong' or
 * the seconds left of the lock.
 */
final class Pin_Model {

	public const FREE = 5;

	public const FIRST_LOCK = 900;

	public const DAY = 86400;

	public const CAP = 15;

	public const ALERT_AFTER = 10;

	/**
	 * Times of the wrong tries judged.
	 *
	 * @var list<int>
	 */
	private array $wrong = array();

	/**
	 * Wrong tries since the steps last started.
	 *
	 * @var int
	 */
	private int $streak = 0;

	/**
	 * The end of the lock a wrong try started (0: none).
	 *
	 * @var int
	 */
	private int $until = 0;

	/**
	 * The last wrong try.
	 *
	 * @var int
	 */
	private int $last = 0;

	/**
	 * Site days the parent was e-mailed on.
	 *
	 * @var list<string>
	 */
	public array $mailed = array();

	public function __construct( private DateTimeZone $zone ) {
	}

	/**
	 * Seconds the parent must still wait at a moment (0: a try is judged).
	 *
	 * @param int $now Clock.
	 */
	public function wait( int $now ): int {
		$recent = $this->recent( $now );
		$end    = $this->until;
		if ( count( $recent ) >= self::CAP ) {
			$end = max( $end, $recent[0] + self::DAY );
		}
		return max( 0, $end - $now );
	}

	/**
	 * One try.
	 *
	 * @param int  $now   Clock.
	 * @param bool $right Whether it is the right PIN.
	 * @return int|string 'right', 'wrong', or the seconds of the lock still to wait.
	 */
	public function attempt( int $now, bool $right ): int|string {
		$wait = $this->wait( $now );
		if ( $wait > 0 ) {
			return $wait;
		}
		if ( max( $this->last, $this->until ) <= $now - self::DAY ) {
			$this->streak = 0;
		}
		if ( $right ) {
			$this->streak = 0;
			$this->until  = 0;
			return 'right';
		}
		$this->wrong[] = $now;
		$this->last    = $now;
		++$this->streak;
		if ( $this->streak >= self::FREE ) {
			$this->until = $now + min( self::DAY, self::FIRST_LOCK * 2 ** min( 10, $this->streak - self::FREE ) );
		}
		$day = $this->day( $now );
		if ( ! in_array( $day, $this->mailed, true ) && $this->wrong_on( $day ) >= self::ALERT_AFTER ) {
			$this->mailed[] = $day;
		}
		return 'wrong';
	}

	/**
	 * Wrong tries judged in the 24 hours before a moment.
	 *
	 * @param int $now Clock.
	 * @return list<int>
	 */
	public function recent( int $now ): array {
		return array_values( array_filter( $this->wrong, static fn( int $at ): bool => $at > $now - self::DAY ) );
	}

	/**
	 * Wrong tries judged on a site day.
	 *
	 * @param string $day `Y-m-d`.
	 */
	private function wrong_on( string $day ): int {
		return count( array_filter( $this->wrong, fn( int $at ): bool => $this->day( $at ) === $day ) );
	}

	/**
	 * The site day of a moment.
	 *
	 * @param int $time Unix time.
	 */
	private function day( int $time ): string {
		return ( new DateTimeImmutable( '@' . $time ) )->setTimezone( $this->zone )->format( 'Y-m-d' );
	}
}
