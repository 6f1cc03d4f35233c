<?php
/**
 * How many days a membership line still grants once part of it is refunded.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for every refund path (by line, by amount only, through a
 * gateway, a refund deleted): it reads only the line's amount and how much of
 * it is refunded (Commerce\Order_Lines, minor units, amount refunds already
 * spread over the lines), never the refunded quantity, so a refund entered as
 * an amount counts like one entered by line. The days still paid for are the
 * unrefunded share of the days bought, rounded down (a member never keeps a
 * day nobody paid for): floor(days per unit × quantity × (total − refunded) / total).
 * A line refunded in full grants nothing; a line that cost nothing (free, a
 * 100% coupon) has nothing to refund and keeps its days while the order is paid.
 */
final class Membership_Refund_Rule {

	/**
	 * Days the line still grants, or null when it is refunded in full (taken back).
	 *
	 * @param int $unit_days Days one unit lasts.
	 * @param int $quantity  Units bought on the line.
	 * @param int $total     The line's amount (minor units, tax excluded).
	 * @param int $refunded  How much of it is refunded (same units).
	 */
	public static function days_kept( int $unit_days, int $quantity, int $total, int $refunded ): ?int {
		$full = max( 0, $unit_days ) * max( 1, $quantity );
		if ( $total <= 0 || $refunded <= 0 ) {
			return $full;
		}
		if ( $refunded >= $total ) {
			return null;
		}
		// Integers throughout: 3650 days × a quantity × an amount in minor units stays far inside PHP_INT_MAX.
		return intdiv( $full * ( $total - $refunded ), $total );
	}
}
