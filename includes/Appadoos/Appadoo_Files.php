<?php
/**
 * The files of each Appadoo, on the local disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps an Appadoo's files in `uploads/playpal-appadoos/{token}/{id}/`.
 *
 * The web server must never list or serve these folders: the root holds an
 * `.htaccess` that denies everything (Apache), an empty `index.php` (servers
 * that list folders), and a random `{token}` segment so that a server which
 * ignores both (nginx without a rule) still gives no guessable URL. The dev
 * site's router refuses the path outright (bin/php/router.php). Files reach a
 * browser only through pp/v1, which checks who is asking.
 */
final class Appadoo_Files {

	public const ROOT_FOLDER = 'playpal-appadoos';

	/** Option holding the random path segment. */
	public const TOKEN_OPTION = 'playpal_appadoo_files_token';

	/**
	 * The protected root, created on first use.
	 *
	 * @throws RuntimeException When the uploads folder cannot be written.
	 */
	public function root(): string {
		$token = (string) get_option( self::TOKEN_OPTION, '' );
		if ( ! preg_match( '/^[a-z0-9]{20,64}$/', $token ) ) {
			// add_option() and a fresh read: two first requests agree on one folder.
			add_option( self::TOKEN_OPTION, strtolower( wp_generate_password( 32, false, false ) ), '', false );
			wp_cache_delete( self::TOKEN_OPTION, 'options' );
			wp_cache_delete( 'notoptions', 'options' );
			$token = (string) get_option( self::TOKEN_OPTION, '' );
			if ( ! preg_match( '/^[a-z0-9]{20,64}$/', $token ) ) {
				throw new RuntimeException( 'The Appadoo files folder has no usable name.' );
			}
		}
		$top  = $this->uploads_base() . '/' . self::ROOT_FOLDER;
		$root = $top . '/' . $token;
		if ( ! is_dir( $root ) && ! wp_mkdir_p( $root ) ) {
			throw new RuntimeException( 'The Appadoo files folder could not be created.' );
		}
		$this->protect( $top );
		$this->protect( $root );
		return $root;
	}

	/**
	 * The folder of one Appadoo (created when missing).
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @throws RuntimeException When the folder cannot be created.
	 */
	public function dir( int $appadoo_id ): string {
		$dir = $this->root() . '/' . $appadoo_id;
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			throw new RuntimeException( 'The Appadoo folder could not be created.' );
		}
		return $dir;
	}

	/**
	 * Relative paths of every file of an Appadoo, sorted.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return string[]
	 */
	public function list( int $appadoo_id ): array {
		$dir = $this->dir( $appadoo_id );
		return $this->files_under( $dir );
	}

	/**
	 * Bytes used and number of files.
	 *
	 * @param int $appadoo_id Appadoo id.
	 * @return array{bytes: int, count: int}
	 */
	public function usage( int $appadoo_id ): array {
		$dir   = $this->dir( $appadoo_id );
		$bytes = 0;
		$files = $this->files_under( $dir );
		foreach ( $files as $relative ) {
			$bytes += (int) filesize( $dir . '/' . $relative );
		}
		return array(
			'bytes' => $bytes,
			'count' => count( $files ),
		);
	}

	/**
	 * Writes one file (creating folders), replacing what was there.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Relative path, e.g. "index.html" or "img/a.png".
	 * @param string $contents   Bytes.
	 * @throws RuntimeException When the path is unsafe or the write fails.
	 */
	public function put( int $appadoo_id, string $relative, string $contents ): void {
		$relative = self::safe_relative_path( $relative );
		$target   = $this->dir( $appadoo_id ) . '/' . $relative;
		if ( ! is_dir( dirname( $target ) ) && ! wp_mkdir_p( dirname( $target ) ) ) {
			throw new RuntimeException( 'The Appadoo folder could not be created.' );
		}
		if ( false === file_put_contents( $target, $contents ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- Private files, not the filesystem API's job.
			throw new RuntimeException( 'An Appadoo file could not be written.' );
		}
	}

	/**
	 * Reads one file.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Relative path.
	 * @throws RuntimeException When the path is unsafe or the file is missing.
	 */
	public function get( int $appadoo_id, string $relative ): string {
		$path = $this->dir( $appadoo_id ) . '/' . self::safe_relative_path( $relative );
		$data = is_file( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		if ( false === $data ) {
			throw new RuntimeException( 'An Appadoo file could not be read.' );
		}
		return $data;
	}

	/**
	 * Replaces every file of an Appadoo at once: the new set is written
	 * beside the old folder and swapped in by rename, so a failure halfway
	 * leaves the old files untouched.
	 *
	 * @param int                  $appadoo_id Appadoo id.
	 * @param array<string,string> $files      Relative path => bytes.
	 * @throws RuntimeException When a path is unsafe or a write fails.
	 */
	public function replace_all( int $appadoo_id, array $files ): void {
		$dir     = $this->dir( $appadoo_id );
		$staging = $dir . '.staging-' . strtolower( wp_generate_password( 8, false, false ) );
		try {
			if ( ! wp_mkdir_p( $staging ) ) {
				throw new RuntimeException( 'The Appadoo folder could not be created.' );
			}
			foreach ( $files as $relative => $contents ) {
				$target = $staging . '/' . self::safe_relative_path( (string) $relative );
				if ( ! is_dir( dirname( $target ) ) && ! wp_mkdir_p( dirname( $target ) ) ) {
					throw new RuntimeException( 'The Appadoo folder could not be created.' );
				}
				if ( false === file_put_contents( $target, $contents ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
					throw new RuntimeException( 'An Appadoo file could not be written.' );
				}
			}
			$old = $dir . '.old-' . strtolower( wp_generate_password( 8, false, false ) );
			if ( ! rename( $dir, $old ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
				throw new RuntimeException( 'The Appadoo folder could not be replaced.' );
			}
			if ( ! rename( $staging, $dir ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
				rename( $old, $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
				throw new RuntimeException( 'The Appadoo folder could not be replaced.' );
			}
			$this->remove_tree( $old );
		} finally {
			$this->remove_tree( $staging );
		}
	}

	/**
	 * A new, empty staging folder beside the Appadoos' folders (same disk, so
	 * install_staging() is a rename). The converter unpacks and rewrites a
	 * package here; discard_staging() removes it on any failure.
	 *
	 * @throws RuntimeException When the folder cannot be created.
	 */
	public function new_staging(): string {
		$dir = $this->root() . '/staging-' . strtolower( wp_generate_password( 16, false, false ) );
		if ( ! wp_mkdir_p( $dir ) ) {
			throw new RuntimeException( 'The Appadoo folder could not be created.' );
		}
		return $dir;
	}

	/**
	 * Makes a staging folder the Appadoo's files, replacing the old ones in
	 * one rename (the old folder is removed after the swap).
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $staging    Folder from new_staging().
	 * @throws RuntimeException When the swap fails (the old files stay).
	 */
	public function install_staging( int $appadoo_id, string $staging ): void {
		$dir = $this->dir( $appadoo_id );
		$old = $dir . '.old-' . strtolower( wp_generate_password( 8, false, false ) );
		if ( ! rename( $dir, $old ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
			throw new RuntimeException( 'The Appadoo folder could not be replaced.' );
		}
		if ( ! rename( $staging, $dir ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
			rename( $old, $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename
			throw new RuntimeException( 'The Appadoo folder could not be replaced.' );
		}
		$this->remove_tree( $old );
	}

	/**
	 * Removes a staging folder (missing is fine).
	 *
	 * @param string $staging Folder from new_staging().
	 */
	public function discard_staging( string $staging ): void {
		$this->remove_tree( $staging );
	}

	/**
	 * The path of one file of an Appadoo, when it exists as a regular file.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Relative path (checked by safe_relative_path()).
	 * @return string|null Absolute path, or null when missing or unsafe.
	 */
	public function path_of( int $appadoo_id, string $relative ): ?string {
		try {
			$path = $this->root() . '/' . $appadoo_id . '/' . self::safe_relative_path( $relative );
		} catch ( RuntimeException $exception ) {
			return null;
		}
		return is_file( $path ) && ! is_link( $path ) ? $path : null;
	}

	/**
	 * Deletes an Appadoo's folder and everything in it.
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	public function delete( int $appadoo_id ): void {
		$this->remove_tree( $this->root() . '/' . $appadoo_id );
	}

	/**
	 * Deletes every Appadoo folder (uninstall).
	 */
	public function delete_everything(): void {
		$this->remove_tree( $this->uploads_base() . '/' . self::ROOT_FOLDER );
		delete_option( self::TOKEN_OPTION );
	}

	/**
	 * A relative path with no way out of its folder and nothing a web server
	 * would run or obey: no `..`, no absolute path, no NUL bytes, no empty
	 * segments, no dot-files, no server-side script extensions.
	 *
	 * @param string $relative Path as given.
	 * @throws RuntimeException When the path is unsafe.
	 */
	public static function safe_relative_path( string $relative ): string {
		$relative = str_replace( '\\', '/', $relative );
		$segments = explode( '/', $relative );
		$bad      = '' === $relative || str_starts_with( $relative, '/' ) || str_contains( $relative, "\0" )
			|| preg_match( '#^[a-zA-Z]:#', $relative );
		foreach ( $segments as $segment ) {
			// No `.`/`..`, and no dot-files: an `.htaccess` or `.user.ini` could change how the server treats the folder.
			$bad = $bad || '' === $segment || str_starts_with( $segment, '.' );
		}
		// An Appadoo is a web activity for a browser: nothing a server would run.
		$bad = $bad || preg_match( '/\.(php[0-9]?|pht|phtml|phar|phps|cgi|pl|py|sh|asp|aspx|jsp|shtml)$/i', $relative );
		if ( $bad ) {
			throw new RuntimeException( 'Unsafe file path in an Appadoo.' );
		}
		return $relative;
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
	 * @param string $dir Folder.
	 */
	private function protect( string $dir ): void {
		if ( ! is_file( $dir . '/.htaccess' ) ) {
			file_put_contents( $dir . '/.htaccess', "# PlayPal: Appadoo files are served only through the REST API.\nRequire all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		}
		if ( ! is_file( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
		}
	}

	/**
	 * Relative paths of the files under a folder, sorted.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function files_under( string $dir ): array {
		$files = array();
		if ( ! is_dir( $dir ) ) {
			return $files;
		}
		$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( $file->isFile() && ! $file->isLink() ) {
				$files[] = substr( $file->getPathname(), strlen( $dir ) + 1 );
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * Removes a folder and its contents; missing folders are fine.
	 *
	 * @param string $dir Folder.
	 */
	private function remove_tree( string $dir ): void {
		if ( ! is_dir( $dir ) || is_link( $dir ) ) {
			return;
		}
		$iterator = new \RecursiveIteratorIterator(
			new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ),
			\RecursiveIteratorIterator::CHILD_FIRST
		);
		foreach ( $iterator as $file ) {
			if ( $file->isDir() && ! $file->isLink() ) {
				rmdir( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
			} else {
				wp_delete_file( $file->getPathname() );
			}
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
	}
}
