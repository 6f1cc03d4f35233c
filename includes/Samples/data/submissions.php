<?php
/**
 * Sample community submissions (SPEC §2 Community Love, §3 Community submission).
 *
 * Example stories shown on Community Love's Community Submissions tab until
 * real, approved ones exist. Filter `playpal_sample_submissions`; each
 * submission: id, type (photo, video, project, blog_post), title,
 * description, media_urls (list of URLs), submitter_name, product_used,
 * age_of_child, submitted_date (ISO 8601), status (approved or featured;
 * others are not shown), featured_date (ISO 8601 or ''), sample. Never put
 * an email here: the response drops it anyway.
 *
 * @package PlayPal
 */

use PlayPal\Samples\Sample_Loader;

defined( 'ABSPATH' ) || exit;

return array(
	array(
		'id'             => 'sample-royal-rescue-castle',
		'type'           => 'photo',
		'title'          => __( 'Our Royal Rescue castle weekend', 'playpal' ),
		'description'    => __( 'We built the castle from two big boxes and used the printable banners and crowns. My daughter rescued every stuffed animal in the house!', 'playpal' ),
		'media_urls'     => array(
			Sample_Loader::picture( 'house', 'berry' ),
			Sample_Loader::picture( 'star', 'sunshine' ),
			Sample_Loader::picture( 'heart', 'berry' ),
			Sample_Loader::picture( 'circle', 'lavender' ),
			Sample_Loader::picture( 'star', 'berry' ),
			Sample_Loader::picture( 'house', 'lavender' ),
		),
		'submitter_name' => __( 'Elena M.', 'playpal' ),
		'product_used'   => __( 'Cinderella\'s Royal Rescue', 'playpal' ),
		'age_of_child'   => __( '5 years', 'playpal' ),
		'submitted_date' => '2025-05-22T10:00:00Z',
		'status'         => 'featured',
		'featured_date'  => '2025-05-29T09:00:00Z',
	),
	array(
		'id'             => 'sample-space-station-video',
		'type'           => 'video',
		'title'          => __( 'Mission control countdown', 'playpal' ),
		'description'    => __( 'The twins took turns being mission control and astronaut. They now count down before every meal.', 'playpal' ),
		'media_urls'     => array(
			Sample_Loader::picture( 'rocket', 'sky' ),
		),
		'submitter_name' => __( 'Tom B.', 'playpal' ),
		'product_used'   => __( 'Space Station Alpha', 'playpal' ),
		'age_of_child'   => __( '4 and 4', 'playpal' ),
		'submitted_date' => '2025-05-19T16:30:00Z',
		'status'         => 'approved',
		'featured_date'  => '',
	),
	array(
		'id'             => 'sample-dino-dig-project',
		'type'           => 'project',
		'title'          => __( 'A backyard dig site', 'playpal' ),
		'description'    => __( 'We buried the printed fossil cards in the sandpit and made field notebooks. Our son catalogued twelve "discoveries".', 'playpal' ),
		'media_urls'     => array(
			Sample_Loader::picture( 'star', 'meadow' ),
			Sample_Loader::picture( 'circle', 'meadow' ),
			Sample_Loader::picture( 'wave', 'sunshine' ),
		),
		'submitter_name' => __( 'Keisha R.', 'playpal' ),
		'product_used'   => __( 'Dinosaur Dig Site Expedition', 'playpal' ),
		'age_of_child'   => __( '7 years', 'playpal' ),
		'submitted_date' => '2025-05-12T12:15:00Z',
		'status'         => 'featured',
		'featured_date'  => '2025-05-20T09:00:00Z',
	),
	array(
		'id'             => 'sample-tea-party-story',
		'type'           => 'blog_post',
		'title'          => __( 'A tea party for grandma', 'playpal' ),
		'description'    => __( 'My son planned the whole menu on the printable cards and served grandma pretend scones. She still has her invitation on the fridge.', 'playpal' ),
		'media_urls'     => array(),
		'submitter_name' => __( 'Yusuf A.', 'playpal' ),
		'product_used'   => __( 'Princess Tea Party Palace', 'playpal' ),
		'age_of_child'   => '',
		'submitted_date' => '2025-05-08T09:40:00Z',
		'status'         => 'approved',
		'featured_date'  => '',
	),
);
