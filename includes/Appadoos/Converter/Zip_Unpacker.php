<?php
/**
 * Unpacks an uploaded .zip into a staging folder, refusing what is unsafe.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Package_Types;
use PlayPal\Appadoos\Quiet_Io;
use PlayPal\Appadoos\Staged_Package;
use PlayPal\Errors\Too_Large;
use PlayPal\Errors\Unusable;
use RuntimeException;
use ZipArchive;

defined( 'ABSPATH' ) || exit;

/**
 * Every entry is checked before a byte is written, and the sizes are counted
 * again while writing:
 *
 * - more than 500 files: 413 `playpal_zip_too_many_files`;
 * - declared sizes over 50 MB, or more than 50 MB actually inflated (a
 *   header can lie; the stream is counted and stopped): 413 `playpal_zip_too_large`;
 * - a name with `..`, an absolute path, a drive letter or a NUL byte:
 *   422 `playpal_zip_unsafe_path`;
 * - a symbolic link (Unix mode in the external attributes): 422 `playpal_zip_link`;
 * - a damaged or encrypted archive: 422 `playpal_zip_unreadable`.
 *
 * Hidden files (`.DS_Store`, `__MACOSX/`) and the reserved `playpal-runtime/`
 * folder are left out and listed as skipped; files whose type or name the
 * package rules refuse (Package_Types::refusal()) are left out and listed as
 * refused, with the rule's code. Names are judged before anything touches
 * the disk, and the bytes go to the staged package's opaque names, so no
 * name from the archive ever reaches the file system (or a PHP warning).
 * The caller discards the staged package when anything fails.
 */
final class Zip_Unpacker {

	public const MAX_UNPACKED = 50 * 1024 * 1024;

	public const MAX_FILES = 500;

	private const CHUNK = 65536;

	/**
	 * @param string         $zip_path Archive.
	 * @param Staged_Package $staging  Empty package to unpack into.
	 * @return array{files: string[], skipped: string[], refused: array<int, array{file: string, code: string}>, bytes: int}
	 * @throws Unusable|Too_Large On every refusal.
	 */
	public function unpack( string $zip_path, Staged_Package $staging ): array {
		$zip = new ZipArchive();
		if ( true !== Quiet_Io::run( static fn() => $zip->open( $zip_path, ZipArchive::RDONLY | ZipArchive::CHECKCONS ) ) ) {
			throw $this->unreadable();
		}
		try {
			$plan = $this->plan( $zip );
			Quiet_Io::run( fn() => $this->extract( $zip, $plan['entries'], $staging ) );
		} finally {
			Quiet_Io::run( static fn() => $zip->close() );
		}
		return array(
			'files'   => $staging->files(),
			'skipped' => $plan['skipped'],
			'refused' => $plan['refused'],
			'bytes'   => $plan['bytes'],
		);
	}

	/**
	 * Checks every entry; answers index => relative path of the files to write.
	 *
	 * @param ZipArchive $zip Open archive.
	 * @return array{entries: array<int, string>, skipped: string[], refused: array<int, array{file: string, code: string}>, bytes: int}
	 * @throws Unusable On every refusal (Too_Large past the limits).
	 */
	private function plan( ZipArchive $zip ): array {
		$entries  = array();
		$skipped  = array();
		$refused  = array();
		$declared = 0;
		$count    = 0;
		$total    = $zip->count();
		for ( $index = 0; $index < $total; $index++ ) {
			$stat = $zip->statIndex( $index, ZipArchive::FL_UNCHANGED );
			if ( false === $stat ) {
				throw $this->unreadable();
			}
			$raw  = (string) $stat['name'];
			$name = str_replace( '\\', '/', $raw );
			if ( str_contains( $name, "\0" ) || str_starts_with( $name, '/' ) || preg_match( '#^[a-zA-Z]:#', $name ) || in_array( '..', explode( '/', $name ), true ) ) {
				/* translators: %s: name of the entry in the .zip. */
				throw new Unusable( 'playpal_zip_unsafe_path', sprintf( __( 'The .zip holds a file whose path leaves its folder (%s). Please remove it and try again.', 'playpal' ), wp_strip_all_tags( self::shown( $name ) ) ) );
			}
			$opsys = 0;
			$attr  = 0;
			if ( $zip->getExternalAttributesIndex( $index, $opsys, $attr, ZipArchive::FL_UNCHANGED ) && ZipArchive::OPSYS_UNIX === $opsys ) {
				$type = ( $attr >> 16 ) & 0170000;
				if ( 0120000 === $type ) {
					/* translators: %s: name of the entry in the .zip. */
					throw new Unusable( 'playpal_zip_link', sprintf( __( 'The .zip holds a link (%s). Links are not allowed; please include the file itself.', 'playpal' ), wp_strip_all_tags( self::shown( $name ) ) ) );
				}
			}
			if ( str_ends_with( $name, '/' ) ) {
				continue; // A folder: made when its files are written.
			}
			if ( ++$count > self::MAX_FILES ) {
				throw $this->too_many();
			}
			if ( ! empty( $stat['encryption_method'] ) ) {
				throw $this->unreadable();
			}
			$declared += (int) $stat['size'];
			if ( $declared > self::MAX_UNPACKED ) {
				throw $this->too_large();
			}
			$relative = ltrim( str_replace( '//', '/', $name ), '/' );
			if ( $this->is_left_out( $relative ) ) {
				$skipped[] = self::shown( $name );
				continue;
			}
			$code = Package_Types::refusal( $relative );
			if ( null !== $code ) {
				$refused[] = array(
					'file' => self::shown( $name ),
					'code' => $code,
				);
				continue;
			}
			$entries[ $index ] = $relative;
		}
		return array(
			'entries' => $entries,
			'skipped' => $skipped,
			'refused' => $refused,
			'bytes'   => $declared,
		);
	}

	/**
	 * Writes the planned entries, counting the bytes actually inflated.
	 *
	 * @param ZipArchive         $zip     Open archive.
	 * @param array<int, string> $entries Index => relative path.
	 * @param Staged_Package     $staging Package.
	 * @throws Unusable|Too_Large When the archive cannot be read or inflates past the limit.
	 */
	private function extract( ZipArchive $zip, array $entries, Staged_Package $staging ): void {
		$total = 0;
		foreach ( $entries as $index => $relative ) {
			try {
				$target = $staging->target( $relative );
			} catch ( RuntimeException $exception ) {
				throw $this->unreadable();
			}
			// ZipArchive::getStreamIndex() is PHP 8.2+ (PHPStan reads the running PHP's class); 8.1 takes the name.
			$stream = method_exists( $zip, 'getStreamIndex' ) ? $zip->getStreamIndex( $index ) : $zip->getStream( (string) $zip->getNameIndex( $index ) ); // @phpstan-ignore function.alreadyNarrowedType
			$out    = fopen( $target, 'xb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen
			if ( false === $stream || false === $out ) {
				if ( false !== $out ) {
					fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
				}
				throw $this->unreadable();
			}
			try {
				while ( ! feof( $stream ) ) {
					$chunk = fread( $stream, self::CHUNK ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fread
					if ( false === $chunk ) {
						throw $this->unreadable();
					}
					$total += strlen( $chunk );
					if ( $total > self::MAX_UNPACKED ) {
						throw $this->too_large();
					}
					fwrite( $out, $chunk ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite
				}
			} finally {
				fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
				fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
			}
			if ( 0 !== $zip->status ) {
				throw $this->unreadable();
			}
		}
	}

	/**
	 * Whether the package leaves an entry out without a word of refusal:
	 * hidden files, `__MACOSX/`, the reserved runtime folder.
	 *
	 * @param string $name Entry name, already free of `..` and absolute paths.
	 */
	private function is_left_out( string $name ): bool {
		return '' === $name || str_starts_with( $name, '__MACOSX/' ) || str_starts_with( $name, dirname( Html_Rewriter::RUNTIME_PATH ) . '/' )
			|| ! Appadoo_Files::is_contained( $name );
	}

	/**
	 * An entry name as the report shows it: valid UTF-8 (the answer is
	 * JSON), no control characters, at most 200 characters.
	 *
	 * @param string $name Entry name.
	 */
	private static function shown( string $name ): string {
		$name = mb_scrub( $name, 'UTF-8' );
		$name = (string) preg_replace( '/[\x00-\x1F\x7F]/', '?', $name );
		return mb_strlen( $name, 'UTF-8' ) > 200 ? mb_substr( $name, 0, 199, 'UTF-8' ) . '…' : $name;
	}

	private function unreadable(): Unusable {
		return new Unusable( 'playpal_zip_unreadable', __( 'The .zip could not be read. It may be damaged or password-protected.', 'playpal' ) );
	}

	private function too_large(): Too_Large {
		return new Too_Large( 'playpal_zip_too_large', __( 'Unpacked, the .zip would be larger than 50 MB. Please make the activity smaller.', 'playpal' ) );
	}

	private function too_many(): Too_Large {
		return new Too_Large( 'playpal_zip_too_many_files', __( 'The .zip holds more than 500 files. Please make the activity smaller.', 'playpal' ) );
	}
}
