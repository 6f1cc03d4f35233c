<?php
/**
 * Money as the Store API sends it: integer strings in minor units, beside
 * the currency fields read from WooCommerce's own options.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * Currency settings, minor-unit conversion and price HTML.
 */
final class Money {

	private const SYMBOLS = array(
		'USD' => '$',
		'AUD' => '$',
		'CAD' => '$',
		'NZD' => '$',
		'EUR' => '€',
		'GBP' => '£',
		'JPY' => '¥',
		'KWD' => 'د.ك',
		'INR' => '₹',
	);

	/**
	 * The currency fields every price object carries.
	 *
	 * @return array{currency_code: string, currency_symbol: string, currency_minor_unit: int, currency_decimal_separator: string, currency_thousand_separator: string, currency_prefix: string, currency_suffix: string}
	 */
	public static function currency(): array {
		$code     = strtoupper( (string) get_option( 'woocommerce_currency', 'USD' ) );
		$symbol   = self::SYMBOLS[ $code ] ?? $code;
		$position = (string) get_option( 'woocommerce_currency_pos', 'left' );
		$prefix   = '';
		$suffix   = '';
		switch ( $position ) {
			case 'right':
				$suffix = $symbol;
				break;
			case 'left_space':
				$prefix = $symbol . ' ';
				break;
			case 'right_space':
				$suffix = ' ' . $symbol;
				break;
			default:
				$prefix = $symbol;
		}
		return array(
			'currency_code'               => $code,
			'currency_symbol'             => $symbol,
			'currency_minor_unit'         => self::decimals(),
			'currency_decimal_separator'  => (string) get_option( 'woocommerce_price_decimal_sep', '.' ),
			'currency_thousand_separator' => (string) get_option( 'woocommerce_price_thousand_sep', ',' ),
			'currency_prefix'             => $prefix,
			'currency_suffix'             => $suffix,
		);
	}

	public static function decimals(): int {
		return max( 0, (int) get_option( 'woocommerce_price_num_decimals', 2 ) );
	}

	/**
	 * A stored decimal price ("12.99") in minor units ("1299"), rounded half
	 * up, without floating point. An empty price stays empty.
	 *
	 * @param string $amount Decimal amount as WooCommerce stores it.
	 */
	public static function to_minor( string $amount ): string {
		$amount = trim( $amount );
		if ( '' === $amount || ! preg_match( '/^(\d*)(?:\.(\d*))?$/', $amount, $parts ) ) {
			return '';
		}
		$decimals = self::decimals();
		$whole    = ltrim( $parts[1], '0' );
		$fraction = str_pad( $parts[2] ?? '', $decimals + 1, '0' );
		$kept     = substr( $fraction, 0, $decimals );
		$minor    = (int) ( $whole . $kept );
		if ( (int) $fraction[ $decimals ] >= 5 ) {
			++$minor;
		}
		return (string) $minor;
	}

	/**
	 * Minor units formatted for display, e.g. "1,234.50".
	 *
	 * @param string $minor Amount in minor units.
	 */
	public static function format_number( string $minor ): string {
		$currency = self::currency();
		$decimals = $currency['currency_minor_unit'];
		$digits   = str_pad( ltrim( $minor, '-' ), $decimals + 1, '0', STR_PAD_LEFT );
		$whole    = substr( $digits, 0, strlen( $digits ) - $decimals );
		$fraction = $decimals > 0 ? substr( $digits, -$decimals ) : '';
		$grouped  = ltrim( strrev( implode( $currency['currency_thousand_separator'], str_split( strrev( $whole ), 3 ) ) ) );
		$sign     = str_starts_with( $minor, '-' ) ? '-' : '';
		return $sign . $grouped . ( '' !== $fraction ? $currency['currency_decimal_separator'] . $fraction : '' );
	}

	/**
	 * WooCommerce's price markup (wc_price()) for an amount in minor units.
	 *
	 * @param string $minor Amount in minor units.
	 */
	public static function html( string $minor ): string {
		$currency = self::currency();
		$symbol   = '<span class="woocommerce-Price-currencySymbol">' . esc_html( $currency['currency_symbol'] ) . '</span>';
		$number   = self::format_number( $minor );
		$position = (string) get_option( 'woocommerce_currency_pos', 'left' );
		$formats  = array(
			'left'        => $symbol . $number,
			'right'       => $number . $symbol,
			'left_space'  => $symbol . '&nbsp;' . $number,
			'right_space' => $number . '&nbsp;' . $symbol,
		);
		return '<span class="woocommerce-Price-amount amount"><bdi>' . ( $formats[ $position ] ?? $formats['left'] ) . '</bdi></span>';
	}

	/**
	 * Plain text of an amount, e.g. "$12.99" (for messages).
	 *
	 * @param string $minor Amount in minor units.
	 */
	public static function text( string $minor ): string {
		$currency = self::currency();
		return $currency['currency_prefix'] . self::format_number( $minor ) . $currency['currency_suffix'];
	}
}
