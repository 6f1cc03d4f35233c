<?php
/**
 * The PIN's lockout against a reference model over seeded random histories.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\AssertionFailedError;
use PHPUnit\Framework\ExpectationFailedException;
use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * Each history is a seed: a parent with a PIN and a child, a tablet (the
 * child's guesses) and the parent's own browser, then 20–120 steps — wrong
 * guesses from either device through "Unlock with PIN" or "Ask a grown-up"
 * (extra time), the parent's right PIN, PINs the route's schema refuses, and
 * the clock moving by seconds, to a second either side of the lock's end, by
 * hours or by a day. The real routes answer each try and Pin_Model answers it
 * too: 200, 403 or 429 with the same `retry_after`, and the parent e-mailed
 * on the same days. Apart from the model, the test counts the wrong guesses
 * the server judged (403) and checks that no 24 hours ever hold more than 15.
 * The first disagreement fails with the seed and the steps up to it.
 *
 * `bin/test-family-model [HISTORIES] [FIRST_SEED]` runs any number; `bin/test`
 * runs 60 (PLAYPAL_FAMILY_MODEL_HISTORIES, PLAYPAL_FAMILY_MODEL_SEED).
 */
final class PinLockoutModelTest extends FamilyTestCase {

	private const DEFAULT_HISTORIES = 60;

	private const PIN = '2468';

	private Randomizer $random;

	private Pin_Model $model;

	private int $now = 0;

	private int $seed = 0;

	/**
	 * Steps taken so far, in words.
	 *
	 * @var list<string>
	 */
	private array $story = array();

	/**
	 * Times of the guesses the server judged wrong (403).
	 *
	 * @var list<int>
	 */
	private array $judged_wrong = array();

	/**
	 * Mails wp_mail was asked to send.
	 *
	 * @var int
	 */
	private int $mails = 0;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'Europe/Berlin' );
		add_filter( 'pre_wp_mail', array( $this, 'count_mail' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'count_mail' ) );
		parent::tearDown();
	}

	/**
	 * Counts a mail instead of sending it.
	 */
	public function count_mail(): bool {
		++$this->mails;
		return true;
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
	public function test_every_pin_try_gets_the_models_answer( int $seed ): void {
		$this->seed         = $seed;
		$this->random       = new Randomizer( new Mt19937( $seed ) );
		$this->model        = new Pin_Model( new DateTimeZone( 'Europe/Berlin' ) );
		$this->story        = array();
		$this->judged_wrong = array();
		$this->mails        = 0;
		$this->now          = ( new DateTimeImmutable( '2026-12-07 00:00', wp_timezone() ) )->getTimestamp() + $this->int( 0, 86400 );
		self::clock_at( $this->now );

		$parent = $this->parent_signed_in();
		$child  = $this->add_child();
		$this->assertSame( 200, $this->set_first_pin( self::PIN )->get_status(), 'The first PIN is set.' );
		$parents = (string) $this->current_session();
		$tablet  = $this->browser_session( $parent );

		$steps = $this->int( 20, 120 );
		for ( $step = 1; $step <= $steps; $step++ ) {
			$kind = $this->int( 1, 20 );
			if ( $kind <= 11 ) {
				$this->try_pin( 0 === $this->int( 0, 1 ) ? $tablet : $parents, sprintf( '%04d', $this->int( 0, 9999 ) ), $child['id'] );
			} elseif ( $kind <= 13 ) {
				$this->try_pin( $parents, self::PIN, $child['id'] );
			} elseif ( 14 === $kind ) {
				$this->try_pin( $tablet, str_repeat( '7', $this->int( 1, 3 ) ), $child['id'] );
			} else {
				$this->move_clock( $kind );
			}
		}
	}

	/**
	 * One try of a PIN from a device, through parent mode or extra time, answered by the routes and the model.
	 *
	 * @param string $device   The device's session cookie.
	 * @param string $pin      The PIN typed.
	 * @param string $child_id The child extra time would be for.
	 */
	private function try_pin( string $device, string $pin, string $child_id ): void {
		$this->use_session( $device );
		$door          = $this->int( 0, 2 ) ? 'parent mode' : 'extra time';
		$this->story[] = sprintf( '%s tries %s for %s at %s', self::PIN === $pin ? 'the parent' : 'a child', $pin, $door, $this->local( $this->now ) );
		$answer        = 'parent mode' === $door
			? $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => $pin ) )
			: $this->send_json( 'POST', '/pp/v1/family/children/' . $child_id . '/extra-time', array( 'pin' => $pin ) );
		// Parent mode's schema refuses a PIN that is not 4–8 digits before anything is judged; extra time
		// judges it (and counts it as wrong), as it always has.
		$expected = 'parent mode' === $door && 1 !== preg_match( '/^[0-9]{4,8}\z/', $pin ) ? 'malformed' : $this->model->attempt( $this->now, self::PIN === $pin );
		$this->check(
			function () use ( $answer, $expected ): void {
				$data = (array) $answer->get_data();
				if ( 'right' === $expected ) {
					$this->assertSame( 200, $answer->get_status(), 'The right PIN is taken: ' . wp_json_encode( $data ) );
				} elseif ( 'wrong' === $expected ) {
					$this->assert_error( $answer, 403, 'playpal_family_pin_wrong', 'A wrong PIN is judged' );
					$this->judged_wrong[] = $this->now;
				} elseif ( 'malformed' === $expected ) {
					$this->assertSame( 400, $answer->get_status(), 'A PIN of the wrong form is refused by the schema.' );
				} else {
					$this->assert_error( $answer, 429, 'playpal_family_pin_rate_limited', 'A try while locked' );
					$this->assertSame( $expected, $data['data']['retry_after'] ?? null, 'The wait the answer names' );
				}
				$this->assertSame( count( $this->model->mailed ), $this->mails, 'E-mails to the parent' );
				$last_day = array_filter( $this->judged_wrong, fn( int $at ): bool => $at > $this->now - DAY_IN_SECONDS );
				$this->assertLessThanOrEqual( 15, count( $last_day ), 'Wrong guesses judged in the last 24 hours' );
			}
		);
	}

	/**
	 * Moves the clock: seconds, a second either side of the lock's end, hours, or a day.
	 *
	 * @param int $kind The step's draw (15–20).
	 */
	private function move_clock( int $kind ): void {
		$wait = $this->model->wait( $this->now );
		$by   = match ( true ) {
			$kind <= 16 => $this->int( 1, 120 ),
			$kind <= 18 && $wait > 0 => $wait + $this->int( -1, 0 ),
			19 === $kind => $this->int( 600, 6 * 3600 ),
			default => $this->int( 20 * 3600, 30 * 3600 ),
		};
		$this->now    += max( 0, $by );
		$this->story[] = sprintf( 'the clock moves %d s to %s', max( 0, $by ), $this->local( $this->now ) );
		self::clock_at( $this->now );
	}

	/**
	 * Runs a comparison; a disagreement fails with the story so far.
	 *
	 * @param callable $comparison Assertions.
	 * @throws AssertionFailedError When they fail, with the story.
	 */
	private function check( callable $comparison ): void {
		try {
			$comparison();
		} catch ( AssertionFailedError $disagreement ) {
			$diff = $disagreement instanceof ExpectationFailedException ? (string) $disagreement->getComparisonFailure()?->getDiff() : '';
			throw new AssertionFailedError(
				sprintf(
					"History %d disagrees with the model after step %d:\n%s\n\n%s%s\nReplay: PLAYPAL_FAMILY_MODEL_SEED=%d bin/test-family-model 1",
					$this->seed,
					count( $this->story ),
					implode( "\n", array_map( static fn( int $i, string $line ): string => sprintf( '%3d. %s', $i + 1, $line ), array_keys( $this->story ), $this->story ) ),
					$disagreement->getMessage(),
					$diff,
					$this->seed
				)
			);
		}
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
