<?php
/**
 * Which part of each refund belongs to which line.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PHPUnit\Framework\TestCase;
use PlayPal\Commerce\Refund_Allocation;

/**
 * The rule alone, in minor units (the model test checks it against real orders).
 */
final class RefundAllocationTest extends TestCase {

	public function test_an_amount_refund_is_spread_in_proportion_to_what_each_line_was_paid(): void {
		$this->assertSame(
			array(
				'pack' => 100,
				'kit'  => 300,
			),
			Refund_Allocation::refunded(
				array(
					'pack' => 500,
					'kit'  => 1500,
				),
				array(
					array(
						'amount' => 400,
						'lines'  => array(),
					),
				)
			)
		);
	}

	public function test_named_lines_take_what_they_name_and_the_rest_is_spread_over_what_is_left(): void {
		$refunded = Refund_Allocation::refunded(
			array(
				1 => 1000,
				2 => 1000,
				3 => 500,
			),
			array(
				array(
					'amount' => 1000,
					'lines'  => array( 1 => 1000 ),
				),
				array(
					'amount' => 1500,
					'lines'  => array( 2 => 200 ),
				),
			)
		);
		$this->assertSame(
			array(
				1 => 1000,
				2 => 1000,
				3 => 500,
			),
			$refunded,
			'Line 1 named in full; then 200 named on line 2 and 1300 spread over 800 and 500 left.'
		);
	}

	public function test_refunds_count_oldest_first_and_never_take_more_than_a_line_was_paid(): void {
		$this->assertSame(
			array(
				'a' => 600,
				'b' => 300,
			),
			Refund_Allocation::refunded(
				array(
					'a' => 600,
					'b' => 300,
				),
				array(
					array(
						'amount' => 700,
						'lines'  => array( 'a' => 700 ),
					),
					array(
						'amount' => 5000,
						'lines'  => array(),
					),
				)
			),
			'A line named for more than it has gives back what it has; an amount beyond the order gives back the order.'
		);
	}

	public function test_an_amount_named_for_a_line_the_order_no_longer_has_is_not_spread_over_the_others(): void {
		$this->assertSame(
			array(
				'a' => 100,
				'b' => 0,
			),
			Refund_Allocation::refunded(
				array(
					'a' => 500,
					'b' => 500,
				),
				array(
					array(
						'amount' => 400,
						'lines'  => array(
							'gone' => 300,
							'a'    => 100,
						),
					),
				)
			)
		);
	}
}
