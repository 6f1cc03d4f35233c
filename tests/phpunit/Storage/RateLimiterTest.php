<?php
/**
 * Tests for the fixed-window rate limiter.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Storage\Rate_Limiter;
use PlayPal\Storage\Schema;
use PlayPal\Tests\TestCase;

/**
 * The count comes back from the statement that wrote it; a failure says so.
 */
final class RateLimiterTest extends TestCase {

	public function test_each_hit_answers_the_count_its_own_statement_wrote(): void {
		global $wpdb;
		$limiter = new Rate_Limiter();
		$queries = array();
		$record  = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		try {
			$counts = array( $limiter->hit( 'test|a', 600 ), $limiter->hit( 'test|a', 600 ), $limiter->hit( 'test|a', 600 ), $limiter->hit( 'test|b', 600 ) );
		} finally {
			remove_filter( 'query', $record );
		}

		$this->assertSame( array( 1, 2, 3, 1 ), $counts, 'Each hit sees its own count; buckets count apart.' );
		$this->assertSame( array(), preg_grep( '/LAST_INSERT_ID\(\)/', $queries ), 'No second statement reads the count back.' );
		$this->assertSame( '3', $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM ' . Schema::rate_limits_table() . ' WHERE bucket = %s', hash( 'sha256', 'test|a' ) ) ), 'The stored count matches.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_database_error_answers_failed_rather_than_a_count(): void {
		global $wpdb;
		$break    = static fn( string $query ): string => str_contains( $query, Schema::rate_limits_table() ) ? 'INSERT INTO playpal_no_such_table VALUES (1)' : $query;
		add_filter( 'query', $break );
		$suppress = $wpdb->suppress_errors( true );
		try {
			$hits = ( new Rate_Limiter() )->hit( 'test|broken', 600 );
		} finally {
			$wpdb->suppress_errors( $suppress );
			remove_filter( 'query', $break );
		}

		$this->assertSame( Rate_Limiter::FAILED, $hits, 'A failed write is never read as "first hit".' );
	}

	public function test_clear_all_removes_every_counter(): void {
		global $wpdb;
		( new Rate_Limiter() )->hit( 'test|a', 600 );

		Rate_Limiter::clear_all();

		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::rate_limits_table() ), 'No counter is left.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_short_window_never_drops_the_counts_of_a_longer_one(): void {
		$limiter = new Rate_Limiter();
		$limiter->hit( 'test|long', 3600 );
		$limiter->hit( 'test|minute', 60 );

		$this->assertSame( 2, $limiter->hit( 'test|long', 3600 ), 'The hour’s count survives the minute’s clean-up.' );
	}
}
