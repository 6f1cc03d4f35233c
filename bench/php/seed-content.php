<?php
/**
 * Seeds the bench site: 200 published posts across 5 categories, 3 authors,
 * each with its own featured image and block content; mounts PlayPal at
 * /app (not /play, where the Appadoo player answers /play/{slug}) so WordPress's own posts page (default theme) stays at /.
 *
 * Usage: PLAYPAL_SITE=bench php bench/php/seed-content.php --url=http://127.0.0.1:8893
 *
 * @package PlayPal
 */

$playpal_args = getopt( '', array( 'url:' ) );
$playpal_url  = $playpal_args['url'] ?? 'http://127.0.0.1:8893';
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once dirname( __DIR__, 2 ) . '/bin/php/sample-content.php';

$playpal_settings              = get_option( 'playpal_settings', array() );
$playpal_settings['base_path'] = '/app';
update_option( 'playpal_settings', $playpal_settings );
update_option( 'posts_per_page', 12 );

wp_defer_term_counting( true );
$playpal_authors    = playpal_seed_authors();
$playpal_categories = array_values( playpal_seed_categories() );
$playpal_categories[] = (int) wp_insert_term( 'Crafts', 'category' )['term_id'];
$playpal_samples    = playpal_sample_posts();

for ( $playpal_i = 0; $playpal_i < 200; $playpal_i++ ) {
	$playpal_sample = $playpal_samples[ $playpal_i % count( $playpal_samples ) ];
	$playpal_slug   = $playpal_sample['slug'] . '-' . $playpal_i;
	$playpal_image  = playpal_seed_image( $playpal_slug, $playpal_i );
	$playpal_id     = wp_insert_post(
		array(
			'post_status'   => 'publish',
			'post_name'     => $playpal_slug,
			'post_title'    => $playpal_sample['title'] . ' #' . ( $playpal_i + 1 ),
			'post_excerpt'  => $playpal_sample['excerpt'],
			'post_content'  => playpal_sample_post_content( $playpal_sample, $playpal_image ),
			'post_author'   => $playpal_authors[ $playpal_i % count( $playpal_authors ) ],
			'post_category' => array( $playpal_categories[ $playpal_i % count( $playpal_categories ) ] ),
			'post_date'     => gmdate( 'Y-m-d H:i:s', strtotime( '2026-10-30 09:00:00' ) - $playpal_i * DAY_IN_SECONDS ),
		)
	);
	set_post_thumbnail( $playpal_id, $playpal_image );
}
wp_defer_term_counting( false );
wp_delete_post( 1, true ); // WordPress's "Hello world!".
fwrite( STDERR, 'Bench content: ' . wp_count_posts()->publish . " published posts.\n" );
