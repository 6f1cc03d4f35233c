<?php
/**
 * Response schema of `pp/v1/creations`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * A creator's creations (SPEC §3 Creation): `{creations: Creation[], sample}`,
 * `sample` true when the list is the labelled sample preview.
 */
final class Creation_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-creations';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'creations' => self::object_list( __( 'The creator’s own creations, newest first.', 'playpal' ), self::creation_properties() ),
			'sample'    => self::field( 'boolean', __( 'Whether the list is the sample preview (no creations yet).', 'playpal' ) ),
		);
	}

	/**
	 * The properties of a creation.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function creation_properties(): array {
		return array(
			'id'          => self::field( 'integer', __( 'Creation identifier.', 'playpal' ) ),
			'title'       => self::field( 'string', __( 'Title.', 'playpal' ) ),
			'description' => self::field( 'string', __( 'Description.', 'playpal' ) ),
			'category'    => self::field( 'string', __( 'Category (SPEC §9 list) or empty.', 'playpal' ) ),
			'status'      => self::field( 'string', __( 'published, pending, rejected or draft.', 'playpal' ) ),
			'downloads'   => self::field( 'integer', __( 'Downloads.', 'playpal' ) ),
			'earnings'    => self::field( 'number', __( 'Earnings.', 'playpal' ) ),
			'rating'      => self::field( 'number', __( 'Average rating.', 'playpal' ) ),
			'reviews'     => self::field( 'integer', __( 'Number of reviews.', 'playpal' ) ),
			'createdAt'   => self::field( 'string', __( 'When it was submitted (ISO 8601).', 'playpal' ) ),
			'updatedAt'   => self::field( 'string', __( 'When it last changed (ISO 8601).', 'playpal' ) ),
			'thumbnail'   => self::field( 'string', __( 'Address of the first picture, or empty.', 'playpal' ) ),
			'tags'        => self::string_list( __( 'Tags.', 'playpal' ) ),
			'ageRange'    => self::field( 'string', __( 'Age range (SPEC §9 list) or empty.', 'playpal' ) ),
			'difficulty'  => self::field( 'string', __( 'Difficulty (SPEC §9 list) or empty.', 'playpal' ) ),
			'files'       => self::field( 'array', __( 'The files: type (PDF, PNG, JPG, SVG), size in bytes, address.', 'playpal' ) ),
			'price'       => self::field( 'number', __( 'Price in dollars, within the site owner’s bounds.', 'playpal' ) ),
			'sample'      => self::field( 'boolean', __( 'True for sample data.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Array with `creations` (Creation_Repository::shape() or Samples, kind `creations`) and `sample`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = is_array( $item ) ? $item : array();
		return array(
			'creations' => array_map( array( $this, 'creation' ), self::items( $item['creations'] ?? array() ) ),
			'sample'    => self::flag( $item, 'sample' ),
		);
	}

	/**
	 * One creation.
	 *
	 * @param array<string, mixed> $creation Raw creation.
	 * @return array<string, mixed>
	 */
	public function creation( array $creation ): array {
		return self::cast(
			self::creation_properties(),
			$creation,
			array(
				'thumbnail' => self::url( $creation['thumbnail'] ?? '' ),
				'files'     => array_map(
					static fn( array $file ): array => array(
						'type' => self::text( $file, 'type' ),
						'size' => self::whole( $file, 'size' ),
						'url'  => self::url( $file['url'] ?? '' ),
					),
					self::items( $creation['files'] ?? array() )
				),
			)
		);
	}
}
