<?php
/**
 * Prices in minor units as the decimals search engines read.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\Seo;

use PlayPal\Frontend\Seo\Product_Price;

/**
 * String arithmetic on the Store API's integer amounts: exact for any size
 * and any number of minor digits, never through a float.
 */
final class ProductPriceTest extends \PHPUnit\Framework\TestCase {

	/**
	 * @return array<string, array{mixed, int, string|null}>
	 */
	public static function amounts(): array {
		return array(
			'cents'                       => array( '1299', 2, '12.99' ),
			'trailing zeros kept'         => array( '950', 2, '9.50' ),
			'less than one'               => array( '5', 2, '0.05' ),
			'leading zeros dropped'       => array( '000120', 2, '1.20' ),
			'no minor unit'               => array( '1500', 0, '1500' ),
			'three minor digits'          => array( '12345', 3, '12.345' ),
			'beyond a float'              => array( '123456789012345678901', 2, '1234567890123456789.01' ),
			'an integer'                  => array( 4200, 2, '42.00' ),
			'zero is no price'            => array( '0', 2, null ),
			'empty is no price'           => array( '', 2, null ),
			'negative is no price'        => array( '-100', 2, null ),
			'a decimal is not minor unit' => array( '12.99', 2, null ),
			'a float is refused'          => array( 12.99, 2, null ),
			'null'                        => array( null, 2, null ),
		);
	}

	/**
	 * @dataProvider amounts
	 *
	 * @param mixed       $minor    Amount in minor units.
	 * @param int         $digits   Minor unit digits.
	 * @param string|null $expected Decimal, or null.
	 */
	public function test_an_amount_in_minor_units_as_a_decimal( $minor, int $digits, ?string $expected ): void {
		$this->assertSame( $expected, Product_Price::decimal( $minor, $digits ) );
	}

	public function test_a_range_comes_from_price_range_or_the_one_price(): void {
		$prices = array(
			'price'               => '4200',
			'currency_code'       => 'EUR',
			'currency_minor_unit' => 2,
			'price_range'         => array(
				'min_amount' => '4200',
				'max_amount' => '4500',
			),
		);
		$this->assertSame(
			array(
				'low'      => '42.00',
				'high'     => '45.00',
				'currency' => 'EUR',
			),
			Product_Price::range( array( 'prices' => $prices ) ),
			'The Store API’s range.'
		);
		$prices['price_range'] = null;
		$this->assertSame(
			array(
				'low'      => '42.00',
				'high'     => '42.00',
				'currency' => 'EUR',
			),
			Product_Price::range( array( 'prices' => $prices ) ),
			'No range (every variation costs the same): the one price at both ends.'
		);
		$prices['price_range'] = array(
			'min_amount' => '0',
			'max_amount' => '4500',
		);
		$this->assertNull( Product_Price::range( array( 'prices' => $prices ) ), 'A range from nothing is not shown, so not claimed.' );
		$this->assertNull( Product_Price::range( array() ), 'No prices, no range.' );
	}

	public function test_an_unpurchasable_product_has_a_shown_price_but_no_sold_price(): void {
		$product = array(
			'is_purchasable' => false,
			'prices'         => array(
				'price'               => '1105',
				'currency_code'       => 'USD',
				'currency_minor_unit' => 2,
			),
		);
		$this->assertNull( Product_Price::of( $product ), 'The store does not sell it.' );
		$this->assertSame(
			array(
				'amount'   => '11.05',
				'currency' => 'USD',
			),
			Product_Price::shown( $product ),
			'Its page still shows the price (an external product).'
		);
	}
}
