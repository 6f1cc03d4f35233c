<?php
/**
 * A variable product's choices as the printed page shows them, read as
 * src/features/shop/utils/variations.ts reads them: the attributes the
 * shopper chooses, the store's default terms chosen, and each term's reason
 * when it cannot be chosen with them.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Attribute groups with their terms' states, from a Store API product and its variations.
 */
final class Variation_Choices {

	/** Between the items of a list of attributes, as wc_get_formatted_variation() writes them in every language. */
	private const LIST_SEPARATOR = ', ';

	/**
	 * The groups the chooser prints: each attribute's name and its terms
	 * (name, slug, chosen, reason — '' when it can be chosen).
	 *
	 * @param array<string, mixed>             $product    Store API variable product.
	 * @param array<int, array<string, mixed>> $variations Its variations (type=variation), for their stock.
	 * @return array<int, array{name: string, terms: array<int, array{name: string, slug: string, chosen: bool, reason: string}>}>
	 */
	public static function groups( array $product, array $variations ): array {
		$in_stock = array();
		foreach ( $variations as $variation ) {
			if ( isset( $variation['id'] ) ) {
				$in_stock[ (int) $variation['id'] ] = ! empty( $variation['is_in_stock'] );
			}
		}
		$attributes = self::attributes( $product );
		$choices    = self::default_choices( $attributes );
		$refs       = array_values( array_filter( (array) ( $product['variations'] ?? array() ), 'is_array' ) );
		$groups     = array();
		foreach ( $attributes as $attribute ) {
			$terms = array();
			foreach ( (array) ( $attribute['terms'] ?? array() ) as $term ) {
				$slug    = (string) ( $term['slug'] ?? '' );
				$terms[] = array(
					'name'   => Post_Fields::text( $term['name'] ?? '' ),
					'slug'   => $slug,
					'chosen' => ( $choices[ $attribute['name'] ] ?? null ) === $slug,
					'reason' => self::reason( $attributes, $refs, $choices, (string) $attribute['name'], $slug, $in_stock ),
				);
			}
			$groups[] = array(
				'name'  => Post_Fields::text( $attribute['name'] ),
				'terms' => $terms,
			);
		}
		return $groups;
	}

	/**
	 * The attributes the shopper chooses (`has_variations`).
	 *
	 * @param array<string, mixed> $product Store API product.
	 * @return array<int, array<string, mixed>>
	 */
	private static function attributes( array $product ): array {
		$attributes = array();
		foreach ( (array) ( $product['attributes'] ?? array() ) as $attribute ) {
			if ( is_array( $attribute ) && ! empty( $attribute['has_variations'] ) && isset( $attribute['name'] ) ) {
				$attributes[] = $attribute;
			}
		}
		return $attributes;
	}

	/**
	 * The store's default terms, by attribute name.
	 *
	 * @param array<int, array<string, mixed>> $attributes The chosen attributes.
	 * @return array<string, string>
	 */
	private static function default_choices( array $attributes ): array {
		$choices = array();
		foreach ( $attributes as $attribute ) {
			foreach ( (array) ( $attribute['terms'] ?? array() ) as $term ) {
				if ( ! empty( $term['default'] ) ) {
					$choices[ (string) $attribute['name'] ] = (string) ( $term['slug'] ?? '' );
					break;
				}
			}
		}
		return $choices;
	}

	/**
	 * Whether a variation fits the choices (null is "any").
	 *
	 * @param array<string, mixed>  $variation A variation as its parent lists it.
	 * @param array<string, string> $choices   Choices.
	 */
	private static function fits( array $variation, array $choices ): bool {
		foreach ( $choices as $name => $slug ) {
			foreach ( (array) ( $variation['attributes'] ?? array() ) as $own ) {
				if ( ( $own['name'] ?? null ) !== $name || null === ( $own['value'] ?? null ) ) {
					continue;
				}
				$value = (string) $own['value'];
				if ( $value !== $slug && strtolower( $value ) !== strtolower( $slug ) ) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * Why a term cannot be chosen with the other choices ('' when it can), in
	 * utils/variations.ts termState()'s words.
	 *
	 * @param array<int, array<string, mixed>> $attributes The chosen attributes.
	 * @param array<int, array<string, mixed>> $refs       The parent's variations.
	 * @param array<string, string>            $choices    Choices.
	 * @param string                           $name       The term's attribute.
	 * @param string                           $slug       The term.
	 * @param array<int, bool>                 $in_stock   Known stock by variation ID.
	 */
	private static function reason( array $attributes, array $refs, array $choices, string $name, string $slug, array $in_stock ): string {
		$others = $choices;
		unset( $others[ $name ] );
		$trial   = array_merge( $others, array( $name => $slug ) );
		$fitting = array_filter( $refs, static fn( array $ref ): bool => self::fits( $ref, $trial ) );
		if ( ! $fitting ) {
			$words = self::words( $attributes, $others );
			/* translators: %s: the other choices, e.g. "Logo: No". */
			return '' !== $words ? sprintf( __( 'not available with %s', 'playpal' ), $words ) : __( 'not available', 'playpal' );
		}
		foreach ( $fitting as $ref ) {
			if ( ( $in_stock[ (int) ( $ref['id'] ?? 0 ) ] ?? true ) ) {
				return '';
			}
		}
		return __( 'out of stock', 'playpal' );
	}

	/**
	 * "Logo: No, Size: Large" — choices in words, in the attributes' order.
	 *
	 * @param array<int, array<string, mixed>> $attributes The chosen attributes.
	 * @param array<string, string>            $choices    Choices.
	 */
	private static function words( array $attributes, array $choices ): string {
		$pairs = array();
		foreach ( $attributes as $attribute ) {
			$slug = $choices[ $attribute['name'] ] ?? '';
			if ( '' === $slug ) {
				continue;
			}
			$term_name = $slug;
			foreach ( (array) ( $attribute['terms'] ?? array() ) as $term ) {
				if ( strtolower( (string) ( $term['slug'] ?? '' ) ) === strtolower( $slug ) ) {
					$term_name = (string) ( $term['name'] ?? $slug );
					break;
				}
			}
			/* translators: 1: attribute name, e.g. Color; 2: its value, e.g. Blue. */
			$pairs[] = sprintf( __( '%1$s: %2$s', 'playpal' ), Post_Fields::text( $attribute['name'] ), Post_Fields::text( $term_name ) );
		}
		return implode( self::LIST_SEPARATOR, $pairs );
	}

	/**
	 * The variation the store's default choices name, with its own price,
	 * stock, SKU and picture (null until every attribute has a default, or
	 * when the variations list does not hold it), as the React page shows it.
	 *
	 * @param array<string, mixed>             $product    Store API variable product.
	 * @param array<int, array<string, mixed>> $variations Its variations.
	 * @return array<string, mixed>|null
	 */
	public static function chosen( array $product, array $variations ): ?array {
		$ref = self::chosen_ref( $product );
		if ( null === $ref ) {
			return null;
		}
		foreach ( $variations as $variation ) {
			if ( (int) ( $variation['id'] ?? 0 ) === (int) ( $ref['id'] ?? -1 ) ) {
				return $variation;
			}
		}
		return null;
	}

	/**
	 * Why the product cannot be added with the default choices ('' when it
	 * can), in ProductScreen.tsx variableBlocked()'s words.
	 *
	 * @param array<string, mixed>             $product    Store API variable product.
	 * @param array<int, array<string, mixed>> $variations Its variations.
	 */
	public static function blocked( array $product, array $variations ): string {
		$attributes = self::attributes( $product );
		$choices    = self::default_choices( $attributes );
		$missing    = array();
		foreach ( $attributes as $attribute ) {
			if ( '' === ( $choices[ $attribute['name'] ] ?? '' ) ) {
				$missing[] = Post_Fields::text( $attribute['name'] );
			}
		}
		if ( $missing ) {
			/* translators: %s: the attributes still to choose, e.g. "Color, Logo". */
			return sprintf( __( 'Choose %s first.', 'playpal' ), implode( self::LIST_SEPARATOR, $missing ) );
		}
		if ( null === self::chosen_ref( $product ) ) {
			return __( 'These choices are not available together.', 'playpal' );
		}
		$variation = self::chosen( $product, $variations );
		return null !== $variation && empty( $variation['is_in_stock'] ) ? __( 'This choice is out of stock.', 'playpal' ) : '';
	}

	/**
	 * The parent's entry for the variation the default choices name, once every attribute has one.
	 *
	 * @param array<string, mixed> $product Store API variable product.
	 * @return array<string, mixed>|null
	 */
	private static function chosen_ref( array $product ): ?array {
		$attributes = self::attributes( $product );
		$choices    = self::default_choices( $attributes );
		if ( count( $choices ) < count( $attributes ) ) {
			return null;
		}
		foreach ( (array) ( $product['variations'] ?? array() ) as $ref ) {
			if ( is_array( $ref ) && self::fits( $ref, $choices ) ) {
				return $ref;
			}
		}
		return null;
	}
}
