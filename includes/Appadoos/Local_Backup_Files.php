<?php
/**
 * Where a person's Local Storage backups lie on the site's disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * The folders of a person's local backups, in PlayPal's private store
 * (`{store}/local-backups/{user id}/`) and, until Store_Layout_Upgrade moves
 * them, the old layout (`{uploads store}/backups/{user id}/`).
 *
 * It lives with the store (Appadoo_Files) rather than with the backup
 * provider because the quota counts these bytes too: Storage_Quota reads
 * them here, and Backups' Local_Provider writes and reads the files here,
 * so the quota never has to know the Backups folder.
 */
final class Local_Backup_Files {

	/**
	 * Constructor.
	 *
	 * @param Appadoo_Files $files The private store.
	 */
	public function __construct( private Appadoo_Files $files = new Appadoo_Files() ) {
	}

	/**
	 * The folder holding a user's local backups (not created).
	 *
	 * @param int $user_id User id.
	 */
	public function user_dir( int $user_id ): string {
		return $this->files->root() . '/' . Appadoo_Files::LOCAL_BACKUPS . '/' . max( 0, $user_id );
	}

	/**
	 * The old layout's folder of a user's local backups, when it exists.
	 *
	 * @param int $user_id User id.
	 */
	public function legacy_user_dir( int $user_id ): ?string {
		$root = $this->files->legacy_root();
		$dir  = null !== $root ? $root . '/backups/' . max( 0, $user_id ) : null;
		return null !== $dir && is_dir( $dir ) ? $dir : null;
	}

	/**
	 * The user's local backup files (stored names, old-layout ones included).
	 *
	 * @param int $user_id User id.
	 * @return string[]
	 */
	public function names( int $user_id ): array {
		$names = array();
		foreach ( array( $this->user_dir( $user_id ), $this->legacy_user_dir( $user_id ) ) as $dir ) {
			$found = null !== $dir ? glob( $dir . '/*' ) : false;
			$names = array_merge( $names, array_map( 'basename', array_filter( is_array( $found ) ? $found : array(), 'is_file' ) ) );
		}
		return $names;
	}

	/**
	 * The file of a stored name: in the store, else (not moved yet) in the old
	 * layout; null when neither has it. The name must already be a plain one.
	 *
	 * @param int    $user_id User id.
	 * @param string $name    Stored name, no folders.
	 */
	public function path( int $user_id, string $name ): ?string {
		foreach ( array( $this->user_dir( $user_id ), $this->legacy_user_dir( $user_id ) ) as $dir ) {
			if ( null !== $dir && is_file( $dir . '/' . $name ) ) {
				return $dir . '/' . $name;
			}
		}
		return null;
	}

	/**
	 * Bytes of the user's local backups (Storage_Quota adds their Appadoos' files).
	 *
	 * @param int $user_id User id.
	 */
	public function backup_bytes( int $user_id ): int {
		$bytes = 0;
		foreach ( $this->names( $user_id ) as $name ) {
			$bytes += (int) Quiet_Io::run( fn() => filesize( (string) $this->path( $user_id, $name ) ) );
		}
		return $bytes;
	}
}
