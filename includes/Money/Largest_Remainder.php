<?php
/**
 * Splits a whole number of minor units in proportion to weights.
 *
 * @package PlayPal
 */

namespace PlayPal\Money;

defined( 'ABSPATH' ) || exit;

/**
 * The largest-remainder method (Hamilton's): each part gets the whole units
 * of its exact share, then the units left over go one each to the parts with
 * the largest fractions (ties to the earlier key). The parts always add up to
 * the total exactly, and no part exceeds its weight while the total does not
 * exceed the sum of the weights. Integer arithmetic only.
 */
final class Largest_Remainder {

	/**
	 * @template K of array-key
	 * @param int           $total   Units to split (0 or more).
	 * @param array<K, int> $weights Non-negative weights (negative read as 0).
	 * @return array<K, int> Parts by the same keys; all 0 when every weight is 0.
	 */
	public static function split( int $total, array $weights ): array {
		$weights = array_map( static fn( int $weight ): int => max( 0, $weight ), $weights );
		$sum     = array_sum( $weights );
		$parts   = array_map( static fn(): int => 0, $weights );
		if ( $total <= 0 || $sum <= 0 ) {
			return $parts;
		}
		$fractions = array();
		$left      = $total;
		foreach ( $weights as $key => $weight ) {
			// intdiv on the product keeps exact integers: amounts below 2^31 minor units multiply safely in 64 bits.
			$parts[ $key ]     = intdiv( $total * $weight, $sum );
			$fractions[ $key ] = ( $total * $weight ) % $sum;
			$left             -= $parts[ $key ];
		}
		$order = array_keys( $fractions );
		// usort is stable (PHP 8): equal fractions keep their keys' order.
		usort( $order, static fn( int|string $a, int|string $b ): int => $fractions[ $b ] <=> $fractions[ $a ] );
		foreach ( $order as $key ) {
			if ( $left <= 0 ) {
				break;
			}
			++$parts[ $key ];
			--$left;
		}
		return $parts;
	}
}
