<?php
/**
 * A folder under uploads that the web server refuses.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * `uploads/playpal-*` is refused by the web server rules (README, "Web server
 * rules": nginx and the built-in server by the prefix, Apache by the site's
 * rules and by the deny-all `.htaccess` written here), so a file kept in such
 * a folder is handed out only by a PHP door that checks who asks.
 */
final class Private_Folder {

	/** Deny-all for Apache (2.4 and 2.2), as WooCommerce's own folder has; nginx's rule covers the prefix. */
	private const HTACCESS = "<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder allow,deny\n\tDeny from all\n</IfModule>\n";

	/**
	 * Constructor.
	 *
	 * @param string $name The folder's name under uploads; starts with `playpal-`.
	 */
	public function __construct( public readonly string $name ) {}

	/** The folder's path. */
	public function path(): string {
		return wp_get_upload_dir()['basedir'] . '/' . $this->name;
	}

	/**
	 * Whether a file's path lies in this folder.
	 *
	 * @param string $path File.
	 */
	public function holds( string $path ): bool {
		return '' !== $path && str_starts_with( wp_normalize_path( $path ), wp_normalize_path( $this->path() ) . '/' );
	}

	/**
	 * Makes the folder, with a deny-all `.htaccess` and a silent index, if it is not there yet.
	 *
	 * @throws RuntimeException When it cannot be made or protected.
	 */
	public function prepare(): void {
		$folder = $this->path();
		if ( ! wp_mkdir_p( $folder ) ) {
			throw new RuntimeException( 'The private folder could not be created.' );
		}
		self::protect( $folder, 'The private folder could not be protected.' );
	}

	/**
	 * Writes the guard files of a folder PlayPal made, unless they are there: an
	 * `.htaccess` that denies every request (Apache) and an empty index.html.
	 *
	 * @param string $folder  Absolute path.
	 * @param string $failure Message of the exception when one cannot be written.
	 * @throws RuntimeException When they cannot be written.
	 */
	public static function protect( string $folder, string $failure ): void {
		foreach ( array(
			'.htaccess'  => self::HTACCESS,
			'index.html' => '',
		) as $file => $content ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A guard file in a folder PlayPal made.
			if ( ! is_file( $folder . '/' . $file ) && false === file_put_contents( $folder . '/' . $file, $content ) ) {
				throw new RuntimeException( $failure );
			}
		}
	}

	/**
	 * A new file name in the folder that cannot be guessed, with the given extension.
	 *
	 * @param string $extension Without the dot.
	 */
	public function new_path( string $extension ): string {
		$extension = (string) preg_replace( '/[^a-z0-9]/', '', strtolower( $extension ) );
		return $this->path() . '/' . strtolower( wp_generate_password( 32, false ) ) . ( '' === $extension ? '' : '.' . $extension );
	}

	/**
	 * `upload_dir` while WordPress stores a file here: its path, address and sub-folder (the base stays, so
	 * the attachment's stored path is `{name}/{file}`).
	 *
	 * @param mixed $dirs What wp_upload_dir() answers.
	 * @return mixed
	 */
	public function as_upload_dir( mixed $dirs ): mixed {
		if ( ! is_array( $dirs ) || ! isset( $dirs['basedir'], $dirs['baseurl'] ) ) {
			return $dirs;
		}
		$dirs['subdir'] = '/' . $this->name;
		$dirs['path']   = $dirs['basedir'] . '/' . $this->name;
		$dirs['url']    = $dirs['baseurl'] . '/' . $this->name;
		return $dirs;
	}
}
