<?php
/**
 * A creation's public preview picture.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use RuntimeException;
use WP_Image_Editor;

defined( 'ABSPATH' ) || exit;

/**
 * The creation's own files are private (Creation_Originals); what the public
 * sees — its thumbnail in the creator's screens and the product's image in the
 * shop — is a separate picture: a copy of its first PNG or JPG, at most
 * SIZE pixels and half the original on each side, re-encoded by WordPress's
 * image editor, stored in
 * the public uploads folder as an attachment of the creation (so it goes with
 * it) with WordPress's usual sizes. A creation of PDFs and SVGs only has none
 * (the screens show their usual placeholder).
 */
final class Creation_Preview {

	/** Creation post meta: the preview's attachment id. */
	public const META = '_playpal_creation_preview';

	/** The preview's longest side, in pixels (WooCommerce's single product image width). */
	public const SIZE = 600;

	private const RASTER = array(
		'image/png'  => 'png',
		'image/jpeg' => 'jpg',
	);

	/**
	 * The creation's preview, or 0.
	 *
	 * @param int $creation_id Creation.
	 */
	public function of( int $creation_id ): int {
		$id = (int) get_post_meta( $creation_id, self::META, true );
		return $id > 0 && 'attachment' === get_post_type( $id ) ? $id : 0;
	}

	/**
	 * Makes the preview from the first picture among the files (none: 0) and records it.
	 *
	 * @param int   $creation_id Creation.
	 * @param int[] $file_ids    Its files, in order.
	 * @return int The preview's attachment id, or 0.
	 * @throws RuntimeException When the picture cannot be made (nothing is left then).
	 */
	public function make( int $creation_id, array $file_ids ): int {
		$source    = '';
		$mime      = '';
		$extension = '';
		foreach ( $file_ids as $file_id ) {
			$type = (string) get_post_mime_type( $file_id );
			if ( isset( self::RASTER[ $type ] ) ) {
				$source    = (string) get_attached_file( $file_id, true );
				$mime      = $type;
				$extension = self::RASTER[ $type ];
				break;
			}
		}
		if ( '' === $source ) {
			return 0;
		}
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$editor  = wp_get_image_editor( $source );
		$uploads = wp_upload_dir();
		if ( ! $editor instanceof WP_Image_Editor || ! empty( $uploads['error'] ) ) {
			throw new RuntimeException( 'The preview could not be made.' );
		}
		$size = $editor->get_size();
		// At most SIZE, and never more than half the original on either side: a small picture (a sticker sheet)
		// is what the buyer pays for, and its preview must not be the same picture at full size.
		$width  = max( 1, min( self::SIZE, intdiv( (int) $size['width'], 2 ) ) );
		$height = max( 1, min( self::SIZE, intdiv( (int) $size['height'], 2 ) ) );
		if ( $width < $size['width'] || $height < $size['height'] ) {
			if ( is_wp_error( $editor->resize( $width, $height, false ) ) ) {
				throw new RuntimeException( 'The preview could not be resized.' );
			}
		}
		$saved = $editor->save( $uploads['path'] . '/' . strtolower( wp_generate_password( 20, false ) ) . '.' . $extension, $mime );
		if ( is_wp_error( $saved ) || empty( $saved['path'] ) ) {
			throw new RuntimeException( 'The preview could not be saved.' );
		}
		$path = (string) $saved['path'];
		$id   = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => '',
				'post_content'   => '',
				'post_status'    => 'inherit',
				'guid'           => $uploads['url'] . '/' . basename( $path ),
			),
			$path,
			$creation_id,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $path );
			throw new RuntimeException( 'The preview could not be stored.' );
		}
		wp_update_attachment_metadata( (int) $id, wp_generate_attachment_metadata( (int) $id, $path ) );
		update_post_meta( $creation_id, self::META, (int) $id );
		return (int) $id;
	}
}
