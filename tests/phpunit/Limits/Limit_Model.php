<?php
/**
 * A reference model of a limit, for LimiterModelTest.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Limits;

use DateTimeImmutable;
use DateTimeZone;

/**
 * Keeps every hit and answers by brute force, from the definitions alone:
 * a hit counts at a moment when both fall in the same clock window of
 * `seconds` (fixed), on the same calendar date where the site is (daily), or
 * when it is at most `seconds` old (sliding). A hit passes while fewer than
 * `limit` hits count. It waits until the first second at which one would pass,
 * found by bisection (with no new hits, counts only fall as time passes).
 */
final class Limit_Model {

	/**
	 * Times of the hits kept, per key: every hit when refused ones count too (a counter),
	 * else only the ones that passed (a log).
	 *
	 * @var array<string, list<int>>
	 */
	private array $hits = array();

	/**
	 * Constructor.
	 *
	 * @param string       $kind           fixed, daily or sliding.
	 * @param int          $limit          Hits allowed.
	 * @param int          $seconds        Window length (fixed, sliding).
	 * @param DateTimeZone $zone           The site's zone (daily).
	 * @param bool         $counts_refused Whether a refused hit counts too.
	 */
	public function __construct( private string $kind, private int $limit, private int $seconds, private DateTimeZone $zone, private bool $counts_refused ) {}

	/**
	 * Whether a hit at $at counts at $now.
	 *
	 * @param int $at  The hit.
	 * @param int $now The moment.
	 */
	public function counts( int $at, int $now ): bool {
		return match ( $this->kind ) {
			'fixed' => intdiv( $at, $this->seconds ) === intdiv( $now, $this->seconds ),
			'daily' => $this->date( $at ) === $this->date( $now ),
			default => $at <= $now && $now - $at <= $this->seconds,
		};
	}

	/**
	 * Hits of a key that count at a moment.
	 *
	 * @param string $key Who.
	 * @param int    $now The moment.
	 */
	public function count( string $key, int $now ): int {
		return count( array_filter( $this->hits[ $key ] ?? array(), fn( int $at ): bool => $this->counts( $at, $now ) ) );
	}

	/**
	 * A hit: null when it passes, else the seconds to wait.
	 *
	 * @param string $key Who.
	 * @param int    $now The moment.
	 */
	public function hit( string $key, int $now ): ?int {
		$passes = $this->count( $key, $now ) < $this->limit;
		if ( $passes || $this->counts_refused ) {
			$this->hits[ $key ][] = $now;
		}
		return $passes ? null : $this->first_after( $now, fn( int $then ): bool => $this->count( $key, $then ) < $this->limit ) - $now;
	}

	/**
	 * The next moment at which what counts changes: the end of the window
	 * (fixed, daily) or the oldest counted hit leaving it (sliding).
	 *
	 * @param string $key Who.
	 * @param int    $now The moment.
	 */
	public function next_change( string $key, int $now ): int {
		if ( 'sliding' !== $this->kind ) {
			return $this->first_after( $now, fn( int $then ): bool => ! $this->counts( $now, $then ) );
		}
		$counted = array_filter( $this->hits[ $key ] ?? array(), fn( int $at ): bool => $this->counts( $at, $now ) );
		return array() === $counted ? $now + $this->seconds : min( $counted ) + $this->seconds + 1;
	}

	/**
	 * The first second after $now at which a condition holds, by bisection
	 * (it must hold from then on, and two days and a window after $now).
	 *
	 * @param int      $now  The moment.
	 * @param callable $test The condition, of a Unix time.
	 */
	private function first_after( int $now, callable $test ): int {
		$low  = $now;
		$high = $now + 2 * DAY_IN_SECONDS + $this->seconds + 1;
		while ( $high - $low > 1 ) {
			$middle = intdiv( $low + $high, 2 );
			if ( $test( $middle ) ) {
				$high = $middle;
			} else {
				$low = $middle;
			}
		}
		return $high;
	}

	/**
	 * The calendar date of a moment where the site is.
	 *
	 * @param int $at Unix time.
	 */
	private function date( int $at ): string {
		return ( new DateTimeImmutable( '@' . $at ) )->setTimezone( $this->zone )->format( 'Y-m-d' );
	}
}
