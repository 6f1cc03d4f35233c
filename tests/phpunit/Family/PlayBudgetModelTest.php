<?php
/**
 * The daily play budget against a reference model over seeded random histories.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Family\Consent_Record;
use PHPUnit\Framework\AssertionFailedError;
use PHPUnit\Framework\ExpectationFailedException;
use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * Each history is a seed: a site in Europe/Berlin (days that are 23 or 25
 * hours long included), a parent with two children of random budgets and two
 * Appadoos, then 10–40 steps — play reports from sessions new and old (late,
 * repeated and out-of-order totals, a session reused under another Appadoo,
 * played-at times from just now to eight days back and a little ahead),
 * grants of extra time, budget changes and the clock moving by minutes or by
 * a day. The real services take each step, Budget_Model takes it too, and
 * after every step each child's figures for today and every day played must
 * agree. The first step that disagrees ends the history, so the failure
 * message holds the shortest failing prefix, with its seed and the command
 * that replays it.
 *
 * `bin/test-family-model [HISTORIES] [FIRST_SEED]` runs any number; `bin/test`
 * runs 60 (PLAYPAL_FAMILY_MODEL_HISTORIES, PLAYPAL_FAMILY_MODEL_SEED).
 */
final class PlayBudgetModelTest extends FamilyTestCase {

	private const DEFAULT_HISTORIES = 60;

	/** Moments the histories start near: Europe's spring and autumn clock changes, and an ordinary week. */
	private const STARTS = array( '2026-03-28 18:00', '2026-10-24 18:00', '2026-12-07 07:00' );

	private Randomizer $random;

	private Budget_Model $model;

	private int $now = 0;

	/**
	 * Steps taken so far, in words.
	 *
	 * @var list<string>
	 */
	private array $story = array();

	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'Europe/Berlin' );
		update_option( 'start_of_week', 1 );
	}

	/**
	 * One seed per history.
	 *
	 * @return array<string, array{int}>
	 */
	public static function seeds(): array {
		$count = (int) getenv( 'PLAYPAL_FAMILY_MODEL_HISTORIES' );
		$count = $count > 0 ? $count : self::DEFAULT_HISTORIES;
		$first = max( 1, (int) getenv( 'PLAYPAL_FAMILY_MODEL_SEED' ) );
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
	public function test_the_budget_follows_the_model_after_every_step( int $seed ): void {
		$this->random = new Randomizer( new Mt19937( $seed ) );
		$this->model  = new Budget_Model( new DateTimeZone( 'Europe/Berlin' ) );
		$this->story  = array();
		$start        = self::STARTS[ $this->int( 0, count( self::STARTS ) - 1 ) ];
		$this->now    = ( new DateTimeImmutable( $start, wp_timezone() ) )->getTimestamp() + $this->int( 0, 12 * 3600 );

		$parent   = $this->parent_signed_in();
		$appadoos = array( $this->appadoo( $parent, 'Ocean' ), $this->appadoo( $parent, 'Forest' ) );
		$children = array();
		foreach ( array( 'Ana', 'Ben' ) as $nickname ) {
			$weekday               = $this->budget();
			$weekend               = $this->budget();
			$added                 = self::services()->children_service()->add(
				$parent,
				array(
					'nickname'       => $nickname,
					'avatar'         => 'fox',
					'weekdayMinutes' => $weekday,
					'weekendMinutes' => $weekend,
				),
				$this->now,
				Consent_Record::version()
			);
			$children[ $nickname ] = $added->public_id;
			$this->model->add_child( $nickname, $weekday, $weekend );
			$this->story[] = sprintf( '%s joins: weekdays %s, weekends %s minutes', $nickname, $weekday ?? 'unlimited', $weekend ?? 'unlimited' );
		}

		$steps = $this->int( 10, 40 );
		for ( $step = 1; $step <= $steps; $step++ ) {
			$nickname = $this->int( 0, 1 ) ? 'Ana' : 'Ben';
			$kind     = $this->int( 1, 20 );
			if ( $kind <= 12 ) {
				$this->report( $parent, $nickname, $children[ $nickname ], $appadoos );
			} elseif ( $kind <= 14 ) {
				$child = self::child( $parent, $children[ $nickname ] );
				self::services()->ledger->grant_extra( $child, 600, $this->now );
				$this->model->grant( $nickname, 600, $this->now );
				$this->story[] = sprintf( '%s gets 10 more minutes at %s', $nickname, $this->local( $this->now ) );
			} elseif ( $kind <= 15 ) {
				$which   = $this->int( 0, 1 ) ? 'weekday' : 'weekend';
				$minutes = $this->budget();
				self::services()->children_service()->change( $parent, $children[ $nickname ], array( $which . 'Minutes' => $minutes ), $this->now );
				$this->model->set_budget( $nickname, $which, $minutes );
				$this->story[] = sprintf( '%s\'s %s budget becomes %s', $nickname, $which, $minutes ?? 'unlimited' );
			} else {
				$by            = 18 === $kind ? $this->int( 3600, 30 * 3600 ) : $this->int( 0, 900 );
				$this->now    += $by;
				$this->story[] = sprintf( 'the clock moves %d s to %s', $by, $this->local( $this->now ) );
			}
			$this->check( $seed, $parent, $children );
		}
	}

	/**
	 * One report: a new session, more of an old one, a late or repeated total, or an old session under another Appadoo.
	 *
	 * @param int                   $parent   Parent.
	 * @param string                $nickname Child's name in the model.
	 * @param string                $child_id Child's public id.
	 * @param array{0: int, 1: int} $appadoos The two Appadoos.
	 */
	private function report( int $parent, string $nickname, string $child_id, array $appadoos ): void {
		$known = $this->model->sessions( $nickname );
		if ( array() !== $known && $this->int( 1, 10 ) <= 7 ) {
			$session = array_keys( $known )[ $this->int( 0, count( $known ) - 1 ) ];
			$appadoo = 1 === $this->int( 1, 8 ) ? ( $known[ $session ]['appadoo'] === $appadoos[0] ? $appadoos[1] : $appadoos[0] ) : $known[ $session ]['appadoo'];
			$total   = 1 === $this->int( 1, 4 ) ? $this->int( 0, $known[ $session ]['total'] ) : min( 86400, $known[ $session ]['total'] + $this->int( 0, 1800 ) );
		} else {
			$session = bin2hex( $this->random->getBytes( 16 ) );
			$appadoo = $appadoos[ $this->int( 0, 1 ) ];
			$total   = $this->int( 0, 3600 );
		}
		$when      = $this->int( 1, 10 );
		$played_at = match ( true ) {
			$when <= 6 => $this->now - $this->int( 0, 3 * 3600 ),
			$when <= 9 => $this->now - $this->int( 3600, 8 * 86400 ),
			default    => $this->now + $this->int( 0, 900 ),
		};
		$taken         = Budget_Model::takes( $played_at, $this->now );
		$this->story[] = sprintf( '%s reports session %s… under Appadoo %d: %d s, played at %s, sent at %s%s', $nickname, substr( $session, 0, 6 ), $appadoo, $total, $this->local( $played_at ), $this->local( $this->now ), $taken ? '' : ' (to be refused)' );
		try {
			self::services()->play_reports()->report( $parent, $child_id, $appadoo, $session, $total, $this->now, null, $played_at );
			$this->assertTrue( $taken, 'A report outside the offline window was taken.' );
			$this->model->report( $nickname, $appadoo, $session, $total, $played_at );
		} catch ( Invalid_Input $refused ) {
			$this->assertFalse( $taken, 'A report inside the window was refused: ' . $refused->getMessage() );
			$this->assertSame( 'playpal_family_played_at_invalid', $refused->get_error_code() );
		}
	}

	/**
	 * Compares every child's figures with the model's; a disagreement fails with the story so far.
	 *
	 * @param int                   $seed     Seed.
	 * @param int                   $parent   Parent.
	 * @param array<string, string> $children Public ids by nickname.
	 * @throws AssertionFailedError When a figure disagrees, with the story so far.
	 */
	private function check( int $seed, int $parent, array $children ): void {
		try {
			foreach ( $children as $nickname => $child_id ) {
				$child = self::child( $parent, $child_id );
				$this->assertSame( $this->model->today( $nickname, $this->now ), self::services()->budget->today( $child, $this->now ), "{$nickname}'s figures for today" );
				foreach ( $this->model->played_days( $nickname ) as $day => $seconds ) {
					$this->assertSame( $seconds, self::services()->ledger->day_totals( $child, $day )['played'], "{$nickname}'s seconds on {$day}" );
				}
				$this->assertSame( array_sum( $this->model->played_days( $nickname ) ), self::services()->ledger->played_between( $child, '2000-01-01', '2100-01-01' ), "{$nickname}'s seconds on every day" );
			}
		} catch ( AssertionFailedError $disagreement ) {
			$diff = $disagreement instanceof ExpectationFailedException ? (string) $disagreement->getComparisonFailure()?->getDiff() : '';
			throw new AssertionFailedError(
				sprintf(
					"History %d disagrees with the model after step %d:\n%s\n\n%s%s\nReplay: PLAYPAL_FAMILY_MODEL_SEED=%d bin/test-family-model 1",
					$seed,
					count( $this->story ),
					implode( "\n", array_map( static fn( int $i, string $line ): string => sprintf( '%3d. %s', $i + 1, $line ), array_keys( $this->story ), $this->story ) ),
					$disagreement->getMessage(),
					$diff,
					$seed
				)
			);
		}
	}

	/**
	 * A random budget: unlimited, none, or some minutes.
	 */
	private function budget(): ?int {
		return match ( $this->int( 1, 6 ) ) {
			1       => null,
			2       => 0,
			default => $this->int( 1, 120 ),
		};
	}

	private function int( int $min, int $max ): int {
		return $this->random->getInt( $min, $max );
	}

	/**
	 * A moment in the site's words, for the story.
	 *
	 * @param int $time Unix time.
	 */
	private function local( int $time ): string {
		return ( new DateTimeImmutable( '@' . $time ) )->setTimezone( wp_timezone() )->format( 'D Y-m-d H:i:s T' );
	}
}
