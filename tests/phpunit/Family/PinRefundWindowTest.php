<?php
/**
 * A right PIN gives its try back to the window it was counted in.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Storage\Atomic_Counter;
use PlayPal\Storage\Rate_Limiter;
use PlayPal\Storage\Schema;

/**
 * Issue 25, reproduction (a): the PIN's try is counted before the hash is
 * checked and given back after when the PIN is right. The give-back looked
 * up the window of the moment it ran: when the check ran past the end of a
 * window, it took a try from the next window instead — one counted there by
 * a parallel wrong guess, which was then free — and the right PIN's try
 * stayed counted in its own window.
 */
final class PinRefundWindowTest extends FamilyTestCase {

	/** A short window, so a check can run past its end within the test. */
	private const WINDOW = 2;

	/**
	 * The parent's PIN counters: hits by window start.
	 *
	 * @param int $parent_id Parent.
	 * @return array<int, int>
	 */
	private static function counters( int $parent_id ): array {
		global $wpdb;
		$table = Schema::rate_limits_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT window_start, hits FROM {$table} WHERE bucket = %s ORDER BY window_start", Atomic_Counter::bucket( 'family_pin_' . $parent_id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		$hits  = array();
		foreach ( (array) $rows as $row ) {
			$hits[ (int) $row->window_start ] = (int) $row->hits;
		}
		return $hits;
	}

	/**
	 * The test's own check_password filter, removed after it.
	 *
	 * @var \Closure|null
	 */
	private ?\Closure $during_check = null;

	/**
	 * The start of the window now (Rate_Limiter's fixed windows).
	 */
	private static function window_now(): int {
		return intdiv( time(), self::WINDOW ) * self::WINDOW;
	}

	protected function tearDown(): void {
		if ( null !== $this->during_check ) {
			remove_filter( 'check_password', $this->during_check );
		}
		parent::tearDown();
	}

	public function test_reproduction_a_a_right_pin_checked_across_the_window_end_refunds_its_own_window(): void {
		$parent = $this->parent_signed_in();
		$child  = $this->add_child();
		$this->assertSame( 200, $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => '2468' ) )->get_status(), 'A PIN is set.' );
		add_filter( 'playpal_family_pin_window', static fn(): int => self::WINDOW );

		$counted_in = null;
		$next       = null;
		// While the hash is checked (after the try was counted), the window ends and a parallel wrong guess is counted in the next one.
		$this->during_check = function ( $check ) use ( $parent, &$counted_in, &$next ) {
				$counted_in = array_key_first( self::counters( $parent ) );
				$deadline   = microtime( true ) + 3 * self::WINDOW;
			while ( self::window_now() <= $counted_in && microtime( true ) < $deadline ) {
				usleep( 20000 );
			}
				$next = self::window_now();
				( new Rate_Limiter() )->hit( 'family_pin_' . $parent, self::WINDOW );
				return $check;
		};
		add_filter( 'check_password', $this->during_check );

		$granted = $this->send_json( 'POST', '/pp/v1/family/children/' . $child['id'] . '/extra-time', array( 'pin' => '2468' ) );

		$this->assertSame( 200, $granted->get_status(), 'The right PIN is accepted: ' . wp_json_encode( $granted->get_data() ) );
		$this->assertNotNull( $counted_in, 'The try was counted before the check.' );
		$this->assertGreaterThan( $counted_in, $next, 'The check ran past the window\'s end.' );
		$hits = self::counters( $parent );
		$this->assertSame( 0, $hits[ $counted_in ] ?? 0, 'The right PIN\'s try is given back in the window it was counted in.' );
		$this->assertSame( 1, $hits[ $next ] ?? 0, 'The wrong guess counted in the next window stays counted.' );
	}
}
