<?php
/**
 * Plain text a person typed, cleaned the one way every write cleans it.
 *
 * @package PlayPal
 */

namespace PlayPal\Text;

defined( 'ABSPATH' ) || exit;

/**
 * A required field is checked after it is cleaned, never before: a title of
 * `<img src=x onerror=alert(1)>` is all markup, nothing once the tags are
 * removed, so it is missing — not a 201 with an empty title. Text that shows
 * nothing (white space, control and format characters such as U+200B or a
 * byte-order mark, combining marks without a letter, the Hangul and braille
 * blanks) counts as empty too.
 *
 * Every validator of a write (creations, stories, sign-ups, Appadoo names)
 * cleans with this class and then refuses '' for a required field with its
 * own stable code.
 */
final class Plain_Text {

	/**
	 * Characters that show nothing by themselves. Named one by one rather than
	 * as \p{Default_Ignorable_Code_Point}, which older PCRE builds lack.
	 */
	private const INVISIBLE = '\s\p{Z}\p{Cc}\p{Cf}\p{M}\x{115F}\x{1160}\x{3164}\x{FFA0}\x{2800}';

	/**
	 * The text as stored: invalid UTF-8, tags and (unless $multiline) line
	 * breaks removed, runs of spaces made one, trimmed; '' when nothing
	 * visible is left.
	 *
	 * @param mixed $value     As sent.
	 * @param bool  $multiline Keep line breaks (a description, a message).
	 */
	public static function clean( mixed $value, bool $multiline = false ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$text = trim( $multiline ? sanitize_textarea_field( $value ) : sanitize_text_field( $value ) );
		return self::has_visible( $text ) ? $text : '';
	}

	/**
	 * Whether text holds at least one character a person can see.
	 *
	 * @param string $text Valid UTF-8 (anything else has nothing visible).
	 */
	public static function has_visible( string $text ): bool {
		return 1 === preg_match( '/[^' . self::INVISIBLE . ']/u', $text );
	}
}
