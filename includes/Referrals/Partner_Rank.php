<?php
/**
 * Referral partner rank (SPEC §4, §9).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that turns total commission into a rank:
 * Platinum at 500 or more, Gold at 200 or more, Silver at 50 or more, else Bronze.
 */
final class Partner_Rank {

	/** Lowest total commission of each rank, highest first. */
	public const THRESHOLDS = array(
		'Platinum' => 500,
		'Gold'     => 200,
		'Silver'   => 50,
	);

	public const DEFAULT_RANK = 'Bronze';

	/**
	 * The rank of a partner with this total commission.
	 *
	 * @param float $total_commission Total commission earned.
	 */
	public static function for_commission( float $total_commission ): string {
		foreach ( self::THRESHOLDS as $rank => $threshold ) {
			if ( $total_commission >= $threshold ) {
				return $rank;
			}
		}
		return self::DEFAULT_RANK;
	}
}
