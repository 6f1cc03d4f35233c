<?php
/**
 * Takes the network out of a style sheet.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

defined( 'ABSPATH' ) || exit;

/**
 * Scans CSS once, character by character, skipping comments and strings the
 * way the CSS tokenizer does, and rewrites what would fetch from outside the
 * package: `url(...)` pointing out becomes `url("data:,")` (still valid CSS,
 * loads nothing), and an `@import` of an outside sheet is dropped up to its
 * `;`. Everything else is left byte for byte. (CSS, not HTML: the HTML is
 * read with WordPress's HTML API in Html_Rewriter.)
 */
final class Css_Rewriter {

	/** What an outside url() becomes. */
	public const EMPTY_URL = 'url("data:,")';

	/**
	 * Rewrites a style sheet or a style attribute.
	 *
	 * @param string   $css    CSS text.
	 * @param callable $report Called as report( string $kind, string $url ) per removal.
	 */
	public static function rewrite( string $css, callable $report ): string {
		$out = '';
		$len = strlen( $css );
		$i   = 0;
		while ( $i < $len ) {
			$c = $css[ $i ];
			if ( '/' === $c && '*' === ( $css[ $i + 1 ] ?? '' ) ) {
				$end  = strpos( $css, '*/', $i + 2 );
				$end  = false === $end ? $len : $end + 2;
				$out .= substr( $css, $i, $end - $i );
				$i    = $end;
				continue;
			}
			if ( '"' === $c || "'" === $c ) {
				$end  = self::string_end( $css, $i );
				$out .= substr( $css, $i, $end - $i );
				$i    = $end;
				continue;
			}
			if ( '@' === $c && 0 === substr_compare( $css, '@import', $i, 7, true ) ) {
				$end = self::statement_end( $css, $i );
				$url = self::import_url( substr( $css, $i + 7, $end - $i - 7 ) );
				if ( null !== $url && Url_Policy::is_external( $url ) ) {
					$report( 'style', $url );
					$i = $end;
					continue;
				}
			}
			if ( ( 'u' === $c || 'U' === $c ) && 0 === substr_compare( $css, 'url(', $i, 4, true ) && ! self::is_name_char( $css[ $i - 1 ] ?? ' ' ) ) {
				$parsed = self::parse_url_token( $css, $i + 4 );
				if ( null !== $parsed ) {
					list( $url, $end ) = $parsed;
					if ( Url_Policy::is_external( $url ) ) {
						$report( 'url', $url );
						$out .= self::EMPTY_URL;
					} else {
						$out .= substr( $css, $i, $end - $i );
					}
					$i = $end;
					continue;
				}
			}
			$out .= $c;
			++$i;
		}
		return $out;
	}

	/**
	 * Index just after a quoted string starting at $start (escapes honoured).
	 *
	 * @param string $css   CSS.
	 * @param int    $start Index of the opening quote.
	 */
	private static function string_end( string $css, int $start ): int {
		$quote = $css[ $start ];
		$len   = strlen( $css );
		for ( $i = $start + 1; $i < $len; $i++ ) {
			if ( '\\' === $css[ $i ] ) {
				++$i;
			} elseif ( $quote === $css[ $i ] || "\n" === $css[ $i ] ) {
				return $i + 1;
			}
		}
		return $len;
	}

	/**
	 * Index just after the `;` ending an at-rule statement (outside strings).
	 *
	 * @param string $css   CSS.
	 * @param int    $start Index of the `@`.
	 */
	private static function statement_end( string $css, int $start ): int {
		$len = strlen( $css );
		for ( $i = $start; $i < $len; $i++ ) {
			if ( '"' === $css[ $i ] || "'" === $css[ $i ] ) {
				$i = self::string_end( $css, $i ) - 1;
			} elseif ( ';' === $css[ $i ] ) {
				return $i + 1;
			}
		}
		return $len;
	}

	/**
	 * The URL of an `@import` prelude: `url(...)` or a string.
	 *
	 * @param string $prelude Text after `@import`.
	 */
	private static function import_url( string $prelude ): ?string {
		$prelude = ltrim( $prelude );
		if ( '' === $prelude ) {
			return null;
		}
		if ( '"' === $prelude[0] || "'" === $prelude[0] ) {
			$end = self::string_end( $prelude, 0 );
			return stripcslashes( substr( $prelude, 1, max( 0, $end - 2 ) ) );
		}
		if ( 0 === substr_compare( $prelude, 'url(', 0, 4, true ) ) {
			$parsed = self::parse_url_token( $prelude, 4 );
			return null === $parsed ? null : $parsed[0];
		}
		return null;
	}

	/**
	 * Reads the inside of `url(` up to its `)`.
	 *
	 * @param string $css   CSS.
	 * @param int    $start Index just after `url(`.
	 * @return array{0: string, 1: int}|null The URL and the index after `)`, or null when unterminated.
	 */
	private static function parse_url_token( string $css, int $start ): ?array {
		$len = strlen( $css );
		$i   = $start;
		while ( $i < $len && ctype_space( $css[ $i ] ) ) {
			++$i;
		}
		if ( $i < $len && ( '"' === $css[ $i ] || "'" === $css[ $i ] ) ) {
			$end = self::string_end( $css, $i );
			$url = stripcslashes( substr( $css, $i + 1, max( 0, $end - $i - 2 ) ) );
			$i   = $end;
			while ( $i < $len && ctype_space( $css[ $i ] ) ) {
				++$i;
			}
			if ( $i >= $len || ')' !== $css[ $i ] ) {
				return null;
			}
			return array( $url, $i + 1 );
		}
		$close = strpos( $css, ')', $i );
		if ( false === $close ) {
			return null;
		}
		return array( stripcslashes( trim( substr( $css, $i, $close - $i ) ) ), $close + 1 );
	}

	/**
	 * Whether a character continues an identifier (so `myurl(` is not `url(`).
	 *
	 * @param string $char One byte.
	 */
	private static function is_name_char( string $char ): bool {
		return ctype_alnum( $char ) || '-' === $char || '_' === $char || ord( $char ) >= 0x80;
	}
}
