<?php
/**
 * The files of each Appadoo, in PlayPal's private store.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Database\Named_Lock;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * The store (docs/APPADOOS.md, "Data"):
 *
 *     {store}/packages/{appadoo id}/manifest.json     package path => stored name
 *     {store}/packages/{appadoo id}/{32 chars}.bin    the bytes, under opaque names
 *     {store}/local-backups/{user id}/{32 chars}.bin  Local Storage backups
 *     {store}/staging/{…}                             packages being built
 *
 * No stored name comes from a person: a web server that serves the folder
 * anyway (nginx, a dev server ignoring `.htaccess`) has nothing it would run
 * or render as HTML. Files reach a browser only through the player and the
 * download routes, which set the type from the package path, the CSP,
 * `sandbox` and `nosniff`.
 *
 * `{store}` is PLAYPAL_STORE_DIR or the `playpal_store_dir` filter (a folder
 * outside the web root), else `uploads/playpal-appadoos/{token}/`, which
 * keeps its deny-all `.htaccess`, an empty `index.php` and the random
 * `{token}` segment as defence in depth.
 *
 * The old layout (`{uploads store}/{id}/index.html`, `…/backups/{user}/`) is
 * moved by Store_Layout_Upgrade; an Appadoo folder still in it is moved
 * the first time it is read (migrate_legacy()).
 */
final class Appadoo_Files {

	/**
	 * Deny-all rules for Apache: 2.4's `Require` where mod_authz_core is loaded,
	 * 2.2's `Deny` otherwise (a bare `Deny` on 2.4 without mod_access_compat is a 500).
	 */
	private const HTACCESS = "# PlayPal: Appadoo files are served only through the player and the REST API.\n"
		. "<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n"
		. "<IfModule !mod_authz_core.c>\n\tOrder allow,deny\n\tDeny from all\n</IfModule>\n";

	/** A silent index for servers that list folders. */
	private const SILENT_INDEX = "<?php\n// Silence is golden.\n";

	/** Guard file name => what PlayPal writes in it. */
	private const GUARDS = array(
		'.htaccess' => self::HTACCESS,
		'index.php' => self::SILENT_INDEX,
	);

	public const ROOT_FOLDER = 'playpal-appadoos';

	/** Option holding the random path segment. */
	public const TOKEN_OPTION = 'playpal_appadoo_files_token';

	/** Filter that puts the store elsewhere (a folder outside the web root). */
	public const STORE_DIR_FILTER = 'playpal_store_dir';

	public const PACKAGES = 'packages';

	public const LOCAL_BACKUPS = 'local-backups';

	public const STAGING = 'staging';

	/**
	 * Folders whose guards this object has already looked at.
	 *
	 * @var array<string, true>
	 */
	private array $guarded = array();

	/** Seconds a write waits for another write to the same Appadoo. */
	private const LOCK_SECONDS = 10;

	/**
	 * The store's folder, created and guarded on first use.
	 *
	 * @throws RuntimeException When it cannot be created.
	 */
	public function root(): string {
		$custom = self::custom_dir();
		if ( null !== $custom ) {
			if ( ! is_dir( $custom ) && ! Quiet_Io::run( static fn() => wp_mkdir_p( $custom ) ) ) {
				throw new RuntimeException( 'The Appadoo store could not be created.' );
			}
			// The folder is the site owner's: guards are added where none exist, never over their own files.
			$this->protect( $custom, false );
			return $custom;
		}
		$token = (string) get_option( self::TOKEN_OPTION, '' );
		if ( ! preg_match( '/^[a-z0-9]{20,64}$/', $token ) ) {
			// add_option() and a fresh read: two first requests agree on one folder.
			add_option( self::TOKEN_OPTION, strtolower( wp_generate_password( 32, false, false ) ), '', false );
			wp_cache_delete( self::TOKEN_OPTION, 'options' );
			wp_cache_delete( 'notoptions', 'options' );
			$token = (string) get_option( self::TOKEN_OPTION, '' );
			if ( ! preg_match( '/^[a-z0-9]{20,64}$/', $token ) ) {
				throw new RuntimeException( 'The Appadoo store has no usable name.' );
			}
		}
		$top  = $this->uploads_base() . '/' . self::ROOT_FOLDER;
		$root = $top . '/' . $token;
		if ( ! is_dir( $root ) && ! Quiet_Io::run( static fn() => wp_mkdir_p( $root ) ) ) {
			throw new RuntimeException( 'The Appadoo store could not be created.' );
		}
		$this->protect( $top );
		$this->protect( $root );
		return $root;
	}

	/**
	 * The old layout's root (`uploads/playpal-appadoos/{token}`), when it exists.
	 */
	public function legacy_root(): ?string {
		$token = (string) get_option( self::TOKEN_OPTION, '' );
		if ( ! preg_match( '/^[a-z0-9]{20,64}$/', $token ) ) {
			return null;
		}
		try {
			$root = $this->uploads_base() . '/' . self::ROOT_FOLDER . '/' . $token;
		} catch ( RuntimeException $exception ) {
			return null;
		}
		return is_dir( $root ) ? $root : null;
	}

	/**
	 * A subfolder of the store, created when missing.
	 *
	 * @param string $relative Folder under the store.
	 * @throws RuntimeException When it cannot be created.
	 */
	public function folder( string $relative ): string {
		$dir = $this->root() . '/' . $relative;
		if ( ! is_dir( $dir ) && ! Quiet_Io::run( static fn() => wp_mkdir_p( $dir ) ) ) {
			throw new RuntimeException( 'A folder of the Appadoo store could not be created.' );
		}
		return $dir;
	}

	/**
	 * Package paths of every file of an Appadoo, sorted.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return string[]
	 */
	public function list( int $appadoo_id ): array {
		return array_keys( $this->paths( $appadoo_id ) );
	}

	/**
	 * Every file of an Appadoo: package path => absolute path of its stored bytes, sorted by package path.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array<string, string>
	 */
	public function paths( int $appadoo_id ): array {
		$dir   = $this->package_dir( $appadoo_id );
		$paths = array();
		foreach ( Package_Manifest::read( $dir )['files'] as $relative => $blob ) {
			$paths[ $relative ] = $dir . '/' . $blob;
		}
		ksort( $paths, SORT_STRING );
		return $paths;
	}

	/**
	 * Bytes used (kept-aside files of an old Appadoo included) and number of package files.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{bytes: int, count: int}
	 */
	public function usage( int $appadoo_id ): array {
		$dir      = $this->package_dir( $appadoo_id );
		$manifest = Package_Manifest::read( $dir );
		$bytes    = 0;
		foreach ( array_merge( array_values( $manifest['files'] ), array_values( $manifest['kept'] ) ) as $blob ) {
			$bytes += (int) Quiet_Io::run( static fn() => filesize( $dir . '/' . $blob ) );
		}
		return array(
			'bytes' => $bytes,
			'count' => count( $manifest['files'] ),
		);
	}

	/**
	 * Writes one file, replacing what was there: the bytes under a new
	 * stored name, then the manifest in one rename, then the old bytes go.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Package path, e.g. "index.html" or "img/a.png".
	 * @param string $contents   Bytes.
	 * @throws RuntimeException When the path is refused or the write fails.
	 */
	public function put( int $appadoo_id, string $relative, string $contents ): void {
		$relative = self::safe_relative_path( $relative );
		Named_Lock::run_on_meta(
			'files',
			'post',
			$appadoo_id,
			self::LOCK_SECONDS,
			function () use ( $appadoo_id, $relative, $contents ): void {
				$dir = $this->package_dir( $appadoo_id );
				if ( ! is_dir( $dir ) && ! Quiet_Io::run( static fn() => wp_mkdir_p( $dir ) ) ) {
					throw new RuntimeException( 'The Appadoo folder could not be created.' );
				}
				$manifest = Package_Manifest::read( $dir );
				$old      = $manifest['files'][ $relative ] ?? null;
				$blob     = Package_Manifest::new_blob_name();
				if ( strlen( $contents ) !== Quiet_Io::run( static fn() => file_put_contents( $dir . '/' . $blob, $contents ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
					Quiet_Io::run( static fn() => is_file( $dir . '/' . $blob ) && unlink( $dir . '/' . $blob ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
					throw new RuntimeException( 'An Appadoo file could not be written.' );
				}
				$manifest['files'][ $relative ] = $blob;
				Package_Manifest::write( $dir, $manifest['files'], $manifest['kept'] );
				if ( null !== $old ) {
					Quiet_Io::run( static fn() => unlink( $dir . '/' . $old ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
				}
			}
		);
	}

	/**
	 * Reads one file.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Package path.
	 * @throws RuntimeException When the path is refused or the file is missing.
	 */
	public function get( int $appadoo_id, string $relative ): string {
		$path = $this->path_of( $appadoo_id, $relative );
		$data = null === $path ? false : Quiet_Io::run( static fn() => file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( ! is_string( $data ) ) {
			throw new RuntimeException( 'An Appadoo file could not be read.' );
		}
		return $data;
	}

	/**
	 * Replaces every file of an Appadoo at once: the new set is staged
	 * beside and swapped in by rename, so a failure halfway leaves the old
	 * files untouched.
	 *
	 * @param int                  $appadoo_id Appadoo id.
	 * @param array<string,string> $files      Package path => bytes.
	 * @throws RuntimeException When a path is refused or a write fails.
	 */
	public function replace_all( int $appadoo_id, array $files ): void {
		$staging = $this->new_staging();
		try {
			foreach ( $files as $relative => $contents ) {
				$staging->put( (string) $relative, $contents );
			}
			$this->install_staging( $appadoo_id, $staging );
		} finally {
			$this->discard_staging( $staging );
		}
	}

	/**
	 * A new, empty staged package in the store (same disk, so
	 * install_staging() is a rename). The converter unpacks and rewrites a
	 * package there; discard_staging() removes it on any failure.
	 *
	 * @throws RuntimeException When the folder cannot be created.
	 */
	public function new_staging(): Staged_Package {
		$dir = $this->folder( self::STAGING ) . '/' . bin2hex( random_bytes( 12 ) );
		if ( ! Quiet_Io::run( static fn() => mkdir( $dir, 0755 ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir
			throw new RuntimeException( 'The Appadoo folder could not be created.' );
		}
		return new Staged_Package( $dir );
	}

	/**
	 * Makes a staged package the Appadoo's files: its manifest is written,
	 * then the folder replaces the old one in one rename (the old one is
	 * removed after the swap, as is a folder of the old layout).
	 *
	 * @param int            $appadoo_id Appadoo id.
	 * @param Staged_Package $staging    From new_staging().
	 * @throws RuntimeException When the swap fails (the old files stay).
	 */
	public function install_staging( int $appadoo_id, Staged_Package $staging ): void {
		$staging->write_manifest();
		$this->folder( self::PACKAGES );
		Named_Lock::run_on_meta(
			'files',
			'post',
			$appadoo_id,
			self::LOCK_SECONDS,
			function () use ( $appadoo_id, $staging ): void {
				$dir = $this->root() . '/' . self::PACKAGES . '/' . $appadoo_id; // Not package_dir(): an old folder is replaced, not moved first.
				$old = null;
				if ( is_dir( $dir ) ) {
					$old = $this->folder( self::STAGING ) . '/' . bin2hex( random_bytes( 12 ) );
					if ( ! Quiet_Io::run( static fn() => rename( $dir, $old ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
						throw new RuntimeException( 'The Appadoo folder could not be replaced.' );
					}
				}
				$new = $staging->dir();
				if ( ! Quiet_Io::run( static fn() => rename( $new, $dir ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
					if ( null !== $old ) {
						Quiet_Io::run( static fn() => rename( $old, $dir ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
					}
					throw new RuntimeException( 'The Appadoo folder could not be replaced.' );
				}
				if ( null !== $old ) {
					$this->remove_tree( $old );
				}
				$this->remove_legacy( $appadoo_id );
			}
		);
	}

	/**
	 * Removes a staged package (already installed or missing is fine).
	 *
	 * @param Staged_Package $staging From new_staging().
	 */
	public function discard_staging( Staged_Package $staging ): void {
		$this->remove_tree( $staging->dir() );
	}

	/**
	 * The stored bytes of one package file, when it exists and its path is
	 * one a package may hold.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Package path (checked by safe_relative_path()).
	 * @return string|null Absolute path of the stored file, or null when missing or refused.
	 */
	public function path_of( int $appadoo_id, string $relative ): ?string {
		try {
			$relative = self::safe_relative_path( $relative );
			$dir      = $this->package_dir( $appadoo_id );
		} catch ( RuntimeException $exception ) {
			return null;
		}
		$blob = Package_Manifest::read( $dir )['files'][ $relative ] ?? null;
		if ( null === $blob ) {
			return null;
		}
		$path = $dir . '/' . $blob;
		return is_file( $path ) && ! is_link( $path ) ? $path : null;
	}

	/**
	 * Deletes an Appadoo's files (and a folder of the old layout).
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	public function delete( int $appadoo_id ): void {
		$this->remove_tree( $this->root() . '/' . self::PACKAGES . '/' . $appadoo_id );
		$this->remove_legacy( $appadoo_id );
	}

	/**
	 * Deletes the whole store (uninstall): the uploads fallback with its
	 * token, and PlayPal's folders in a store elsewhere (the folder itself is
	 * the site owner's).
	 */
	public function delete_everything(): void {
		$custom = self::custom_dir();
		if ( null !== $custom && is_dir( $custom ) ) {
			foreach ( array( self::PACKAGES, self::LOCAL_BACKUPS, self::STAGING ) as $folder ) {
				$this->remove_tree( $custom . '/' . $folder );
			}
			// Only the guards PlayPal wrote: a folder shared with the site keeps its own .htaccess and index.php.
			foreach ( self::GUARDS as $guard => $ours ) {
				$path = $custom . '/' . $guard;
				Quiet_Io::run( static fn() => is_file( $path ) && file_get_contents( $path ) === $ours && unlink( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			}
		}
		try {
			$this->remove_tree( $this->uploads_base() . '/' . self::ROOT_FOLDER );
		} catch ( RuntimeException $exception ) {
			unset( $exception ); // No uploads folder: nothing there to delete.
		}
		delete_option( self::TOKEN_OPTION );
		$this->guarded = array(); // The guards went with the folders: a later root() puts them back.
	}

	/**
	 * Moves an Appadoo folder of the old layout (`{uploads store}/{id}/`, its
	 * files under their own names) into the store, under the Appadoo's lock.
	 * Files today's rules refuse are kept aside, never served (until a new version replaces the package).
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return bool Whether there was an old folder to move.
	 * @throws RuntimeException When the move fails (the old folder stays).
	 */
	public function migrate_legacy( int $appadoo_id ): bool {
		$legacy = $this->legacy_dir( $appadoo_id );
		if ( null === $legacy ) {
			return false;
		}
		Named_Lock::run_on_meta(
			'files',
			'post',
			$appadoo_id,
			self::LOCK_SECONDS,
			function () use ( $appadoo_id, $legacy ): void {
				if ( ! is_dir( $legacy ) ) {
					return; // Another request moved it meanwhile.
				}
				if ( is_dir( $this->root() . '/' . self::PACKAGES . '/' . $appadoo_id ) ) {
					$this->remove_legacy( $appadoo_id ); // A newer package was installed after it.
					return;
				}
				$staging = $this->new_staging();
				try {
					foreach ( $this->files_under( $legacy ) as $relative ) {
						if ( self::is_contained( $relative ) ) {
							$staging->copy_in( $relative, $legacy . '/' . $relative );
						}
					}
					$this->install_staging( $appadoo_id, $staging );
				} finally {
					$this->discard_staging( $staging );
				}
			}
		);
		return true;
	}

	/**
	 * A relative path an Appadoo may hold: no way out of its folder (no `..`,
	 * no absolute or drive path, no NUL, no empty segment), no dot-files, and
	 * a type on the allowlist with a name every server reads the same
	 * (Package_Types::refusal()).
	 *
	 * @param string $relative Path as given.
	 * @throws RuntimeException When the path is refused.
	 */
	public static function safe_relative_path( string $relative ): string {
		$relative = str_replace( '\\', '/', $relative );
		if ( ! self::is_contained( $relative ) || null !== Package_Types::refusal( $relative ) ) {
			throw new RuntimeException( 'Unsafe file path in an Appadoo.' );
		}
		return $relative;
	}

	/**
	 * Whether a path stays inside its folder and names no dot-file.
	 *
	 * @param string $relative Path with `/` separators.
	 */
	public static function is_contained( string $relative ): bool {
		if ( '' === $relative || str_starts_with( $relative, '/' ) || str_contains( $relative, "\0" ) || preg_match( '#^[a-zA-Z]:#', $relative ) ) {
			return false;
		}
		foreach ( explode( '/', $relative ) as $segment ) {
			// No `.`/`..`, and no dot-files: an `.htaccess` or `.user.ini` could change how a server treats a folder.
			if ( '' === $segment || str_starts_with( $segment, '.' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The folder of an Appadoo's package, after moving an old-layout folder in.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @throws RuntimeException When the store is unusable.
	 */
	private function package_dir( int $appadoo_id ): string {
		$dir = $this->root() . '/' . self::PACKAGES . '/' . $appadoo_id;
		if ( ! is_dir( $dir ) ) {
			$this->migrate_legacy( $appadoo_id );
		}
		return $dir;
	}

	/**
	 * An Appadoo's folder in the old layout, when there is one.
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	private function legacy_dir( int $appadoo_id ): ?string {
		$root = $this->legacy_root();
		$dir  = null !== $root && $appadoo_id > 0 ? $root . '/' . $appadoo_id : null;
		return null !== $dir && is_dir( $dir ) && ! is_link( $dir ) ? $dir : null;
	}

	/**
	 * Removes an Appadoo's old-layout folder.
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	private function remove_legacy( int $appadoo_id ): void {
		$legacy = $this->legacy_dir( $appadoo_id );
		if ( null !== $legacy ) {
			$this->remove_tree( $legacy );
		}
	}

	/**
	 * The store folder the site chose (PLAYPAL_STORE_DIR, `playpal_store_dir`), or null for the uploads fallback.
	 */
	private static function custom_dir(): ?string {
		$dir = defined( 'PLAYPAL_STORE_DIR' ) ? (string) constant( 'PLAYPAL_STORE_DIR' ) : '';
		/**
		 * Filters the folder of PlayPal's private store (Appadoo files, local
		 * backups). Give a folder outside the web root; '' keeps the default,
		 * `uploads/playpal-appadoos/{token}/`.
		 *
		 * @param string $dir PLAYPAL_STORE_DIR when defined, else ''.
		 */
		$dir = untrailingslashit( str_replace( '\\', '/', (string) apply_filters( 'playpal_store_dir', $dir ) ) );
		return '' !== $dir && ! str_contains( $dir, "\0" ) ? $dir : null;
	}

	/**
	 * The uploads folder, without a trailing slash.
	 *
	 * @throws RuntimeException When WordPress reports the uploads folder unusable.
	 */
	private function uploads_base(): string {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			throw new RuntimeException( 'The uploads folder is not writable.' );
		}
		return untrailingslashit( $uploads['basedir'] );
	}

	/**
	 * Puts the deny-all `.htaccess` and a silent `index.php` in a folder.
	 *
	 * @param string $dir     Folder.
	 * @param bool   $replace Whether a guard that differs is rewritten (PlayPal's own folders), or left as it is (a folder the site owner chose).
	 */
	private function protect( string $dir, bool $replace = true ): void {
		// root() runs for every file an Appadoo serves and every Appadoo a list counts: the guards are
		// looked at once per folder for this object, not on each call.
		if ( isset( $this->guarded[ $dir ] ) ) {
			return;
		}
		$this->guarded[ $dir ] = true;
		Quiet_Io::run(
			static function () use ( $dir, $replace ): void {
				foreach ( self::GUARDS as $guard => $contents ) {
					$path = $dir . '/' . $guard;
					// Rewritten when it differs: the first version's bare `Deny from all` answered 500
					// on Apache 2.4 without mod_access_compat (still refused, but an error per request).
					if ( ! is_file( $path ) || ( $replace && file_get_contents( $path ) !== $contents ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
						file_put_contents( $path, $contents ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
					}
				}
			}
		);
	}

	/**
	 * Relative paths of the regular files under a folder, sorted (links left out).
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 * @throws RuntimeException When the folder cannot be read.
	 */
	public function files_under( string $dir ): array {
		$files = array();
		if ( ! is_dir( $dir ) ) {
			return $files;
		}
		try {
			$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $iterator as $file ) {
				if ( $file->isFile() && ! $file->isLink() ) {
					$files[] = substr( $file->getPathname(), strlen( $dir ) + 1 );
				}
			}
		} catch ( \UnexpectedValueException $exception ) {
			// An unreadable folder: its message holds the path, so it goes no further.
			throw new RuntimeException( 'An Appadoo folder could not be read.' );
		}
		sort( $files );
		return $files;
	}

	/**
	 * Removes a folder and its contents; missing folders are fine.
	 *
	 * @param string $dir Folder.
	 */
	public function remove_tree( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		Quiet_Io::run(
			static function () use ( $dir ): void {
				try {
					$iterator = new \RecursiveIteratorIterator(
						new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ),
						\RecursiveIteratorIterator::CHILD_FIRST
					);
					foreach ( $iterator as $file ) {
						if ( $file->isDir() && ! $file->isLink() ) {
							rmdir( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
						} else {
							unlink( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink
						}
					}
				} catch ( \UnexpectedValueException $exception ) {
					unset( $exception ); // Its message holds the path; what could not be read stays.
				}
				rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			}
		);
	}
}
