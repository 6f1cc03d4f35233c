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
 * search engines and link previews want "12.99".
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
		$prices   = is_array( $product['prices'] ?? null ) ? $product['prices'] : array();
		$minor    = (string) ( $prices['price'] ?? '' );
		$currency = (string) ( $prices['currency_code'] ?? '' );
		$digits   = max( 0, (int) ( $prices['currency_minor_unit'] ?? 2 ) );
		if ( false === ( $product['is_purchasable'] ?? true ) || ! ctype_digit( $minor ) || '' === $currency ) {
			return null;
		}
		$minor = ltrim( $minor, '0' );
		if ( '' === $minor ) {
			return null;
		}
		if ( 0 === $digits ) {
			return array(
				'amount'   => $minor,
				'currency' => $currency,
			);
		}
		$padded = str_pad( $minor, $digits + 1, '0', STR_PAD_LEFT );
		return array(
			'amount'   => substr( $padded, 0, -$digits ) . '.' . substr( $padded, -$digits ),
			'currency' => $currency,
		);
	}
}
