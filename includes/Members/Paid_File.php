<?php
/**
 * Where on this server a WooCommerce downloadable file lies.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce stores a product's file as an address (usually under
 * `uploads/woocommerce_uploads/`, which the web server must refuse: README.md,
 * "Web server rules"). PlayPal's download door reads the file from disk
 * instead, so only a file in this site's uploads folder is ever served: an
 * address elsewhere, a link leading out of the folder or a missing file
 * resolves to nothing.
 */
final class Paid_File {

	/**
	 * The file's real path, or null.
	 *
	 * @param string $file The address (or absolute path) WooCommerce stores.
	 */
	public static function local_path( string $file ): ?string {
		$uploads = wp_get_upload_dir();
		$basedir = realpath( (string) $uploads['basedir'] );
		if ( false === $basedir || '' === $file ) {
			return null;
		}
		$relative = self::relative_to_uploads( $file, (string) $uploads['baseurl'], $basedir );
		if ( null === $relative || '' === $relative || str_contains( $relative, '..' ) || str_contains( $relative, "\0" ) ) {
			return null;
		}
		$real = realpath( $basedir . '/' . $relative );
		if ( false === $real || ! str_starts_with( $real, $basedir . DIRECTORY_SEPARATOR ) || ! is_file( $real ) || ! is_readable( $real ) ) {
			return null;
		}
		return $real;
	}

	/**
	 * The path under the uploads folder an address or absolute path names, or null.
	 *
	 * @param string $file    Address or path.
	 * @param string $baseurl Uploads address.
	 * @param string $basedir Uploads folder (real path).
	 */
	private static function relative_to_uploads( string $file, string $baseurl, string $basedir ): ?string {
		if ( str_starts_with( $file, $basedir . '/' ) ) {
			return substr( $file, strlen( $basedir ) + 1 );
		}
		$path   = (string) wp_parse_url( $file, PHP_URL_PATH );
		$prefix = rtrim( (string) wp_parse_url( $baseurl, PHP_URL_PATH ), '/' );
		$host   = wp_parse_url( $file, PHP_URL_HOST );
		// Only this site's own uploads address (the scheme may differ: http and https name the same file).
		if ( null !== $host && strtolower( (string) $host ) !== strtolower( (string) wp_parse_url( $baseurl, PHP_URL_HOST ) ) ) {
			return null;
		}
		if ( '' === $path || '' === $prefix || ! str_starts_with( $path, $prefix . '/' ) ) {
			return null;
		}
		return rawurldecode( substr( $path, strlen( $prefix ) + 1 ) );
	}
}
