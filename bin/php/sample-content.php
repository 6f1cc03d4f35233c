<?php
/**
 * Sample content for the dev site: authors, categories, illustrated blog
 * posts written as block-editor content, and the About page.
 *
 * Seeding is keyed by slugs, so running it again adds only what is missing.
 *
 * @package PlayPal
 */

/**
 * Seeds everything. Safe to call repeatedly.
 */
function playpal_seed_sample_content(): void {
	require_once __DIR__ . '/sample-lookup.php';
	$authors    = playpal_seed_authors();
	$categories = playpal_seed_categories();
	$posts      = playpal_sample_posts();
	foreach ( $posts as $index => $post ) {
		if ( playpal_sample_post_id( $post['slug'], 'post' ) ) {
			continue;
		}
		$image_id = playpal_seed_image( $post['slug'], $index );
		$post_id  = wp_insert_post(
			array(
				'post_type'     => 'post',
				'post_status'   => 'publish',
				'post_name'     => $post['slug'],
				'post_title'    => $post['title'],
				'post_excerpt'  => $post['excerpt'],
				'post_content'  => playpal_sample_post_content( $post, $image_id ),
				'post_author'   => $authors[ $index % count( $authors ) ],
				'post_category' => array( $categories[ $post['category'] ] ),
				'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2026-10-30 09:00:00' ) - ( $index * 2 * DAY_IN_SECONDS ) ),
			),
			true
		);
		if ( is_wp_error( $post_id ) ) {
			fwrite( STDERR, 'Could not create a sample post: ' . $post_id->get_error_message() . "\n" );
			continue;
		}
		set_post_thumbnail( $post_id, $image_id );
	}
	playpal_seed_about_page();
	playpal_seed_family_member();
	playpal_seed_editor();
	playpal_seed_creator();
	fwrite( STDERR, 'Sample content ready: ' . wp_count_posts()->publish . " published posts.\n" );
}

/**
 * Three authors so the blog shows several names.
 *
 * @return int[] User IDs.
 */
function playpal_seed_authors(): array {
	$people = array(
		array( 'maya', 'Maya', 'Okafor', 'editor' ),
		array( 'sam', 'Sam', 'Lindqvist', 'author' ),
		array( 'priya', 'Priya', 'Raman', 'author' ),
	);
	$ids    = array();
	foreach ( $people as list( $login, $first, $last, $role ) ) {
		$user = get_user_by( 'login', $login );
		if ( $user ) {
			$ids[] = $user->ID;
			continue;
		}
		$ids[] = (int) wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => wp_generate_password( 24 ),
				'user_email'   => $login . '@example.test',
				'first_name'   => $first,
				'last_name'    => $last,
				'display_name' => $first . ' ' . $last,
				'role'         => $role,
			)
		);
	}
	return $ids;
}

/**
 * The blog's topics.
 *
 * @return array<string, int> Category name => term ID.
 */
function playpal_seed_categories(): array {
	$ids = array();
	foreach ( array( 'Parenting', 'Printable Play', 'Family Tech', 'Learning at Home' ) as $name ) {
		$term         = term_exists( $name, 'category' );
		$term         = $term ? $term : wp_insert_term( $name, 'category' );
		$ids[ $name ] = (int) $term['term_id'];
	}
	return $ids;
}

/**
 * Draws a cheerful featured image with GD and adds it to the media library.
 *
 * @param string $slug  Used for the file name.
 * @param int    $index Picks the colours.
 * @return int Attachment ID (0 when GD is missing).
 */
function playpal_seed_image( string $slug, int $index ): int {
	if ( ! function_exists( 'imagecreatetruecolor' ) ) {
		return 0;
	}
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$palettes          = array(
		array( 124, 58, 237 ),
		array( 245, 158, 11 ),
		array( 236, 72, 153 ),
		array( 16, 185, 129 ),
		array( 59, 130, 246 ),
		array( 239, 68, 68 ),
	);
	list( $r, $g, $b ) = $palettes[ $index % count( $palettes ) ];
	$width             = 1200;
	$height            = 675;
	$image             = imagecreatetruecolor( $width, $height );
	for ( $y = 0; $y < $height; $y++ ) {
		$shade = $y / $height;
		$color = imagecolorallocate( $image, (int) ( $r + ( 255 - $r ) * $shade * 0.6 ), (int) ( $g + ( 255 - $g ) * $shade * 0.6 ), (int) ( $b + ( 255 - $b ) * $shade * 0.6 ) );
		imageline( $image, 0, $y, $width, $y, $color );
	}
	$white = imagecolorallocatealpha( $image, 255, 255, 255, 70 );
	mt_srand( $index + 7 );
	for ( $i = 0; $i < 9; $i++ ) {
		$size = mt_rand( 60, 220 );
		imagefilledellipse( $image, mt_rand( 0, $width ), mt_rand( 0, $height ), $size, $size, $white );
	}
	ob_start();
	imagepng( $image );
	$bytes = (string) ob_get_clean();
	imagedestroy( $image );

	$upload = wp_upload_bits( $slug . '.png', null, $bytes );
	if ( ! empty( $upload['error'] ) ) {
		fwrite( STDERR, 'Image upload failed: ' . $upload['error'] . "\n" );
		return 0;
	}
	$attachment_id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/png',
			'post_title'     => ucwords( str_replace( '-', ' ', $slug ) ),
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, $upload['file'] ) );
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', 'Colourful illustration for ' . ucwords( str_replace( '-', ' ', $slug ) ) );
	return (int) $attachment_id;
}

/**
 * Block-editor markup for a sample post: paragraphs, an image, columns, a quote and a list.
 *
 * @param array{title: string, excerpt: string, body: string[]} $post     Post data.
 * @param int                                                   $image_id Featured image, reused in the body.
 */
function playpal_sample_post_content( array $post, int $image_id ): string {
	$url      = $image_id ? (string) wp_get_attachment_image_url( $image_id, 'large' ) : '';
	$blocks   = array();
	$blocks[] = "<!-- wp:paragraph -->\n<p>" . esc_html( $post['excerpt'] ) . "</p>\n<!-- /wp:paragraph -->";
	if ( $url ) {
		$blocks[] = '<!-- wp:image {"id":' . $image_id . ',"sizeSlug":"large","linkDestination":"none"} -->' . "\n"
			. '<figure class="wp-block-image size-large"><img src="' . esc_url( $url ) . '" alt="' . esc_attr( $post['title'] ) . '" class="wp-image-' . $image_id . '"/><figcaption class="wp-element-caption">' . esc_html__( 'Printed in the morning, played with all afternoon.', 'playpal' ) . "</figcaption></figure>\n<!-- /wp:image -->";
	}
	$blocks[] = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">What you need</h2>\n<!-- /wp:heading -->";
	$blocks[] = "<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li>A printer and plain paper</li>\n<!-- /wp:list-item --><!-- wp:list-item -->\n<li>Crayons, scissors and glue</li>\n<!-- /wp:list-item --><!-- wp:list-item -->\n<li>Twenty minutes and a curious child</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->";
	$blocks[] = "<!-- wp:columns -->\n<div class=\"wp-block-columns\"><!-- wp:column -->\n<div class=\"wp-block-column\"><!-- wp:paragraph -->\n<p>" . esc_html( $post['body'][0] ) . "</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column --><!-- wp:column -->\n<div class=\"wp-block-column\"><!-- wp:paragraph -->\n<p>" . esc_html( $post['body'][1] ) . "</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->";
	$blocks[] = "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>Play is the highest form of research.</p>\n<!-- /wp:paragraph --><cite>Albert Einstein</cite></blockquote>\n<!-- /wp:quote -->";
	return implode( "\n\n", $blocks );
}

/**
 * Sixteen sample posts across four categories.
 *
 * @return array<int, array{slug: string, title: string, excerpt: string, category: string, body: string[]}>
 */
function playpal_sample_posts(): array {
	$topics = array(
		array( 'Parenting', 'rainy-day-rescue-plans', 'Rainy-Day Rescue Plans That Take Five Minutes', 'Turn a grey afternoon into an adventure with printables you can set up before the kettle boils.' ),
		array( 'Parenting', 'screen-time-that-feels-like-play', 'Screen Time That Feels Like Play', 'How offline activities and short, gentle screen sessions can live happily side by side.' ),
		array( 'Parenting', 'bedtime-story-dice', 'Bedtime Story Dice for Sleepy Storytellers', 'Roll, giggle and invent tonight’s story together with a printable set of picture dice.' ),
		array( 'Parenting', 'calm-corner-printables', 'Building a Calm Corner with Printables', 'Feelings cards, breathing shapes and a cosy sign for the spot where big emotions settle.' ),
		array( 'Printable Play', 'cardboard-castle-weekend', 'A Cardboard Castle Weekend', 'Towers, flags and a drawbridge: our royal rescue kit meets the recycling box.' ),
		array( 'Printable Play', 'space-station-alpha-launch', 'Launching Space Station Alpha at Home', 'Mission badges, control panels and a countdown your little astronaut will love.' ),
		array( 'Printable Play', 'vet-clinic-role-play', 'Role Play at Dr. Pet’s Veterinary Clinic', 'Clipboards, bandages and appointment cards for caring for every stuffed friend in the house.' ),
		array( 'Printable Play', 'dinosaur-dig-day', 'Dinosaur Dig Day in the Garden', 'Fossil cards, field notebooks and a dig-site map for budding palaeontologists.' ),
		array( 'Family Tech', 'what-is-an-appadoo', 'What Is an Appadoo?', 'Our offline web activities explained: no accounts, no ads, no endless scrolling.' ),
		array( 'Family Tech', 'printer-settings-that-save-ink', 'Printer Settings That Save Ink', 'Simple tweaks for crisp colouring pages without emptying the cartridge.' ),
		array( 'Family Tech', 'safe-tablets-for-little-hands', 'Setting Up a Safe Tablet for Little Hands', 'A parent’s checklist for time limits, filters and offline-first apps.' ),
		array( 'Family Tech', 'family-photo-book-projects', 'Family Photo Book Projects', 'Turn phone photos into printable story books your child can narrate.' ),
		array( 'Learning at Home', 'counting-with-tea-parties', 'Counting with Princess Tea Parties', 'Cups, cakes and place cards make early maths deliciously easy.' ),
		array( 'Learning at Home', 'ocean-discovery-journal', 'An Ocean Discovery Journal', 'Sea-creature cards and tide-pool sketches for curious explorers.' ),
		array( 'Learning at Home', 'forest-friends-phonics', 'Phonics with Magical Forest Friends', 'Letter hunts and rhyming games with owls, foxes and a very polite hedgehog.' ),
		array( 'Learning at Home', 'superhero-training-moves', 'Superhero Training: Moves and Letters', 'Balance, jump and spell your hero name with our academy training cards.' ),
	);
	$posts  = array();
	foreach ( $topics as list( $category, $slug, $title, $excerpt ) ) {
		$posts[] = array(
			'slug'     => $slug,
			'title'    => $title,
			'excerpt'  => $excerpt,
			'category' => $category,
			'body'     => array(
				'Print the pages, spread them on the floor and let your child choose where to begin. There is no wrong order.',
				'When the play winds down, ask what they would add next time. Their answer is the start of tomorrow’s game.',
			),
		);
	}
	return $posts;
}

/**
 * The About page editors can change in the block editor.
 */
function playpal_seed_about_page(): void {
	if ( playpal_sample_post_id( 'about', 'page' ) ) {
		return;
	}
	wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => 'about',
			'post_title'   => 'About PlayPal',
			'post_content' => "<!-- wp:paragraph -->\n<p>PlayPal makes printable play kits and offline web activities for families and teachers. Print. Play. Done.</p>\n<!-- /wp:paragraph -->",
		)
	);
}

/**
 * A signed-in family for the portals: "family" / "playpal-family", an ordinary
 * subscriber (not a site manager), on the dev and e2e sites only.
 */
function playpal_seed_family_member(): void {
	if ( username_exists( 'family' ) ) {
		return;
	}
	$user_id = wp_insert_user(
		array(
			'user_login'   => 'family',
			'user_pass'    => 'playpal-family',
			'user_email'   => 'family@example.test',
			'display_name' => 'Sam Family',
			'role'         => 'subscriber',
		)
	);
	if ( is_wp_error( $user_id ) ) {
		fwrite( STDERR, 'Could not create the sample family member: ' . $user_id->get_error_message() . "\n" );
	}
}

/**
 * An editor who moderates stories but does not manage the site:
 * "editor" / "playpal-editor", on the dev and e2e sites only.
 */
function playpal_seed_editor(): void {
	if ( username_exists( 'editor' ) ) {
		return;
	}
	$user_id = wp_insert_user(
		array(
			'user_login'   => 'editor',
			'user_pass'    => 'playpal-editor',
			'user_email'   => 'editor@example.test',
			'display_name' => 'Eddie Editor',
			'role'         => 'editor',
		)
	);
	if ( is_wp_error( $user_id ) ) {
		fwrite( STDERR, 'Could not create the sample editor: ' . $user_id->get_error_message() . "\n" );
	}
}

/**
 * A Create It Forward member for the creator dashboard: "creator" /
 * "playpal-creator", an ordinary subscriber whose membership a site owner
 * switched on (no end), on the dev and e2e sites only.
 */
function playpal_seed_creator(): void {
	if ( username_exists( 'creator' ) ) {
		return;
	}
	$user_id = wp_insert_user(
		array(
			'user_login'   => 'creator',
			'user_pass'    => 'playpal-creator',
			'user_email'   => 'creator@example.test',
			'display_name' => 'Casey Creator',
			'role'         => 'subscriber',
		)
	);
	if ( is_wp_error( $user_id ) ) {
		fwrite( STDERR, 'Could not create the sample creator: ' . $user_id->get_error_message() . "\n" );
		return;
	}
	( new \PlayPal\Members\Member_Meta() )->set_membership( $user_id, true, null );
}
