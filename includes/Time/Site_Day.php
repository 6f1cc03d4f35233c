<?php
/**
 * Days as the site's clock counts them.
 *
 * @package PlayPal
 */

namespace PlayPal\Time;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * A day ends at midnight where the site is (Settings → General → Timezone,
 * wp_timezone()), not at midnight UTC: a family's play budget, the free
 * tier's daily downloads and the retention cut-offs all count such days. Days
 * are `Y-m-d` strings of that calendar; a week starts on the site's "Week
 * Starts On" day.
 *
 * It lives in a folder of its own, below the features that count days
 * (Family, Members), so none of them imports another for a calendar; it uses
 * only WordPress's site options, nothing of PlayPal.
 */
final class Site_Day {

	/**
	 * The midnight (site time) that started the day of a moment.
	 *
	 * @param DateTimeImmutable $now Moment.
	 */
	public static function start( DateTimeImmutable $now ): DateTimeImmutable {
		return $now->setTimezone( wp_timezone() )->setTime( 0, 0 );
	}

	/**
	 * The next midnight (site time) after a moment. Set again after the day
	 * is added: where the clocks skip today's midnight the day starts at
	 * 01:00, and a day added to that would start tomorrow an hour late.
	 *
	 * @param DateTimeImmutable $now Moment.
	 */
	public static function next_start( DateTimeImmutable $now ): DateTimeImmutable {
		return self::start( $now )->modify( '+1 day' )->setTime( 0, 0 );
	}

	/**
	 * The site-local day of a moment.
	 *
	 * @param int $time Unix time.
	 */
	public static function of( int $time ): string {
		return ( new DateTimeImmutable( '@' . $time ) )->setTimezone( wp_timezone() )->format( 'Y-m-d' );
	}

	/**
	 * Whether a day is a Saturday or a Sunday.
	 *
	 * @param string $day `Y-m-d`.
	 */
	public static function is_weekend( string $day ): bool {
		return (int) ( new DateTimeImmutable( $day, wp_timezone() ) )->format( 'N' ) >= 6;
	}

	/**
	 * The first day of the week a moment falls in.
	 *
	 * @param int $time Unix time.
	 */
	public static function week_start( int $time ): string {
		$today = new DateTimeImmutable( self::of( $time ), wp_timezone() );
		$first = max( 0, min( 6, (int) get_option( 'start_of_week', 1 ) ) );
		$back  = ( (int) $today->format( 'w' ) - $first + 7 ) % 7;
		return $today->modify( "-{$back} days" )->format( 'Y-m-d' );
	}

	/**
	 * The same day of the month a number of calendar months before a moment's
	 * site-local day, or that month's last day when it is shorter (31 May −
	 * 3 months = 28 February). PHP's "-N months" would roll 31 February over
	 * to 3 March, cutting up to three days too early.
	 *
	 * @param int $time   Unix time.
	 * @param int $months Months back.
	 */
	public static function months_before( int $time, int $months ): string {
		$today = new DateTimeImmutable( self::of( $time ), wp_timezone() );
		$first = $today->modify( 'first day of this month' )->modify( "-{$months} months" );
		$day   = min( (int) $today->format( 'j' ), (int) $first->format( 't' ) );
		return $first->format( 'Y-m-' ) . sprintf( '%02d', $day );
	}
}
