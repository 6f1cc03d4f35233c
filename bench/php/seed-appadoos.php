<?php
/**
 * Seeds the Appadoo bench site: a family member ("bench" / "bench-password")
 * owning 200 Appadoos, made through pp/v1 as the portal makes them; the
 * first ("Big Appadoo") also holds 10 MB of files, half compressible text,
 * half random bytes.
 *
 * Usage: PLAYPAL_SITE=bench_appadoos php bench/php/seed-appadoos.php --url=http://127.0.0.1:8894
 *
 * @package PlayPal
 */

$playpal_args = getopt( '', array( 'url:' ) );
$playpal_url  = $playpal_args['url'] ?? 'http://127.0.0.1:8894';
require __DIR__ . '/load-wordpress.php';

playpal_bench_portals_on();
$playpal_user = playpal_bench_user( 'subscriber', 'Bench Family' );
wp_set_current_user( $playpal_user );

/**
 * Creates one Appadoo of the bench family from a template. Straight through the repository, as the
 * route's own step after its checks: the route's rate limit (30 creations in 10 minutes per
 * person) would stop a seed of 200.
 *
 * @param string $name     Name.
 * @param string $template Template id.
 */
function playpal_bench_create_appadoo( string $name, string $template ): int {
	global $playpal_user;
	return ( new PlayPal\Appadoos\Appadoo_Repository() )->create( $playpal_user, $name, $template );
}

$playpal_templates = rest_do_request( new WP_REST_Request( 'GET', '/pp/v1/appadoo-templates' ) )->get_data()['templates'];
$playpal_big       = 0;
for ( $playpal_i = 0; $playpal_i < 200; $playpal_i++ ) {
	$playpal_template = $playpal_templates[ $playpal_i % count( $playpal_templates ) ]['id'];
	$playpal_id       = playpal_bench_create_appadoo( 0 === $playpal_i ? 'Big Appadoo' : 'Appadoo ' . $playpal_i, $playpal_template );
	$playpal_big      = 0 === $playpal_i ? $playpal_id : $playpal_big;
}

// 10 MB: five 1 MB text files (lesson pages compress well) and five 1 MB media-like files (they do not).
$playpal_files = new PlayPal\Appadoos\Appadoo_Files();
for ( $playpal_i = 0; $playpal_i < 5; $playpal_i++ ) {
	$playpal_files->put( $playpal_big, "pages/page-$playpal_i.html", str_repeat( "<p>Count the stars with me: one, two, three, $playpal_i.</p>\n", 18725 ) );
	$playpal_noise = '';
	while ( strlen( $playpal_noise ) < 1048576 ) {
		$playpal_noise .= random_bytes( 65536 );
	}
	$playpal_files->put( $playpal_big, "media/clip-$playpal_i.bin", $playpal_noise );
}
$playpal_usage = $playpal_files->usage( $playpal_big );
fwrite( STDERR, sprintf( "Seeded 200 Appadoos; Big Appadoo #%d holds %d files, %.1f MB\n", $playpal_big, $playpal_usage['count'], $playpal_usage['bytes'] / 1048576 ) );
