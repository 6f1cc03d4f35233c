<?php
/**
 * A picture as schema.org's ImageObject.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * ImageObject with its size when known.
 */
final class Image_Object_Node {

	/**
	 * @param Share_Image $image Picture.
	 * @return array<string, mixed>
	 */
	public static function node( Share_Image $image ): array {
		$node = array(
			'@type' => 'ImageObject',
			'url'   => $image->url,
		);
		if ( $image->width > 0 && $image->height > 0 ) {
			$node['width']  = $image->width;
			$node['height'] = $image->height;
		}
		return $node;
	}
}
