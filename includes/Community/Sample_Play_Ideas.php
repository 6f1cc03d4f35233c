<?php
/**
 * Sample data of the Play Ideas hub (SPEC §2 Play Ideas hub, §3 Play idea).
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * Activity ideas for the Play Ideas hub: the spec's hub has no backend, so
 * these samples show until a site owner replaces them through the
 * `playpal_sample_play_ideas` filter.
 */
final class Sample_Play_Ideas {

	public const FILTER = 'playpal_sample_play_ideas';

	/** Difficulty levels (SPEC §9). */
	public const DIFFICULTIES = array( 'easy', 'medium', 'advanced' );

	/**
	 * The play-idea categories (SPEC §9), in the order the filter shows them.
	 *
	 * @return string[]
	 */
	public static function categories(): array {
		return array(
			__( 'STEM Adventures', 'playpal' ),
			__( 'Creative Building', 'playpal' ),
			__( 'Sensory Play', 'playpal' ),
			__( 'Educational Games', 'playpal' ),
			__( 'Physical Activity', 'playpal' ),
			__( 'Science Experiments', 'playpal' ),
		);
	}

	/**
	 * The ideas, after the filter.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function ideas(): array {
		/**
		 * Filters the Play Ideas hub's ideas (sample data by default).
		 *
		 * Each idea: id, title, excerpt, category, date (Y-m-d), readTime
		 * (minutes), image (URL, '' for none), author, difficulty (easy, medium,
		 * advanced), ageRange (e.g. "3-6"), materialsNeeded (list of strings),
		 * playItForwardEligible, sample. Items without `sample => true` are
		 * shown as real content.
		 *
		 * @param array[] $ideas The ideas.
		 */
		$ideas = apply_filters( 'playpal_sample_play_ideas', $this->samples() );
		return is_array( $ideas ) ? array_values( $ideas ) : array();
	}

	/**
	 * @return array<int, array<string, mixed>>
	 */
	private function samples(): array {
		list( $stem, $building, $sensory, $games, $physical, $science ) = self::categories();
		return array(
			array(
				'id'                    => 'paper-rocket-launch',
				'title'                 => __( 'Paper Rocket Launch Pad', 'playpal' ),
				'excerpt'               => __( 'Build straw rockets, count down together and measure whose flies furthest down the hallway.', 'playpal' ),
				'category'              => $stem,
				'date'                  => '2025-05-28',
				'readTime'              => 5,
				'image'                 => Sample_Images::picture( 'rocket', 'sky' ),
				'author'                => __( 'Jordan P.', 'playpal' ),
				'difficulty'            => 'medium',
				'ageRange'              => '5-8',
				'materialsNeeded'       => array(
					__( 'Printer paper', 'playpal' ),
					__( 'Drinking straws', 'playpal' ),
					__( 'Sticky tape', 'playpal' ),
					__( 'Child-safe scissors', 'playpal' ),
					__( 'Tape measure', 'playpal' ),
				),
				'playItForwardEligible' => true,
				'sample'                => true,
			),
			array(
				'id'                    => 'cardboard-city',
				'title'                 => __( 'Cardboard Box City', 'playpal' ),
				'excerpt'               => __( 'Turn delivery boxes into a tiny town with roads, shops and a fire station for toy cars.', 'playpal' ),
				'category'              => $building,
				'date'                  => '2025-05-24',
				'readTime'              => 4,
				'image'                 => Sample_Images::picture( 'house', 'coral' ),
				'author'                => __( 'Lena W.', 'playpal' ),
				'difficulty'            => 'easy',
				'ageRange'              => '3-6',
				'materialsNeeded'       => array(
					__( 'Cardboard boxes', 'playpal' ),
					__( 'Markers', 'playpal' ),
					__( 'Glue stick', 'playpal' ),
					__( 'Toy cars', 'playpal' ),
				),
				'playItForwardEligible' => false,
				'sample'                => true,
			),
			array(
				'id'                    => 'rainbow-rice-bin',
				'title'                 => __( 'Rainbow Rice Sensory Bin', 'playpal' ),
				'excerpt'               => __( 'Scoop, pour and hunt for hidden treasures in a bin of colourful rice. Calm play for busy hands.', 'playpal' ),
				'category'              => $sensory,
				'date'                  => '2025-05-20',
				'readTime'              => 3,
				'image'                 => Sample_Images::picture( 'circle', 'berry' ),
				'author'                => __( 'Grace N.', 'playpal' ),
				'difficulty'            => 'easy',
				'ageRange'              => '2-4',
				'materialsNeeded'       => array(
					__( 'Uncooked rice', 'playpal' ),
					__( 'Food colouring', 'playpal' ),
					__( 'Large tub', 'playpal' ),
				),
				'playItForwardEligible' => true,
				'sample'                => true,
			),
			array(
				'id'                    => 'sight-word-bingo',
				'title'                 => __( 'Sight Word Bingo Night', 'playpal' ),
				'excerpt'               => __( 'A family bingo game that sneaks in reading practice. Print the cards and take turns calling words.', 'playpal' ),
				'category'              => $games,
				'date'                  => '2025-05-16',
				'readTime'              => 6,
				'image'                 => Sample_Images::picture( 'star', 'sunshine' ),
				'author'                => __( 'Mr. Chen', 'playpal' ),
				'difficulty'            => 'easy',
				'ageRange'              => '5-8',
				'materialsNeeded'       => array(
					__( 'Printed bingo cards', 'playpal' ),
					__( 'Counters or buttons', 'playpal' ),
					__( 'A small bag', 'playpal' ),
					__( 'Pencils', 'playpal' ),
				),
				'playItForwardEligible' => false,
				'sample'                => true,
			),
			array(
				'id'                    => 'living-room-obstacle-course',
				'title'                 => __( 'Living Room Obstacle Course', 'playpal' ),
				'excerpt'               => __( 'Cushions, tunnels and a balance line: burn off energy indoors with printable challenge cards.', 'playpal' ),
				'category'              => $physical,
				'date'                  => '2025-05-12',
				'readTime'              => 4,
				'image'                 => Sample_Images::picture( 'wave', 'meadow' ),
				'author'                => __( 'Coach Amara', 'playpal' ),
				'difficulty'            => 'medium',
				'ageRange'              => '3-6',
				'materialsNeeded'       => array(
					__( 'Sofa cushions', 'playpal' ),
					__( 'Painter’s tape', 'playpal' ),
					__( 'Printed challenge cards', 'playpal' ),
					__( 'A timer', 'playpal' ),
					__( 'Soft toys', 'playpal' ),
					__( 'A blanket', 'playpal' ),
				),
				'playItForwardEligible' => true,
				'sample'                => true,
			),
			array(
				'id'                    => 'fizzing-volcano',
				'title'                 => __( 'Fizzing Kitchen Volcano', 'playpal' ),
				'excerpt'               => __( 'Baking soda meets vinegar: predict, observe and record the eruption on a printable lab sheet.', 'playpal' ),
				'category'              => $science,
				'date'                  => '2025-05-08',
				'readTime'              => 7,
				'image'                 => Sample_Images::picture( 'heart', 'lavender' ),
				'author'                => __( 'Dr. Imani R.', 'playpal' ),
				'difficulty'            => 'advanced',
				'ageRange'              => '8-12',
				'materialsNeeded'       => array(
					__( 'Baking soda', 'playpal' ),
					__( 'Vinegar', 'playpal' ),
					__( 'Washing-up liquid', 'playpal' ),
					__( 'A plastic bottle', 'playpal' ),
					__( 'A baking tray', 'playpal' ),
				),
				'playItForwardEligible' => false,
				'sample'                => true,
			),
			array(
				'id'                    => 'shadow-puppet-theatre',
				'title'                 => __( 'Shadow Puppet Theatre', 'playpal' ),
				'excerpt'               => __( 'Explore light and shadow by putting on a puppet show with a torch and printable characters.', 'playpal' ),
				'category'              => $stem,
				'date'                  => '2025-05-04',
				'readTime'              => 5,
				'image'                 => Sample_Images::picture( 'star', 'lavender' ),
				'author'                => __( 'Ms. Rivera', 'playpal' ),
				'difficulty'            => 'medium',
				'ageRange'              => '6-10',
				'materialsNeeded'       => array(
					__( 'Printed puppet shapes', 'playpal' ),
					__( 'Craft sticks', 'playpal' ),
					__( 'A torch', 'playpal' ),
				),
				'playItForwardEligible' => true,
				'sample'                => true,
			),
		);
	}
}
