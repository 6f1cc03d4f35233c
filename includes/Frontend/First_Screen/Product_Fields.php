<?php
/**
 * Reading a Store API product for display, as the shop's React code does
 * (src/features/shop/utils/money.ts and availability.ts).
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Prices from minor units and the product's first picture.
 */
final class Product_Fields {

	/**
	 * Whether an amount in minor units is a price above zero.
	 *
	 * @param mixed $minor Integer string in minor units.
	 */
	public static function is_priced( mixed $minor ): bool {
		$raw = trim( (string) $minor );
		return (bool) preg_match( '/^\d+$/', $raw ) && (bool) preg_match( '/[1-9]/', $raw );
	}

	/**
	 * Whether the store sells the product at a price (stock aside).
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	public static function is_for_sale( array $product ): bool {
		return ! empty( $product['is_purchasable'] ) && self::is_priced( $product['prices']['price'] ?? '' );
	}

	/**
	 * An amount in minor units with the currency's own prefix, suffix and
	 * separators, by string arithmetic ("123456" in USD is "$1,234.56").
	 *
	 * @param mixed                $minor  Integer string in minor units.
	 * @param array<string, mixed> $prices The currency fields beside it.
	 * @return string '' when the amount is not an integer.
	 */
	public static function money( mixed $minor, array $prices ): string {
		$raw = trim( (string) $minor );
		if ( ! preg_match( '/^-?\d+$/', $raw ) ) {
			return '';
		}
		$negative = str_starts_with( $raw, '-' ) && preg_match( '/[1-9]/', $raw );
		$unit     = max( 0, (int) ( $prices['currency_minor_unit'] ?? 0 ) );
		$digits   = (string) preg_replace( '/^0+(?=\d)/', '', ltrim( $raw, '-' ) );
		$digits   = str_pad( $digits, $unit + 1, '0', STR_PAD_LEFT );
		$whole    = substr( $digits, 0, strlen( $digits ) - $unit );
		$fraction = $unit > 0 ? substr( $digits, -$unit ) : '';
		$grouped  = (string) preg_replace( '/\B(?=(\d{3})+(?!\d))/', (string) ( $prices['currency_thousand_separator'] ?? '' ), $whole );
		$number   = '' === $fraction ? $grouped : $grouped . ( $prices['currency_decimal_separator'] ?? '.' ) . $fraction;
		return ( $negative ? '-' : '' ) . ( $prices['currency_prefix'] ?? '' ) . $number . ( $prices['currency_suffix'] ?? '' );
	}

	/**
	 * The price and, on sale, the regular price it replaces ('' each when not shown).
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{price: string, regular: string}
	 */
	public static function price( array $product ): array {
		$prices = (array) ( $product['prices'] ?? array() );
		if ( ! self::is_priced( $prices['price'] ?? '' ) ) {
			return array(
				'price'   => '',
				'regular' => '',
			);
		}
		$price   = self::money( $prices['price'] ?? '', $prices );
		$regular = self::money( $prices['regular_price'] ?? '', $prices );
		return array(
			'price'   => $price,
			'regular' => ! empty( $product['on_sale'] ) && $regular !== $price ? $regular : '',
		);
	}

	/**
	 * The product's first picture, or null.
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{src: string, thumbnail: string, srcset: string, alt: string}|null
	 */
	public static function image( array $product ): ?array {
		$image = $product['images'][0] ?? null;
		if ( ! is_array( $image ) || empty( $image['src'] ) ) {
			return null;
		}
		return array(
			'src'       => (string) $image['src'],
			'thumbnail' => (string) ( $image['thumbnail'] ?? '' ),
			'srcset'    => (string) ( $image['srcset'] ?? '' ),
			'alt'       => (string) ( $image['alt'] ?? '' ),
		);
	}
}
