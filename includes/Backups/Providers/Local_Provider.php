<?php
/**
 * Backups on the site's own disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Local_Backup_Files;
use PlayPal\Appadoos\Package_Manifest;
use PlayPal\Appadoos\Quiet_Io;
use PlayPal\Appadoos\Storage_Quota;
use PlayPal\Errors\Provider_Error;
use PlayPal\Errors\Quota_Exceeded;
use PlayPal\Errors\Unavailable;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * "Local Storage": always connected, never disconnected. Backups live in
 * PlayPal's private store, `{store}/local-backups/{user id}/{32 chars}.bin`
 * (Appadoo_Files): an opaque name (the service's proposed name is not used
 * on disk) with an extension no web server runs or renders. A backup of the
 * old layout (`{uploads store}/backups/{user id}/{name}`) that
 * Store_Layout_Upgrade has not moved yet is still read and deleted there.
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
	 * Where the files lie (shared with the quota, which counts them).
	 *
	 * @var Local_Backup_Files
	 */
	private Local_Backup_Files $backup_files;

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
		$this->backup_files = new Local_Backup_Files( $files );
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
		} catch ( Quota_Exceeded | Unavailable $refusal ) {
			$exceeded = $refusal instanceof Quota_Exceeded;
			throw new Provider_Error(
				$exceeded
					? sprintf( 'Local Storage quota of %d MB would be exceeded by a %d-byte backup.', $this->settings->local_quota_mb(), strlen( $bytes ) )
					: 'Local Storage is busy with another write.',
				$exceeded ? Provider_Error::QUOTA : Provider_Error::REMOTE
			);
		}
	}

	/**
	 * Writes a backup file (the quota already checked).
	 *
	 * @param int    $user_id User id.
	 * @param string $name    Safe file name.
	 * @param string $bytes   Contents.
	 * @throws Provider_Error When it cannot be written.
	 */
	private function write( int $user_id, string $name, string $bytes ): string {
		$dir = $this->user_dir( $user_id );
		if ( ! is_dir( $dir ) && ! Quiet_Io::run( static fn() => wp_mkdir_p( $dir ) ) ) {
			throw new Provider_Error( 'The local backups folder could not be created.' );
		}
		$stored = Package_Manifest::new_blob_name();
		$path   = $dir . '/' . $stored;
		if ( strlen( $bytes ) !== Quiet_Io::run( static fn() => file_put_contents( $path, $bytes, LOCK_EX ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- Private files, not the filesystem API's job.
			Quiet_Io::run( static fn() => is_file( $path ) && unlink( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			throw new Provider_Error( 'A local backup could not be written.' );
		}
		unset( $name );
		return $stored;
	}

	public function get( int $user_id, string $remote_id ): string {
		$path  = $this->path_of( $user_id, $remote_id );
		$bytes = null === $path ? false : Quiet_Io::run( static fn() => file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( ! is_string( $bytes ) ) {
			throw new Provider_Error( 'The local backup could not be read.', Provider_Error::NOT_FOUND );
		}
		return $bytes;
	}

	public function delete( int $user_id, string $remote_id ): void {
		$path = $this->path_of( $user_id, $remote_id );
		if ( null !== $path ) {
			Quiet_Io::run( static fn() => unlink( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
			if ( is_file( $path ) ) {
				throw new Provider_Error( 'The local backup could not be deleted.' );
			}
		}
	}

	/**
	 * The user's local backup files (stored names, old-layout ones included).
	 *
	 * @param int $user_id User id.
	 * @return string[]
	 */
	public function names( int $user_id ): array {
		return $this->backup_files->names( $user_id );
	}

	/**
	 * The folder holding a user's local backups (not created).
	 *
	 * @param int $user_id User id.
	 */
	public function user_dir( int $user_id ): string {
		return $this->backup_files->user_dir( $user_id );
	}

	/**
	 * The old layout's folder of a user's local backups, when it exists.
	 *
	 * @param int $user_id User id.
	 */
	public function legacy_user_dir( int $user_id ): ?string {
		return $this->backup_files->legacy_user_dir( $user_id );
	}

	/**
	 * The file of a stored backup: in the store, else (not moved yet) in the old layout.
	 *
	 * @param int    $user_id   User id.
	 * @param string $remote_id Stored name.
	 * @throws Provider_Error When it is not a stored name.
	 */
	private function path_of( int $user_id, string $remote_id ): ?string {
		return $this->backup_files->path( $user_id, self::safe_name( $remote_id ) );
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
		return $this->backup_files->backup_bytes( $user_id );
	}

	/**
	 * The quota every write of the user's files goes through.
	 */
	private function quota_guard(): Storage_Quota {
		return new Storage_Quota( $this->settings, $this->files, $this->access, $this->backup_files );
	}

	/**
	 * A plain file name (no folders, no dots at the start).
	 *
	 * @param string $name Name.
	 * @throws Provider_Error When it is not one.
	 */
	private static function safe_name( string $name ): string {
		if ( ! preg_match( '/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/', $name ) || str_contains( $name, '..' ) ) {
			throw new Provider_Error( 'Not a local backup name.', Provider_Error::NOT_FOUND );
		}
		return $name;
	}
}
