<?php
/**
 * Generates a large catalogue (bin/php/catalogue-generator.php): N products,
 * 1,000 by default, in six categories with two global attributes.
 *
 * With WP-CLI, on any site: wp eval-file bin/php/generate-catalogue.php [N]
 * With PHP, on a site of bin/lib/site.sh: PLAYPAL_SITE=bench php bin/php/generate-catalogue.php [--count=N]
 * (bin/test-e2e's catalogue phase also passes --admin-user=NAME, which the CRUD does not need).
 *
 * A second run for the same N makes nothing.
 *
 * @package PlayPal
 */

if ( ! defined( 'ABSPATH' ) ) {
	// Run by PHP itself: load the site PLAYPAL_SITE names, as bin/php/provision.php does.
	if ( 'cli' !== PHP_SAPI ) {
		exit( 1 );
	}
	$_SERVER['HTTP_HOST']       = '127.0.0.1';
	$_SERVER['REQUEST_URI']     = '/';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
	$_SERVER['REQUEST_METHOD']  = 'GET';
	$args                       = array_slice( $argv, 1 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WP-CLI's name for the arguments.
	require dirname( __DIR__, 2 ) . '/.dev/wordpress/wp-load.php';
}

require_once __DIR__ . '/catalogue-generator.php';

if ( ! class_exists( 'WC_Product_Simple' ) ) {
	fwrite( STDERR, "The catalogue needs WooCommerce.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- A command-line script.
	exit( 1 );
}
// WP-CLI's eval-file hands the arguments after the file name in $args: "N" or "--count=N".
$playpal_count = 1000;
foreach ( (array) ( $args ?? array() ) as $playpal_arg ) {
	if ( 1 === preg_match( '/^(?:--count=)?([0-9]+)$/', (string) $playpal_arg, $playpal_match ) ) {
		$playpal_count = (int) $playpal_match[1];
	}
}
$playpal_start = microtime( true );
$playpal_made  = playpal_generate_catalogue( $playpal_count );
fwrite( STDERR, sprintf( "Generated catalogue: %d made, %d in all, %.1f s\n", $playpal_made['made'], $playpal_made['total'], microtime( true ) - $playpal_start ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- A command-line script.
