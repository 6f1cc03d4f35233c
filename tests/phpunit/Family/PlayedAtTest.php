<?php
/**
 * Play counts on the site day it was played, even when sent later.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Family\Play_Reports;
use PlayPal\Time\Site_Day;

/**
 * POST pp/v1/family/children/{id}/play with `playedAt`, and Play_Reports
 * with a clock the test moves: 45 minutes played offline on Monday evening
 * and sent on Tuesday morning are Monday's.
 */
final class PlayedAtTest extends FamilyTestCase {

	protected function setUp(): void {
		parent::setUp();
		// A zone away from UTC, so a site day and a UTC day differ; weeks start on Monday.
		update_option( 'timezone_string', 'Europe/Berlin' );
		update_option( 'start_of_week', 1 );
	}

	protected function tearDown(): void {
		remove_all_filters( 'playpal_family_offline_window_days' );
		parent::tearDown();
	}

	/**
	 * A moment of the site's clock.
	 *
	 * @param string $local `Y-m-d H:i` in the site's time zone.
	 */
	private static function at( string $local ): int {
		return ( new DateTimeImmutable( $local, wp_timezone() ) )->getTimestamp();
	}

	/**
	 * A played-at time as the host sends it.
	 *
	 * @param int $time Unix time.
	 */
	private static function iso( int $time ): string {
		return gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}

	/**
	 * A parent with a child of 60 minutes a day, an Appadoo, and a report function on a moved clock.
	 *
	 * @return array{0: int, 1: array<string, mixed>, 2: int}
	 */
	private function family(): array {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child(
			array(
				'weekdayMinutes' => 60,
				'weekendMinutes' => 60,
			)
		);
		$appadoo = $this->appadoo( $parent );
		return array( $parent, $child, $appadoo );
	}

	public function test_played_monday_evening_sent_tuesday_morning_counts_on_monday(): void {
		list( $parent, $child, $appadoo ) = $this->family();
		$monday_evening                   = self::at( '2026-12-07 20:00' );
		$tuesday_morning                  = self::at( '2026-12-08 08:00' );
		$reports                          = self::services()->play_reports();

		$reports->report( $parent, $child['id'], $appadoo, self::session(), 45 * 60, $tuesday_morning, null, $monday_evening );

		$kid     = self::child( $parent, $child['id'] );
		$ledger  = self::services()->ledger;
		$tuesday = self::services()->budget->today( $kid, $tuesday_morning );
		$this->assertSame( 45 * 60, $ledger->day_totals( $kid, '2026-12-07' )['played'], 'Monday\'s total holds the 45 minutes.' );
		$this->assertSame( 0, $tuesday['playedSeconds'], 'Tuesday has nothing played.' );
		$this->assertSame( 60 * 60, $tuesday['remainingSeconds'], 'Tuesday\'s 60 minutes are untouched.' );

		$view = self::services()->overview()->for_parent( $parent, $tuesday_morning );
		$this->assertSame( 0, $view[0]['today']['playedSeconds'], 'The parent\'s view shows nothing today (Tuesday).' );
		$this->assertSame( 45 * 60, $view[0]['weekSeconds'], 'The week so far (from Monday) shows Monday\'s play.' );
		$this->assertSame( '2026-12-07', $view[0]['weekStart'], 'That week starts on the Monday played.' );
		$this->assertSame( 45 * 60, $ledger->played_between( $kid, '2026-12-07', '2026-12-07' ), 'The weekly e-mail\'s sum over Monday has it.' );
		$this->assertSame( 0, $ledger->played_between( $kid, '2026-12-08', '2026-12-08' ), 'And its sum over Tuesday does not.' );
	}

	public function test_a_session_reported_again_later_counts_its_growth_on_its_own_played_day(): void {
		list( $parent, $child, $appadoo ) = $this->family();
		$reports                          = self::services()->play_reports();
		$session                          = self::session();

		// Sent online on Monday at 19:00 (10 minutes), then the rest offline until 20:00, sent on Tuesday.
		$reports->report( $parent, $child['id'], $appadoo, $session, 600, self::at( '2026-12-07 19:00' ), null, self::at( '2026-12-07 19:00' ) );
		$reports->report( $parent, $child['id'], $appadoo, $session, 3600, self::at( '2026-12-08 08:00' ), null, self::at( '2026-12-07 20:00' ) );
		// The same report again (a retry) adds nothing.
		$reports->report( $parent, $child['id'], $appadoo, $session, 3600, self::at( '2026-12-08 08:01' ), null, self::at( '2026-12-07 20:00' ) );

		$kid = self::child( $parent, $child['id'] );
		$this->assertSame( 3600, self::services()->ledger->day_totals( $kid, '2026-12-07' )['played'], 'The whole hour is Monday\'s, counted once.' );
		$this->assertSame( 0, self::services()->ledger->day_totals( $kid, '2026-12-08' )['played'], 'Nothing on Tuesday.' );
	}

	public function test_a_played_at_in_the_future_is_refused_and_nothing_counted(): void {
		list( $parent, $child, $appadoo ) = $this->family();
		$now                              = self::at( '2026-12-08 08:00' );
		$before                           = self::family_snapshot();

		try {
			self::services()->play_reports()->report( $parent, $child['id'], $appadoo, self::session(), 600, $now, null, $now + Play_Reports::FUTURE_SKEW_SECONDS + 1 );
			$this->fail( 'A played-at more than 5 minutes ahead is refused.' );
		} catch ( Invalid_Input $refusal ) {
			$this->assertSame( 'playpal_family_played_at_invalid', $refusal->get_error_code(), 'With its own code.' );
		}
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing was counted or stored.' );

		// A device clock a little fast (within 5 minutes) is taken, on the day of the server's clock.
		self::services()->play_reports()->report( $parent, $child['id'], $appadoo, self::session(), 60, $now, null, $now + Play_Reports::FUTURE_SKEW_SECONDS );
		$this->assertSame( 60, self::services()->ledger->day_totals( self::child( $parent, $child['id'] ), '2026-12-08' )['played'], 'Five minutes ahead is within the skew.' );
	}

	public function test_a_played_at_older_than_the_window_is_refused_unless_the_window_is_longer(): void {
		list( $parent, $child, $appadoo ) = $this->family();
		$now                              = self::at( '2026-12-15 08:00' );
		$old                              = $now - 8 * DAY_IN_SECONDS;
		$before                           = self::family_snapshot();

		try {
			self::services()->play_reports()->report( $parent, $child['id'], $appadoo, self::session(), 600, $now, null, $old );
			$this->fail( 'A played-at 8 days back is refused.' );
		} catch ( Invalid_Input $refusal ) {
			$this->assertSame( 'playpal_family_played_at_invalid', $refusal->get_error_code(), 'With its own code.' );
		}
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing was counted or stored.' );

		self::services()->play_reports()->report( $parent, $child['id'], $appadoo, self::session(), 600, $now, null, $now - 7 * DAY_IN_SECONDS );
		$this->assertSame( 600, self::services()->ledger->day_totals( self::child( $parent, $child['id'] ), Site_Day::of( $now - 7 * DAY_IN_SECONDS ) )['played'], 'Exactly 7 days back is within the window.' );

		add_filter( 'playpal_family_offline_window_days', static fn(): int => 10 );
		self::services()->play_reports()->report( $parent, $child['id'], $appadoo, self::session(), 300, $now, null, $old );
		$this->assertSame( 300, self::services()->ledger->day_totals( self::child( $parent, $child['id'] ), Site_Day::of( $old ) )['played'], 'A site with a 10-day window takes it.' );
	}

	public function test_the_route_charges_the_played_day_and_refuses_future_old_and_malformed_times(): void {
		list( $parent, $child, $appadoo ) = $this->family();
		$path                             = '/pp/v1/family/children/' . $child['id'] . '/play';
		$body                             = static fn( mixed $played_at ): array => array(
			'appadooId' => $appadoo,
			'session'   => self::session(),
			'seconds'   => 120,
			'playedAt'  => $played_at,
		);
		$yesterday                        = time() - DAY_IN_SECONDS;

		$taken = $this->send_json( 'POST', $path, $body( self::iso( $yesterday ) ) );
		$this->assertSame( 200, $taken->get_status(), 'Yesterday is within the window: ' . wp_json_encode( $taken->get_data() ) );
		$kid = self::child( $parent, $child['id'] );
		$this->assertSame( 120, self::services()->ledger->day_totals( $kid, Site_Day::of( $yesterday ) )['played'], 'Counted on yesterday\'s site day.' );
		$this->assertSame( 0, $taken->get_data()['today']['playedSeconds'], 'Today\'s figures in the answer are untouched.' );
		$milliseconds = $this->send_json( 'POST', $path, $body( gmdate( 'Y-m-d\TH:i:s', time() - 60 ) . '.250Z' ) );
		$this->assertSame( 200, $milliseconds->get_status(), 'A time with milliseconds (as Date.toISOString() writes it) is taken.' );

		$before = self::family_snapshot();
		foreach ( array(
			'an hour ahead'       => self::iso( time() + HOUR_IN_SECONDS ),
			'8 days ago'          => self::iso( time() - 8 * DAY_IN_SECONDS ),
			'not UTC'             => gmdate( 'Y-m-d\TH:i:s', time() ) . '+01:00',
			'30 February'         => '2026-02-30T10:00:00Z',
			'no time'             => gmdate( 'Y-m-d', time() ),
			'a Unix time as text' => (string) time(),
			'empty'               => '',
		) as $label => $played_at ) {
			$this->assert_error( $this->send_json( 'POST', $path, $body( $played_at ) ), 400, 'playpal_family_played_at_invalid', $label );
		}
		$refused = $this->send_json( 'POST', $path, $body( time() ) );
		$this->assertSame( 400, $refused->get_status(), 'A number is no played-at time.' );
		$this->assertEquals( $before, self::family_snapshot(), 'No refused report counted anything.' );
	}
}
