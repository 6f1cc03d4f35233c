<?php
/**
 * The fixtures of bench/replica, on its "replica" site (bench/php/load-fixtures.php makes the
 * Appadoo and counts rows; this adds what only the replica bench needs). Runs on the command line,
 * so on the primary (bench/php/replica-db.php leaves command-line processes there).
 *
 * Commands:
 * - trust-proxy: trusts 127.0.0.1 as a proxy (Settings → PlayPal), so each check can send its
 *   sign-ups from a client address of its own in X-Forwarded-For and start from an unused limit.
 * - publish TITLE: publishes a post, prints its slug.
 *
 * Usage: PLAYPAL_SITE=replica php bench/php/replica-fixtures.php --url=URL COMMAND [ARG]
 *
 * @package PlayPal
 */

$playpal_args = getopt( '', array( 'url:' ), $playpal_rest );
$playpal_url  = $playpal_args['url'] ?? 'http://127.0.0.1:9974';
$playpal_cmd  = array_slice( $argv, $playpal_rest );
require __DIR__ . '/load-wordpress.php';

switch ( $playpal_cmd[0] ?? '' ) {
	case 'trust-proxy':
		$playpal_settings                    = (array) get_option( PlayPal\Settings\Settings::OPTION, array() );
		$playpal_settings['trusted_proxies'] = array( '127.0.0.1' );
		update_option( PlayPal\Settings\Settings::OPTION, $playpal_settings );
		if ( array( '127.0.0.1' ) !== ( ( (array) get_option( PlayPal\Settings\Settings::OPTION, array() ) )['trusted_proxies'] ?? null ) ) {
			fwrite( STDERR, "The trusted proxy was not kept.\n" );
			exit( 1 );
		}
		break;
	case 'publish':
		$playpal_post = wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_title'   => (string) ( $playpal_cmd[1] ?? 'Replica bench post' ),
				'post_content' => 'Written on the primary by bench/replica.',
			),
			true
		);
		if ( is_wp_error( $playpal_post ) ) {
			fwrite( STDERR, $playpal_post->get_error_message() . "\n" );
			exit( 1 );
		}
		echo esc_html( get_post_field( 'post_name', $playpal_post ) ) . "\n";
		break;
	default:
		fwrite( STDERR, "usage: replica-fixtures.php --url=URL trust-proxy | publish TITLE\n" );
		exit( 1 );
}
