<?php
/**
 * Backups on the site's own disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Storage\Providers;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * "Local Storage": always connected, never disconnected. Backups live in
 * `{Appadoo_Files::root()}/backups/{user id}/`, inside the folder the web
 * server is told never to serve (deny-all `.htaccess`, `index.php`, random
 * token segment, refused by bin/php/router.php).
 *
 * Quota: bytes of the user's Appadoo files plus their local backups, against
 * the `storage.local_quota_mb` setting; a write that would go over is refused.
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
		$max  = $this->settings->local_quota_mb() * self::BYTES_PER_MB;
		if ( $this->used_bytes( $user_id ) + strlen( $bytes ) > $max ) {
			throw new Storage_Exception(
				sprintf( 'Local Storage quota of %d MB would be exceeded by a %d-byte backup.', $this->settings->local_quota_mb(), strlen( $bytes ) ),
				Storage_Exception::QUOTA
			);
		}
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
		$bytes = 0;
		foreach ( $this->access->ids( $user_id ) as $appadoo_id ) {
			$bytes += $this->files->usage( $appadoo_id )['bytes'];
		}
		foreach ( $this->names( $user_id ) as $name ) {
			$bytes += (int) filesize( $this->user_dir( $user_id ) . '/' . $name );
		}
		return $bytes;
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
