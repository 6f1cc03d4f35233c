<?php
/**
 * Text for attributes and structured data, from titles and excerpts that may hold HTML and entities.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Plain text: no tags, entities decoded (escaping happens once, on output), one space between words.
 */
final class Plain_Text {

	/**
	 * @param string $html Text that may hold tags and entities.
	 */
	public static function from_html( string $html ): string {
		$text = wp_strip_all_tags( html_entity_decode( $html, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), true );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
