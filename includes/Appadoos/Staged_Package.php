<?php
/**
 * A package being built, before it becomes an Appadoo's files.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * A staging folder of the store (Appadoo_Files::new_staging()) that hands out
 * opaque file names and records which package path each one holds: no name
 * from an upload ever reaches the disk. Appadoo_Files::install_staging()
 * writes the manifest and swaps the folder in; discard_staging() removes it.
 */
final class Staged_Package {

	/**
	 * Package path => stored name, in the order added.
	 *
	 * @var array<string, string>
	 */
	private array $files = array();

	/**
	 * Files of an old-layout Appadoo that the type list refuses: kept, never served.
	 *
	 * @var array<string, string>
	 */
	private array $kept = array();

	/**
	 * Constructor.
	 *
	 * @param string $dir The staging folder (exists, empty).
	 */
	public function __construct( private string $dir ) {
	}

	/**
	 * The folder (for Appadoo_Files only).
	 */
	public function dir(): string {
		return $this->dir;
	}

	/**
	 * A fresh stored file for a package path; replaces an earlier one of the
	 * same path. The caller writes the bytes to the answer.
	 *
	 * @param string $relative Package path (checked by Appadoo_Files::safe_relative_path()).
	 * @return string Absolute path of the stored file (opaque name).
	 * @throws RuntimeException When the path may not be a package file.
	 */
	public function target( string $relative ): string {
		$relative = Appadoo_Files::safe_relative_path( $relative );
		$this->forget( $relative );
		$this->files[ $relative ] = Package_Manifest::new_blob_name();
		return $this->dir . '/' . $this->files[ $relative ];
	}

	/**
	 * Writes a package file (over the earlier bytes of the same path).
	 *
	 * @param string $relative Package path.
	 * @param string $bytes    Contents.
	 * @throws RuntimeException When the path is refused or the write fails.
	 */
	public function put( string $relative, string $bytes ): void {
		$relative = Appadoo_Files::safe_relative_path( $relative );
		$path     = isset( $this->files[ $relative ] ) ? $this->dir . '/' . $this->files[ $relative ] : $this->target( $relative );
		if ( strlen( $bytes ) !== Quiet_Io::run( static fn() => file_put_contents( $path, $bytes ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			throw new RuntimeException( 'An Appadoo file could not be written.' );
		}
	}

	/**
	 * Reads a package file written here.
	 *
	 * @param string $relative Package path.
	 * @throws RuntimeException When it is not here.
	 */
	public function get( string $relative ): string {
		$path  = $this->path_of( $relative );
		$bytes = null === $path ? false : Quiet_Io::run( static fn() => file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( ! is_string( $bytes ) ) {
			throw new RuntimeException( 'An Appadoo file could not be read.' );
		}
		return $bytes;
	}

	/**
	 * Size in bytes of a package file written here (0 when missing).
	 *
	 * @param string $relative Package path.
	 */
	public function size( string $relative ): int {
		$path = $this->path_of( $relative );
		return null === $path ? 0 : (int) Quiet_Io::run( static fn() => filesize( $path ) );
	}

	/**
	 * The stored file of a package path, or null.
	 *
	 * @param string $relative Package path.
	 */
	public function path_of( string $relative ): ?string {
		return isset( $this->files[ $relative ] ) ? $this->dir . '/' . $this->files[ $relative ] : null;
	}

	/**
	 * Package paths, in the order added.
	 *
	 * @return string[]
	 */
	public function files(): array {
		return array_keys( $this->files );
	}

	/**
	 * Copies a file of an old-layout Appadoo in: as a package file when the
	 * rules take it, else kept aside (stored, counted, never served).
	 *
	 * @param string $relative Its path in the old folder.
	 * @param string $source   The old file.
	 * @throws RuntimeException When the copy fails.
	 */
	public function copy_in( string $relative, string $source ): void {
		try {
			$target = $this->target( $relative );
		} catch ( RuntimeException $refused ) {
			unset( $refused );
			$this->kept[ $relative ] = Package_Manifest::new_blob_name();
			$target                  = $this->dir . '/' . $this->kept[ $relative ];
		}
		if ( ! Quiet_Io::run( static fn() => copy( $source, $target ) ) ) {
			throw new RuntimeException( 'An Appadoo file could not be moved.' );
		}
	}

	/**
	 * Writes the manifest (Appadoo_Files::install_staging() calls it).
	 *
	 * @throws RuntimeException When it cannot be written.
	 */
	public function write_manifest(): void {
		Package_Manifest::write( $this->dir, $this->files, $this->kept );
	}

	/**
	 * Drops the stored file of a path added earlier.
	 *
	 * @param string $relative Package path.
	 */
	private function forget( string $relative ): void {
		if ( isset( $this->files[ $relative ] ) ) {
			$old = $this->dir . '/' . $this->files[ $relative ];
			Quiet_Io::run( static fn() => is_file( $old ) && unlink( $old ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			unset( $this->files[ $relative ] );
		}
	}
}
