<?php
/**
 * Session reports that are refused never use up anyone's allowance, and open sessions stay bounded.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Play_Sessions;
use PlayPal\Database\Schema;

/**
 * Issue 20, reproduction 6: reports with a forged token counted against the
 * site-wide limit before the token was checked, so about 10 requests a second
 * from one address stopped session counting for the whole site; and each
 * start stored a 24-hour transient, without bound.
 */
final class PlaySessionsLimitsTest extends PlaySessionsTestCase {

	private string $address = '203.0.113.50';

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'playpal_client_address', fn(): string => $this->address );
	}

	protected function tearDown(): void {
		remove_all_filters( 'playpal_sessions_rate_limit' );
		remove_all_filters( 'playpal_sessions_global_rate_limit' );
		remove_all_filters( 'playpal_sessions_open_max' );
		remove_all_filters( 'playpal_client_address' );
		parent::tearDown();
	}

	public function test_reproduction_6_forged_reports_from_one_address_never_stop_counting_for_the_site(): void {
		add_filter( 'playpal_sessions_global_rate_limit', static fn(): int => 10 );
		add_filter( 'playpal_sessions_rate_limit', static fn(): int => 1000 );
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );
		$forged              = str_repeat( 'ab', 32 );

		// Three times the site-wide allowance of forged reports, all from one address.
		for ( $i = 0; $i < 30; $i++ ) {
			$this->assert_error( $this->report( $key, self::start_of( $forged ) ), 403, 'playpal_session_bad_signature', "Forged report {$i}" );
		}
		// And reports for Appadoos that do not exist.
		for ( $i = 0; $i < 15; $i++ ) {
			$this->assert_error( $this->report( 'appadoo-' . wp_generate_uuid4(), self::start_of( $token ) ), 404, 'playpal_appadoo_not_found', "Report {$i} for no Appadoo" );
		}

		$valid = $this->report( $key, self::start_of( $token ) );
		$this->assertSame( 200, $valid->get_status(), 'A valid report from the same address still counts. Body: ' . wp_json_encode( $valid->get_data() ) );
		$this->address = '198.51.100.20';
		$this->assertSame( 200, $this->report( $key, self::start_of( $token ) )->get_status(), 'And one from anyone else.' );
		$this->assertSame( 2, $this->usage( $id )['sessions'], 'Both valid starts counted; no forged one did.' );
	}

	public function test_one_address_over_its_own_limit_does_not_use_up_the_sites(): void {
		add_filter( 'playpal_sessions_rate_limit', static fn(): int => 3 );
		add_filter( 'playpal_sessions_global_rate_limit', static fn(): int => 5 );
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );

		$statuses = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$statuses[] = $this->report( $key, self::start_of( $token ) )->get_status();
		}
		$this->assertSame(
			array(
				200 => 3,
				429 => 17,
			),
			array_count_values( $statuses ),
			'One address gets its 3, then 429.'
		);

		// The site's allowance (5) took only the 3 that address was allowed.
		foreach ( array( '198.51.100.1', '198.51.100.2' ) as $address ) {
			$this->address = $address;
			$this->assertSame( 200, $this->report( $key, self::start_of( $token ) )->get_status(), "{$address} is still counted." );
		}
		$this->address = '198.51.100.3';
		$this->assert_error( $this->report( $key, self::start_of( $token ) ), 429, 'playpal_sessions_rate_limited', 'The sixth counted report of everyone' );
		$this->assertSame( 5, $this->usage( $id )['sessions'], 'Exactly the site-wide allowance counted.' );
	}

	public function test_reproduction_6_open_session_records_stay_bounded_after_many_starts(): void {
		add_filter( 'playpal_sessions_rate_limit', static fn(): int => 1000 );
		add_filter( 'playpal_sessions_open_max', static fn(): int => 5 );
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );

		$sessions = array();
		for ( $i = 0; $i < 40; $i++ ) {
			$sessions[] = self::session();
			$this->assertSame( 200, $this->report( $key, self::start_of( $token, end( $sessions ) ) )->get_status(), "Start {$i} counts." );
		}
		$this->assertSame( 40, $this->usage( $id )['sessions'], 'Every start counted.' );
		global $wpdb;
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( '_transient_playpal_play_' ) . '%' ) ), 'No transient per session.' );
		$this->assertSame( 5, $this->open_sessions(), 'Only the 5 newest are remembered.' );

		$this->assertSame( 200, $this->report( $key, self::end_of( $token, $sessions[39], 5 ) )->get_status(), 'A remembered session ends and counts.' );
		$this->assert_error( $this->report( $key, self::end_of( $token, $sessions[0], 5 ) ), 409, 'playpal_session_not_started', 'The oldest, forgotten, cannot end' );
		$this->assertSame( 5, $this->usage( $id )['totalSeconds'], 'Only the remembered end added time.' );
	}

	public function test_sessions_older_than_a_day_are_forgotten_and_a_deleted_appadoo_takes_its_own(): void {
		$sessions = new Play_Sessions();
		$id       = $this->appadoo( $this->user() );
		$other    = $this->appadoo( $this->user() );
		$old      = self::session();
		$now      = time();
		$this->assertTrue( $sessions->start( $id, $old, $now - DAY_IN_SECONDS - 61 ), 'A start a day and a minute ago.' );
		$this->assertTrue( $sessions->start( $other, self::session(), $now ), 'A start now drops what has expired.' );
		$this->assertSame( 0, $sessions->open_count( $id ), 'The day-old session is gone.' );
		$this->assertNull( $sessions->end( $id, $old, 5, $now ), 'It can no longer end.' );

		$this->assertTrue( $sessions->start( $id, self::session(), time() ), 'A fresh start.' );
		wp_delete_post( $id, true );
		global $wpdb;
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::play_sessions_table() . ' WHERE appadoo_id = %d', $id ) ), 'Deleting the Appadoo forgets its sessions.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 1, $sessions->open_count( $other ), 'Not another Appadoo\'s.' );
	}
}
