<?php
/**
 * Sample data of the creator directory (SPEC §2 Creator directory browser, §3 Directory listing).
 *
 * What the membership gate and the directory browser show until a site owner
 * replaces them. Filter `playpal_sample_listings`; each listing: id,
 * creatorName, creatorAvatar, title, description, category (one of SPEC §9's
 * directory categories: Mathematics, Language Arts, Science, Art, Social
 * Studies), price (number), rating, reviewCount, downloads, featured, tags
 * (list), lastUpdated (YYYY-MM-DD), url, previewImages (list), sample. Items
 * without `sample => true` are shown as real listings. Each `url` is this
 * site's Create It Forward page with the listing's id, so no page links to
 * another host.
 *
 * @package PlayPal
 */

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

return array_map(
	static function ( array $row ): array {
		list( $id, $creator, $title, $description, $category, $price, $rating, $reviews, $downloads, $featured, $tags, $updated, $shape, $palette ) = $row;
		return array(
			'id'            => $id,
			'creatorName'   => $creator,
			'creatorAvatar' => Sample_Loader::picture( 'circle', $palette ),
			'title'         => $title,
			'description'   => $description,
			'category'      => $category,
			'price'         => $price,
			'rating'        => $rating,
			'reviewCount'   => $reviews,
			'downloads'     => $downloads,
			'featured'      => $featured,
			'tags'          => $tags,
			'lastUpdated'   => $updated,
			'url'           => add_query_arg( 'listing', $id, home_url( '/create-it-forward/' ) ),
			'previewImages' => array( Sample_Loader::picture( $shape, $palette ) ),
		);
	},
	array(
		array( 'fraction-pizza-party', 'Ms. Rivera', __( 'Fraction Pizza Party', 'playpal' ), __( 'Printable pizza slices and order cards that turn fractions into a lunch-time game.', 'playpal' ), 'Mathematics', 4.99, 4.8, 126, 1840, true, array( __( 'fractions', 'playpal' ), __( 'printable', 'playpal' ), __( 'grade 3', 'playpal' ) ), '2026-09-14', 'circle', 'coral' ),
		array( 'sight-word-safari', 'Jordan Lee', __( 'Sight Word Safari', 'playpal' ), __( 'Thirty animal cards with the first hundred sight words, plus a safari board to play on.', 'playpal' ), 'Language Arts', 3.5, 4.7, 89, 1210, true, array( __( 'reading', 'playpal' ), __( 'sight words', 'playpal' ), __( 'animals', 'playpal' ) ), '2026-08-30', 'star', 'meadow' ),
		array( 'kitchen-chemistry-lab', 'Dr. Amara Obi', __( 'Kitchen Chemistry Lab', 'playpal' ), __( 'Ten safe experiments with kitchen cupboard ingredients, with prediction sheets and a lab badge.', 'playpal' ), 'Science', 6.0, 4.9, 203, 2675, true, array( __( 'experiments', 'playpal' ), __( 'STEM', 'playpal' ), __( 'worksheets', 'playpal' ) ), '2026-10-02', 'rocket', 'sky' ),
		array( 'colour-mixing-monsters', 'Theo Brandt', __( 'Colour Mixing Monsters', 'playpal' ), __( 'Paint-by-mixing monster sheets that teach primary and secondary colours.', 'playpal' ), 'Art', 2.99, 4.6, 64, 930, false, array( __( 'colours', 'playpal' ), __( 'painting', 'playpal' ), __( 'monsters', 'playpal' ) ), '2026-07-21', 'heart', 'berry' ),
		array( 'my-community-map', 'Priya Nair', __( 'My Community Map', 'playpal' ), __( 'A fold-out map kit: children draw their street, label helpers and plan a walk.', 'playpal' ), 'Social Studies', 4.25, 4.5, 41, 610, false, array( __( 'maps', 'playpal' ), __( 'community', 'playpal' ), __( 'drawing', 'playpal' ) ), '2026-06-11', 'house', 'sunshine' ),
		array( 'measure-the-ocean', 'Ms. Rivera', __( 'Measure the Ocean', 'playpal' ), __( 'Length and weight cards with sea creatures, for measuring games at home or in class.', 'playpal' ), 'Mathematics', 3.99, 4.4, 37, 520, false, array( __( 'measurement', 'playpal' ), __( 'ocean', 'playpal' ), __( 'printable', 'playpal' ) ), '2026-05-28', 'wave', 'lavender' ),
	)
);
