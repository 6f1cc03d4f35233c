<?php
/**
 * The refund rule: days a membership line keeps after a refund.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Membership_Refund_Rule;
use PlayPal\Tests\TestCase;

/**
 * Plain integer cases, each worked out by hand in minor units.
 */
final class MembershipRefundRuleTest extends TestCase {

	/**
	 * Unit days, quantity, line total, refunded, expected days (null: taken back).
	 *
	 * @return array<string, array{int, int, int, int, int|null}>
	 */
	public static function cases(): array {
		return array(
			'nothing refunded'                         => array( 30, 1, 2499, 0, 30 ),
			'half of a 30-day card'                    => array( 30, 1, 3000, 1500, 15 ),
			'$24.00 of $24.99: floor(30 × 99 / 2499)'  => array( 30, 1, 2499, 2400, 1 ),
			'one cent left of $24.99: no day paid for' => array( 30, 1, 2499, 2498, 0 ),
			'refunded in full'                         => array( 30, 1, 2499, 2499, null ),
			'more than the line (rounding elsewhere)'  => array( 30, 1, 2499, 2500, null ),
			'one of three months by amount'            => array( 30, 3, 8700, 2900, 60 ),
			'a free line keeps its days'               => array( 365, 1, 0, 0, 365 ),
			'yen: ¥500 card, ¥100 refunded'            => array( 30, 1, 500, 100, 24 ),
			'dinar (3 decimals): 1.000 of 3.000'       => array( 365, 1, 3000, 1000, 243 ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param int      $unit_days Days per unit.
	 * @param int      $quantity  Units.
	 * @param int      $total     Line total.
	 * @param int      $refunded  Refunded of it.
	 * @param int|null $expected  Days kept.
	 */
	public function test_a_line_keeps_the_days_its_unrefunded_amount_pays_for_rounded_down( int $unit_days, int $quantity, int $total, int $refunded, ?int $expected ): void {
		$this->assertSame( $expected, Membership_Refund_Rule::days_kept( $unit_days, $quantity, $total, $refunded ), 'floor(days × unrefunded / total); null when refunded in full.' );
	}
}
