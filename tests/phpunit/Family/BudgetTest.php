<?php
/**
 * One daily budget per child, across devices, in the site's time zone.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Time\Site_Day;

/**
 * The route pp/v1/family/children/{id}/play and the ledger behind it.
 */
final class BudgetTest extends FamilyTestCase {

	/**
	 * A budget equal every day, so the test does not depend on today being a weekday.
	 *
	 * @param int|null $minutes Minutes.
	 * @return array<string, int|null>
	 */
	private static function every_day( ?int $minutes ): array {
		return array(
			'weekdayMinutes' => $minutes,
			'weekendMinutes' => $minutes,
		);
	}

	public function test_two_devices_reports_add_up_and_each_session_counts_once(): void {
		$parent = $this->parent_signed_in();
		$child  = $this->add_child( self::every_day( 30 ) );
		$first  = $this->appadoo( $parent, 'Ocean' );
		$second = $this->appadoo( $parent, 'Space' );
		$tablet = self::session();
		$laptop = self::session();

		$this->play( $child['id'], $first, $tablet, 60 );
		$this->play( $child['id'], $first, $tablet, 300 );
		// The same report again (a retry), and a late, smaller one: neither adds.
		$this->play( $child['id'], $first, $tablet, 300 );
		$this->play( $child['id'], $first, $tablet, 120 );
		$last = $this->play( $child['id'], $second, $laptop, 240 );

		$this->assertSame( 200, $last->get_status(), 'The report is taken.' );
		$today = $last->get_data()['today'];
		$this->assertSame( 540, $today['playedSeconds'], 'Two sessions on two devices add up (300 + 240); a session counts once, at its largest report.' );
		$this->assertSame( 30 * 60 - 540, $today['remainingSeconds'], 'Remaining = budget − played.' );
		$this->assertSame( 'private, no-store', $last->get_headers()['Cache-Control'] ?? null, 'The answer is private.' );
	}

	public function test_one_childs_time_never_moves_anothers(): void {
		$parent  = $this->parent_signed_in();
		$a       = $this->add_child( array( 'nickname' => 'A' ) + self::every_day( 20 ) );
		$b       = $this->add_child( array( 'nickname' => 'B' ) + self::every_day( 20 ) );
		$appadoo = $this->appadoo( $parent );
		$session = self::session();

		$this->play( $a['id'], $appadoo, $session, 20 * 60 );
		// The same session id reported for another child is that child's own session.
		$this->play( $b['id'], $appadoo, $session, 60 );

		$a_today = $this->dispatch( 'GET', '/pp/v1/family/children/' . $a['id'] )->get_data()['today'];
		$b_today = $this->dispatch( 'GET', '/pp/v1/family/children/' . $b['id'] )->get_data()['today'];
		$this->assertSame( 0, $a_today['remainingSeconds'], 'A has used the whole budget.' );
		$this->assertSame( 19 * 60, $b_today['remainingSeconds'], 'B still has 19 minutes on the same device.' );
	}

	public function test_remaining_time_is_never_negative_and_unlimited_is_null(): void {
		$parent  = $this->parent_signed_in();
		$capped  = $this->add_child( self::every_day( 1 ) );
		$free    = $this->add_child( array( 'nickname' => 'Free' ) + self::every_day( null ) );
		$appadoo = $this->appadoo( $parent );

		$over = $this->play( $capped['id'], $appadoo, self::session(), 3600 )->get_data()['today'];
		$this->assertSame( 3600, $over['playedSeconds'], 'An hour is recorded.' );
		$this->assertSame( 0, $over['remainingSeconds'], 'Over budget is 0 left, not negative.' );

		$unlimited = $this->play( $free['id'], $appadoo, self::session(), 3600 )->get_data()['today'];
		$this->assertNull( $unlimited['budgetMinutes'], 'No budget.' );
		$this->assertNull( $unlimited['remainingSeconds'], 'Unlimited has no remaining figure.' );
	}

	public function test_a_report_for_an_appadoo_the_family_cannot_play_counts_nothing(): void {
		$stranger = $this->user();
		$private  = $this->appadoo( $stranger );
		$this->parent_signed_in();
		$child = $this->add_child( self::every_day( 30 ) );

		$this->assert_error( $this->play( $child['id'], $private, self::session(), 60 ), 404, 'playpal_appadoo_not_found', 'Someone else\'s private Appadoo' );
		$this->assert_error( $this->play( $child['id'], 999999, self::session(), 60 ), 404, 'playpal_appadoo_not_found', 'No such Appadoo' );
		$this->assertSame( 0, $this->dispatch( 'GET', '/pp/v1/family/children/' . $child['id'] )->get_data()['today']['playedSeconds'], 'Nothing counted.' );
	}

	public function test_days_end_at_midnight_in_the_sites_time_zone(): void {
		update_option( 'timezone_string', 'Pacific/Auckland' );
		update_option( 'gmt_offset', '' );
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child(
			array(
				'weekdayMinutes' => 10,
				'weekendMinutes' => 60,
			)
		);
		$appadoo = $this->appadoo( $parent );
		$kid     = self::child( $parent, $child['id'] );
		$family  = self::services();
		$zone    = new DateTimeZone( 'Pacific/Auckland' );

		// Friday 23:59:30 in Auckland is still Friday 10:59:30 UTC; Saturday 00:00:30 there is Friday 11:00:30 UTC.
		$friday_night    = ( new DateTimeImmutable( '2026-11-27 23:59:30', $zone ) )->getTimestamp();
		$saturday_moment = ( new DateTimeImmutable( '2026-11-28 00:00:30', $zone ) )->getTimestamp();
		$this->assertSame( gmdate( 'Y-m-d', $friday_night ), gmdate( 'Y-m-d', $saturday_moment ), 'Both moments fall on one UTC day: only the site\'s zone tells them apart.' );

		$family->ledger->report( $kid, $appadoo, self::session(), 600, $friday_night );
		$friday = $family->budget->today( $kid, $friday_night );
		$this->assertSame( array( '2026-11-27', false, 10, 600, 0 ), array( $friday['day'], $friday['weekend'], $friday['budgetMinutes'], $friday['playedSeconds'], $friday['remainingSeconds'] ), 'Friday\'s weekday budget is used up just before midnight.' );

		$saturday = $family->budget->today( $kid, $saturday_moment );
		$this->assertSame( array( '2026-11-28', true, 60, 0, 3600 ), array( $saturday['day'], $saturday['weekend'], $saturday['budgetMinutes'], $saturday['playedSeconds'], $saturday['remainingSeconds'] ), 'Past local midnight a new day starts, with the weekend budget.' );

		$family->ledger->report( $kid, $appadoo, self::session(), 300, $saturday_moment );
		$this->assertSame( 300, $family->budget->today( $kid, $saturday_moment )['playedSeconds'], 'A session started after midnight counts on Saturday.' );
		$this->assertSame( 600, $family->budget->today( $kid, $friday_night )['playedSeconds'], 'Friday keeps its own time.' );
		$this->assertSame( 900, $family->ledger->played_between( $kid, Site_Day::of( $friday_night ), Site_Day::of( $saturday_moment ) ), 'Both days add up in a range.' );
	}

	public function test_a_session_running_past_midnight_counts_its_growth_on_each_day(): void {
		update_option( 'timezone_string', 'Europe/London' );
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child( self::every_day( 30 ) );
		$kid     = self::child( $parent, $child['id'] );
		$appadoo = $this->appadoo( $parent );
		$family  = self::services();
		$zone    = new DateTimeZone( 'Europe/London' );
		$session = self::session();
		$at      = static fn( string $local ): int => ( new DateTimeImmutable( $local, $zone ) )->getTimestamp();

		$family->ledger->report( $kid, $appadoo, $session, 0, $at( '2026-07-01 23:50:00' ) );
		$family->ledger->report( $kid, $appadoo, $session, 300, $at( '2026-07-01 23:55:00' ) );
		$family->ledger->report( $kid, $appadoo, $session, 600, $at( '2026-07-02 00:05:00' ) );
		// A late, smaller report after midnight, and the same total again: neither adds.
		$family->ledger->report( $kid, $appadoo, $session, 500, $at( '2026-07-02 00:06:00' ) );
		$family->ledger->report( $kid, $appadoo, $session, 900, $at( '2026-07-02 00:10:00' ) );
		$family->ledger->report( $kid, $appadoo, $session, 900, $at( '2026-07-02 00:11:00' ) );

		$this->assertSame( 300, $family->budget->today( $kid, $at( '2026-07-01 23:59:00' ) )['playedSeconds'], '1 July keeps the 300 seconds reported before midnight.' );
		$this->assertSame( 600, $family->budget->today( $kid, $at( '2026-07-02 12:00:00' ) )['playedSeconds'], '2 July counts the 600 seconds the session grew by after midnight.' );
		$this->assertSame( 900, $family->ledger->played_between( $kid, '2026-07-01', '2026-07-02' ), 'The session counts once in all: its largest report.' );
		$this->assertSame( array( $appadoo => 900 ), $family->ledger->played_by_appadoo( $kid ), 'Per Appadoo, the session counts once.' );
	}

	public function test_every_session_of_a_day_counts(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child( self::every_day( 600 ) );
		$appadoo = $this->appadoo( $parent );
		$total   = 0;
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->play( $child['id'], $appadoo, self::session(), $i * 10 );
			$total += $i * 10;
		}
		$this->assertSame( $total, $this->dispatch( 'GET', '/pp/v1/family/children/' . $child['id'] )->get_data()['today']['playedSeconds'], 'Every session counts.' );
	}
}
