<?php
/**
 * Prints structured data as a JSON-LD script element.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\Seo;

defined( 'ABSPATH' ) || exit;

/**
 * Encodes with `<`, `>`, `&` and quotes as \u escapes, so a title holding
 * `</script>` or `<!--` stays data and cannot end the element.
 */
final class Json_Ld {

	public const FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;

	/**
	 * The script element ('' when the data cannot be encoded).
	 *
	 * @param array<string, mixed> $node Schema.org node.
	 */
	public static function script( array $node ): string {
		$json = wp_json_encode( $node, self::FLAGS );
		return false === $json ? '' : wp_get_inline_script_tag( $json, array( 'type' => 'application/ld+json' ) );
	}

	/**
	 * @param array<string, mixed> $node Schema.org node.
	 */
	public static function print( array $node ): void {
		echo self::script( $node ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with every character that could end the element escaped; the tag built by WordPress's HTML API.
	}
}
