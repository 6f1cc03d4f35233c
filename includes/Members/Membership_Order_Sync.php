<?php
/**
 * One pass over an order's membership lines: grants, refunds, deleted refunds.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Commerce\Order_Retry;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Database\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * Brings the ledger's rows of one order to the order's facts as they are now
 * (Commerce\Order_Lines): a completed order of an account grants its
 * membership lines, and every line keeps what the refund rule
 * (Membership_Refund_Rule) says its unrefunded amount still pays for — so a
 * refund by line, by amount only, through a gateway, or deleted, all come out
 * the same, whichever hook runs the pass and in whatever order. Each change
 * is one compare-and-set in the ledger and one order note
 * (Membership_Refund_Notes). The pass holds the order's named lock, which also
 * sends its reads to the primary database; when another request holds it for
 * the whole wait, the pass is queued in Action Scheduler (hook
 * `playpal_membership_order_sync`, group `playpal`, argument the order id, one
 * pending per order) and runs again from there — never skipped.
 */
final class Membership_Order_Sync {

	/** Action Scheduler hook of a pass that found the order's lock busy (argument: the order id). */
	public const RETRY_HOOK = 'playpal_membership_order_sync';

	/** Seconds a pass waits for another request holding the order. */
	private const LOCK_WAIT = 10;

	/**
	 * Constructor.
	 *
	 * @param Order_Lines         $orders    The orders' facts.
	 * @param Membership_Products $products  Which products are memberships.
	 * @param Membership_Ledger   $ledger    The ledger.
	 * @param int                 $lock_wait Seconds to wait for the order's lock (tests pass 0).
	 */
	public function __construct(
		private Order_Lines $orders = new Order_Lines(),
		private Membership_Products $products = new Membership_Products(),
		private Membership_Ledger $ledger = new Membership_Ledger(),
		private int $lock_wait = self::LOCK_WAIT
	) {}

	/**
	 * One pass over an order under its lock; queued for a retry when the lock stays busy.
	 *
	 * @param int  $order_id  Order.
	 * @param bool $from_paid New grants start on the order's paid date (else now).
	 * @return int Lines granted by this pass.
	 */
	public function run( int $order_id, bool $from_paid ): int {
		if ( $order_id < 1 ) {
			return 0;
		}
		try {
			return (int) Named_Lock::run( self::lock_name( $order_id ), $this->lock_wait, fn(): int => $this->sync_locked( $order_id, $from_paid ) );
		} catch ( Lock_Busy ) {
			Order_Retry::queue( self::RETRY_HOOK, $order_id );
			return 0;
		}
	}

	/**
	 * Takes back every active row of an order that stopped being paid (its status, the bin, its deletion),
	 * under the order's lock, so a pass that read the order as completed a moment ago cannot grant again after
	 * it. When the lock stays busy the rows are taken back all the same and a pass is queued, which takes back
	 * whatever that other pass granted (an order in a revoking status grants nothing, and loses what it has).
	 *
	 * @param int $order_id Order.
	 */
	public function revoke( int $order_id ): void {
		if ( $order_id < 1 ) {
			return;
		}
		try {
			Named_Lock::run( self::lock_name( $order_id ), $this->lock_wait, fn(): array => $this->ledger->revoke_order( $order_id ) );
		} catch ( Lock_Busy ) {
			$this->ledger->revoke_order( $order_id );
			Order_Retry::queue( self::RETRY_HOOK, $order_id );
		}
	}

	/**
	 * The order's lock, within PlayPal's lock names (Storage\Named_Lock).
	 *
	 * @param int $order_id Order.
	 */
	public static function lock_name( int $order_id ): string {
		return 'memberships_' . $order_id;
	}

	/**
	 * Brings the order's rows to its facts now: a completed order of an account grants its membership lines
	 * (a revoked row comes back with its term); every row keeps the days its line still pays for, or is taken
	 * back when the line is refunded in full. Recomputed from the order every time, so hooks replayed or
	 * arriving in any order leave the same rows; each change is one compare-and-set and one order note.
	 *
	 * @param int  $order_id  Order.
	 * @param bool $from_paid New grants start on the order's paid date (else now).
	 * @return int Lines granted by this pass.
	 */
	private function sync_locked( int $order_id, bool $from_paid ): int {
		$order = $this->orders->read( $order_id );
		if ( null === $order ) {
			return 0;
		}
		// Guest orders grant nothing (a membership belongs to an account) until they get one: follow_customer().
		$grants  = 'completed' === $order['status'] && $order['customer_id'] > 0;
		$start   = $from_paid ? $this->paid_date( $order_id, $order['paid_at'] ) : time();
		$granted = 0;
		$lines   = array();
		$notes   = new Membership_Refund_Notes( $order_id );
		$revoked = array();
		foreach ( $this->ledger->rows_of_order( $order_id ) as $row ) {
			if ( Membership_Ledger::REVOKED === $row['status'] ) {
				$revoked[ $row['item_id'] . ' ' . $row['membership'] ] = true;
			}
		}
		foreach ( $order['lines'] as $line ) {
			$lines[ $line['item_id'] ] = $line;
			if ( ! $grants ) {
				continue;
			}
			foreach ( $this->products->grants_of( $line['product_id'] ) as $grant ) {
				$days = Membership_Refund_Rule::days_kept( $grant['days'], $line['quantity'], $line['total'], $line['refunded'] );
				if ( null === $days ) {
					continue;
				}
				$row = array(
					'user_id'    => $order['customer_id'],
					'order_id'   => $order_id,
					'item_id'    => $line['item_id'],
					'product_id' => $line['product_id'],
					'type'       => $grant['type'],
					'unit_days'  => $grant['days'],
					'quantity'   => $line['quantity'],
					'days'       => $days,
				);
				if ( $this->ledger->grant( $row, $start ) ) {
					++$granted;
					$full = $grant['days'] * max( 1, $line['quantity'] );
					if ( isset( $revoked[ $line['item_id'] . ' ' . $grant['type'] ] ) ) {
						$notes->given_back( $grant['type'] );
					} elseif ( $days < $full ) {
						// Refunded in part before the order completed (a card with a kit still to ship): granted short.
						$notes->days_kept( $grant['type'], $days, $full );
					}
				}
			}
		}
		if ( in_array( $order['status'], Member_Grants::REVOKING_STATUSES, true ) ) {
			// Not paid (any more): nothing of it grants, whatever another request granted a moment ago.
			$this->ledger->revoke_order( $order_id );
			return $granted;
		}
		foreach ( $this->ledger->rows_of_order( $order_id ) as $row ) {
			$line = $lines[ $row['item_id'] ] ?? null;
			$days = null === $line ? null : Membership_Refund_Rule::days_kept( $row['unit_days'], $line['quantity'], $line['total'], $line['refunded'] );
			if ( null === $days ) {
				if ( $this->ledger->revoke_row( $row['id'] ) ) {
					$notes->taken_back( $row['membership'] );
				}
				continue;
			}
			if ( Membership_Ledger::REVOKED !== $row['status'] && $this->ledger->set_days( $row['id'], $row['unit_days'], $row['days'], $days ) ) {
				$notes->days_kept( $row['membership'], $days, $row['unit_days'] * max( 1, $line['quantity'] ) );
			}
		}
		return $granted;
	}

	/**
	 * When an order was paid (Unix time): its paid date, else its completed date, else its created date, else now.
	 *
	 * @param int      $order_id Order.
	 * @param int|null $paid_at  Its paid date, as Order_Lines read it.
	 */
	private function paid_date( int $order_id, ?int $paid_at ): int {
		if ( null !== $paid_at && $paid_at > 0 ) {
			return min( $paid_at, time() );
		}
		$order = function_exists( 'wc_get_order' ) ? wc_get_order( $order_id ) : false;
		if ( $order instanceof \WC_Order ) {
			$date = $order->get_date_completed() ?? $order->get_date_created();
			if ( null !== $date ) {
				return min( $date->getTimestamp(), time() );
			}
		}
		return time();
	}
}
