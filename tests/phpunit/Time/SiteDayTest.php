<?php
/**
 * Site days where the clocks skip midnight.
 *
 * @package PlayPal
 */

namespace PlayPal\Tests\Time;

use DateTimeImmutable;
use DateTimeZone;
use PlayPal\Tests\TestCase;
use PlayPal\Time\Site_Day;

/**
 * Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026: that day
 * starts at 01:00, the days either side at midnight.
 */
final class SiteDayTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'timezone_string', 'America/Santiago' );
	}

	public function test_a_day_whose_midnight_is_skipped_starts_at_one(): void {
		$this->assertSame( '2026-09-06T01:00:00-03:00', Site_Day::start( $this->at( '2026-09-06 12:00' ) )->format( 'c' ) );
		$this->assertSame( '2026-09-06T01:00:00-03:00', Site_Day::next_start( $this->at( '2026-09-05 12:00' ) )->format( 'c' ), 'The day before ends when the skipped day starts.' );
	}

	public function test_the_day_after_a_skipped_midnight_starts_at_midnight(): void {
		$this->assertSame( '2026-09-07T00:00:00-03:00', Site_Day::next_start( $this->at( '2026-09-06 12:00' ) )->format( 'c' ), 'Not an hour late.' );
		$this->assertSame( '2026-09-07T00:00:00-03:00', Site_Day::start( $this->at( '2026-09-07 00:30' ) )->format( 'c' ) );
	}

	private function at( string $local ): DateTimeImmutable {
		return new DateTimeImmutable( $local, new DateTimeZone( 'America/Santiago' ) );
	}
}
