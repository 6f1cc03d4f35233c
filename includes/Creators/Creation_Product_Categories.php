<?php
/**
 * The shop categories a creation's product is filed under.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Every creation's product is in the product category "Create It Forward"
 * (slug `create-it-forward`: the member portal's store filter of that name
 * picks products by that slug) and, when the creation has one, in a child
 * category for its SPEC §9 category (`create-it-forward-stem`, "STEM"), so
 * the shop can list creators' work by subject. Missing terms are created.
 */
final class Creation_Product_Categories {

	public const PARENT_SLUG = 'create-it-forward';

	/**
	 * The product_cat term ids for a creation category ('' = the parent only).
	 *
	 * @param string $category A Creation_Validator::CATEGORIES value or ''.
	 * @return int[]
	 * @throws RuntimeException When a term cannot be created.
	 */
	public function term_ids( string $category ): array {
		$parent = $this->term( self::PARENT_SLUG, __( 'Create It Forward', 'playpal' ), 0 );
		$names  = self::names();
		if ( ! isset( $names[ $category ] ) ) {
			return array( $parent );
		}
		return array( $parent, $this->term( self::PARENT_SLUG . '-' . $category, $names[ $category ], $parent ) );
	}

	/**
	 * SPEC §9's categories as the shop names them.
	 *
	 * @return array<string, string>
	 */
	public static function names(): array {
		return array(
			'educational' => __( 'Educational', 'playpal' ),
			'stem'        => __( 'STEM', 'playpal' ),
			'arts-crafts' => __( 'Arts & Crafts', 'playpal' ),
			'science'     => __( 'Science', 'playpal' ),
			'math'        => __( 'Math', 'playpal' ),
			'reading'     => __( 'Reading', 'playpal' ),
		);
	}

	/**
	 * The term with this slug, created when missing.
	 *
	 * @param string $slug   Slug.
	 * @param string $name   Name for a new term.
	 * @param int    $parent Parent term id.
	 * @throws RuntimeException When it cannot be created.
	 */
	private function term( string $slug, string $name, int $parent ): int {
		$term = get_term_by( 'slug', $slug, 'product_cat' );
		if ( $term instanceof \WP_Term ) {
			return (int) $term->term_id;
		}
		$made = wp_insert_term(
			$name,
			'product_cat',
			array(
				'slug'   => $slug,
				'parent' => max( 0, $parent ), // A term id or 0: never below.
			)
		);
		if ( is_wp_error( $made ) ) {
			// Another request made it in between: its id is in the error.
			$existing = (int) $made->get_error_data( 'term_exists' );
			if ( $existing > 0 ) {
				return $existing;
			}
			throw new RuntimeException( 'The shop category could not be created.' );
		}
		return (int) $made['term_id'];
	}
}
