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
			'ideas' => self::object_list( __( 'Play ideas.', 'playpal' ), self::idea_properties() ),
		);
	}

	/**
	 * The properties of an idea.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function idea_properties(): array {
		return array(
			'id'                    => self::field( 'string', __( 'Idea identifier.', 'playpal' ) ),
			'title'                 => self::field( 'string', __( 'Title.', 'playpal' ) ),
			'excerpt'               => self::field( 'string', __( 'Short summary.', 'playpal' ) ),
			'category'              => self::field( 'string', __( 'Play-idea category.', 'playpal' ) ),
			'date'                  => self::field( 'string', __( 'Publication date (ISO 8601).', 'playpal' ) ),
			'readTime'              => self::field( 'integer', __( 'Reading time in minutes.', 'playpal' ) ),
			'image'                 => self::field( 'string', __( 'Picture URL, or empty.', 'playpal' ) ),
			'author'                => self::field( 'string', __( 'Author’s display name.', 'playpal' ) ),
			'difficulty'            => self::field( 'string', __( 'How hard the activity is.', 'playpal' ), array( 'enum' => self::DIFFICULTIES ) ),
			'ageRange'              => self::field( 'string', __( 'Age range, e.g. 3-6.', 'playpal' ) ),
			'materialsNeeded'       => self::string_list( __( 'Materials needed.', 'playpal' ) ),
			'playItForwardEligible' => self::field( 'boolean', __( 'Whether the idea may be shared through Play It Forward.', 'playpal' ) ),
			'sample'                => self::field( 'boolean', __( 'True for sample data shown until real content exists.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item List of ideas (Samples, kind `play-ideas`).
	 */
	public function get_item_response( mixed $item ): array {
		$properties = self::idea_properties();
		return array(
			'ideas' => array_map(
				static fn( array $idea ): array => self::cast(
					$properties,
					$idea,
					array(
						'image'      => self::url( $idea['image'] ?? '' ),
						'difficulty' => in_array( $idea['difficulty'] ?? '', self::DIFFICULTIES, true ) ? $idea['difficulty'] : 'easy',
					)
				),
				self::items( $item )
			),
		);
	}
}
