<?php
/**
 * Sample data of the Play Ideas hub (SPEC §2 Play Ideas hub, §3 Play idea).
 *
 * The spec's hub has no backend. Filter `playpal_sample_play_ideas`; each
 * idea: id, title, excerpt, category (one of the play-idea categories of
 * SPEC §9: STEM Adventures, Creative Building, Sensory Play, Educational
 * Games, Physical Activity, Science Experiments), date (Y-m-d), readTime
 * (minutes), image (URL, '' for none), author, difficulty (easy, medium,
 * advanced), ageRange (e.g. "3-6"), materialsNeeded (list of strings),
 * playItForwardEligible, sample. Items without `sample => true` are shown as
 * real content.
 *
 * @package PlayPal
 */

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

return array(
	array(
		'id'                    => 'paper-rocket-launch',
		'title'                 => __( 'Paper Rocket Launch Pad', 'playpal' ),
		'excerpt'               => __( 'Build straw rockets, count down together and measure whose flies furthest down the hallway.', 'playpal' ),
		'category'              => __( 'STEM Adventures', 'playpal' ),
		'date'                  => '2025-05-28',
		'readTime'              => 5,
		'image'                 => Sample_Loader::picture( 'rocket', 'sky' ),
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
	),
	array(
		'id'                    => 'cardboard-city',
		'title'                 => __( 'Cardboard Box City', 'playpal' ),
		'excerpt'               => __( 'Turn delivery boxes into a tiny town with roads, shops and a fire station for toy cars.', 'playpal' ),
		'category'              => __( 'Creative Building', 'playpal' ),
		'date'                  => '2025-05-24',
		'readTime'              => 4,
		'image'                 => Sample_Loader::picture( 'house', 'coral' ),
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
	),
	array(
		'id'                    => 'rainbow-rice-bin',
		'title'                 => __( 'Rainbow Rice Sensory Bin', 'playpal' ),
		'excerpt'               => __( 'Scoop, pour and hunt for hidden treasures in a bin of colourful rice. Calm play for busy hands.', 'playpal' ),
		'category'              => __( 'Sensory Play', 'playpal' ),
		'date'                  => '2025-05-20',
		'readTime'              => 3,
		'image'                 => Sample_Loader::picture( 'circle', 'berry' ),
		'author'                => __( 'Grace N.', 'playpal' ),
		'difficulty'            => 'easy',
		'ageRange'              => '2-4',
		'materialsNeeded'       => array(
			__( 'Uncooked rice', 'playpal' ),
			__( 'Food colouring', 'playpal' ),
			__( 'Large tub', 'playpal' ),
		),
		'playItForwardEligible' => true,
	),
	array(
		'id'                    => 'sight-word-bingo',
		'title'                 => __( 'Sight Word Bingo Night', 'playpal' ),
		'excerpt'               => __( 'A family bingo game that sneaks in reading practice. Print the cards and take turns calling words.', 'playpal' ),
		'category'              => __( 'Educational Games', 'playpal' ),
		'date'                  => '2025-05-16',
		'readTime'              => 6,
		'image'                 => Sample_Loader::picture( 'star', 'sunshine' ),
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
	),
	array(
		'id'                    => 'living-room-obstacle-course',
		'title'                 => __( 'Living Room Obstacle Course', 'playpal' ),
		'excerpt'               => __( 'Cushions, tunnels and a balance line: burn off energy indoors with printable challenge cards.', 'playpal' ),
		'category'              => __( 'Physical Activity', 'playpal' ),
		'date'                  => '2025-05-12',
		'readTime'              => 4,
		'image'                 => Sample_Loader::picture( 'wave', 'meadow' ),
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
	),
	array(
		'id'                    => 'fizzing-volcano',
		'title'                 => __( 'Fizzing Kitchen Volcano', 'playpal' ),
		'excerpt'               => __( 'Baking soda meets vinegar: predict, observe and record the eruption on a printable lab sheet.', 'playpal' ),
		'category'              => __( 'Science Experiments', 'playpal' ),
		'date'                  => '2025-05-08',
		'readTime'              => 7,
		'image'                 => Sample_Loader::picture( 'heart', 'lavender' ),
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
	),
	array(
		'id'                    => 'shadow-puppet-theatre',
		'title'                 => __( 'Shadow Puppet Theatre', 'playpal' ),
		'excerpt'               => __( 'Explore light and shadow by putting on a puppet show with a torch and printable characters.', 'playpal' ),
		'category'              => __( 'STEM Adventures', 'playpal' ),
		'date'                  => '2025-05-04',
		'readTime'              => 5,
		'image'                 => Sample_Loader::picture( 'star', 'lavender' ),
		'author'                => __( 'Ms. Rivera', 'playpal' ),
		'difficulty'            => 'medium',
		'ageRange'              => '6-10',
		'materialsNeeded'       => array(
			__( 'Printed puppet shapes', 'playpal' ),
			__( 'Craft sticks', 'playpal' ),
			__( 'A torch', 'playpal' ),
		),
		'playItForwardEligible' => true,
	),
);
