<?php
/**
 * Where a creation's uploaded files are kept: out of the web server's reach.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Uploads\Private_Folder;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * A creation's files are what its product sells, so from the moment they are
 * uploaded they lie in `uploads/playpal-creation-files/` under names nobody can
 * guess (Private_Folder: refused by the web server), without resized copies.
 * They stay attachments (private, of the creation), so the product's download
 * ids (Creation_Product_Writer::download_id()) keep naming them. The creator
 * and moderators read them through Creation_File_Door; buyers get the
 * product's copies (Creation_File_Copies); the public sees only the preview
 * (Creation_Preview).
 *
 * Its move_in() brings a file stored before this (in `uploads/YYYY/MM/`, with
 * WordPress's resized copies beside it) into the folder and deletes those
 * copies, so its old addresses answer 404.
 */
final class Creation_Originals {

	public const FOLDER = 'playpal-creation-files';

	/** The folder. */
	public static function folder(): Private_Folder {
		return new Private_Folder( self::FOLDER );
	}

	/**
	 * Whether an attachment's file is kept in the folder.
	 *
	 * @param int $attachment_id Attachment.
	 */
	public function is_private( int $attachment_id ): bool {
		return self::folder()->holds( (string) get_attached_file( $attachment_id, true ) );
	}

	/**
	 * Moves an attachment's file into the folder and deletes its public copies; true when it lies there,
	 * false when there is no file to move.
	 *
	 * @param int $attachment_id Attachment.
	 * @throws RuntimeException When the file cannot be moved (nothing changed then).
	 */
	public function move_in( int $attachment_id ): bool {
		$path = (string) get_attached_file( $attachment_id, true );
		if ( $this->is_private( $attachment_id ) ) {
			return true;
		}
		// When WordPress scaled a large picture down, the file it kept untouched is the creator's original.
		$original = function_exists( 'wp_get_original_image_path' ) ? (string) wp_get_original_image_path( $attachment_id, true ) : '';
		$source   = '' !== $original && is_file( $original ) ? $original : $path;
		if ( '' === $source || ! is_file( $source ) ) {
			return false;
		}
		$folder = self::folder();
		$folder->prepare();
		$target = $folder->new_path( pathinfo( $source, PATHINFO_EXTENSION ) );
		if ( ! self::quiet_rename( $source, $target ) ) {
			throw new RuntimeException( 'The file of a creation could not be moved.' );
		}
		$meta    = wp_get_attachment_metadata( $attachment_id, true );
		$backups = get_post_meta( $attachment_id, '_wp_attachment_backup_sizes', true );
		update_attached_file( $attachment_id, $target );
		// The resized copies (and a scaled copy) stay public where they are: they go.
		wp_delete_attachment_files( $attachment_id, is_array( $meta ) ? $meta : array(), is_array( $backups ) && $backups ? $backups : null, $path );
		delete_post_meta( $attachment_id, '_wp_attachment_metadata' );
		delete_post_meta( $attachment_id, '_wp_attachment_backup_sizes' );
		return true;
	}

	/**
	 * Renames without PHP's warning: the caller turns false into its own error.
	 *
	 * @param string $from Source.
	 * @param string $to   Target.
	 */
	private static function quiet_rename( string $from, string $to ): bool {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- Only to keep rename()'s warning out of the page and log.
		set_error_handler( static fn(): bool => true );
		try {
			return rename( $from, $to ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- Moves a file within uploads.
		} finally {
			restore_error_handler();
		}
	}
}
