<?php
/**
 * Which references stay inside a package.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

defined( 'ABSPATH' ) || exit;

/**
 * Classifies a URL found in a page or a style sheet as the browser would
 * read it: `local` (relative to the package), `inline` (data:, blob:,
 * about:, javascript:, a bare #fragment: no request leaves the page), or
 * `external` (a scheme, a protocol-relative `//host`, or a root path `/x`
 * that points outside the package).
 */
final class Url_Policy {

	public const LOCAL    = 'local';
	public const INLINE   = 'inline';
	public const EXTERNAL = 'external';

	/**
	 * @param string $url URL as written (attribute values already decoded).
	 */
	public static function classify( string $url ): string {
		// Browsers drop leading/trailing C0 controls and spaces, and tabs and line breaks anywhere.
		$url = str_replace( array( "\t", "\n", "\r" ), '', trim( $url, "\x00..\x20" ) );
		// In http(s) URLs a backslash is a slash: "\\host" and "/\host" are protocol-relative.
		$url = str_replace( '\\', '/', $url );
		if ( '' === $url || str_starts_with( $url, '#' ) ) {
			return self::INLINE;
		}
		if ( str_starts_with( $url, '/' ) ) {
			return self::EXTERNAL;
		}
		$colon = strpos( $url, ':' );
		if ( false !== $colon ) {
			$scheme = substr( $url, 0, $colon );
			if ( '' !== $scheme && strspn( strtolower( $scheme ), 'abcdefghijklmnopqrstuvwxyz0123456789+.-' ) === strlen( $scheme ) && ctype_alpha( $scheme[0] ) ) {
				return in_array( strtolower( $scheme ), array( 'data', 'blob', 'about', 'javascript' ), true ) ? self::INLINE : self::EXTERNAL;
			}
		}
		return self::LOCAL;
	}

	/**
	 * Whether a URL leaves the package.
	 *
	 * @param string $url URL.
	 */
	public static function is_external( string $url ): bool {
		return self::EXTERNAL === self::classify( $url );
	}

	/**
	 * Whether any candidate of a `srcset` leaves the package.
	 *
	 * @param string $srcset Attribute value.
	 */
	public static function srcset_is_external( string $srcset ): bool {
		foreach ( explode( ',', $srcset ) as $candidate ) {
			$parts = preg_split( '/\s+/', trim( $candidate ) );
			if ( is_array( $parts ) && '' !== $parts[0] && self::is_external( $parts[0] ) ) {
				return true;
			}
		}
		return false;
	}
}
