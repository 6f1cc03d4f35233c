<?php
/**
 * The money type: minor units from ISO 4217, exact parsing and formatting.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Money;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use PlayPal\Money\Currency_Units;
use PlayPal\Money\Largest_Remainder;
use PlayPal\Money\Money;

/**
 * Plain values, no WordPress needed.
 */
final class MoneyTest extends TestCase {

	public function test_minor_units_come_from_iso_4217_not_the_stores_display_setting(): void {
		$this->assertSame( array( 0, 2, 2, 3, 3, 4, 2 ), array_map( array( Currency_Units::class, 'of' ), array( 'JPY', 'USD', 'EUR', 'KWD', 'bhd', 'CLF', 'XYZ' ) ) );
	}

	public function test_amounts_as_woocommerce_stores_them_round_half_away_from_zero_digit_by_digit(): void {
		$cases = array(
			array( '4.00', 'USD', 400 ),
			array( '4.165', 'USD', 417 ),
			array( 4.165, 'USD', 417 ),
			array( '-4.165', 'USD', -417 ),
			array( '500', 'JPY', 500 ),
			array( '499.5', 'JPY', 500 ),
			array( '1.2345', 'KWD', 1235 ),
			array( '.5', 'USD', 50 ),
			array( 3, 'USD', 300 ),
			array( 1.0E-7, 'USD', 0 ),
		);
		foreach ( $cases as [ $amount, $currency, $minor ] ) {
			$this->assertSame( $minor, Money::from_decimal( $amount, $currency )->minor, wp_json_encode( $amount ) . " {$currency}" );
		}
	}

	public function test_a_typed_amount_has_no_more_digits_than_the_currency(): void {
		$this->assertSame( 350, Money::parse_typed( '350', 'JPY' )?->minor );
		$this->assertNull( Money::parse_typed( '350.5', 'JPY' ), 'Yen have no minor unit.' );
		$this->assertSame( 1250, Money::parse_typed( ' 12.5 ', 'USD' )?->minor );
		$this->assertSame( 12500, Money::parse_typed( '12.5', 'KWD' )?->minor );
		foreach ( array( '12.505', '-1', '1e3', '', '1,00', null, array(), 1.5 ) as $bad ) {
			$this->assertNull( Money::parse_typed( $bad, 'USD' ), (string) wp_json_encode( $bad ) );
		}
	}

	public function test_decimal_text_is_exact_in_every_currency(): void {
		$this->assertSame( array( '3.50', '350', '0.350', '-0.05', '0.00' ), array( Money::of( 350, 'USD' )->to_decimal(), Money::of( 350, 'JPY' )->to_decimal(), Money::of( 350, 'KWD' )->to_decimal(), Money::of( -5, 'USD' )->to_decimal(), Money::of( 0, 'usd' )->to_decimal() ) );
		$this->assertSame(
			array(
				'amount'   => 350,
				'currency' => 'JPY',
			),
			Money::of( 350, 'jpy' )->to_array()
		);
	}

	public function test_amounts_of_two_currencies_are_never_added(): void {
		$this->assertSame( 700, Money::of( 350, 'USD' )->plus( Money::of( 350, 'USD' ) )->minor );
		$this->expectException( InvalidArgumentException::class );
		Money::of( 350, 'USD' )->plus( Money::of( 350, 'JPY' ) );
	}

	public function test_largest_remainder_parts_add_up_exactly_and_never_pass_their_weight(): void {
		$this->assertSame( array( 100, 300 ), Largest_Remainder::split( 400, array( 500, 1500 ) ) );
		$this->assertSame( array( 34, 33, 33 ), Largest_Remainder::split( 100, array( 1, 1, 1 ) ), 'Ties go to the earlier part.' );
		$this->assertSame( array( 0, 0 ), Largest_Remainder::split( 5, array( 0, 0 ) ) );
		$random = new \Random\Randomizer( new \Random\Engine\Mt19937( 7 ) );
		for ( $run = 0; $run < 500; $run++ ) {
			$weights = array();
			for ( $i = $random->getInt( 1, 6 ); $i > 0; $i-- ) {
				$weights[] = $random->getInt( 0, 100000 );
			}
			$total = $random->getInt( 0, array_sum( $weights ) );
			$parts = Largest_Remainder::split( $total, $weights );
			$this->assertSame( array_sum( $weights ) > 0 ? $total : 0, array_sum( $parts ) );
			foreach ( $parts as $key => $part ) {
				$this->assertLessThanOrEqual( $weights[ $key ], $part );
				$this->assertGreaterThanOrEqual( 0, $part );
			}
		}
	}
}
