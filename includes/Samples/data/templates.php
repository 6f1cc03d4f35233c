<?php
/**
 * The spec's sample templates an Appadoo can start from (SPEC §3 Template).
 *
 * Filter `playpal_appadoo_templates`: add a template by appending an array
 * with these keys (id, name, description, category, difficulty, ageGroup,
 * tags, downloads, rating, size, lastUpdated, sample); `id` must be unique and
 * made of lower-case letters, digits and hyphens, `name` must not be empty.
 * Entries that break these rules are ignored. Set `sample` to false on
 * templates that are not sample data. Categories, age groups and
 * difficulties come from SPEC §9.
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

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
	),
);
