<?php
/**
 * PIN guessing: one lockout per parent that grows, a daily cap, an e-mail.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Parent_Pin;
use WP_REST_Response;

/**
 * With a clock the test moves (Family\Clock): a child guesses from two
 * devices (two sessions of the parent) for 24 hours; at most 15 wrong guesses
 * are ever checked, the parent is e-mailed once, and the parent's right PIN
 * is refused while a lock lasts and works the second it ends.
 */
final class PinLockoutTest extends FamilyTestCase {

	private const PIN = '2468';

	/**
	 * Mails wp_mail was asked to send.
	 *
	 * @var list<array<string, mixed>>
	 */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ) );
		parent::tearDown();
	}

	/**
	 * Keeps the mail instead of sending it.
	 *
	 * @param mixed                $short_circuit Null to send.
	 * @param array<string, mixed> $atts          wp_mail's arguments.
	 */
	public function catch_mail( $short_circuit, array $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * A PIN check from the current session.
	 *
	 * @param string      $pin      PIN.
	 * @param string|null $child_id Through extra time for this child, or null to unlock parent mode.
	 */
	private function check( string $pin, ?string $child_id = null ): WP_REST_Response {
		return null === $child_id
			? $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => $pin ) )
			: $this->send_json( 'POST', '/pp/v1/family/children/' . $child_id . '/extra-time', array( 'pin' => $pin ) );
	}

	/**
	 * The seconds a 429 says to wait.
	 *
	 * @param WP_REST_Response $response A 429.
	 */
	private static function retry_after( WP_REST_Response $response ): int {
		$data = $response->get_data();
		return (int) ( $data['data']['retry_after'] ?? 0 );
	}

	public function test_a_day_of_guessing_from_two_devices_checks_at_most_fifteen_and_the_parent_gets_in_after_each_step(): void {
		update_option( 'timezone_string', 'Europe/Berlin' );
		$parent = $this->parent_signed_in();
		$child  = $this->add_child();
		$this->set_first_pin( self::PIN );
		$parents = (string) $this->current_session();
		$tablet  = $this->browser_session( $parent );
		$devices = array( $parents, $tablet );
		$start   = ( new \DateTimeImmutable( '2026-12-07 00:00:00', wp_timezone() ) )->getTimestamp();
		$end     = $start + DAY_IN_SECONDS;

		$checked  = 0; // Wrong guesses the server checked (403).
		$refused  = 0; // Guesses refused unchecked (429).
		$guess    = 0;
		$lock_end = null;
		$openings = array();
		$now      = $start;
		while ( $now <= $end ) {
			self::clock_at( $now );
			if ( null !== $lock_end && $now === $lock_end - 1 ) {
				// The parent, on their own browser, a second before the lock ends: refused too.
				$this->use_session( $parents );
				$early = $this->check( self::PIN );
				$this->assert_error( $early, 429, 'playpal_family_pin_rate_limited', 'The right PIN during the lock' );
				$this->assertSame( 1, self::retry_after( $early ), 'One second to wait.' );
			} elseif ( null !== $lock_end && $now === $lock_end ) {
				// The second it ends, the right PIN works (from whichever device).
				$this->use_session( $parents );
				$opened = $this->check( self::PIN );
				$this->assertSame( 200, $opened->get_status(), 'The right PIN works the second the step ends: ' . wp_json_encode( $opened->get_data() ) );
				$openings[] = $now - $start;
				$lock_end   = null;
			} else {
				// A child guesses, alternating devices and routes.
				$this->use_session( $devices[ $guess % 2 ] );
				$answer = $this->check( sprintf( '%04d', 1000 + $guess ), 0 === $guess % 3 ? $child['id'] : null );
				++$guess;
				if ( 403 === $answer->get_status() ) {
					++$checked;
				} else {
					$this->assert_error( $answer, 429, 'playpal_family_pin_rate_limited', "Guess {$guess}" );
					++$refused;
					$lock_end = $lock_end ?? $now + self::retry_after( $answer );
				}
			}
			$next = $now + 60;
			if ( null !== $lock_end && $lock_end - 1 > $now && $lock_end - 1 < $next ) {
				$next = $lock_end - 1;
			} elseif ( null !== $lock_end && $lock_end > $now && $lock_end < $next ) {
				$next = $lock_end;
			}
			$now = $next;
		}

		$this->assertSame( Parent_Pin::DAY_CAP, $checked, 'Fifteen wrong guesses were checked in the 24 hours, not one more.' );
		$this->assertGreaterThan( 1000, $refused, 'Every other guess was refused unchecked.' );
		$this->assertCount( 3, $openings, 'The parent got in after each of the three steps…' );
		$this->assertSame( DAY_IN_SECONDS, end( $openings ), '…the last one when the first wrong guess left the 24 hours.' );
		$this->assertCount( 1, $this->mails, 'The parent was e-mailed once.' );
		$mail = $this->mails[0];
		$this->assertSame( get_userdata( $parent )->user_email, $mail['to'], 'At their own address.' );
		$this->assertStringContainsString( '10', (string) $mail['message'], 'Saying how many wrong tries.' );
		$this->assertStringNotContainsString( self::PIN, (string) $mail['message'] . $mail['subject'], 'Never the PIN.' );
		$this->assertContains( 'Content-Type: text/plain; charset=UTF-8', (array) $mail['headers'], 'In plain text.' );
		$this->assertSame( 0, $this->count_grants(), 'No wrong guess granted time.' );
	}

	public function test_each_lock_doubles_up_to_a_day_and_a_right_pin_starts_the_steps_again(): void {
		$this->parent_signed_in();
		$this->set_first_pin( self::PIN );
		$now = ( new \DateTimeImmutable( '2026-12-07 08:00:00', wp_timezone() ) )->getTimestamp();
		self::clock_at( $now );
		for ( $i = 1; $i < Parent_Pin::TRIES; $i++ ) {
			$this->assert_error( $this->check( '000' . $i ), 403, 'playpal_family_pin_wrong', "Wrong try {$i}" );
		}

		$locks = array();
		foreach ( array( 900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400 ) as $step => $expected ) {
			$this->assert_error( $this->check( '1111' ), 403, 'playpal_family_pin_wrong', "The wrong try that starts lock {$step}" );
			$limited = $this->check( self::PIN );
			$this->assert_error( $limited, 429, 'playpal_family_pin_rate_limited', "The right PIN during lock {$step}" );
			$locks[] = self::retry_after( $limited );
			$now    += self::retry_after( $limited );
			self::clock_at( $now );
		}

		$this->assertSame( array( 900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400 ), $locks, '15 minutes, then twice as long each time, up to 24 hours.' );
		$this->assertSame( 200, $this->check( self::PIN )->get_status(), 'After the last lock the right PIN works…' );
		for ( $i = 1; $i < Parent_Pin::TRIES; $i++ ) {
			$this->assert_error( $this->check( '000' . $i ), 403, 'playpal_family_pin_wrong', "…and starts the steps again: wrong try {$i} is checked" );
		}
		$this->assert_error( $this->check( '0005' ), 403, 'playpal_family_pin_wrong', 'The fifth' );
		$this->assertSame( 900, self::retry_after( $this->check( self::PIN ) ), 'The first lock is 15 minutes again.' );
	}

	public function test_a_malformed_pin_costs_one_hash_check_and_counts_as_a_wrong_try(): void {
		$parent = $this->parent_signed_in();
		$this->set_first_pin( self::PIN );
		$pins   = self::services()->pin;
		$hashed = 0;
		$count  = static function ( $check ) use ( &$hashed ) {
			++$hashed;
			return $check;
		};
		add_filter( 'check_password', $count );

		foreach ( array( 1234, '１２３４', '12', null, self::PIN . "\n" ) as $malformed ) {
			try {
				$pins->verify( $parent, $malformed, time() );
				$this->fail( 'A malformed PIN is never right: ' . wp_json_encode( $malformed ) );
			} catch ( \PlayPal\Errors\Forbidden $wrong ) {
				$this->assertSame( 'playpal_family_pin_wrong', $wrong->get_error_code(), 'It is simply wrong: ' . wp_json_encode( $malformed ) );
			}
		}
		remove_filter( 'check_password', $count );

		$this->assertSame( 5, $hashed, 'Each cost one hash check, as a well-formed PIN does.' );
		$this->assertCount( 5, get_user_meta( $parent, Parent_Pin::GUARD_META, true )['wrong'] ?? array(), 'Each was counted as a wrong try.' );
		$this->assertSame( 429, $this->check( self::PIN )->get_status(), 'Five of them lock the checks like any wrong tries.' );
	}

	/**
	 * Extra-time grants stored.
	 */
	private function count_grants(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \PlayPal\Database\Schema::play_time_table() . " WHERE kind = 'extra'" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
	}
}
