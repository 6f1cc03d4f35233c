<?php
/**
 * Tests for the limiter and its policies.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Limits;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Limits\Limiter;
use PlayPal\Limits\Policy;
use PlayPal\Database\Atomic_Counter;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * The count comes back from the statement that wrote it; a failure says so;
 * windows end where the policy says (LimiterModelTest checks the same against
 * a model over random histories).
 */
final class LimiterTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'query' );
		parent::tearDown();
	}

	/**
	 * A Unix time from a site-local date and time.
	 *
	 * @param string $local `Y-m-d H:i:s` where the site is.
	 */
	private static function at( string $local ): int {
		return ( new DateTimeImmutable( $local, wp_timezone() ) )->getTimestamp();
	}

	/**
	 * Runs a step while every statement on the counters' table fails.
	 *
	 * @param callable $step The step.
	 */
	private static function with_broken_counters( callable $step ): void {
		global $wpdb;
		add_filter( 'query', static fn( string $query ): string => str_contains( $query, Schema::rate_limits_table() ) ? 'INSERT INTO playpal_no_such_table VALUES (1)' : $query );
		$suppress = $wpdb->suppress_errors( true );
		try {
			$step();
		} finally {
			$wpdb->suppress_errors( $suppress );
			remove_all_filters( 'query' );
		}
	}

	public function test_each_hit_answers_the_count_its_own_statement_wrote(): void {
		global $wpdb;
		$limiter = new Limiter();
		$policy  = Policy::fixed_window( 10, 600 );
		$queries = array();
		$record  = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		try {
			$counts = array( $limiter->hit( $policy, 'test', 'a' ), $limiter->hit( $policy, 'test', 'a' ), $limiter->hit( $policy, 'test', 'a' ), $limiter->hit( $policy, 'test', 'b' ) );
		} finally {
			remove_filter( 'query', $record );
		}

		$this->assertSame( array( 1, 2, 3, 1 ), $counts, 'Each hit sees its own count; buckets count apart.' );
		$this->assertSame( array(), preg_grep( '/LAST_INSERT_ID\(\)/', $queries ), 'No second statement reads the count back.' );
		$this->assertSame( '3', $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM ' . Schema::rate_limits_table() . ' WHERE bucket = %s', hash( 'sha256', 'test|a' ) ) ), 'The stored count matches.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_database_error_answers_failed_rather_than_a_count(): void {
		$hits = null;
		self::with_broken_counters(
			static function () use ( &$hits ): void {
				$hits = ( new Limiter() )->hit( Policy::fixed_window( 10, 600 ), 'test', 'broken' );
			}
		);

		$this->assertSame( Limiter::FAILED, $hits, 'A failed write is never read as "first hit".' );
	}

	public function test_clear_all_removes_every_counter(): void {
		global $wpdb;
		( new Limiter() )->hit( Policy::fixed_window( 10, 600 ), 'test', 'a' );

		Atomic_Counter::clear_all();

		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::rate_limits_table() ), 'No counter is left.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_short_window_never_drops_the_counts_of_a_longer_one(): void {
		$limiter = new Limiter();
		$limiter->hit( Policy::fixed_window( 10, 3600 ), 'test', 'long' );
		$limiter->hit( Policy::fixed_window( 10, 60 ), 'test', 'minute' );

		$this->assertSame( 2, $limiter->hit( Policy::fixed_window( 10, 3600 ), 'test', 'long' ), 'The hour’s count survives the minute’s clean-up.' );
	}

	public function test_enforce_refuses_past_the_limit_until_the_window_ends(): void {
		$limiter = new Limiter();
		$policy  = Policy::fixed_window( 2, 600 );
		$start   = ( intdiv( time(), 600 ) + 10 ) * 600;
		$limiter->enforce( $policy, 'test', 'a', 'playpal_test_limited', 'Wait.', $start );
		$limiter->enforce( $policy, 'test', 'a', 'playpal_test_limited', 'Wait.', $start + 599 );
		try {
			$limiter->enforce( $policy, 'test', 'a', 'playpal_test_limited', 'Wait.', $start + 599 );
			$this->fail( 'A third hit in the window is refused.' );
		} catch ( Rate_Limited $refused ) {
			$this->assertSame( array( 'playpal_test_limited', 'Wait.', array( 'retry_after' => 1 ) ), array( $refused->get_error_code(), $refused->getMessage(), $refused->get_data() ), 'The refusal has the caller’s code and message, and the second left.' );
		}
		$limiter->enforce( $policy, 'test', 'a', 'playpal_test_limited', 'Wait.', $start + 600 );
		$this->assertSame( 2, $limiter->hit( $policy, 'test', 'a', $start + 600 ), 'The next window counts from zero.' );
	}

	public function test_a_site_wide_policy_counts_everybody_together(): void {
		$limiter = new Limiter();
		$policy  = Policy::fixed_window( 10, 600 )->site_wide();
		$limiter->hit( $policy, 'test', 'a' );
		$limiter->hit( $policy, 'test', 'b' );

		$this->assertSame( 3, $limiter->hit( $policy, 'test', 'c' ), 'Three people, one count.' );
		$this->assertSame( 1, $limiter->hit( Policy::fixed_window( 10, 600 ), 'test', 'c' ), 'The person’s own count is apart.' );
		$this->assertSame( 'test|everyone', $policy->key( 'test', 'c' ), 'Stored under the scope’s "everyone".' );
	}

	public function test_enforce_refuses_when_it_cannot_count(): void {
		$refusal = null;
		self::with_broken_counters(
			static function () use ( &$refusal ): void {
				try {
					( new Limiter() )->enforce( Policy::fixed_window( 10, 600 ), 'test', 'a', 'playpal_test_limited', 'Wait.' );
				} catch ( Unavailable $unavailable ) {
					$refusal = $unavailable;
				}
			}
		);

		$this->assertInstanceOf( Unavailable::class, $refusal, 'A limiter that cannot count refuses.' );
		$this->assertSame( 'playpal_rate_limit_unavailable', $refusal->get_error_code(), 'With its stable code.' );
	}

	public function test_claim_records_only_while_the_log_has_room(): void {
		$log    = array();
		$policy = Policy::sliding_window( 2, 60 );
		$count  = static function ( int $from, int $to ) use ( &$log ): int {
			return count( array_filter( $log, static fn( int $at ): bool => $at >= $from && $at < $to ) );
		};
		$claim  = static function ( int $now ) use ( $policy, $count, &$log ): ?int {
			$record = static function () use ( $now, &$log ): int {
				$log[] = $now;
				return $now;
			};
			return Limiter::claim( $policy, 'test_claim', 1, $count, $record, $now );
		};

		$this->assertSame( array( 1000, 1030, null ), array( $claim( 1000 ), $claim( 1030 ), $claim( 1060 ) ), 'Two in any 60 seconds; the hit exactly 60 seconds ago still counts.' );
		$this->assertSame( array( 1000, 1030 ), $log, 'The refused claim recorded nothing.' );
		$this->assertSame( 1, $policy->retry_after( 1060, $log ), 'One second later the oldest hit has left.' );
		$this->assertSame( 1061, $claim( 1061 ), 'And then there is room.' );
	}

	public function test_a_fixed_window_is_a_stretch_of_the_clock(): void {
		$this->assertSame( array( 1200, 1800 ), Policy::fixed_window( 1, 600 )->window( 1799 ), 'The window a moment falls in.' );
		$this->assertSame( 1, Policy::fixed_window( 1, 600 )->retry_after( 1799 ), 'It ends a second later.' );
		$this->assertSame( array( 1800, 1801 ), Policy::fixed_window( 1, 0 )->window( 1800 ), 'A window is at least a second.' );
	}

	public function test_a_day_runs_from_midnight_to_midnight_where_the_site_is(): void {
		update_option( 'timezone_string', 'Pacific/Auckland' );
		$day = Policy::daily( 3 );

		$this->assertSame( array( self::at( '2026-03-10 00:00:00' ), self::at( '2026-03-11 00:00:00' ) ), $day->window( self::at( '2026-03-10 23:59:59' ) ), 'Just before midnight is still the day.' );
		$this->assertSame( self::at( '2026-03-11 00:00:00' ), $day->window( self::at( '2026-03-11 00:00:00' ) )[0], 'Midnight starts the next.' );
		$this->assertSame( 25 * HOUR_IN_SECONDS, $day->retry_after( self::at( '2026-04-05 00:00:00' ) ), 'The day the clocks go back has 25 hours.' );
	}

	public function test_a_day_whose_midnight_is_skipped_starts_at_one_and_ends_at_the_next_midnight(): void {
		// Chile moves its clocks forward at midnight: 6 September 2026 starts at 01:00.
		update_option( 'timezone_string', 'America/Santiago' );
		$zone = new DateTimeZone( 'America/Santiago' );

		[ $from, $to ] = Policy::daily( 3 )->window( self::at( '2026-09-06 12:00:00' ) );

		$this->assertSame( '2026-09-06T01:00:00-03:00', ( new DateTimeImmutable( '@' . $from ) )->setTimezone( $zone )->format( 'c' ), 'The day starts when its first hour does.' );
		$this->assertSame( '2026-09-07T00:00:00-03:00', ( new DateTimeImmutable( '@' . $to ) )->setTimezone( $zone )->format( 'c' ), 'And ends at the next midnight, 23 hours later.' );
	}
}
