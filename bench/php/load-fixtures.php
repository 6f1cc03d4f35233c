<?php
/**
 * The load bench's fixtures and checks (bench/load), on its own "load" site.
 *
 * Commands:
 * - setup: mounts PlayPal at /app (WordPress's own theme page stays at /), turns the portals on,
 *   gives the sample family member an Appadoo made through pp/v1 as the portal makes it, and
 *   prints JSON: that Appadoo's id, key and session token, a post's slug, the family's login.
 * - usage ID: prints JSON, the Appadoo's usage counters and its open play sessions.
 * - signups LIKE: prints the number of sign-up rows whose e-mail matches LIKE.
 *
 * Usage: PLAYPAL_SITE=load php bench/php/load-fixtures.php --url=URL COMMAND [ARG]
 *
 * @package PlayPal
 */

$playpal_args = getopt( '', array( 'url:' ), $playpal_rest );
$playpal_url  = $playpal_args['url'] ?? 'http://127.0.0.1:9972';
$playpal_cmd  = array_slice( $argv, $playpal_rest );
require __DIR__ . '/load-wordpress.php';

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Appadoos\Play_Sessions;
use PlayPal\Appadoos\Player\Session_Token;
use PlayPal\Database\Schema;

switch ( $playpal_cmd[0] ?? '' ) {
	case 'setup':
		playpal_bench_portals_on();
		$playpal_settings              = (array) get_option( 'playpal_settings', array() );
		$playpal_settings['base_path'] = '/app';
		update_option( 'playpal_settings', $playpal_settings );
		$playpal_family = get_user_by( 'login', 'family' );
		if ( ! $playpal_family ) {
			fwrite( STDERR, "The sample family member is missing (provision with --seed).\n" );
			exit( 1 );
		}
		wp_set_current_user( $playpal_family->ID );
		$playpal_templates = rest_do_request( new WP_REST_Request( 'GET', '/pp/v1/appadoo-templates' ) )->get_data()['templates'];
		$playpal_request   = new WP_REST_Request( 'POST', '/pp/v1/appadoos' );
		$playpal_request->set_header( 'Content-Type', 'application/json' );
		$playpal_request->set_body(
			(string) wp_json_encode(
				array(
					'name'     => 'Load bench Appadoo',
					'template' => (string) $playpal_templates[0]['id'],
				)
			)
		);
		$playpal_response = rest_do_request( $playpal_request );
		if ( 201 !== $playpal_response->get_status() ) {
			fwrite( STDERR, 'Creating an Appadoo failed: ' . wp_json_encode( $playpal_response->get_data() ) . "\n" );
			exit( 1 );
		}
		$playpal_id   = (int) $playpal_response->get_data()['appadoo']['id'];
		$playpal_post = get_post( $playpal_id );
		$playpal_blog = get_posts(
			array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'posts_per_page' => 1,
			)
		);
		echo wp_json_encode(
			array(
				'appadoo'  => array(
					'id'    => $playpal_id,
					'key'   => $playpal_post->post_name,
					'token' => Session_Token::for_appadoo( $playpal_id, $playpal_post->post_name ),
				),
				'postSlug' => $playpal_blog[0]->post_name,
				'member'   => array(
					'login'    => 'family',
					'password' => 'playpal-family',
				),
			)
		) . "\n";
		break;
	case 'usage':
		$playpal_id = (int) ( $playpal_cmd[1] ?? 0 );
		wp_cache_delete( $playpal_id, 'post_meta' );
		echo wp_json_encode(
			array(
				'usage' => Appadoo_Repository::usage_of( get_post_meta( $playpal_id, Appadoo_Meta::USAGE, true ) ),
				'open'  => ( new Play_Sessions() )->open_count( $playpal_id ),
			)
		) . "\n";
		break;
	case 'signups':
		global $wpdb;
		echo (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::signups_table() . ' WHERE email_normalized LIKE %s', (string) ( $playpal_cmd[1] ?? '' ) ) ) . "\n"; // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		break;
	default:
		fwrite( STDERR, "usage: load-fixtures.php --url=URL setup | usage ID | signups LIKE\n" );
		exit( 1 );
}
