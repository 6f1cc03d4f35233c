<?php
/**
 * Keeps the commission ledger in step with WooCommerce's orders.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Commerce\Order_Refund_Events;
use PlayPal\Commerce\Order_Retry;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Money\Currency_Units;
use PlayPal\Database\Named_Lock;

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
 * A line pays the creator its product named when it was first sold (stored on
 * its first entry), so a reversal goes back to that creator even after the
 * product changed hands. A creator buying their own product — signed in, or as
 * a guest with their account's e-mail — earns nothing: the line is recorded
 * with amount 0 and the reason `self_purchase`.
 *
 * Refunds count however they were made (by line, as an amount, through the
 * gateway's API): Order_Lines allocates an amount to the lines. When the
 * order's lock stays busy, the step is not skipped: it is queued in Action
 * Scheduler (WooCommerce's own queue, Tools → Scheduled Actions), one pending
 * action per order, and runs again from the order's state then.
 */
final class Commission_Reconciler {

	/** Seconds to wait for another request reconciling the same order. */
	private const LOCK_WAIT = 10;

	/** Action Scheduler hook that reconciles an order later (args: `order_id`). */
	public const RETRY_HOOK = 'playpal_reconcile_commissions';


	public function __construct(
		private Commission_Ledger $ledger,
		private Earnings_Settings $settings,
		private Creation_Product $products,
		private Order_Lines $orders,
		private int $lock_wait = self::LOCK_WAIT
	) {}

	public function add_hooks(): void {
		add_action( 'woocommerce_order_status_changed', array( $this, 'on_order' ), 20, 1 );
		// A refund made or deleted through any door (Commerce\Order_Refund_Events).
		add_action( Order_Refund_Events::CHANGED, array( $this, 'on_order' ), 20, 1 );
		add_action( 'woocommerce_saved_order_items', array( $this, 'on_order' ), 20, 1 );
		add_action( self::RETRY_HOOK, array( $this, 'on_order' ), 10, 1 );
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
	 * Brings every creator line of the order to what it should have earned.
	 *
	 * @param int $order_id Order id.
	 * @return int Entries added.
	 */
	public function reconcile( int $order_id ): int {
		if ( $order_id < 1 ) {
			return 0;
		}
		if ( ! Money_Units_Upgrade::done() ) {
			// The ledger is being moved to ISO units: a difference taken now would mix the two. Later, then.
			Order_Retry::queue( self::RETRY_HOOK, $order_id );
			return 0;
		}
		try {
			return (int) Named_Lock::run( 'commissions_' . $order_id, $this->lock_wait, fn(): int => $this->reconcile_locked( $order_id ) );
		} catch ( Lock_Busy ) {
			// Another request has held the order for the whole wait. It may have read the order before this change, so
			// the step is queued rather than skipped: it reads the order afresh when it runs.
			Order_Retry::queue( self::RETRY_HOOK, $order_id );
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
			$so_far = $this->ledger->line( $line['item_id'] );
			// The creator when the line was first sold; a line never sold pays the product's creator now.
			$creator = $so_far['creator_id'] ?? $this->products->creator_of( $line['product_id'] );
			if ( null === $so_far['creator_id'] && $creator < 1 ) {
				continue;
			}
			$added += (int) $this->settle_line( $order_id, $order, $line, $creator, $so_far );
		}
		return $added;
	}

	/**
	 * Adds the one entry that brings a line to what it should have earned, if any.
	 *
	 * @param int                                                                          $order_id Order id.
	 * @param array{paid: bool, customer_id: int, billing_email: string, currency: string} $order   The order's facts.
	 * @param array{item_id: int, product_id: int, total: int, refunded: int}              $line    The line.
	 * @param int                                                                          $creator The creator it pays.
	 * @param array{base: int, amount: int, rate_bp: int|null, reason: string|null}        $so_far  The line's entries so far.
	 */
	private function settle_line( int $order_id, array $order, array $line, int $creator, array $so_far ): bool {
		$rate_bp = $so_far['rate_bp'] ?? $this->settings->basis_points();
		// Decided once, at the first entry: a later change of the account's e-mail does not re-decide a sale.
		$own    = null === $so_far['reason'] ? self::bought_by_creator( $order, $creator ) : Commission_Ledger::SELF_PURCHASE === $so_far['reason'];
		$base   = $order['paid'] ? max( 0, $line['total'] - $line['refunded'] ) : 0;
		$amount = $own ? 0 : intdiv( $base * $rate_bp + 5000, 10000 ); // Rounded half up to the minor unit.

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

	/**
	 * Whether the creator bought their own product: signed in as themselves, or
	 * as a guest (or another account) with their account's e-mail as the
	 * billing address, compared as WooCommerce compares e-mails (case aside).
	 *
	 * @param array{customer_id: int, billing_email: string} $order   The order's facts.
	 * @param int                                            $creator The creator.
	 */
	private static function bought_by_creator( array $order, int $creator ): bool {
		if ( $order['customer_id'] === $creator ) {
			return true;
		}
		$account = get_userdata( $creator );
		$billing = strtolower( trim( $order['billing_email'] ) );
		return false !== $account && '' !== $billing && strtolower( trim( (string) $account->user_email ) ) === $billing;
	}

}
