<?php
/**
 * The spec's sample partner stats (SPEC §4, Referral flow).
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

defined( 'ABSPATH' ) || exit;

/**
 * What the Play It Forward tab shows when the provider cannot answer:
 * earnings 45.67, 12 referrals, 15.2 % conversion, 89 clicks, Silver,
 * lifetime 127.34, and a demo link. Always marked `sample: true`.
 *
 * Filter `playpal_sample_partner_stats` replaces the figures (fields:
 * totalEarnings, referralCount, conversionRate, clickCount, lifetimeValue).
 */
final class Sample_Partner_Stats {

	/** The demo link's code; the ref cookie ignores it, so it attributes nothing. */
	public const DEMO_CODE = 'demo';

	/**
	 * The sample answer.
	 *
	 * @return array{totalEarnings: float, referralCount: int, conversionRate: float, clickCount: int, lifetimeValue: float, rank: string, code: string, link: string, sample: true}
	 */
	public static function answer(): array {
		$figures = array(
			'totalEarnings'  => 45.67,
			'referralCount'  => 12,
			'conversionRate' => 15.2,
			'clickCount'     => 89,
			'lifetimeValue'  => 127.34,
		);
		/**
		 * Filters the sample partner stats shown when the referral provider cannot answer.
		 *
		 * @param array $figures totalEarnings, referralCount, conversionRate, clickCount, lifetimeValue.
		 */
		$filtered = apply_filters( 'playpal_sample_partner_stats', $figures );
		$filtered = is_array( $filtered ) ? $filtered : $figures;
		$number   = static fn( string $field ): float => is_numeric( $filtered[ $field ] ?? null ) ? (float) $filtered[ $field ] : (float) $figures[ $field ];
		return array(
			'totalEarnings'  => $number( 'totalEarnings' ),
			'referralCount'  => (int) $number( 'referralCount' ),
			'conversionRate' => $number( 'conversionRate' ),
			'clickCount'     => (int) $number( 'clickCount' ),
			'lifetimeValue'  => $number( 'lifetimeValue' ),
			// The spec's sample says Silver; the rank rule gives Bronze for 45.67, so the spec's value is kept as the sample's.
			'rank'           => 'Silver',
			'code'           => self::DEMO_CODE,
			'link'           => Referral_Link::for_code( self::DEMO_CODE ),
			'sample'         => true,
		);
	}
}
