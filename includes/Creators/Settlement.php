<?php
/**
 * What of a creator's earnings is settled: the one rule for "payable".
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * A sale is payable once its refund window has passed, and then for what it
 * still earns: a line (the entries of one order item) whose FIRST entry is
 * older than the window counts with the sum of ALL its entries, however
 * recent. So a sale payable on 31 October and refunded on 2 November stops
 * being payable on 2 November — counting each entry by its own age instead
 * would keep the sale payable and hold its reversal back for another window,
 * and the payout form would pay out refunded money.
 *
 * Pure: the entries and the moment in, sums out (the statement, the payout
 * recorder under its lock and the model test all call this one function).
 * Amounts stay in their own currency; currencies are never added together.
 */
final class Settlement {

	/**
	 * Earned and payable per currency.
	 *
	 * @param list<array{item_id: int, amount: int, currency: string, created_at: string}> $entries     A creator's ledger entries (`created_at` UTC, `Y-m-d H:i:s`).
	 * @param DateTimeImmutable                                                            $now         Now.
	 * @param int                                                                          $window_days The refund window, whole days.
	 * @return array<string, array{earned: int, payable: int}> By ISO 4217 code, in its minor units.
	 */
	public static function by_currency( array $entries, DateTimeImmutable $now, int $window_days ): array {
		$cutoff = $now->setTimezone( new DateTimeZone( 'UTC' ) )->modify( '-' . max( 0, $window_days ) . ' days' )->format( 'Y-m-d H:i:s' );
		$lines  = array();
		foreach ( $entries as $entry ) {
			// An order has one currency, so a line has too; keying by both keeps a damaged row from mixing them.
			$key = $entry['currency'] . ':' . $entry['item_id'];
			if ( ! isset( $lines[ $key ] ) ) {
				$lines[ $key ] = array(
					'currency' => $entry['currency'],
					'first'    => $entry['created_at'],
					'net'      => 0,
				);
			}
			$lines[ $key ]['net']  += $entry['amount'];
			$lines[ $key ]['first'] = min( $lines[ $key ]['first'], $entry['created_at'] ); // Same-format UTC text sorts as time does.
		}
		$sums = array();
		foreach ( $lines as $line ) {
			$sums[ $line['currency'] ]          ??= array(
				'earned'  => 0,
				'payable' => 0,
			);
			$sums[ $line['currency'] ]['earned'] += $line['net'];
			if ( $line['first'] <= $cutoff ) {
				$sums[ $line['currency'] ]['payable'] += $line['net'];
			}
		}
		return $sums;
	}
}
