<?php
/**
 * Router for PHP's built-in web server, standing in for Apache's or nginx's
 * WordPress rewrite rules on the dev and test sites.
 *
 * Real files under the core folder are served as they are; wp-content lives
 * per site (WP_CONTENT_DIR), so its static files are served from there; every
 * other path goes to WordPress's front controller, as pretty permalinks expect.
 *
 * It serves only what a production server with README.md's "Web server rules"
 * serves (static-rules.php): no dotfiles, logs, private stores, paid files or
 * sources, even though the plugin's folder is a link to the whole checkout.
 *
 * @package PlayPal
 */

$playpal_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$playpal_core = $_SERVER['DOCUMENT_ROOT'];
require __DIR__ . '/static-rules.php';

if ( str_contains( $playpal_path, '..' ) || str_contains( $playpal_path, "\0" ) ) {
	http_response_code( 400 );
	return true;
}
// `//` and `/./` mean the same file to the file system: judge the path they name.
$playpal_path = (string) preg_replace( '#/(\./)*/*#', '/', $playpal_path );

// What README.md's nginx and Apache rules refuse, this server refuses too.
if ( playpal_static_denied( $playpal_path ) ) {
	http_response_code( 404 );
	header( 'Content-Type: text/plain; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	echo "Not found.\n";
	return true;
}

if ( str_starts_with( $playpal_path, '/wp-content/' ) ) {
	$playpal_site = getenv( 'PLAYPAL_SITE' ) ? getenv( 'PLAYPAL_SITE' ) : 'dev';
	$playpal_file = dirname( $playpal_core ) . '/sites/' . $playpal_site . $playpal_path;
	if ( is_file( $playpal_file ) ) {
		$playpal_ext = strtolower( pathinfo( $playpal_file, PATHINFO_EXTENSION ) );
		if ( ! isset( PLAYPAL_STATIC_TYPES[ $playpal_ext ] ) ) {
			// Not a static type (PHP, HTML, JSON, archives of sources…): a production server
			// would hand a .php to WordPress's front controller, and nothing else is served.
			if ( 'php' !== $playpal_ext ) {
				http_response_code( 404 );
				return true;
			}
		} else {
			header( 'Content-Type: ' . PLAYPAL_STATIC_TYPES[ $playpal_ext ] );
			header( 'Content-Length: ' . filesize( $playpal_file ) );
			header( 'X-Content-Type-Options: nosniff' );
			header( 'Cache-Control: public, max-age=3600' );
			readfile( $playpal_file );
			return true;
		}
	}
}

$playpal_target = $playpal_core . $playpal_path;
if ( is_dir( $playpal_target ) && is_file( rtrim( $playpal_target, '/' ) . '/index.php' ) ) {
	if ( ! str_ends_with( $playpal_path, '/' ) ) {
		header( 'Location: ' . $playpal_path . '/', true, 301 );
		return true;
	}
	$playpal_target = rtrim( $playpal_target, '/' ) . '/index.php';
}

if ( is_file( $playpal_target ) ) {
	if ( str_ends_with( $playpal_target, '.php' ) ) {
		$_SERVER['SCRIPT_NAME']     = substr( $playpal_target, strlen( $playpal_core ) );
		$_SERVER['SCRIPT_FILENAME'] = $playpal_target;
		$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
		chdir( dirname( $playpal_target ) );
		require $playpal_target;
		return true;
	}
	return false; // A static core file: let the built-in server send it.
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $playpal_core . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $playpal_core );
require $playpal_core . '/index.php';
return true;
