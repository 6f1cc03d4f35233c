<?php
/**
 * Partner ranks at their boundaries.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Referrals\Partner_Rank;
use PlayPal\Tests\TestCase;

/**
 * Platinum ≥ 500, Gold ≥ 200, Silver ≥ 50, else Bronze (SPEC §4, §9).
 */
final class PartnerRankTest extends TestCase {

	public function test_each_rank_starts_exactly_at_its_threshold(): void {
		$cases = array(
			'0'      => array( 0.0, 'Bronze' ),
			'49.99'  => array( 49.99, 'Bronze' ),
			'50'     => array( 50.0, 'Silver' ),
			'199.99' => array( 199.99, 'Silver' ),
			'200'    => array( 200.0, 'Gold' ),
			'499.99' => array( 499.99, 'Gold' ),
			'500'    => array( 500.0, 'Platinum' ),
			'10000'  => array( 10000.0, 'Platinum' ),
		);
		foreach ( $cases as $label => [ $commission, $rank ] ) {
			$this->assertSame( $rank, Partner_Rank::for_commission( $commission ), "{$label} in commission is {$rank}." );
		}
	}
}
