<?php
/**
 * Turns an Appadoo into a zip archive and back.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Quiet_Io;
use RuntimeException;
use WP_Post;
use ZipArchive;

defined( 'ABSPATH' ) || exit;

/**
 * Archive layout (PHP's ZipArchive):
 *
 * - `appadoo.json`: `{format, version, appadoo: {id, title, status}, meta}`, where
 *   `meta` maps every `_playpal_*` post meta key except the backup index to
 *   the list of its values;
 * - `files/{relative path}`: every file of the Appadoo.
 *
 * Entries are deflated, or only stored when compression is off. Reading an
 * archive back checks every entry before anything is restored: only the
 * record and `files/` entries with safe relative paths (no `..`, no absolute
 * or drive paths, no NUL), within a size budget.
 */
final class Backup_Archiver {

	public const RECORD = 'appadoo.json';

	public const FILES = 'files/';

	public const FORMAT = 'playpal-appadoo-backup';

	public const VERSION = 1;

	/** Largest total unpacked size accepted when reading an archive, unless filtered. */
	public const MAX_UNPACKED_BYTES = 536870912;

	/**
	 * Constructor.
	 *
	 * @param Appadoo_Files $files Appadoo files.
	 */
	public function __construct( private Appadoo_Files $files = new Appadoo_Files() ) {
	}

	/**
	 * Writes one Appadoo's archive to a file.
	 *
	 * @param string  $path     Target file (replaced).
	 * @param WP_Post $post     The Appadoo.
	 * @param bool    $compress Deflate (true) or store (false).
	 * @throws RuntimeException When the archive cannot be written.
	 */
	public function write( string $path, WP_Post $post, bool $compress ): void {
		$zip = $this->open_for_writing( $path );
		$this->add_appadoo( $zip, '', $post, $compress );
		$this->close( $zip );
	}

	/**
	 * Writes several Appadoos into one archive, each under `appadoos/{id}/`.
	 *
	 * @param string    $path  Target file (replaced).
	 * @param WP_Post[] $posts The Appadoos.
	 * @throws RuntimeException When the archive cannot be written.
	 */
	public function write_many( string $path, array $posts ): void {
		$zip = $this->open_for_writing( $path );
		foreach ( $posts as $post ) {
			$this->add_appadoo( $zip, 'appadoos/' . $post->ID . '/', $post, true );
		}
		if ( ! $posts ) {
			$zip->addEmptyDir( 'appadoos' ); // An empty zip is not a valid file for every reader.
		}
		$this->close( $zip );
	}

	/**
	 * The record of an Appadoo: title, status and its `_playpal_*` meta.
	 *
	 * @param WP_Post $post The Appadoo.
	 * @return array<string, mixed>
	 */
	public function record( WP_Post $post ): array {
		$meta = array();
		foreach ( get_post_meta( $post->ID ) as $key => $values ) {
			if ( str_starts_with( (string) $key, Appadoo_Meta::PREFIX ) && Appadoo_Meta::BACKUPS !== $key ) {
				$meta[ $key ] = array_map( 'maybe_unserialize', (array) $values );
			}
		}
		ksort( $meta );
		return array(
			'format'  => self::FORMAT,
			'version' => self::VERSION,
			'appadoo' => array(
				'id'     => $post->ID,
				'title'  => $post->post_title,
				'status' => $post->post_status,
			),
			'meta'    => $meta,
		);
	}

	/**
	 * Reads and checks an archive.
	 *
	 * @param string $zip_bytes The zip.
	 * @return array{record: array<string, mixed>, files: array<string, string>}
	 * @throws RuntimeException When it is damaged, unsafe or not a PlayPal backup.
	 */
	public function read( string $zip_bytes ): array {
		$path = self::temp_file();
		try {
			if ( strlen( $zip_bytes ) !== file_put_contents( $path, $zip_bytes ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- A private temporary file.
				throw new RuntimeException( 'The backup could not be unpacked.' );
			}
			$zip = new ZipArchive();
			if ( true !== $zip->open( $path, ZipArchive::RDONLY | ZipArchive::CHECKCONS ) ) {
				throw new RuntimeException( 'The backup is not a readable zip archive.' );
			}
			try {
				return $this->read_entries( $zip );
			} finally {
				$zip->close();
			}
		} finally {
			wp_delete_file( $path );
		}
	}

	/**
	 * A new, empty temporary file, named `playpal-backup-*` in the temp folder.
	 *
	 * @throws RuntimeException When none can be created.
	 */
	public static function temp_file(): string {
		$path = tempnam( get_temp_dir(), 'playpal-backup-' );
		if ( false === $path ) {
			throw new RuntimeException( 'No temporary file could be created.' );
		}
		return $path;
	}

	/**
	 * Checks every entry, then reads them.
	 *
	 * @param ZipArchive $zip Open archive.
	 * @return array{record: array<string, mixed>, files: array<string, string>}
	 * @throws RuntimeException When an entry is unsafe or the record is wrong.
	 */
	private function read_entries( ZipArchive $zip ): array {
		/**
		 * Filters the largest total unpacked size of a backup that may be restored, in bytes.
		 *
		 * @param int $bytes Default 512 MB.
		 */
		$budget = (int) apply_filters( 'playpal_backup_max_unpacked_bytes', self::MAX_UNPACKED_BYTES );
		$total  = 0;
		$names  = array();
		$count  = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$stat = $zip->statIndex( $i );
			if ( false === $stat ) {
				throw new RuntimeException( 'A backup entry could not be read.' );
			}
			$name   = (string) $stat['name'];
			$total += (int) $stat['size'];
			if ( $total > $budget ) {
				throw new RuntimeException( 'The backup unpacks to more than is allowed.' );
			}
			if ( self::RECORD !== $name && ! ( str_starts_with( $name, self::FILES ) && Appadoo_Files::is_contained( substr( $name, strlen( self::FILES ) ) ) ) ) {
				throw new RuntimeException( 'The backup holds an entry outside its folders.' );
			}
			if ( self::RECORD !== $name && ! self::is_safe( substr( $name, strlen( self::FILES ) ) ) ) {
				// A backup made before the type allowlist may hold a file it refuses (`README`, `x.inc`): left out, the rest restores.
				continue;
			}
			if ( isset( $names[ $name ] ) ) {
				throw new RuntimeException( 'The backup holds the same entry twice.' );
			}
			$names[ $name ] = $i;
		}
		if ( ! isset( $names[ self::RECORD ] ) ) {
			throw new RuntimeException( 'The backup has no record.' );
		}

		$record = json_decode( (string) $zip->getFromIndex( $names[ self::RECORD ] ), true );
		$valid  = is_array( $record )
			&& self::FORMAT === ( $record['format'] ?? null )
			&& self::VERSION === ( $record['version'] ?? null )
			&& is_string( $record['appadoo']['title'] ?? null )
			&& is_array( $record['meta'] ?? null );
		foreach ( $valid ? $record['meta'] : array() as $key => $values ) {
			$valid = $valid && is_string( $key ) && str_starts_with( $key, Appadoo_Meta::PREFIX ) && is_array( $values ) && array_is_list( $values );
		}
		if ( ! $valid ) {
			throw new RuntimeException( 'The backup record is not a PlayPal Appadoo record.' );
		}

		$files = array();
		foreach ( $names as $name => $index ) {
			if ( self::RECORD === $name ) {
				continue;
			}
			$bytes = $zip->getFromIndex( $index );
			if ( false === $bytes ) {
				throw new RuntimeException( 'A backup file could not be unpacked.' );
			}
			$files[ substr( $name, strlen( self::FILES ) ) ] = $bytes;
		}
		ksort( $files );
		return array(
			'record' => $record,
			'files'  => $files,
		);
	}

	/**
	 * Whether a relative path stays inside its folder.
	 *
	 * @param string $relative Path.
	 */
	private static function is_safe( string $relative ): bool {
		try {
			return Appadoo_Files::safe_relative_path( $relative ) === $relative;
		} catch ( RuntimeException $exception ) {
			return false;
		}
	}

	/**
	 * Adds an Appadoo's record and files under a prefix.
	 *
	 * @param ZipArchive $zip      Open archive.
	 * @param string     $prefix   '' or a folder ending in '/'.
	 * @param WP_Post    $post     The Appadoo.
	 * @param bool       $compress Deflate (true) or store (false).
	 * @throws RuntimeException When an entry cannot be added.
	 */
	private function add_appadoo( ZipArchive $zip, string $prefix, WP_Post $post, bool $compress ): void {
		$method = $compress ? ZipArchive::CM_DEFLATE : ZipArchive::CM_STORE;
		$json   = wp_json_encode( $this->record( $post ), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION );
		if ( false === $json || ! $zip->addFromString( $prefix . self::RECORD, $json ) || ! $zip->setCompressionName( $prefix . self::RECORD, $method ) ) {
			throw new RuntimeException( 'The Appadoo record could not be archived.' );
		}
		foreach ( $this->files->paths( $post->ID ) as $relative => $stored ) {
			$name = $prefix . self::FILES . $relative;
			if ( ! $zip->addFile( $stored, $name ) || ! $zip->setCompressionName( $name, $method ) ) {
				throw new RuntimeException( 'An Appadoo file could not be archived.' );
			}
		}
	}

	/**
	 * Opens a new archive at a path.
	 *
	 * @param string $path Target file.
	 * @throws RuntimeException When it cannot be created.
	 */
	private function open_for_writing( string $path ): ZipArchive {
		$zip = new ZipArchive();
		if ( true !== $zip->open( $path, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
			throw new RuntimeException( 'The backup archive could not be created.' );
		}
		return $zip;
	}

	/**
	 * Finishes writing an archive.
	 *
	 * @param ZipArchive $zip Open archive.
	 * @throws RuntimeException When it cannot be written.
	 */
	private function close( ZipArchive $zip ): void {
		// A file gone since it was added makes close() warn with its stored path: only the false goes on.
		if ( ! Quiet_Io::run( static fn() => $zip->close() ) ) {
			throw new RuntimeException( 'The backup archive could not be written.' );
		}
	}
}
