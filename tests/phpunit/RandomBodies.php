<?php
/**
 * Random bytes as request bodies, for the fuzz tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * The part of a fuzz test's bodies that is plain noise: random bytes, sent
 * half as JSON and half as octet-stream. Seeded by the caller (mt_srand), so
 * a failure can be replayed.
 */
trait RandomBodies {

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
}
