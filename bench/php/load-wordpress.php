<?php
/**
 * Loads a bench site's WordPress for a command-line seed script, as a
 * request to its --url would: `require __DIR__ . '/load-wordpress.php';`
 * with `$playpal_url` set first.
 *
 * @package PlayPal
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']       = (string) parse_url( $playpal_url, PHP_URL_HOST ) . ':' . (string) parse_url( $playpal_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME']     = (string) parse_url( $playpal_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
require dirname( __DIR__, 2 ) . '/.dev/wordpress/wp-load.php';

/**
 * Makes the bench's user ("bench" / "bench-password"), or ends the script.
 *
 * @param string $role         Role.
 * @param string $display_name Display name.
 */
function playpal_bench_user( string $role, string $display_name ): int {
	$user = wp_insert_user(
		array(
			'user_login'   => 'bench',
			'user_pass'    => 'bench-password',
			'user_email'   => 'bench@example.test',
			'display_name' => $display_name,
			'role'         => $role,
		)
	);
	if ( is_wp_error( $user ) ) {
		fwrite( STDERR, $user->get_error_message() . "\n" );
		exit( 1 );
	}
	return $user;
}

/**
 * Turns on the `portals` feature flag (Settings → PlayPal): the Appadoo
 * routes answer 404 without it.
 */
function playpal_bench_portals_on(): void {
	$settings          = (array) get_option( PlayPal\Settings\Settings::OPTION, array() );
	$settings['flags'] = array( 'portals' => true ) + (array) ( $settings['flags'] ?? array() );
	update_option( PlayPal\Settings\Settings::OPTION, $settings );
}
