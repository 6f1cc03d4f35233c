<?php
/**
 * Loads a real WordPress, with PlayPal active, for the PHP tests.
 *
 * The script bin/test-php provisions the "phpunit" site (a fresh database on the
 * project's private MariaDB) before PHPUnit starts. WordPress's own test
 * library is not offered by the registries this project can reach, so the
 * tests load WordPress through wp-load.php and isolate themselves with a
 * transaction per test (see TestCase).
 *
 * @package PlayPal\Tests
 */

if ( ! getenv( 'PLAYPAL_SITE' ) ) {
	putenv( 'PLAYPAL_SITE=phpunit' );
}
$_SERVER['HTTP_HOST']       = '127.0.0.1';
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
define( 'PLAYPAL_TESTS', true );

$playpal_wp = dirname( __DIR__, 2 ) . '/.dev/wordpress/wp-load.php';
if ( ! is_readable( $playpal_wp ) ) {
	fwrite( STDERR, "WordPress is not provisioned: run bin/test-php (or bin/test), not phpunit directly.\n" );
	exit( 1 );
}
require $playpal_wp;

if ( ! class_exists( \PlayPal\Plugin::class ) ) {
	fwrite( STDERR, "PlayPal is not active on the phpunit site.\n" );
	exit( 1 );
}
require_once dirname( __DIR__, 2 ) . '/vendor/autoload.php';
