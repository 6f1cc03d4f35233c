<?php
/**
 * A small reference model of what creators, members and buyers are owed.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Money;

/**
 * What the shop owes everyone, in plain integer arithmetic and nothing else:
 * no WooCommerce, no PlayPal class. The model test drives the real shop and
 * this model with the same steps and compares them after every step.
 *
 * The rules it states (docs/MEMBERS.md says them in words):
 * - A refund's named lines take what they name (capped at what the line has
 *   left); the rest of its amount is split over the order's items — products
 *   and fees — in proportion to what each has left, by largest remainder
 *   (ties to the earlier item). Refunds count oldest first; a deleted one
 *   does not count at all.
 * - A creator's line should have earned rate × (paid − refunded), rounded half
 *   up, while the order is processing or completed, nothing otherwise; 0 when
 *   the creator bought it (their account, or their e-mail as a guest). Its
 *   first entry fixes the creator, the rate and "own purchase" for good.
 * - Payable: the lines whose first entry is at least the refund window old,
 *   at their current net; due = payable − paid out.
 * - A membership line of an account's order grants from the order's
 *   completion, keeps its grant through processing and loses it to any other
 *   status: floor(days × (paid − refunded) / paid) days, none when refunded in
 *   full, all of them for a line that cost nothing.
 * - Deleting a refund of a "Refunded" order that leaves money to give back
 *   puts back the status the order had before it became "Refunded".
 * - A download opens while the order's status lets downloads open and its
 *   line is not refunded in full.
 *
 * Amounts are minor units of the history's one currency.
 */
final class Money_Model {

	/** Statuses in which an order counts as paid. */
	public const PAID = array( 'processing', 'completed' );

	/**
	 * The commission rate now, in basis points.
	 *
	 * @var int
	 */
	public int $rate_bp = 7000;

	/**
	 * The refund window, in days.
	 *
	 * @var int
	 */
	public int $window_days = 30;

	/**
	 * Virtual time (Unix seconds) the shop's clock shows.
	 *
	 * @var int
	 */
	public int $now;

	/**
	 * Creator (user id) → their account's e-mail.
	 *
	 * @var array<int, string>
	 */
	public array $creators = array();

	/**
	 * Product id → `{kind: pack|kit|vip, price: int, creator: int (packs; 0 none)}`.
	 *
	 * @var array<int, array{kind: string, price: int, creator: int}>
	 */
	public array $products = array();

	/**
	 * The orders, by order id.
	 *
	 * @var array<int, array{status: string, customer: int, email: string, total: int, granting: bool, before_refund?: string, items: array<int, array{kind: string, product: int, paid: int}>, refunds: list<array{id: int, amount: int, lines: array<int, int>}>, ledger: array<int, array{base: int, amount: int, reversed: int, creator: int|null, rate: int|null, own: bool|null, first_at: int|null}>}>
	 */
	public array $orders = array();

	/**
	 * Creator → paid out.
	 *
	 * @var array<int, int>
	 */
	public array $paid_out = array();

	/**
	 * @param int      $now               The clock's start.
	 * @param string[] $download_statuses Statuses whose orders open their downloads (processing too when the store grants access on payment).
	 */
	public function __construct( int $now, private array $download_statuses ) {
		$this->now = $now;
	}

	/**
	 * Each item's refunded amount, all the order's refunds taken oldest first.
	 *
	 * @param int $order_id Order.
	 * @return array<int, int> Item id → refunded.
	 */
	public function refunded( int $order_id ): array {
		$order    = $this->orders[ $order_id ];
		$left     = array();
		$refunded = array();
		foreach ( $order['items'] as $item_id => $item ) {
			$left[ $item_id ]     = $item['paid'];
			$refunded[ $item_id ] = 0;
		}
		foreach ( $order['refunds'] as $refund ) {
			$named = 0;
			foreach ( $refund['lines'] as $item_id => $amount ) {
				$part                  = min( $amount, $left[ $item_id ] );
				$refunded[ $item_id ] += $part;
				$left[ $item_id ]     -= $part;
				$named                += $amount;
			}
			$rest = min( max( 0, $refund['amount'] - $named ), array_sum( $left ) );
			foreach ( self::split( $rest, $left ) as $item_id => $part ) {
				$refunded[ $item_id ] += $part;
				$left[ $item_id ]     -= $part;
			}
		}
		return $refunded;
	}

	/**
	 * Largest remainder: whole shares first, then one unit each to the largest
	 * fractions, earlier items first among equals.
	 *
	 * @param int             $total   Units to split.
	 * @param array<int, int> $weights Item id → weight.
	 * @return array<int, int>
	 */
	private static function split( int $total, array $weights ): array {
		$sum   = array_sum( $weights );
		$parts = array_fill_keys( array_keys( $weights ), 0 );
		if ( $total <= 0 || $sum <= 0 ) {
			return $parts;
		}
		$fractions = array();
		foreach ( $weights as $item_id => $weight ) {
			$parts[ $item_id ]     = intdiv( $total * $weight, $sum );
			$fractions[ $item_id ] = $total * $weight - $parts[ $item_id ] * $sum;
		}
		$left = $total - array_sum( $parts );
		while ( $left > 0 ) {
			$best = null;
			foreach ( $fractions as $item_id => $fraction ) {
				if ( null === $best || $fraction > $fractions[ $best ] ) {
					$best = $item_id;
				}
			}
			++$parts[ $best ];
			$fractions[ $best ] = -1;
			--$left;
		}
		return $parts;
	}

	/**
	 * Brings the order's creator lines to what they should have earned, as the
	 * shop does after every change to the order.
	 *
	 * @param int $order_id Order.
	 */
	public function settle( int $order_id ): void {
		$order    = &$this->orders[ $order_id ];
		$refunded = $this->refunded( $order_id );
		$paid     = in_array( $order['status'], self::PAID, true );
		foreach ( $order['items'] as $item_id => $item ) {
			if ( 'pack' !== $item['kind'] ) {
				continue;
			}
			$line    = &$order['ledger'][ $item_id ];
			$creator = $line['creator'] ?? $this->products[ $item['product'] ]['creator'];
			if ( null === $line['creator'] && 0 === $creator ) {
				unset( $line );
				continue;
			}
			$rate   = $line['rate'] ?? $this->rate_bp;
			$own    = $line['own'] ?? ( $order['customer'] === $creator || strtolower( $order['email'] ) === strtolower( $this->creators[ $creator ] ?? '' ) );
			$base   = $paid ? max( 0, $item['paid'] - $refunded[ $item_id ] ) : 0;
			$amount = $own ? 0 : intdiv( $base * $rate + 5000, 10000 );
			if ( $base !== $line['base'] || $amount !== $line['amount'] ) {
				$base_change   = $base - $line['base'];
				$amount_change = $amount - $line['amount'];
				$is_sale       = $base_change > 0 || ( 0 === $base_change && $amount_change > 0 );
				if ( ! $is_sale ) {
					$line['reversed'] += $amount_change;
				}
				if ( null === $line['creator'] ) {
					$line['creator']  = $creator;
					$line['rate']     = $rate;
					$line['own']      = $own;
					$line['first_at'] = $this->now;
				}
				$line['base']   = $base;
				$line['amount'] = $amount;
			}
			unset( $line );
		}
	}

	/**
	 * What a creator should read: earned, refunded (reversals, at or below
	 * zero), payable, paid and due.
	 *
	 * @param int $creator Creator.
	 * @return array{earned: int, reversed: int, payable: int, paid: int, due: int}
	 */
	public function creator( int $creator ): array {
		$figures = array(
			'earned'   => 0,
			'reversed' => 0,
			'payable'  => 0,
			'paid'     => $this->paid_out[ $creator ] ?? 0,
			'due'      => 0,
		);
		$cutoff  = $this->now - $this->window_days * DAY_IN_SECONDS;
		foreach ( $this->orders as $order ) {
			foreach ( $order['ledger'] as $line ) {
				if ( $line['creator'] !== $creator ) {
					continue;
				}
				$figures['earned']   += $line['amount'];
				$figures['reversed'] += $line['reversed'];
				if ( null !== $line['first_at'] && $line['first_at'] <= $cutoff ) {
					$figures['payable'] += $line['amount'];
				}
			}
		}
		$figures['due'] = $figures['payable'] - $figures['paid'];
		return $figures;
	}

	/**
	 * Days a membership line grants now: 0 when it grants nothing.
	 *
	 * @param int $order_id Order.
	 * @param int $item_id  Its membership line.
	 * @param int $days     Days one unit lasts.
	 */
	public function membership_days( int $order_id, int $item_id, int $days ): int {
		$order = $this->orders[ $order_id ];
		if ( ! $order['granting'] || $order['customer'] < 1 ) {
			return 0;
		}
		$paid = $order['items'][ $item_id ]['paid'];
		if ( 0 === $paid ) {
			return $days;
		}
		$kept = $paid - $this->refunded( $order_id )[ $item_id ];
		return $kept <= 0 ? 0 : intdiv( $days * $kept, $paid );
	}

	/**
	 * Whether a line's download is open now.
	 *
	 * @param int $order_id Order.
	 * @param int $item_id  Its line.
	 */
	public function download_open( int $order_id, int $item_id ): bool {
		$order = $this->orders[ $order_id ];
		return in_array( $order['status'], $this->download_statuses, true ) && $this->refunded( $order_id )[ $item_id ] < $order['items'][ $item_id ]['paid'];
	}

	/**
	 * The order moves to a status: memberships are granted on completed, kept
	 * through processing, taken back by every other status.
	 *
	 * @param int    $order_id Order.
	 * @param string $status   New status.
	 */
	public function set_status( int $order_id, string $status ): void {
		if ( 'refunded' === $status && 'refunded' !== $this->orders[ $order_id ]['status'] ) {
			$this->orders[ $order_id ]['before_refund'] = $this->orders[ $order_id ]['status'];
		}
		$this->orders[ $order_id ]['status'] = $status;
		if ( 'completed' === $status ) {
			$this->orders[ $order_id ]['granting'] = true;
		} elseif ( 'processing' !== $status ) {
			$this->orders[ $order_id ]['granting'] = false;
		}
	}

	/**
	 * A refund of the order is deleted: a "Refunded" order with money left to
	 * give back gets the status it had before it became "Refunded".
	 *
	 * @param int $order_id Order.
	 * @param int $index    Which refund, oldest first.
	 */
	public function delete_refund( int $order_id, int $index ): void {
		array_splice( $this->orders[ $order_id ]['refunds'], $index, 1 );
		$before = $this->orders[ $order_id ]['before_refund'] ?? null;
		if ( 'refunded' === $this->orders[ $order_id ]['status'] && $this->refundable( $order_id ) > 0 && null !== $before ) {
			$this->set_status( $order_id, $before );
		}
	}

	/**
	 * What the order can still give back.
	 *
	 * @param int $order_id Order.
	 */
	public function refundable( int $order_id ): int {
		return $this->orders[ $order_id ]['total'] - array_sum( array_column( $this->orders[ $order_id ]['refunds'], 'amount' ) );
	}
}
