<?php
/**
 * Sample data of Community Love's social mentions (SPEC §2 Community Love, §3 Social mention).
 *
 * Posts on social networks that mention PlayPal; the spec does not say where
 * mentions come from. Filter `playpal_sample_mentions`; each mention: id,
 * platform (instagram, twitter, facebook, pinterest, tiktok), username,
 * display_name, content, image_url ('' for none), post_url ('' for none),
 * mention_date (ISO 8601), likes, comments, shares, hashtags (without '#'),
 * is_featured, repost_approved, sample. Items without `sample => true` are
 * shown as real content. The samples are made up, so they link to no
 * original post: the screen offers the link only for mentions that have one.
 *
 * @package PlayPal
 */

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

return array_map(
	static fn( array $fields ): array => $fields + array(
		'image_url'       => '',
		'post_url'        => '',
		'is_featured'     => false,
		'repost_approved' => false,
	),
	array(
		array(
			'id'              => 'mention-castle-afternoon',
			'platform'        => 'instagram',
			'username'        => 'sunnysidemama',
			'display_name'    => __( 'Sunnyside Mama', 'playpal' ),
			'content'         => __( 'Cinderella’s Royal Rescue turned our living room into a castle today. My daughter wrote her own royal decree!', 'playpal' ),
			'image_url'       => Sample_Loader::picture( 'house', 'berry' ),
			'mention_date'    => '2025-06-01T15:20:00Z',
			'likes'           => 842,
			'comments'        => 56,
			'shares'          => 31,
			'hashtags'        => array( 'PlayPal', 'PrintPlayDone', 'PretendPlay', 'RainyDayFun', 'ToddlerLife' ),
			'is_featured'     => true,
			'repost_approved' => true,
		),
		array(
			'id'           => 'mention-teacher-brain-breaks',
			'platform'     => 'twitter',
			'username'     => 'mrsokaforteaches',
			'display_name' => __( 'Mrs. Okafor', 'playpal' ),
			'content'      => __( 'Superhero Training Academy cards are now our favourite brain break. Twenty-four happy heroes and zero prep.', 'playpal' ),
			'mention_date' => '2025-05-30T10:05:00Z',
			'likes'        => 311,
			'comments'     => 18,
			'shares'       => 47,
			'hashtags'     => array( 'PlayPal', 'TeacherLife', 'BrainBreak' ),
		),
		array(
			'id'              => 'mention-dino-dig',
			'platform'        => 'facebook',
			'username'        => 'thegarciafamily',
			'display_name'    => __( 'The Garcia Family', 'playpal' ),
			'content'         => __( 'Our little palaeontologist has labelled every fossil in the house. Thank you for the Dinosaur Dig kit!', 'playpal' ),
			'image_url'       => Sample_Loader::picture( 'star', 'meadow' ),
			'mention_date'    => '2025-05-28T18:45:00Z',
			'likes'           => 265,
			'comments'        => 40,
			'shares'          => 12,
			'hashtags'        => array( 'PlayPal', 'Dinosaurs', 'LearningAtHome', 'ScreenFree' ),
			'is_featured'     => true,
			'repost_approved' => true,
		),
		array(
			'id'           => 'mention-sensory-board',
			'platform'     => 'pinterest',
			'username'     => 'playfulpins',
			'display_name' => __( 'Playful Pins', 'playpal' ),
			'content'      => __( 'Saved this rainbow rice sensory bin idea for my toddler group. The printable treasure cards are adorable.', 'playpal' ),
			'image_url'    => Sample_Loader::picture( 'circle', 'sunshine' ),
			'mention_date' => '2025-05-26T08:30:00Z',
			'likes'        => 1203,
			'comments'     => 22,
			'shares'       => 389,
			'hashtags'     => array( 'SensoryPlay', 'PlayPal' ),
		),
		array(
			'id'              => 'mention-space-launch',
			'platform'        => 'tiktok',
			'username'        => 'dadandthetwins',
			'display_name'    => __( 'Dad & The Twins', 'playpal' ),
			'content'         => __( 'Countdown, lift-off, giggles. Space Station Alpha mission control in action!', 'playpal' ),
			'image_url'       => Sample_Loader::picture( 'rocket', 'sky' ),
			'mention_date'    => '2025-05-24T19:10:00Z',
			'likes'           => 4580,
			'comments'        => 212,
			'shares'          => 640,
			'hashtags'        => array( 'PlayPal', 'SpacePlay', 'TwinDad', 'STEMKids', 'PrintPlayDone', 'FamilyFun' ),
			'is_featured'     => true,
			'repost_approved' => true,
		),
		array(
			'id'           => 'mention-vet-clinic',
			'platform'     => 'instagram',
			'username'     => 'littlelearnersnook',
			'display_name' => __( 'Little Learners Nook', 'playpal' ),
			'content'      => __( 'Dr. Pet’s Veterinary Clinic is open for business. Every teddy got a check-up and a bandage.', 'playpal' ),
			'image_url'    => Sample_Loader::picture( 'heart', 'coral' ),
			'mention_date' => '2025-05-21T13:00:00Z',
			'likes'        => 498,
			'comments'     => 33,
			'shares'       => 9,
			'hashtags'     => array( 'PlayPal', 'PretendPlay', 'Preschool' ),
		),
		array(
			'id'           => 'mention-ocean-calm',
			'platform'     => 'facebook',
			'username'     => 'homeschoolharbor',
			'display_name' => __( 'Homeschool Harbor', 'playpal' ),
			'content'      => __( 'Ocean Adventure Discovery has become our calm-down corner activity. Counting sea stars before nap time works wonders.', 'playpal' ),
			'mention_date' => '2025-05-18T11:25:00Z',
			'likes'        => 187,
			'comments'     => 14,
			'shares'       => 21,
			'hashtags'     => array( 'Homeschool', 'PlayPal', 'CalmCorner', 'OceanLife' ),
		),
	)
);
