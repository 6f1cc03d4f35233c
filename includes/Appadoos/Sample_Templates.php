<?php
/**
 * The templates an Appadoo can start from (SPEC §3 Template).
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * The spec's sample templates, passed through `playpal_appadoo_templates` so
 * a site owner can add to them or replace them.
 *
 * Each template is `{id, name, description, category, difficulty, ageGroup,
 * tags, downloads, rating, size, lastUpdated, sample}`; the built-in ones say
 * `sample: true`. Categories, age groups and difficulties come from SPEC §9.
 */
final class Sample_Templates {

	public const DIFFICULTIES = array( 'beginner', 'intermediate', 'advanced' );

	/**
	 * Every template in force, in display order, keyed by nothing (a list).
	 * Entries a filter returns without a usable id or name are dropped;
	 * missing fields get empty values, so answers always have one shape.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		/**
		 * Filters the templates an Appadoo can be created from.
		 *
		 * Add a template by appending an array with the keys of the built-in
		 * ones (see Sample_Templates::samples()); `id` must be unique and made of
		 * lower-case letters, digits and hyphens, `name` must not be empty.
		 * Entries that break these rules are ignored. Set `sample` to false on
		 * templates that are not sample data.
		 *
		 * @param array<int, array<string, mixed>> $templates The built-in sample templates.
		 */
		$filtered  = apply_filters( 'playpal_appadoo_templates', self::samples() );
		$templates = array();
		foreach ( is_array( $filtered ) ? $filtered : array() as $template ) {
			$template = is_array( $template ) ? self::normalise( $template ) : null;
			if ( null !== $template && ! isset( $templates[ $template['id'] ] ) ) {
				$templates[ $template['id'] ] = $template;
			}
		}
		return array_values( $templates );
	}

	/**
	 * One template by id.
	 *
	 * @param string $id Template id.
	 * @return array<string, mixed>|null Null when no template has that id.
	 */
	public function find( string $id ): ?array {
		foreach ( $this->all() as $template ) {
			if ( $template['id'] === $id ) {
				return $template;
			}
		}
		return null;
	}

	/**
	 * A template in the shape every answer uses, or null when unusable.
	 *
	 * @param array<mixed> $template Template as a filter returned it.
	 * @return array<string, mixed>|null
	 */
	private static function normalise( array $template ): ?array {
		$id   = $template['id'] ?? null;
		$name = $template['name'] ?? null;
		if ( ! is_string( $id ) || ! preg_match( '/^[a-z0-9][a-z0-9-]{0,63}$/', $id ) || ! is_string( $name ) || '' === trim( $name ) ) {
			return null;
		}
		$text       = static fn( string $key ): string => is_scalar( $template[ $key ] ?? null ) ? (string) $template[ $key ] : '';
		$difficulty = $text( 'difficulty' );
		$tags       = is_array( $template['tags'] ?? null ) ? $template['tags'] : array();
		return array(
			'id'          => $id,
			'name'        => $name,
			'description' => $text( 'description' ),
			'category'    => $text( 'category' ),
			'difficulty'  => in_array( $difficulty, self::DIFFICULTIES, true ) ? $difficulty : 'beginner',
			'ageGroup'    => $text( 'ageGroup' ),
			'tags'        => array_values( array_map( 'strval', array_filter( $tags, 'is_scalar' ) ) ),
			'downloads'   => max( 0, (int) ( $template['downloads'] ?? 0 ) ),
			'rating'      => round( min( 5.0, max( 0.0, (float) ( $template['rating'] ?? 0 ) ) ), 1 ),
			'size'        => $text( 'size' ),
			'lastUpdated' => $text( 'lastUpdated' ),
			'sample'      => (bool) ( $template['sample'] ?? false ),
		);
	}

	/**
	 * The built-in sample templates.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function samples(): array {
		return array(
			array(
				'id'          => 'ocean-adventure',
				'name'        => __( 'Ocean Adventure Discovery', 'playpal' ),
				'description' => __( 'Match sea creatures to their shadows, count the fish in each reef and learn where whales, crabs and octopuses live.', 'playpal' ),
				'category'    => 'science',
				'difficulty'  => 'beginner',
				'ageGroup'    => '3-6',
				'tags'        => array( __( 'ocean', 'playpal' ), __( 'animals', 'playpal' ), __( 'counting', 'playpal' ) ),
				'downloads'   => 1243,
				'rating'      => 4.8,
				'size'        => '2.4 MB',
				'lastUpdated' => '2025-01-15',
				'sample'      => true,
			),
			array(
				'id'          => 'space-station-alpha',
				'name'        => __( 'Space Station Alpha', 'playpal' ),
				'description' => __( 'Dock the shuttle, put the planets in order and solve oxygen puzzles to keep the crew of the station safe.', 'playpal' ),
				'category'    => 'stem',
				'difficulty'  => 'intermediate',
				'ageGroup'    => '6-10',
				'tags'        => array( __( 'space', 'playpal' ), __( 'planets', 'playpal' ), __( 'puzzles', 'playpal' ) ),
				'downloads'   => 987,
				'rating'      => 4.7,
				'size'        => '3.1 MB',
				'lastUpdated' => '2025-02-03',
				'sample'      => true,
			),
			array(
				'id'          => 'dinosaur-dig',
				'name'        => __( 'Dinosaur Dig Site Expedition', 'playpal' ),
				'description' => __( 'Brush away the sand to uncover fossils, put skeletons back together and sort dinosaurs by what they ate.', 'playpal' ),
				'category'    => 'science',
				'difficulty'  => 'beginner',
				'ageGroup'    => '5-8',
				'tags'        => array( __( 'dinosaurs', 'playpal' ), __( 'fossils', 'playpal' ), __( 'sorting', 'playpal' ) ),
				'downloads'   => 1530,
				'rating'      => 4.9,
				'size'        => '2.8 MB',
				'lastUpdated' => '2025-01-28',
				'sample'      => true,
			),
			array(
				'id'          => 'vet-clinic',
				'name'        => __( "Dr. Pet's Veterinary Clinic", 'playpal' ),
				'description' => __( 'Check in furry patients, find out what is wrong with each one and choose the right care to make them well again.', 'playpal' ),
				'category'    => 'educational',
				'difficulty'  => 'beginner',
				'ageGroup'    => '3-6',
				'tags'        => array( __( 'pets', 'playpal' ), __( 'caring', 'playpal' ), __( 'role play', 'playpal' ) ),
				'downloads'   => 842,
				'rating'      => 4.6,
				'size'        => '1.9 MB',
				'lastUpdated' => '2024-12-10',
				'sample'      => true,
			),
			array(
				'id'          => 'magical-forest-math',
				'name'        => __( 'Magical Forest Friends', 'playpal' ),
				'description' => __( 'Help the forest friends share berries fairly: addition, subtraction and first steps in multiplication.', 'playpal' ),
				'category'    => 'math',
				'difficulty'  => 'intermediate',
				'ageGroup'    => '5-8',
				'tags'        => array( __( 'addition', 'playpal' ), __( 'subtraction', 'playpal' ), __( 'forest', 'playpal' ) ),
				'downloads'   => 664,
				'rating'      => 4.5,
				'size'        => '2.2 MB',
				'lastUpdated' => '2025-02-11',
				'sample'      => true,
			),
			array(
				'id'          => 'royal-rescue-reading',
				'name'        => __( "Cinderella's Royal Rescue", 'playpal' ),
				'description' => __( 'Read the clues, choose the words that finish each sentence and lead the rescue through the castle.', 'playpal' ),
				'category'    => 'reading',
				'difficulty'  => 'intermediate',
				'ageGroup'    => '6-10',
				'tags'        => array( __( 'reading', 'playpal' ), __( 'stories', 'playpal' ), __( 'vocabulary', 'playpal' ) ),
				'downloads'   => 721,
				'rating'      => 4.7,
				'size'        => '2.6 MB',
				'lastUpdated' => '2025-01-06',
				'sample'      => true,
			),
			array(
				'id'          => 'rainbow-art-studio',
				'name'        => __( 'Rainbow Art Studio', 'playpal' ),
				'description' => __( 'Mix colours, trace shapes and make a picture to print and hang on the fridge.', 'playpal' ),
				'category'    => 'arts-crafts',
				'difficulty'  => 'beginner',
				'ageGroup'    => '2-4',
				'tags'        => array( __( 'colours', 'playpal' ), __( 'shapes', 'playpal' ), __( 'drawing', 'playpal' ) ),
				'downloads'   => 1102,
				'rating'      => 4.8,
				'size'        => '1.6 MB',
				'lastUpdated' => '2025-02-18',
				'sample'      => true,
			),
			array(
				'id'          => 'superhero-code-academy',
				'name'        => __( 'Superhero Training Academy', 'playpal' ),
				'description' => __( 'Plan a hero\'s moves step by step, spot patterns and fix the bugs in each training mission.', 'playpal' ),
				'category'    => 'stem',
				'difficulty'  => 'advanced',
				'ageGroup'    => '8-12',
				'tags'        => array( __( 'coding', 'playpal' ), __( 'logic', 'playpal' ), __( 'patterns', 'playpal' ) ),
				'downloads'   => 498,
				'rating'      => 4.6,
				'size'        => '3.4 MB',
				'lastUpdated' => '2025-02-20',
				'sample'      => true,
			),
		);
	}
}
