<?php
/**
 * The picture a shared link or a search result shows for a page.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A post's featured image or a product's first picture, from WordPress's
 * "large" size (big enough for link previews, not the original upload),
 * with its width and height when WordPress knows them.
 */
final class Share_Image {

	/** The intermediate size link previews get. */
	private const SIZE = 'large';

	/**
	 * @param string $url    Image URL.
	 * @param int    $width  Width in pixels, 0 when unknown.
	 * @param int    $height Height in pixels, 0 when unknown.
	 * @param string $alt    Alternative text ('' when none).
	 */
	public function __construct(
		public readonly string $url,
		public readonly int $width,
		public readonly int $height,
		public readonly string $alt
	) {}

	/**
	 * An attachment's image, or null when it is not one.
	 *
	 * @param int    $attachment_id Attachment ID.
	 * @param string $alt           Alternative text to use instead of the attachment's own.
	 */
	public static function from_attachment( int $attachment_id, string $alt = '' ): ?self {
		$source = $attachment_id > 0 ? wp_get_attachment_image_src( $attachment_id, self::SIZE ) : false;
		if ( ! is_array( $source ) || '' === (string) $source[0] ) {
			return null;
		}
		$alt = '' !== $alt ? $alt : (string) get_post_meta( $attachment_id, '_wp_attachment_image_alt', true );
		return new self( (string) $source[0], (int) $source[1], (int) $source[2], $alt );
	}

	/**
	 * A post's featured image, or null.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function for_post( WP_Post $post ): ?self {
		return self::from_attachment( (int) get_post_thumbnail_id( $post ) );
	}

	/**
	 * A Store API product's first picture, or null. A picture that is not in
	 * the media library (another store's URL) keeps its address, without size.
	 *
	 * @param array<string, mixed> $product Store API product.
	 */
	public static function for_product( array $product ): ?self {
		$image = is_array( $product['images'] ?? null ) ? ( $product['images'][0] ?? null ) : null;
		if ( ! is_array( $image ) ) {
			return null;
		}
		$alt   = (string) ( $image['alt'] ?? '' );
		$found = self::from_attachment( (int) ( $image['id'] ?? 0 ), $alt );
		if ( null !== $found ) {
			return $found;
		}
		$src = (string) ( $image['src'] ?? '' );
		return '' === $src ? null : new self( $src, 0, 0, $alt );
	}
}
