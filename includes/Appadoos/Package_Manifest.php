<?php
/**
 * The manifest of an Appadoo's stored files.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * `manifest.json` in each package folder of the store:
 * `{format, version, files: {package path: stored name}, kept: {…}}`.
 *
 * Stored names are opaque (32 random letters and digits + `.bin`): no part of
 * a name from an upload, and an extension no web server maps to HTML or a
 * script handler, so a server that ignores every deny rule still serves
 * them only as downloads. The manifest itself is JSON, which no browser
 * renders as HTML. `kept` holds files of an old-layout Appadoo that today's
 * type list refuses (Staged_Package::copy_in()): kept, never served.
 *
 * A stored name read back must match BLOB_PATTERN, so a manipulated manifest
 * can never point outside its folder.
 */
final class Package_Manifest {

	public const FILE = 'manifest.json';

	public const FORMAT = 'playpal-package';

	public const BLOB_PATTERN = '/^[a-z0-9]{32}\.bin$/';

	/**
	 * A new opaque stored name.
	 */
	public static function new_blob_name(): string {
		return bin2hex( random_bytes( 16 ) ) . '.bin';
	}

	/**
	 * Reads a package folder's manifest; a missing or unreadable one is empty.
	 *
	 * @param string $dir Package folder.
	 * @return array{files: array<string, string>, kept: array<string, string>}
	 */
	public static function read( string $dir ): array {
		$path = $dir . '/' . self::FILE;
		$json = Quiet_Io::run( static fn() => is_file( $path ) ? file_get_contents( $path ) : false ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		$out  = array(
			'files' => array(),
			'kept'  => array(),
		);
		if ( ! is_array( $data ) || self::FORMAT !== ( $data['format'] ?? null ) ) {
			return $out;
		}
		foreach ( array( 'files', 'kept' ) as $section ) {
			foreach ( is_array( $data[ $section ] ?? null ) ? $data[ $section ] : array() as $relative => $blob ) {
				// A package path must stay inside its folder too: it becomes an entry name in backups and offline zips.
				if ( is_string( $blob ) && preg_match( self::BLOB_PATTERN, $blob ) && Appadoo_Files::is_contained( str_replace( '\\', '/', (string) $relative ) ) ) {
					$out[ $section ][ (string) $relative ] = $blob;
				}
			}
		}
		return $out;
	}

	/**
	 * Writes a manifest in one rename (readers see the old or the new one, never half).
	 *
	 * @param string                $dir   Package folder.
	 * @param array<string, string> $files Package path => stored name.
	 * @param array<string, string> $kept  Kept-aside path => stored name.
	 * @throws RuntimeException When it cannot be written.
	 */
	public static function write( string $dir, array $files, array $kept = array() ): void {
		$json = wp_json_encode(
			array(
				'format'  => self::FORMAT,
				'version' => 1,
				'files'   => (object) $files,
				'kept'    => (object) $kept,
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
		);
		$temp = $dir . '/' . self::new_blob_name();
		$path = $dir . '/' . self::FILE;
		$done = false !== $json && Quiet_Io::run(
			static fn() => strlen( $json ) === file_put_contents( $temp, $json ) && rename( $temp, $path ) // phpcs:ignore WordPress.WP.AlternativeFunctions
		);
		if ( ! $done ) {
			Quiet_Io::run( static fn() => is_file( $temp ) && unlink( $temp ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			throw new RuntimeException( 'The Appadoo\'s file list could not be written.' );
		}
	}
}
