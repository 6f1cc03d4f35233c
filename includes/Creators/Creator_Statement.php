<?php
/**
 * A creator's monthly statement and payable balance, from the ledger.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * Sums a creator's ledger entries (Commission_Ledger) the way a statement
 * reads: the month's sales and reversals, the balance carried in and out.
 * Months are the site's calendar months (its time zone); entries are stored
 * in UTC. What is payable is what was earned before the refund window
 * (Earnings_Settings): until then a refund may still take it back.
 */
final class Creator_Statement {

	public function __construct(
		private Commission_Ledger $ledger,
		private Earnings_Settings $settings,
		private Payout_Ledger $payouts
	) {}

	/**
	 * One month of a creator's earnings. Amounts are in the currency's minor unit.
	 *
	 * @param int          $creator_id Creator (user) id.
	 * @param string       $month      `YYYY-MM`, in the site's calendar.
	 * @param DateTimeZone $zone       The site's time zone.
	 * @return array{month: string, opening: int, sales: int, refunds: int, commission: int, closing: int, entries: list<array{date: string, order_id: int, product_id: int, kind: string, reason: string, base: int, amount: int}>}
	 */
	public function month( int $creator_id, string $month, DateTimeZone $zone ): array {
		$start     = new DateTimeImmutable( $month . '-01 00:00:00', $zone );
		$end       = $start->modify( 'first day of next month' );
		$statement = array(
			'month'      => $month,
			'opening'    => 0,
			'sales'      => 0,
			'refunds'    => 0,
			'commission' => 0,
			'closing'    => 0,
			'entries'    => array(),
		);
		foreach ( $this->ledger->for_creator( $creator_id ) as $entry ) {
			$at = new DateTimeImmutable( $entry['created_at'], new DateTimeZone( 'UTC' ) );
			if ( $at < $start ) {
				$statement['opening'] += $entry['amount'];
				continue;
			}
			if ( $at >= $end ) {
				continue;
			}
			$statement[ Commission_Ledger::SALE === $entry['kind'] ? 'sales' : 'refunds' ] += $entry['amount'];
			$statement['entries'][] = array(
				'date'       => $at->setTimezone( $zone )->format( 'c' ),
				'order_id'   => $entry['order_id'],
				'product_id' => $entry['product_id'],
				'kind'       => $entry['kind'],
				'reason'     => $entry['reason'],
				'base'       => $entry['base'],
				'amount'     => $entry['amount'],
			);
		}
		$statement['commission'] = $statement['sales'] + $statement['refunds'];
		$statement['closing']    = $statement['opening'] + $statement['commission'];
		return $statement;
	}

	/**
	 * What the creator has earned and may be paid as of $now: `payable` is
	 * every entry older than the refund window (a later refund's reversal is
	 * newer, so it counts once its own window has passed too), `paid` what was
	 * paid out, `due` what is payable and not yet paid (below zero when a
	 * refund came after a payout: owed back, and it reads as such).
	 *
	 * @param int               $creator_id Creator (user) id.
	 * @param DateTimeImmutable $now        Now.
	 * @return array{earned: int, payable: int, pending: int, paid: int, due: int, currency: string}
	 */
	public function balance( int $creator_id, DateTimeImmutable $now ): array {
		$cutoff  = $now->modify( '-' . $this->settings->refund_window_days() . ' days' );
		$earned  = 0;
		$payable = 0;
		$entries = $this->ledger->for_creator( $creator_id );
		foreach ( $entries as $entry ) {
			$earned += $entry['amount'];
			if ( new DateTimeImmutable( $entry['created_at'], new DateTimeZone( 'UTC' ) ) <= $cutoff ) {
				$payable += $entry['amount'];
			}
		}
		$paid = $this->payouts->total( $creator_id );
		return array(
			'earned'   => $earned,
			'payable'  => $payable,
			'pending'  => $earned - $payable,
			'paid'     => $paid,
			'due'      => $payable - $paid,
			// A store sells in one currency; an empty ledger reads in the store's.
			'currency' => $entries[0]['currency'] ?? ( function_exists( 'get_woocommerce_currency' ) ? get_woocommerce_currency() : 'USD' ),
		);
	}
}
