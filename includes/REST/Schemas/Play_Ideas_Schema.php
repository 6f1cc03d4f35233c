<?php
/**
 * Response schema of `pp/v1/play-ideas`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The Play Ideas hub's ideas (SPEC §3 Play idea).
 */
final class Play_Ideas_Schema extends Abstract_Schema {

	use Field_Casts;

	protected const TITLE = 'playpal-play-ideas';

	/** Difficulty levels (SPEC §9). */
	private const DIFFICULTIES = array( 'easy', 'medium', 'advanced' );

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'ideas' => array(
				'description' => __( 'Play ideas.', 'playpal' ),
				'type'        => 'array',
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'id'                    => self::field( 'string', __( 'Idea identifier.', 'playpal' ) ),
						'title'                 => self::field( 'string', __( 'Title.', 'playpal' ) ),
						'excerpt'               => self::field( 'string', __( 'Short summary.', 'playpal' ) ),
						'category'              => self::field( 'string', __( 'Play-idea category.', 'playpal' ) ),
						'date'                  => self::field( 'string', __( 'Publication date (ISO 8601).', 'playpal' ) ),
						'readTime'              => self::field( 'integer', __( 'Reading time in minutes.', 'playpal' ) ),
						'image'                 => self::field( 'string', __( 'Picture URL, or empty.', 'playpal' ) ),
						'author'                => self::field( 'string', __( 'Author’s display name.', 'playpal' ) ),
						'difficulty'            => array(
							'description' => __( 'How hard the activity is.', 'playpal' ),
							'type'        => 'string',
							'enum'        => self::DIFFICULTIES,
						),
						'ageRange'              => self::field( 'string', __( 'Age range, e.g. 3-6.', 'playpal' ) ),
						'materialsNeeded'       => self::string_list( __( 'Materials needed.', 'playpal' ) ),
						'playItForwardEligible' => self::field( 'boolean', __( 'Whether the idea may be shared through Play It Forward.', 'playpal' ) ),
						'sample'                => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
					),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item List of ideas (Samples, kind `play-ideas`).
	 */
	public function get_item_response( mixed $item ): array {
		return array(
			'ideas' => array_map(
				static fn( array $idea ): array => array(
					'id'                    => self::text( $idea, 'id' ),
					'title'                 => self::text( $idea, 'title' ),
					'excerpt'               => self::text( $idea, 'excerpt' ),
					'category'              => self::text( $idea, 'category' ),
					'date'                  => self::text( $idea, 'date' ),
					'readTime'              => self::whole( $idea, 'readTime' ),
					'image'                 => self::url( $idea['image'] ?? '' ),
					'author'                => self::text( $idea, 'author' ),
					'difficulty'            => in_array( $idea['difficulty'] ?? '', self::DIFFICULTIES, true ) ? $idea['difficulty'] : 'easy',
					'ageRange'              => self::text( $idea, 'ageRange' ),
					'materialsNeeded'       => self::texts( $idea, 'materialsNeeded' ),
					'playItForwardEligible' => self::flag( $idea, 'playItForwardEligible' ),
					'sample'                => self::flag( $idea, 'sample' ),
				),
				self::items( $item )
			),
		);
	}
}
