<?php
/**
 * Moves Appadoo files and local backups of the old layout into the store.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Database\Named_Lock;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Before version 2 of the layout, an Appadoo's files sat under their own
 * names in `uploads/playpal-appadoos/{token}/{id}/` and local backups in
 * `…/{token}/backups/{user id}/{name}.zip`: a server that ignores
 * `.htaccess` served a family's `index.html` as HTML on the site's origin.
 *
 * Like Storage\Schema, the layout version is an autoloaded option checked on
 * `init` (and on activation), so upgrading by copying files also moves the
 * files. The move runs once, under a site-wide lock (a second request
 * meanwhile leaves it to the first): every Appadoo folder goes through
 * Appadoo_Files::migrate_legacy() (copy into the store, swap, then remove),
 * every local backup gets an opaque name and its index entry
 * (`_playpal_backups` `remoteId`) follows under the backup index's lock,
 * and what the old swaps left behind (`staging-*`, `*.old-*`) goes. Nothing
 * is removed before its copy is in place; a failure leaves the version
 * unchanged so the next request tries again, and anything not moved yet is
 * still read where it is (Appadoo_Files, Local_Provider).
 */
final class Store_Layout_Upgrade {

	public const VERSION = '2';

	public const OPTION = 'playpal_store_layout';

	/**
	 * Moves the files when the stored layout version is older.
	 */
	public static function maybe_upgrade(): void {
		if ( self::VERSION !== get_option( self::OPTION ) ) {
			( new self() )->run();
		}
	}

	/**
	 * Constructor.
	 *
	 * @param Appadoo_Files $files The store.
	 */
	public function __construct( private Appadoo_Files $files = new Appadoo_Files() ) {
	}

	/**
	 * Moves everything of the old layout; records the version when all moved.
	 */
	public function run(): void {
		$legacy = $this->files->legacy_root();
		if ( null === $legacy ) {
			update_option( self::OPTION, self::VERSION, true );
			return;
		}
		try {
			// `_0`: the name this lock has always had (it was once taken as Appadoo 0's), so older code still excludes it.
			$moved = Named_Lock::run( 'store_layout_0', 0, fn(): bool => $this->move_all( $legacy ) );
		} catch ( RuntimeException $busy ) {
			return; // Another request is moving them, or the store is unusable: try again later.
		}
		if ( $moved ) {
			update_option( self::OPTION, self::VERSION, true );
		}
	}

	/**
	 * Moves every Appadoo folder and local backup of the old layout.
	 *
	 * @param string $legacy The old root.
	 * @return bool Whether everything moved.
	 */
	private function move_all( string $legacy ): bool {
		$all_moved = true;
		foreach ( $this->entries( $legacy ) as $entry ) {
			$path = $legacy . '/' . $entry;
			try {
				if ( ctype_digit( $entry ) && is_dir( $path ) ) {
					$this->files->migrate_legacy( (int) $entry );
				} elseif ( 'backups' === $entry && is_dir( $path ) ) {
					$all_moved = $this->move_backups( $path ) && $all_moved;
				} elseif ( preg_match( '/^(staging-[a-z0-9]+|[0-9]+\.(old|staging)-[a-z0-9]+)$/', $entry ) ) {
					$this->files->remove_tree( $path ); // A swap of the old layout that never finished.
				}
			} catch ( RuntimeException $exception ) {
				$all_moved = false;
			}
		}
		return $all_moved;
	}

	/**
	 * Moves `backups/{user id}/{name}` files.
	 *
	 * @param string $dir The old `backups` folder.
	 * @return bool Whether all moved.
	 */
	private function move_backups( string $dir ): bool {
		$all_moved = true;
		foreach ( $this->entries( $dir ) as $user ) {
			if ( ! ctype_digit( $user ) || ! is_dir( $dir . '/' . $user ) ) {
				continue;
			}
			foreach ( $this->entries( $dir . '/' . $user ) as $name ) {
				$source = $dir . '/' . $user . '/' . $name;
				if ( is_file( $source ) && ! is_link( $source ) ) {
					$all_moved = $this->move_backup( (int) $user, $name, $source ) && $all_moved;
				}
			}
			Quiet_Io::run( static fn() => rmdir( $dir . '/' . $user ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Only when empty.
		}
		Quiet_Io::run( static fn() => rmdir( $dir ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Only when empty.
		return $all_moved;
	}

	/**
	 * Copies one backup under an opaque name, points its index entries at
	 * it, then removes the old file.
	 *
	 * @param int    $user_id Owner.
	 * @param string $name    Old name (its `remoteId`).
	 * @param string $source  Old file.
	 * @return bool Whether it moved.
	 */
	private function move_backup( int $user_id, string $name, string $source ): bool {
		$folder = $this->files->folder( Appadoo_Files::LOCAL_BACKUPS . '/' . $user_id );
		$stored = Package_Manifest::new_blob_name();
		$target = $folder . '/' . $stored;
		if ( ! Quiet_Io::run( static fn() => copy( $source, $target ) ) ) {
			return false;
		}
		try {
			foreach ( $this->appadoos_listing( $name ) as $appadoo_id ) {
				Named_Lock::run_on_meta(
					'backups',
					'post',
					$appadoo_id,
					10,
					static function () use ( $appadoo_id, $name, $stored ): void {
						$entries = get_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS, true );
						if ( ! is_array( $entries ) ) {
							return;
						}
						foreach ( $entries as $i => $entry ) {
							if ( is_array( $entry ) && 'local' === ( $entry['provider'] ?? '' ) && ( $entry['remoteId'] ?? '' ) === $name ) {
								$entries[ $i ]['remoteId'] = $stored;
							}
						}
						update_post_meta( $appadoo_id, Appadoo_Meta::BACKUPS, wp_slash( $entries ) );
					}
				);
			}
		} catch ( RuntimeException $busy ) {
			Quiet_Io::run( static fn() => unlink( $target ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- The old file stays in use.
			return false;
		}
		Quiet_Io::run( static fn() => unlink( $source ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
		return true;
	}

	/**
	 * Appadoos whose backup index names a stored backup.
	 *
	 * @param string $name Stored name.
	 * @return int[]
	 */
	private function appadoos_listing( string $name ): array {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value LIKE %s", Appadoo_Meta::BACKUPS, '%' . $wpdb->esc_like( $name ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A one-time move.
		return array_map( 'intval', $ids );
	}

	/**
	 * Names in a folder, without `.`, `..` and the guards.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function entries( string $dir ): array {
		$names = Quiet_Io::run( static fn() => scandir( $dir ) );
		return array_values( array_diff( is_array( $names ) ? $names : array(), array( '.', '..', '.htaccess', 'index.php' ) ) );
	}
}
