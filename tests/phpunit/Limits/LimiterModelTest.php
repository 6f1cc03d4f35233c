<?php
/**
 * The limiter against a reference model over seeded random histories.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Limits;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Limits\Limiter;
use PlayPal\Limits\Policy;
use PlayPal\Tests\TestCase;
use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * Each history is a seed: a policy (fixed, sliding or daily; a limit of 1–5;
 * a window from 1 second to a day; a site time zone, some of which change
 * their clocks at midnight or by half an hour), held either on the database's
 * counters (Limiter::enforce(), fixed and daily, per person or site-wide:
 * refused hits count too) or in a log under the person's lock
 * (Limiter::claim(): refused hits record nothing), then 20–120 steps: hits
 * from one of two people, and the clock moving by a second, to a second
 * either side of the next change the model sees (a window's end, a hit
 * leaving a sliding window), by minutes, hours or a day. Limit_Model answers
 * every hit too: passed, or refused with the same retry_after; and the log's
 * remaining hits agree. Half the histories start within a day of one of
 * the zone's clock changes. The first disagreement fails with the seed and the
 * steps up to it.
 *
 * PLAYPAL_LIMITER_MODEL_HISTORIES and PLAYPAL_LIMITER_MODEL_SEED run other seeds.
 */
final class LimiterModelTest extends TestCase {

	private const DEFAULT_HISTORIES = 150;

	/** UTC; DST in either hemisphere; at midnight (Santiago, Havana, Beirut, Cairo); by 30 minutes (Lord Howe); odd offsets. */
	private const ZONES = array( 'UTC', 'Europe/Berlin', 'Pacific/Auckland', 'America/Santiago', 'America/Havana', 'Asia/Beirut', 'Africa/Cairo', 'Australia/Lord_Howe', 'Pacific/Chatham' );

	private Randomizer $random;

	/**
	 * Steps taken so far, in words.
	 *
	 * @var list<string>
	 */
	private array $story = array();

	/**
	 * One seed per history.
	 *
	 * @return array<string, array{int}>
	 */
	public static function seeds(): array {
		$count = (int) getenv( 'PLAYPAL_LIMITER_MODEL_HISTORIES' );
		$count = $count > 0 ? $count : self::DEFAULT_HISTORIES;
		$first = max( 1, (int) getenv( 'PLAYPAL_LIMITER_MODEL_SEED' ) );
		$seeds = array();
		for ( $seed = $first; $seed < $first + $count; $seed++ ) {
			$seeds[ 'seed ' . $seed ] = array( $seed );
		}
		return $seeds;
	}

	/**
	 * @dataProvider seeds
	 *
	 * @param int $seed The history's seed.
	 */
	public function test_every_hit_gets_the_models_answer( int $seed ): void {
		$this->random = new Randomizer( new Mt19937( $seed ) );
		$this->story  = array();
		$kind         = array( 'fixed', 'sliding', 'daily' )[ $seed % 3 ];
		$zone         = $this->pick( self::ZONES );
		$limit        = $this->random->getInt( 1, 5 );
		$seconds      = 'daily' === $kind ? DAY_IN_SECONDS : $this->pick( array( 1, 2, 7, 60, 600, 3600, DAY_IN_SECONDS ) );
		$in_log       = 'sliding' === $kind || 1 === $this->random->getInt( 0, 1 );
		$site_wide    = ! $in_log && 1 === $this->random->getInt( 0, 1 );
		$policy       = match ( $kind ) {
			'fixed'   => Policy::fixed_window( $limit, $seconds ),
			'sliding' => Policy::sliding_window( $limit, $seconds ),
			default   => Policy::daily( $limit ),
		};
		$policy = $site_wide ? $policy->site_wide() : $policy;
		$model  = new Limit_Model( $kind, $limit, $seconds, new DateTimeZone( $zone ), ! $in_log );
		update_option( 'timezone_string', $zone );
		$this->story[] = sprintf( '%s limit %d per %ds in %s, %s%s', $kind, $limit, $seconds, $zone, $in_log ? 'log' : 'counter', $site_wide ? ', site-wide' : '' );

		// Ahead of the real clock, so no counter of the history has expired by the database's time.
		$now   = $this->start( $zone );
		$logs  = array(
			'a' => array(),
			'b' => array(),
		);
		$steps = $this->random->getInt( 20, 120 );
		for ( $step = 0; $step < $steps; $step++ ) {
			$who = $this->pick( array( 'a', 'b' ) );
			$key = $site_wide ? 'everyone' : $who;
			if ( $this->random->getInt( 1, 10 ) > 4 ) {
				$expected      = $model->hit( $key, $now );
				$actual        = $in_log ? $this->claim( $policy, $logs[ $who ], $who, $now ) : $this->enforce( $policy, $who, $now );
				$this->story[] = sprintf( '%s hits at %s: model %s, limiter %s', $who, $this->when( $now ), $expected ?? 'passes', $actual ?? 'passes' );
				$this->agree( $seed, $expected, $actual );
				if ( $in_log ) {
					$count = static fn( int $from, int $to ): int => count( array_filter( $logs[ $who ], static fn( int $at ): bool => $at >= $from && $at < $to ) );
					$this->agree( $seed, max( 0, $limit - $model->count( $key, $now ) ), $policy->remaining( $count, $now ) );
				}
				continue;
			}
			$change = $model->next_change( $key, $now );
			$now    = max(
				$now,
				match ( $this->random->getInt( 1, 6 ) ) {
					1       => $now + 1,
					2, 3    => $change + $this->random->getInt( -1, 1 ),
					4       => $now + $this->random->getInt( 0, min( 2 * $seconds, 6 * HOUR_IN_SECONDS ) ),
					5       => $now + $this->random->getInt( 1, 180 ) * MINUTE_IN_SECONDS,
					default => $now + DAY_IN_SECONDS,
				}
			);
			$this->story[] = 'clock at ' . $this->when( $now );
		}
		$this->assertGreaterThan( 0, $steps, 'The history ran.' );
	}

	/**
	 * A hit held on the counters: null when it passed, else its retry_after.
	 *
	 * @param Policy $policy The limit.
	 * @param string $who    Who hits.
	 * @param int    $now    When.
	 */
	private function enforce( Policy $policy, string $who, int $now ): ?int {
		try {
			( new Limiter() )->enforce( $policy, 'model', $who, 'playpal_model_limited', 'Wait.', $now );
			return null;
		} catch ( Rate_Limited $refused ) {
			return (int) $refused->get_data()['retry_after'];
		}
	}

	/**
	 * A hit held in a log: null when it was recorded, else the policy's retry_after.
	 *
	 * @param Policy $policy The limit.
	 * @param int[]  $log    The person's log.
	 * @param string $who    Who hits.
	 * @param int    $now    When.
	 */
	private function claim( Policy $policy, array &$log, string $who, int $now ): ?int {
		$count  = static fn( int $from, int $to ): int => count( array_filter( $log, static fn( int $at ): bool => $at >= $from && $at < $to ) );
		$record = static function () use ( &$log, $now ): bool {
			$log[] = $now;
			return true;
		};
		return null !== Limiter::claim( $policy, 'model', ord( $who ), $count, $record, $now ) ? null : $policy->retry_after( $now, $log );
	}

	/**
	 * Fails with the seed and the story when the limiter and the model differ.
	 *
	 * @param int      $seed     Seed.
	 * @param int|null $expected The model's answer.
	 * @param int|null $actual   The limiter's.
	 */
	private function agree( int $seed, ?int $expected, ?int $actual ): void {
		if ( $expected !== $actual ) {
			$this->fail( "Seed {$seed}: the limiter answered " . ( $actual ?? 'null' ) . ', the model ' . ( $expected ?? 'null' ) . ":\n" . implode( "\n", $this->story ) );
		}
		$this->addToAssertionCount( 1 );
	}

	/**
	 * A start some days ahead, half the time within a day of one of the zone's clock changes.
	 *
	 * @param string $zone Time zone.
	 */
	private function start( string $zone ): int {
		$start       = time() + $this->random->getInt( 2, 400 ) * DAY_IN_SECONDS + $this->random->getInt( 0, DAY_IN_SECONDS );
		$transitions = array_slice( ( new DateTimeZone( $zone ) )->getTransitions( time() + 2 * DAY_IN_SECONDS, time() + 800 * DAY_IN_SECONDS ), 1 );
		if ( array() === $transitions || 1 === $this->random->getInt( 0, 1 ) ) {
			return $start;
		}
		return (int) $this->pick( $transitions )['ts'] + $this->random->getInt( -DAY_IN_SECONDS, DAY_IN_SECONDS );
	}

	/**
	 * A moment in words, where the site is.
	 *
	 * @param int $at Unix time.
	 */
	private function when( int $at ): string {
		return $at . ' (' . ( new DateTimeImmutable( '@' . $at ) )->setTimezone( wp_timezone() )->format( 'Y-m-d H:i:s T' ) . ')';
	}

	/**
	 * One of a list.
	 *
	 * @template T
	 * @param array<int, T> $items Items.
	 * @return T
	 */
	private function pick( array $items ): mixed {
		return $items[ $this->random->getInt( 0, count( $items ) - 1 ) ];
	}
}
