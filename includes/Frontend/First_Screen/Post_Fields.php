<?php
/**
 * Reading the fields of a pp/v1/posts item for display, as
 * src/features/content/post-fields.ts reads them.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * The same title, excerpt, date, author, category and image the React cards show.
 */
final class Post_Fields {

	/**
	 * Plain text of an HTML fragment: tags dropped, entities decoded, spaces
	 * collapsed (src/lib/html-text.ts).
	 *
	 * @param mixed $html HTML fragment.
	 */
	public static function text( mixed $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( (string) $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * The HTML of a field that may be a plain value or `{ rendered }`.
	 *
	 * @param mixed $field Field value.
	 */
	public static function rendered( mixed $field ): string {
		if ( is_string( $field ) ) {
			return $field;
		}
		return is_array( $field ) && is_string( $field['rendered'] ?? null ) ? $field['rendered'] : '';
	}

	/**
	 * A long-form date such as "October 30, 2026": only the calendar date the
	 * API sends, never shifted by a time zone.
	 *
	 * @param mixed $date `YYYY-MM-DDTHH:MM:SS`.
	 */
	public static function long_date( mixed $date ): string {
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})/', (string) $date, $match ) ) {
			return '';
		}
		$utc = new \DateTimeZone( 'UTC' );
		/* translators: Long date format of a post's date, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'F j, Y', 'playpal' ), (int) gmmktime( 0, 0, 0, (int) $match[2], (int) $match[3], (int) $match[1] ), $utc );
	}

	/**
	 * The author's name, or the default first name when the post carries none (SPEC §2).
	 *
	 * @param array<string, mixed> $post Post.
	 */
	public static function author( array $post ): string {
		$name = trim( (string) ( $post['_embedded']['author'][0]['name'] ?? '' ) );
		/* translators: Author name shown on a post that has none. */
		return '' !== $name ? $name : __( 'Sarah', 'playpal' );
	}

	/**
	 * The name of the post's first category, or ''.
	 *
	 * @param array<string, mixed> $post Post.
	 */
	public static function category( array $post ): string {
		return self::text( $post['_embedded']['wp:term'][0][0]['name'] ?? '' );
	}

	/**
	 * The featured image at its intermediate size, or null.
	 *
	 * @param array<string, mixed> $post Post.
	 * @return array{src: string, alt: string, width: int, height: int, srcset: string, sizes: string}|null
	 */
	public static function image( array $post ): ?array {
		$media = $post['_embedded']['wp:featuredmedia'][0] ?? null;
		if ( ! is_array( $media ) || empty( $media['source_url'] ) ) {
			return null;
		}
		return array(
			'src'    => (string) ( $media['src'] ?? $media['source_url'] ),
			'alt'    => (string) ( $media['alt_text'] ?? '' ),
			'width'  => (int) ( $media['width'] ?? 0 ),
			'height' => (int) ( $media['height'] ?? 0 ),
			'srcset' => (string) ( $media['srcset'] ?? '' ),
			'sizes'  => (string) ( $media['sizes'] ?? '' ),
		);
	}
}
