<?php
/**
 * Puts checked uploads in the media library.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Operation_Failed;
use Throwable;

defined( 'ABSPATH' ) || exit;

/**
 * Stores files Upload_Intake has checked (DESIGN §7): `store()` moves them
 * into the uploads folder through `wp_handle_sideload()` and makes them
 * attachments of a post, under a random name (the URL cannot be guessed, the
 * person's file name is not published) with the extension of their real type.
 * If any step fails, every file and attachment it made is removed before the
 * error is thrown.
 *
 * An uploader told into() a Private_Folder stores there instead: the file is
 * refused by the web server from the moment it is written, and no resized
 * copies are made (they would be public copies of a private file).
 */
final class Media_Uploader {

	private const SVG = 'image/svg+xml';

	/**
	 * Constructor.
	 *
	 * @param Upload_Policy       $policy The field's rules.
	 * @param Private_Folder|null $folder Where to store, when not the public uploads folder.
	 */
	public function __construct( private Upload_Policy $policy, private ?Private_Folder $folder = null ) {}

	/**
	 * The same uploader, storing into a private folder.
	 *
	 * @param Private_Folder $folder Folder.
	 */
	public function into( Private_Folder $folder ): self {
		return new self( $this->policy, $folder );
	}

	/**
	 * Rewrites an SVG file with its cleaned content (Svg_Sanitizer).
	 *
	 * @param string $path File.
	 * @throws Domain_Exception When it cannot be cleaned (Unsupported_Type) or written (Operation_Failed).
	 */
	private function clean_svg( string $path ): void {
		$clean = ( new Svg_Sanitizer() )->sanitize( (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temporary copy.
		if ( null === $clean || false === file_put_contents( $path, $clean ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A local temporary copy.
			throw self::failed();
		}
	}

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Several throw sites of one exception type.
	/**
	 * Stores checked files as attachments of a post; on any failure removes
	 * all it made and throws.
	 *
	 * @param array<int, array{tmp_name: string, type: string, ext: string, size: int}> $checked   From Upload_Intake::check().
	 * @param int                                                                       $parent_id Post the files belong to.
	 * @param string                                                                    $status    Attachment status: 'private' until the post is public, else 'inherit'.
	 * @return int[] Attachment IDs, in order.
	 * @throws Domain_Exception When a file could not be stored.
	 */
	public function store( array $checked, int $parent_id, string $status = 'private' ): array {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		self::load_wp_admin_media();
		$ids    = array();
		$loose  = array();
		$folder = $this->folder;
		$here   = null === $folder ? null : array( $folder, 'as_upload_dir' );
		try {
			if ( null !== $folder && null !== $here ) {
				try {
					$folder->prepare();
				} catch ( \RuntimeException ) {
					throw self::failed();
				}
				add_filter( 'upload_dir', $here );
			}
			foreach ( $checked as $file ) {
				// wp_handle_sideload() moves its input away: hand it a copy, keep the upload intact.
				$copy = wp_tempnam( 'playpal-upload' );
				if ( ! $copy || ! copy( $file['tmp_name'], $copy ) ) {
					throw self::failed();
				}
				$loose[] = $copy;
				if ( self::SVG === $file['type'] ) {
					$this->clean_svg( $copy );
				}
				$sideload = array(
					'name'     => strtolower( wp_generate_password( 20, false ) ) . '.' . $file['ext'],
					'type'     => $file['type'],
					'tmp_name' => $copy,
					'error'    => 0,
					'size'     => $file['size'],
				);
				$moved    = $this->policy->with_mimes(
					fn() => wp_handle_sideload(
						$sideload,
						array(
							'test_form' => false,
							'mimes'     => $this->policy->mimes,
						)
					)
				);
				if ( isset( $moved['error'] ) || empty( $moved['file'] ) ) {
					throw self::failed();
				}
				$loose[] = (string) $moved['file'];
				$id      = wp_insert_attachment(
					array(
						'post_mime_type' => (string) $moved['type'],
						'post_title'     => '',
						'post_content'   => '',
						'post_status'    => $status,
						'guid'           => (string) $moved['url'],
					),
					(string) $moved['file'],
					$parent_id,
					true
				);
				if ( is_wp_error( $id ) ) {
					throw self::failed();
				}
				$ids[] = (int) $id;
				$loose = array();
				if ( null === $folder ) {
					wp_update_attachment_metadata( (int) $id, wp_generate_attachment_metadata( (int) $id, (string) $moved['file'] ) );
				}
			}
		} catch ( Throwable $error ) {
			if ( null !== $here ) {
				remove_filter( 'upload_dir', $here );
			}
			self::remove( $ids );
			foreach ( $loose as $path ) {
				if ( is_file( $path ) ) {
					wp_delete_file( $path );
				}
			}
			throw $error instanceof Domain_Exception ? $error : self::failed();
		}
		if ( null !== $here ) {
			remove_filter( 'upload_dir', $here );
		}
		return $ids;
	}

	/**
	 * Deletes attachments with their files (and generated sizes).
	 *
	 * @param int[] $ids Attachment IDs.
	 */
	public static function remove( array $ids ): void {
		foreach ( $ids as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
	}

	private static function failed(): Operation_Failed {
		return new Operation_Failed( 'playpal_upload_failed', __( 'A file could not be saved. Please try again.', 'playpal' ) );
	}

	/**
	 * The media functions live in wp-admin; REST requests do not load them.
	 */
	private static function load_wp_admin_media(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
	}
}
