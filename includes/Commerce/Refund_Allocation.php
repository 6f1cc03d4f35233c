<?php
/**
 * Which part of each refund belongs to which line of the order.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use PlayPal\Money\Largest_Remainder;

defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce refund names the lines it gives back (line by line in the
 * order screen), or names none and is only an amount (the refund box with an
 * amount alone, a refund made in the payment provider's dashboard, or
 * `POST wc/v3/orders/{id}/refunds {"amount": "4.00"}`), or both: lines plus
 * an amount beyond them. Whatever a refund does not name is spread over the
 * order's lines — products, fees and shipping — in proportion to what each
 * still has unrefunded (largest remainder in minor units, so the parts add up
 * to the refund exactly and no line gives back more than it was paid).
 * Refunds are taken oldest first; a deleted refund is simply absent, so
 * deleting one puts everything back.
 *
 * Plain integers in, plain integers out: the same rule for every refund path,
 * tested without WooCommerce.
 */
final class Refund_Allocation {

	/**
	 * What each line has had refunded, all refunds taken together.
	 *
	 * @template K of array-key
	 * @param array<K, int>                                  $paid    Each line's paid amount, tax included, minor units.
	 * @param list<array{amount: int, lines: array<K, int>}> $refunds Oldest first: the refund's whole amount and what it names per line (tax included), minor units.
	 * @return array<K, int> Refunded per line, tax included, minor units; never above what the line was paid.
	 */
	public static function refunded( array $paid, array $refunds ): array {
		$remaining = array_map( static fn( int $amount ): int => max( 0, $amount ), $paid );
		$refunded  = array_map( static fn(): int => 0, $paid );
		foreach ( $refunds as $refund ) {
			$named = 0;
			foreach ( $refund['lines'] as $key => $amount ) {
				// What a refund names stays named, even for a line the order no longer has: it is not spread over the others.
				$named += max( 0, $amount );
				if ( ! array_key_exists( $key, $remaining ) ) {
					continue;
				}
				$part               = min( max( 0, $amount ), $remaining[ $key ] );
				$refunded[ $key ]  += $part;
				$remaining[ $key ] -= $part;
			}
			$rest = min( max( 0, $refund['amount'] - $named ), array_sum( $remaining ) );
			foreach ( Largest_Remainder::split( $rest, $remaining ) as $key => $part ) {
				$refunded[ $key ]  += $part;
				$remaining[ $key ] -= $part;
			}
		}
		return $refunded;
	}
}
