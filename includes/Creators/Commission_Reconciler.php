<?php
/**
 * Keeps the commission ledger in step with WooCommerce's orders.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Money\Currency_Units;
use PlayPal\Storage\Lock_Busy;
use PlayPal\Storage\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * Whenever an order changes in a way that can change what a creator earns —
 * its status, a refund made or deleted, its lines edited in wp-admin — each of
 * its creators' lines is brought to what it should have earned (rate × the
 * line after discounts less what was refunded for it, while the order is paid;
 * nothing otherwise) by adding the difference from the sum of the line's entries as one entry (a
 * sale when it adds, a reversal when it takes back). Replayed hooks, status
 * flips (processing → completed → refunded → completed) and the two hooks one
 * refund fires therefore leave exactly one net entry per line; the whole step
 * runs under a lock per order, so two completions at once add one entry.
 *
 * A creator buying their own product earns nothing: the line is recorded with
 * amount 0 and the reason `self_purchase`.
 */
final class Commission_Reconciler {

	/** Seconds to wait for another request reconciling the same order. */
	private const LOCK_WAIT = 10;

	public function __construct(
		private Commission_Ledger $ledger,
		private Earnings_Settings $settings,
		private Creation_Product $products,
		private Order_Lines $orders
	) {}

	public function add_hooks(): void {
		add_action( 'woocommerce_order_status_changed', array( $this, 'on_order' ), 20, 1 );
		add_action( 'woocommerce_order_refunded', array( $this, 'on_order' ), 20, 1 );
		add_action( 'woocommerce_refund_deleted', array( $this, 'on_refund_deleted' ), 20, 2 );
		add_action( 'woocommerce_saved_order_items', array( $this, 'on_order' ), 20, 1 );
	}

	/**
	 * Hook callback: an order changed.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function on_order( mixed $order_id ): void {
		$this->reconcile( (int) $order_id );
	}

	/**
	 * Hook callback: a refund was deleted, so its order earns again.
	 *
	 * @param mixed $refund_id Refund id.
	 * @param mixed $order_id  Its order's id.
	 */
	public function on_refund_deleted( mixed $refund_id, mixed $order_id ): void {
		$this->reconcile( (int) $order_id );
	}

	/**
	 * Brings every creator line of the order to what it should have earned.
	 *
	 * @param int $order_id Order id.
	 * @return int Entries added.
	 */
	public function reconcile( int $order_id ): int {
		if ( $order_id < 1 ) {
			return 0;
		}
		try {
			return (int) Named_Lock::run( 'commissions_' . $order_id, self::LOCK_WAIT, fn(): int => $this->reconcile_locked( $order_id ) );
		} catch ( Lock_Busy ) {
			// Another request holds the order for 10 s: it reconciles the same order, and the next change to it catches up.
			return 0;
		}
	}

	/**
	 * The step itself, the order's lock held.
	 *
	 * @param int $order_id Order id.
	 */
	private function reconcile_locked( int $order_id ): int {
		$order = $this->orders->read( $order_id );
		if ( null === $order ) {
			return 0;
		}
		$added = 0;
		foreach ( $order['lines'] as $line ) {
			$creator = $this->products->creator_of( $line['product_id'] );
			if ( $creator < 1 ) {
				continue;
			}
			$added += (int) $this->settle_line( $order_id, $order, $line, $creator );
		}
		return $added;
	}

	/**
	 * Adds the one entry that brings a line to what it should have earned, if any.
	 *
	 * @param int                                                                  $order_id Order id.
	 * @param array{paid: bool, customer_id: int, currency: string, decimals: int} $order    The order's facts.
	 * @param array{item_id: int, product_id: int, total: int, refunded: int}      $line     The line.
	 * @param int                                                                  $creator  The creator it pays.
	 */
	private function settle_line( int $order_id, array $order, array $line, int $creator ): bool {
		$so_far  = $this->ledger->line( $line['item_id'] );
		$rate_bp = $so_far['rate_bp'] ?? $this->settings->basis_points();
		$own     = $order['customer_id'] === $creator;
		$base    = $order['paid'] ? max( 0, $line['total'] - $line['refunded'] ) : 0;
		$amount  = $own ? 0 : intdiv( $base * $rate_bp + 5000, 10000 ); // Rounded half up to the minor unit.

		$base_change   = $base - $so_far['base'];
		$amount_change = $amount - $so_far['amount'];
		if ( 0 === $base_change && 0 === $amount_change ) {
			return false;
		}
		$adds = $base_change > 0 || ( 0 === $base_change && $amount_change > 0 );
		if ( $adds ) {
			$reason = $own ? Commission_Ledger::SELF_PURCHASE : Commission_Ledger::PAID;
		} else {
			$reason = $order['paid'] ? Commission_Ledger::REFUND : Commission_Ledger::UNPAID;
		}
		return $this->ledger->add(
			array(
				'creator_id'  => $creator,
				'order_id'    => $order_id,
				'item_id'     => $line['item_id'],
				'product_id'  => $line['product_id'],
				'customer_id' => $order['customer_id'],
				'kind'        => $adds ? Commission_Ledger::SALE : Commission_Ledger::REVERSAL,
				'reason'      => $reason,
				'base'        => $base_change,
				'amount'      => $amount_change,
				'rate_bp'     => $rate_bp,
				'currency'    => $order['currency'],
				'decimals'    => Currency_Units::of( $order['currency'] ),
			)
		);
	}

}
