<?php
/**
 * Router for PHP's built-in web server, standing in for Apache's or nginx's
 * WordPress rewrite rules on the dev and test sites.
 *
 * Real files under the core folder are served as they are; wp-content lives
 * per site (WP_CONTENT_DIR), so its files are served from there; every other
 * path goes to WordPress's front controller, as pretty permalinks expect.
 *
 * @package PlayPal
 */

$playpal_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$playpal_core = $_SERVER['DOCUMENT_ROOT'];

if ( str_contains( $playpal_path, '..' ) ) {
	http_response_code( 400 );
	return true;
}

// Appadoo files and backups are private: only pp/v1 hands them out (docs/APPADOOS.md),
// as the .htaccess in their folders tells Apache.
if ( preg_match( '#^/wp-content/uploads/playpal-(appadoos|backups)(/|$)#', (string) preg_replace( '#/(\./)*/*#', '/', $playpal_path ) ) ) {
	http_response_code( 403 );
	return true;
}

if ( str_starts_with( $playpal_path, '/wp-content/' ) ) {
	$playpal_site = getenv( 'PLAYPAL_SITE' ) ? getenv( 'PLAYPAL_SITE' ) : 'dev';
	$playpal_file = dirname( $playpal_core ) . '/sites/' . $playpal_site . $playpal_path;
	if ( is_file( $playpal_file ) && ! str_ends_with( $playpal_file, '.php' ) ) {
		$playpal_types = array(
			'js'    => 'text/javascript',
			'css'   => 'text/css',
			'json'  => 'application/json',
			'svg'   => 'image/svg+xml',
			'woff2' => 'font/woff2',
		);
		$playpal_ext   = strtolower( pathinfo( $playpal_file, PATHINFO_EXTENSION ) );
		header( 'Content-Type: ' . ( $playpal_types[ $playpal_ext ] ?? mime_content_type( $playpal_file ) ) );
		header( 'Content-Length: ' . filesize( $playpal_file ) );
		header( 'Cache-Control: public, max-age=3600' );
		readfile( $playpal_file );
		return true;
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
