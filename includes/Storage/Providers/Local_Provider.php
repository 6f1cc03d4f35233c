<?php
/**
 * Backups on the site's own disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Storage\Providers;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Quota_Exception;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * "Local Storage": always connected, never disconnected. Backups live in
 * `{Appadoo_Files::root()}/backups/{user id}/`, inside the folder the web
 * server is told never to serve (deny-all `.htaccess`, `index.php`, random
 * token segment, refused by bin/php/router.php).
 *
 * Quota: bytes of the user's Appadoo files plus their local backups, against
 * the `storage.local_quota_mb` setting (Appadoos\Storage_Quota); a write that
 * would go over is refused, checked and written under the owner's quota lock
 * like every other write of their files.
 */
final class Local_Provider implements Storage_Provider {

	public const ID = 'local';

	private const BYTES_PER_MB = 1048576;

	/**
	 * Constructor.
	 *
	 * @param Settings       $settings Plugin settings (the quota).
	 * @param Appadoo_Files  $files    Appadoo files.
	 * @param Appadoo_Access $access   Whose Appadoos are whose.
	 */
	public function __construct(
		private Settings $settings,
		private Appadoo_Files $files = new Appadoo_Files(),
		private Appadoo_Access $access = new Appadoo_Access()
	) {
	}

	public function id(): string {
		return self::ID;
	}

	public function name(): string {
		return __( 'Local Storage', 'playpal' );
	}

	public function type(): string {
		return self::ID;
	}

	public function credential_fields(): array {
		return array();
	}

	public function clean_credentials( array $fields ): ?array {
		return array() === $fields ? array() : null;
	}

	public function is_connected( int $user_id ): bool {
		return $user_id > 0;
	}

	public function quota( int $user_id ): array {
		return array(
			'used'  => round( $this->used_bytes( $user_id ) / self::BYTES_PER_MB, 2 ),
			'total' => (float) $this->settings->local_quota_mb(),
			'unit'  => 'MB',
		);
	}

	public function put( int $user_id, string $name, string $bytes ): string {
		$name = self::safe_name( $name );
		try {
			return $this->quota_guard()->within( $user_id, strlen( $bytes ), 0, fn(): string => $this->write( $user_id, $name, $bytes ) );
		} catch ( Quota_Exception $exception ) {
			throw new Storage_Exception(
				Quota_Exception::EXCEEDED === $exception->reason()
					? sprintf( 'Local Storage quota of %d MB would be exceeded by a %d-byte backup.', $this->settings->local_quota_mb(), strlen( $bytes ) )
					: 'Local Storage is busy with another write.',
				Quota_Exception::EXCEEDED === $exception->reason() ? Storage_Exception::QUOTA : Storage_Exception::REMOTE
			);
		}
	}

	/**
	 * Writes a backup file (the quota already checked).
	 *
	 * @param int    $user_id User id.
	 * @param string $name    Safe file name.
	 * @param string $bytes   Contents.
	 * @throws Storage_Exception When it cannot be written.
	 */
	private function write( int $user_id, string $name, string $bytes ): string {
		$dir = $this->user_dir( $user_id );
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			throw new Storage_Exception( 'The local backups folder could not be created.' );
		}
		$path = $dir . '/' . $name;
		if ( file_exists( $path ) ) {
			throw new Storage_Exception( 'A local backup with that name already exists.' );
		}
		if ( strlen( $bytes ) !== file_put_contents( $path, $bytes ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- Private files, not the filesystem API's job.
			wp_delete_file( $path );
			throw new Storage_Exception( 'A local backup could not be written.' );
		}
		return $name;
	}

	public function get( int $user_id, string $remote_id ): string {
		$path  = $this->user_dir( $user_id ) . '/' . self::safe_name( $remote_id );
		$bytes = is_file( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( false === $bytes ) {
			throw new Storage_Exception( 'The local backup could not be read.', Storage_Exception::NOT_FOUND );
		}
		return $bytes;
	}

	public function delete( int $user_id, string $remote_id ): void {
		$path = $this->user_dir( $user_id ) . '/' . self::safe_name( $remote_id );
		if ( is_file( $path ) ) {
			wp_delete_file( $path );
		}
		if ( is_file( $path ) ) {
			throw new Storage_Exception( 'The local backup could not be deleted.' );
		}
	}

	/**
	 * The user's local backup files (names only).
	 *
	 * @param int $user_id User id.
	 * @return string[]
	 */
	public function names( int $user_id ): array {
		$found = glob( $this->user_dir( $user_id ) . '/*' );
		return array_map( 'basename', array_filter( is_array( $found ) ? $found : array(), 'is_file' ) );
	}

	/**
	 * The folder holding a user's local backups (not created).
	 *
	 * @param int $user_id User id.
	 */
	public function user_dir( int $user_id ): string {
		return $this->files->root() . '/backups/' . max( 0, $user_id );
	}

	/**
	 * Bytes of the user's Appadoo files and local backups.
	 *
	 * @param int $user_id User id.
	 */
	private function used_bytes( int $user_id ): int {
		return $this->quota_guard()->used_bytes( $user_id );
	}

	/**
	 * Bytes of the user's local backups (Storage_Quota adds their Appadoos' files).
	 *
	 * @param int $user_id User id.
	 */
	public function backup_bytes( int $user_id ): int {
		$bytes = 0;
		foreach ( $this->names( $user_id ) as $name ) {
			$bytes += (int) filesize( $this->user_dir( $user_id ) . '/' . $name );
		}
		return $bytes;
	}

	/**
	 * The quota every write of the user's files goes through.
	 */
	private function quota_guard(): Storage_Quota {
		return new Storage_Quota( $this->settings, $this->files, $this->access, $this );
	}

	/**
	 * A plain file name (no folders, no dots at the start).
	 *
	 * @param string $name Name.
	 * @throws Storage_Exception When it is not one.
	 */
	private static function safe_name( string $name ): string {
		if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/', $name ) || str_contains( $name, '..' ) ) {
			throw new Storage_Exception( 'Not a local backup name.', Storage_Exception::NOT_FOUND );
		}
		return $name;
	}
}
