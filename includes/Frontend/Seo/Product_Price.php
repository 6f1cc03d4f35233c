<?php
/**
 * A Store API product's price as a decimal number with its currency.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * The Store API sends prices in minor units ("1299" with currency_minor_unit 2);
 * search engines and link previews want "12.99". Converted by string
 * arithmetic: a float would turn some amounts into 12.989999….
 */
final class Product_Price {

	/**
	 * The price, or null when the product has none to show: the storefront
	 * shows no price for an unpriced, zero-priced or unpurchasable product,
	 * so nothing may claim one.
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{amount: string, currency: string}|null
	 */
	public static function of( array $product ): ?array {
		if ( false === ( $product['is_purchasable'] ?? true ) ) {
			return null;
		}
		return self::shown( $product );
	}

	/**
	 * The price the storefront shows, whether or not the store itself sells
	 * the product (an external product is sold on another site at the price
	 * its page shows), or null when unpriced or zero-priced.
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{amount: string, currency: string}|null
	 */
	public static function shown( array $product ): ?array {
		$prices   = self::prices( $product );
		$amount   = self::decimal( $prices['price'] ?? '', self::minor_unit( $prices ) );
		$currency = (string) ( $prices['currency_code'] ?? '' );
		if ( null === $amount || '' === $currency ) {
			return null;
		}
		return array(
			'amount'   => $amount,
			'currency' => $currency,
		);
	}

	/**
	 * The lowest and highest price of a product with several (a variable
	 * product's variations, a grouped product's members): the Store API's
	 * `prices.price_range`, which it leaves null when every variation costs
	 * the same — then the product's one price is both ends. Null when either
	 * end is unpriced or zero (the storefront shows no such range).
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{low: string, high: string, currency: string}|null
	 */
	public static function range( array $product ): ?array {
		$prices   = self::prices( $product );
		$range    = is_array( $prices['price_range'] ?? null ) ? $prices['price_range'] : array(
			'min_amount' => $prices['price'] ?? '',
			'max_amount' => $prices['price'] ?? '',
		);
		$digits   = self::minor_unit( $prices );
		$low      = self::decimal( $range['min_amount'] ?? '', $digits );
		$high     = self::decimal( $range['max_amount'] ?? '', $digits );
		$currency = (string) ( $prices['currency_code'] ?? '' );
		if ( null === $low || null === $high || '' === $currency ) {
			return null;
		}
		return array(
			'low'      => $low,
			'high'     => $high,
			'currency' => $currency,
		);
	}

	/**
	 * An amount in minor units as a decimal string ("950" with 2 digits is
	 * "9.50"; trailing zeros kept), or null when it is not a whole number
	 * above zero.
	 *
	 * @param mixed $minor  Amount in minor units (an integer string).
	 * @param int   $digits The currency's minor unit digits.
	 */
	public static function decimal( mixed $minor, int $digits ): ?string {
		$minor = is_int( $minor ) ? (string) $minor : ( is_string( $minor ) ? $minor : '' );
		if ( ! ctype_digit( $minor ) ) {
			return null;
		}
		$minor = ltrim( $minor, '0' );
		if ( '' === $minor ) {
			return null;
		}
		if ( 0 === $digits ) {
			return $minor;
		}
		$padded = str_pad( $minor, $digits + 1, '0', STR_PAD_LEFT );
		return substr( $padded, 0, -$digits ) . '.' . substr( $padded, -$digits );
	}

	/**
	 * @param array<string, mixed> $product Store API product.
	 * @return array<string, mixed>
	 */
	private static function prices( array $product ): array {
		return is_array( $product['prices'] ?? null ) ? $product['prices'] : array();
	}

	/**
	 * @param array<string, mixed> $prices The product's `prices`.
	 */
	private static function minor_unit( array $prices ): int {
		return max( 0, (int) ( $prices['currency_minor_unit'] ?? 2 ) );
	}
}
