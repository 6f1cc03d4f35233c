<?php
/**
 * Reading a Store API product for display, as the shop's React code does
 * (lib/format-money.ts, src/features/shop/utils/availability.ts and
 * quantity.ts, components/Price.tsx and product/ExternalButton.tsx).
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Prices from minor units, stock words, how it is sold and the product's first picture.
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
	 * How the storefront sells a product, as utils/availability.ts productKind():
	 * 'variable', 'grouped', 'external', or 'simple' (a variation and any type
	 * an extension adds are added as they are).
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	public static function kind( array $product ): string {
		$type = (string) ( $product['type'] ?? 'simple' );
		return in_array( $type, array( 'variable', 'grouped', 'external' ), true ) ? $type : 'simple';
	}

	/**
	 * The words about a product's stock, as utils/availability.ts stockWords()
	 * ('' when there is nothing to say).
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	public static function stock_words( array $product ): string {
		if ( array_key_exists( 'is_in_stock', $product ) && empty( $product['is_in_stock'] ) ) {
			return __( 'Out of stock', 'playpal' );
		}
		if ( ! empty( $product['is_on_backorder'] ) ) {
			return __( 'Available on backorder', 'playpal' );
		}
		$left = $product['low_stock_remaining'] ?? null;
		if ( is_int( $left ) && $left > 0 ) {
			/* translators: %d: how many are left in stock. */
			return sprintf( _n( 'Only %d left', 'Only %d left', $left, 'playpal' ), $left );
		}
		return '';
	}

	/**
	 * "$42.00 – $45.00" when a variable or grouped product's prices span a
	 * range ('' otherwise), as Price.tsx priceRangeText().
	 *
	 * @param array<string, mixed> $prices The product's prices.
	 */
	public static function price_range( array $prices ): string {
		$range = $prices['price_range'] ?? null;
		if ( ! is_array( $range ) || ! self::is_priced( $range['max_amount'] ?? '' ) ) {
			return '';
		}
		$min = self::money( $range['min_amount'] ?? '', $prices );
		$max = self::money( $range['max_amount'] ?? '', $prices );
		if ( '' === $min || '' === $max ) {
			return '';
		}
		/* translators: 1: lowest price; 2: highest price. */
		return $min === $max ? $max : sprintf( __( '%1$s – %2$s', 'playpal' ), $min, $max );
	}

	/**
	 * The price and, on sale, the regular price it replaces ('' each when not
	 * shown); a range as the price when the product's prices span one.
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{price: string, regular: string}
	 */
	public static function price( array $product ): array {
		$prices = (array) ( $product['prices'] ?? array() );
		$range  = self::price_range( $prices );
		if ( '' !== $range ) {
			return array(
				'price'   => $range,
				'regular' => '',
			);
		}
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

	/**
	 * An external product's web address when a link may follow it (http or
	 * https), '' otherwise, as ExternalButton.tsx externalUrl().
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	public static function external_url( array $product ): string {
		$url    = (string) ( $product['add_to_cart']['url'] ?? '' );
		$scheme = strtolower( (string) wp_parse_url( $url, PHP_URL_SCHEME ) );
		return in_array( $scheme, array( 'http', 'https' ), true ) && '' !== (string) wp_parse_url( $url, PHP_URL_HOST ) ? $url : '';
	}

	/**
	 * An external product's button text (its own, "Buy on the WordPress swag store!").
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	public static function external_text( array $product ): string {
		$text = Post_Fields::text( $product['add_to_cart']['text'] ?? '' );
		return '' !== $text ? $text : __( 'Buy product', 'playpal' );
	}

	/**
	 * The external link's hidden words after its text, one text node, as
	 * ExternalButton.tsx externalHint(): " WordPress Pennant (opens another website)".
	 *
	 * @param string $name The product's name, on a card.
	 */
	public static function external_hint( string $name = '' ): string {
		return '' !== $name
			/* translators: %s: product name. */
			? ' ' . sprintf( __( '%s (opens another website)', 'playpal' ), $name )
			: ' ' . __( '(opens another website)', 'playpal' );
	}

	/**
	 * The quantities a product can be added in, as utils/quantity.ts addRules().
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array{minimum: int, maximum: int, step: int}
	 */
	public static function add_rules( array $product ): array {
		if ( ! empty( $product['sold_individually'] ) ) {
			return array(
				'minimum' => 1,
				'maximum' => 1,
				'step'    => 1,
			);
		}
		$limits  = (array) ( $product['add_to_cart'] ?? array() );
		$whole   = static fn( mixed $value, int $fallback ): int => is_numeric( $value ) && (int) $value > 0 ? (int) $value : $fallback;
		$minimum = $whole( $limits['minimum'] ?? null, 1 );
		return array(
			'minimum' => $minimum,
			'maximum' => max( $minimum, $whole( $limits['maximum'] ?? null, 9999 ) ),
			'step'    => $whole( $limits['multiple_of'] ?? null, 1 ),
		);
	}
}
