<?php
/**
 * What is left of a child's play time today.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * Today (the site-local day) is a weekday or a weekend day; its budget is the
 * child's minutes for that kind of day, or unlimited. Remaining seconds =
 * budget + extra granted today − played today, never below zero; null when
 * unlimited. Every device and every Appadoo draws on the same figure.
 */
final class Daily_Budget {

	public function __construct( private Play_Time_Ledger $ledger ) {
	}

	/**
	 * Today's figures for a child.
	 *
	 * @param Child $child The child.
	 * @param int   $now   Current time.
	 * @return array{day: string, weekend: bool, budgetMinutes: int|null, playedSeconds: int, extraSeconds: int, remainingSeconds: int|null}
	 */
	public function today( Child $child, int $now ): array {
		$day     = Site_Day::of( $now );
		$weekend = Site_Day::is_weekend( $day );
		$minutes = $child->minutes_for( $weekend );
		$totals  = $this->ledger->day_totals( $child, $day );
		return array(
			'day'              => $day,
			'weekend'          => $weekend,
			'budgetMinutes'    => $minutes,
			'playedSeconds'    => $totals['played'],
			'extraSeconds'     => $totals['extra'],
			'remainingSeconds' => null === $minutes ? null : max( 0, $minutes * MINUTE_IN_SECONDS + $totals['extra'] - $totals['played'] ),
		);
	}
}
