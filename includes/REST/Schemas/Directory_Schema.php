<?php
/**
 * Response schema of `pp/v1/creator-directory`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The creator directory (SPEC §3 Directory listing): `{categories, listings}`.
 */
final class Directory_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-creator-directory';

	/** SPEC §9 Directory categories, after "all". */
	public const CATEGORIES = array( 'Mathematics', 'Language Arts', 'Science', 'Art', 'Social Studies' );

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'categories' => self::string_list( __( 'The directory’s categories (SPEC §9), after “all”.', 'playpal' ) ),
			'listings'   => self::object_list( __( 'Listings matching the search and category.', 'playpal' ), self::listing_properties() ),
		);
	}

	/**
	 * The properties of a listing.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function listing_properties(): array {
		return array(
			'id'            => self::field( 'string', __( 'Listing identifier.', 'playpal' ) ),
			'creatorName'   => self::field( 'string', __( 'Creator’s name.', 'playpal' ) ),
			'creatorAvatar' => self::field( 'string', __( 'Creator’s picture.', 'playpal' ) ),
			'title'         => self::field( 'string', __( 'Title.', 'playpal' ) ),
			'description'   => self::field( 'string', __( 'Description.', 'playpal' ) ),
			'category'      => self::field( 'string', __( 'Category.', 'playpal' ) ),
			'price'         => self::field( 'number', __( 'Price in dollars.', 'playpal' ) ),
			'rating'        => self::field( 'number', __( 'Average rating.', 'playpal' ) ),
			'reviewCount'   => self::field( 'integer', __( 'Number of reviews.', 'playpal' ) ),
			'downloads'     => self::field( 'integer', __( 'Downloads.', 'playpal' ) ),
			'featured'      => self::field( 'boolean', __( 'Whether the listing is featured.', 'playpal' ) ),
			'tags'          => self::string_list( __( 'Tags.', 'playpal' ) ),
			'lastUpdated'   => self::field( 'string', __( 'Last update (YYYY-MM-DD).', 'playpal' ) ),
			'url'           => self::field( 'string', __( 'The listing’s page in the directory.', 'playpal' ) ),
			'previewImages' => self::string_list( __( 'Preview pictures.', 'playpal' ) ),
			'sample'        => self::field( 'boolean', __( 'True for sample data.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item List of raw listings (Samples, kind `listings`).
	 */
	public function get_item_response( mixed $item ): array {
		$properties = self::listing_properties();
		return array(
			'categories' => self::CATEGORIES,
			'listings'   => array_map(
				static fn( array $listing ): array => self::cast(
					$properties,
					$listing,
					array(
						'creatorAvatar' => self::url( $listing['creatorAvatar'] ?? '' ),
						'url'           => self::url( $listing['url'] ?? '' ),
						'previewImages' => self::urls( $listing, 'previewImages' ),
					)
				),
				self::items( $item )
			),
		);
	}
}
