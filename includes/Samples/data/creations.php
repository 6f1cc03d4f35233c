<?php
/**
 * Sample creations of the creator dashboard (SPEC §2 Creator dashboard, §3 Creation).
 *
 * What My Creations shows, labelled as a preview, to a creator who has no
 * creations yet while the `mock_data` flag is on. Filter
 * `playpal_sample_creations`; each: the fields of pp/v1/creations (see
 * docs/MEMBERS.md), with `sample => true`.
 *
 * @package PlayPal
 */

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

return array_map(
	static function ( array $row ): array {
		list( $id, $title, $description, $category, $status, $downloads, $earnings, $rating, $reviews, $tags, $ages, $difficulty, $shape, $palette ) = $row;
		return array(
			'id'          => $id,
			'title'       => $title,
			'description' => $description,
			'category'    => $category,
			'status'      => $status,
			'downloads'   => $downloads,
			'earnings'    => $earnings,
			'rating'      => $rating,
			'reviews'     => $reviews,
			'createdAt'   => '2026-09-01T10:00:00+00:00',
			'updatedAt'   => '2026-10-01T10:00:00+00:00',
			'thumbnail'   => Sample_Loader::picture( $shape, $palette ),
			'tags'        => $tags,
			'ageRange'    => $ages,
			'difficulty'  => $difficulty,
			'files'       => array(),
		);
	},
	array(
		array( 1, __( 'Dinosaur Dig Counting Cards', 'playpal' ), __( 'Count the fossils on each card and match the number.', 'playpal' ), 'math', 'published', 142, 99.4, 4.8, 23, array( __( 'counting', 'playpal' ), __( 'dinosaurs', 'playpal' ), __( 'printable', 'playpal' ), __( 'preschool', 'playpal' ) ), '3-6', 'easy', 'star', 'meadow' ),
		array( 2, __( 'Rainbow Science Journal', 'playpal' ), __( 'A week of colour experiments with a page to draw each result.', 'playpal' ), 'science', 'pending', 0, 0, 0, 0, array( __( 'colours', 'playpal' ), __( 'experiments', 'playpal' ) ), '5-8', 'medium', 'wave', 'sky' ),
		array( 3, __( 'Story Dice Adventure', 'playpal' ), __( 'Cut-out story dice and a storyboard for telling tales together.', 'playpal' ), 'reading', 'draft', 0, 0, 0, 0, array( __( 'storytelling', 'playpal' ) ), '6-10', 'easy', 'house', 'berry' ),
	)
);
