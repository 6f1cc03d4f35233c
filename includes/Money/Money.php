<?php
/**
 * An amount of money: whole minor units of one currency.
 *
 * @package PlayPal
 */

namespace PlayPal\Money;

use InvalidArgumentException;

defined( 'ABSPATH' ) || exit;

/**
 * The one way PlayPal holds money: an integer count of the currency's ISO
 * 4217 minor units (cents for USD, yen for JPY, fils for KWD) and the code.
 * Never a float, never WooCommerce's display decimals. Two amounts in
 * different currencies are never added: plus() refuses them.
 */
final class Money {

	/**
	 * @param int    $minor    Whole minor units (350 for $3.50, 500 for ¥500).
	 * @param string $currency ISO 4217 code, upper case.
	 */
	private function __construct( public readonly int $minor, public readonly string $currency ) {}

	/**
	 * An amount already in minor units.
	 *
	 * @param int    $minor    Whole minor units.
	 * @param string $currency ISO 4217 code.
	 * @throws InvalidArgumentException For a text that is no currency code.
	 */
	public static function of( int $minor, string $currency ): self {
		$code = strtoupper( trim( $currency ) );
		if ( ! Currency_Units::is_code( $code ) ) {
			throw new InvalidArgumentException( 'Not an ISO 4217 currency code: ' . $currency );
		}
		return new self( $minor, $code );
	}

	/**
	 * An amount as WooCommerce stores it ("4.00", "3.3333", 4.5), rounded
	 * half away from zero to the currency's minor unit. Decimal text is
	 * rounded digit by digit, so "4.165" is 417 cents (a float would say 416).
	 *
	 * @param string|int|float $amount   The amount in currency units.
	 * @param string           $currency ISO 4217 code.
	 * @throws InvalidArgumentException For a value that is no number.
	 */
	public static function from_decimal( string|int|float $amount, string $currency ): self {
		$text = is_float( $amount ) ? self::float_text( $amount ) : trim( (string) $amount );
		if ( ! preg_match( '/^([+-]?)([0-9]*)(?:\.([0-9]*))?$/', $text, $parts ) || '' === $parts[2] . ( $parts[3] ?? '' ) ) {
			throw new InvalidArgumentException( 'Not an amount: ' . $text );
		}
		$units    = Currency_Units::of( $currency );
		$fraction = str_pad( $parts[3] ?? '', $units + 1, '0' );
		$minor    = (int) ( ltrim( $parts[2], '0' ) . substr( $fraction, 0, $units ) );
		if ( (int) $fraction[ $units ] >= 5 ) {
			++$minor;
		}
		return self::of( '-' === $parts[1] ? -$minor : $minor, $currency );
	}

	/**
	 * An amount typed by a person ("12", "12.5", "12.50"; "350" for yen):
	 * no sign, no more digits after the point than the currency has, none at
	 * all for a currency without a minor unit. Null when it is not such text.
	 *
	 * @param mixed  $text     As sent.
	 * @param string $currency ISO 4217 code.
	 */
	public static function parse_typed( mixed $text, string $currency ): ?self {
		$value = is_string( $text ) || is_int( $text ) ? trim( (string) $text ) : '';
		$units = Currency_Units::of( $currency );
		$shape = 0 === $units ? '/^[0-9]{1,15}$/' : '/^[0-9]{1,15}(?:\.[0-9]{1,' . $units . '})?$/';
		if ( ! preg_match( $shape, $value ) ) {
			return null;
		}
		return self::from_decimal( $value, $currency );
	}

	/**
	 * The amount in currency units as exact text: "3.50", "350", "0.350", "-1.25".
	 */
	public function to_decimal(): string {
		$units  = Currency_Units::of( $this->currency );
		$digits = str_pad( (string) abs( $this->minor ), $units + 1, '0', STR_PAD_LEFT );
		$whole  = 0 === $units ? $digits : substr( $digits, 0, -$units ) . '.' . substr( $digits, -$units );
		return ( $this->minor < 0 ? '-' : '' ) . $whole;
	}

	/**
	 * The sum of two amounts of the same currency.
	 *
	 * @param Money $other The other amount.
	 * @throws InvalidArgumentException For amounts in different currencies.
	 */
	public function plus( Money $other ): self {
		if ( $other->currency !== $this->currency ) {
			throw new InvalidArgumentException( "Cannot add {$other->currency} to {$this->currency}." );
		}
		return new self( $this->minor + $other->minor, $this->currency );
	}

	/**
	 * For JSON: `{amount, currency}` with the amount in minor units, as
	 * src/lib/money.ts reads it.
	 *
	 * @return array{amount: int, currency: string}
	 */
	public function to_array(): array {
		return array(
			'amount'   => $this->minor,
			'currency' => $this->currency,
		);
	}

	/**
	 * A float's decimal text without an exponent ("1.0E-7" → "0.0000001").
	 *
	 * @param float $amount The float.
	 */
	private static function float_text( float $amount ): string {
		$text = (string) $amount;
		return str_contains( strtolower( $text ), 'e' ) ? rtrim( rtrim( sprintf( '%.12F', $amount ), '0' ), '.' ) : $text;
	}
}
