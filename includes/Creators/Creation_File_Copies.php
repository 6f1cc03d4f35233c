<?php
/**
 * The copies of a creation's files that its shop product sells.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Uploads\Private_Folder;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * A product sells copies of the creation's files, made when an editor
 * publishes it, in WooCommerce's protected downloads folder:
 * `uploads/woocommerce_uploads/playpal-creations/{creation}-{random}/`. That
 * folder is where the shop's other paid files lie (README, "Web server
 * rules": nginx refuses it, WooCommerce's `.htaccess` denies it on Apache);
 * only WooCommerce's download handler, with PlayPal's checks inside it,
 * hands the files out, as attachments with `nosniff`. Each publication gets a
 * fresh folder, so the product keeps selling the approved files while the
 * creator's edit waits for review, and a failed copy never touches them.
 */
final class Creation_File_Copies {

	/** WooCommerce's protected downloads folder, under uploads. */
	public const WOO_FOLDER = 'woocommerce_uploads';

	/** PlayPal's folder for creations inside it. */
	public const FOLDER = 'playpal-creations';

	/**
	 * Copies the files into a new folder; on any failure removes what it made and throws.
	 *
	 * @param int                $creation_id Creation.
	 * @param string             $title       Its title, for the file names buyers see.
	 * @param array<int, string> $sources     Attachment id => the file's path.
	 * @return array<int, array{name: string, url: string}> Attachment id => download name and address.
	 * @throws RuntimeException When a file is missing or could not be copied.
	 */
	public function copy( int $creation_id, string $title, array $sources ): array {
		if ( ! $sources ) {
			throw new RuntimeException( 'The creation has no files.' );
		}
		$uploads  = wp_get_upload_dir();
		$relative = self::WOO_FOLDER . '/' . self::FOLDER . '/' . $creation_id . '-' . strtolower( wp_generate_password( 16, false, false ) );
		$folder   = $uploads['basedir'] . '/' . $relative;
		$base     = self::file_base( $creation_id, $title );
		$copies   = array();
		try {
			if ( ! wp_mkdir_p( $folder ) ) {
				throw new RuntimeException( 'The download folder could not be created.' );
			}
			// Deny-all `.htaccess` and a silent index: defence in depth beside WooCommerce's own files one level up.
			Private_Folder::protect( dirname( $folder ), 'The download folder could not be protected.' );
			$number = 0;
			foreach ( $sources as $attachment_id => $source ) {
				++$number;
				$extension = (string) preg_replace( '/[^a-z0-9]/', '', strtolower( pathinfo( $source, PATHINFO_EXTENSION ) ) );
				$name      = $base . ( count( $sources ) > 1 ? '-' . $number : '' ) . ( '' === $extension ? '' : '.' . $extension );
				if ( '' === $source || ! is_file( $source ) || ! is_readable( $source ) || ! self::quiet_copy( $source, $folder . '/' . $name ) ) {
					throw new RuntimeException( 'A file of the creation could not be copied.' );
				}
				$copies[ $attachment_id ] = array(
					'name' => $name,
					'url'  => $uploads['baseurl'] . '/' . $relative . '/' . rawurlencode( $name ),
				);
			}
		} catch ( RuntimeException $error ) {
			$this->remove_folder( $folder );
			throw $error;
		}
		return $copies;
	}

	/**
	 * The file names' base, from the title in plain ASCII ([a-z0-9-]) only.
	 *
	 * WHY: sanitize_title() percent-encodes letters it cannot transliterate
	 * (emoji, Cyrillic, CJK). Such `%xx` written into a name on disk and into the
	 * address would be decoded on download into a name no file has, so every
	 * buyer's download would fail: the `%xx` are dropped instead.
	 *
	 * @param int    $creation_id Creation, named when nothing of the title is left.
	 * @param string $title       Title.
	 */
	public static function file_base( int $creation_id, string $title ): string {
		$base = (string) preg_replace( '/%[0-9a-f]{2}/i', '', sanitize_title( $title ) );
		$base = trim( (string) preg_replace( '/-+/', '-', (string) preg_replace( '/[^a-z0-9-]+/', '-', strtolower( $base ) ) ), '-' );
		return '' === $base ? 'creation-' . $creation_id : $base;
	}

	/**
	 * Removes the folders of copies, given their addresses; anything outside PlayPal's folder is left alone.
	 *
	 * @param string[] $urls Download addresses.
	 */
	public function remove( array $urls ): void {
		$uploads = wp_get_upload_dir();
		$prefix  = $uploads['baseurl'] . '/' . self::WOO_FOLDER . '/' . self::FOLDER . '/';
		foreach ( $urls as $url ) {
			if ( ! str_starts_with( $url, $prefix ) ) {
				continue;
			}
			$folder = strtok( substr( $url, strlen( $prefix ) ), '/' );
			if ( is_string( $folder ) && 1 === preg_match( '/^\d+-[a-z0-9]{16}$/', $folder ) ) {
				$this->remove_folder( $uploads['basedir'] . '/' . self::WOO_FOLDER . '/' . self::FOLDER . '/' . $folder );
			}
		}
	}

	/**
	 * Deletes one copies folder and the files in it (copies hold no sub-folders).
	 *
	 * @param string $folder Path.
	 */
	private function remove_folder( string $folder ): void {
		if ( ! is_dir( $folder ) ) {
			return;
		}
		foreach ( (array) glob( $folder . '/*' ) as $file ) {
			if ( is_string( $file ) && is_file( $file ) ) {
				wp_delete_file( $file );
			}
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- An empty folder PlayPal made.
		rmdir( $folder );
	}

	/**
	 * Copies without PHP's warning (a full disk): the caller turns false into its own error.
	 *
	 * @param string $from Source.
	 * @param string $to   Target.
	 */
	private static function quiet_copy( string $from, string $to ): bool {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- Only to keep copy()'s warning out of the page and log.
		set_error_handler( static fn(): bool => true );
		try {
			return copy( $from, $to );
		} finally {
			restore_error_handler();
		}
	}
}
