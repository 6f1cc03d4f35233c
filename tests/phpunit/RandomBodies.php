<?php
/**
 * Random bodies and values for the fuzz tests of public and member writes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * The generators every fuzz test shares, seeded by the caller (mt_srand) so a
 * failure can be replayed: plain noise (random bytes) and hostile JSON values.
 * A test adds the strings that are almost valid for its own fields (a status
 * name, "unlimited", a category) by overriding domain_strings(): those reach
 * the deepest validation paths.
 */
trait RandomBodies {

	/**
	 * Strings near the valid ones for this test's fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array();
	}

	/**
	 * Random bodies.
	 *
	 * @param int $count      How many.
	 * @param int $max_length Longest body, in bytes.
	 * @return list<array{0: string, 1: string}> Body and content type.
	 */
	protected function random_bodies( int $count, int $max_length ): array {
		$bodies = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$bytes  = '';
			$length = mt_rand( 1, $max_length );
			for ( $j = 0; $j < $length; $j++ ) {
				$bytes .= chr( mt_rand( 0, 255 ) );
			}
			$bodies[] = array( $bytes, 0 === $i % 2 ? 'application/json' : 'application/octet-stream' );
		}
		return $bodies;
	}

	/**
	 * A random JSON value: a hostile or near-valid string, a number, a
	 * boolean, null, or a list or object nesting more of them.
	 *
	 * @param int $depth How deep arrays may nest.
	 */
	protected static function junk( int $depth = 2 ): mixed {
		$strings = array_merge(
			array(
				'',
				'   ',
				'true',
				'0',
				'-1',
				'null',
				str_repeat( 'A', mt_rand( 101, 6000 ) ),
				str_repeat( '😀', mt_rand( 40, 3000 ) ),
				"\u{202E}gnp.exe",
				"zero\u{200B}width",
				"null\0byte",
				'<script>alert(1)</script>',
				"'; DROP TABLE wp_posts; --",
				'=HYPERLINK("http://x")',
				'%00%0d%0a',
				'../../etc/passwd',
				"\xC3\x28 invalid utf-8",
			),
			static::domain_strings()
		);
		$pick    = mt_rand( 0, 9 );
		return match ( true ) {
			$pick <= 3 => $strings[ array_rand( $strings ) ],
			4 === $pick => mt_rand( -100000000, 100000000 ),
			5 === $pick => mt_rand( 0, 1000 ) / 7.0,
			6 === $pick => (bool) mt_rand( 0, 1 ),
			7 === $pick => null,
			8 === $pick && $depth > 0 => array( static::junk( $depth - 1 ), static::junk( $depth - 1 ) ),
			$depth > 0 => array( 'nested' => array( 'deeper' => static::junk( $depth - 1 ) ) ),
			default => array(),
		};
	}
}
