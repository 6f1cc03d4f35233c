<?php
/**
 * An order's product lines, as the creator ledger and memberships need them.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use PlayPal\Money\Money;
use WC_Order;
use WC_Order_Item;
use WC_Order_Item_Product;
use WC_Order_Refund;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a WooCommerce order (either order storage) into plain facts: whether
 * it is paid, who bought (account and billing e-mail), in which currency, and
 * for each product line the amount after discounts (tax excluded) and how much
 * of it was refunded — by the refund's own lines or, for a refund entered as
 * an amount, by its share (Refund_Allocation). Amounts are integers in the
 * currency's ISO 4217 minor unit (Money), so no sum drifts and the store's
 * display decimals change nothing.
 */
final class Order_Lines {

	/** Statuses in which WooCommerce counts an order as paid. */
	private const PAID = array( 'processing', 'completed' );

	/** Order item types a refund's amount is spread over. */
	private const REFUNDABLE = array( 'line_item', 'fee', 'shipping' );

	/**
	 * The order's facts, or null for an unknown order, a refund's id, or
	 * without WooCommerce.
	 *
	 * @param int $order_id Order id.
	 * @return array{paid: bool, status: string, customer_id: int, billing_email: string, currency: string, paid_at: int|null, lines: list<array{item_id: int, product_id: int, quantity: int, total: int, refunded: int}>}|null
	 */
	public function read( int $order_id ): ?array {
		if ( $order_id < 1 || ! function_exists( 'wc_get_order' ) ) {
			return null;
		}
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof WC_Order ) { // A refund is a WC_Order_Refund, not a WC_Order.
			return null;
		}
		$currency = (string) $order->get_currency();
		$refunded = self::refunded_gross( $order, $currency );
		$lines    = array();
		foreach ( $order->get_items() as $item_id => $item ) {
			if ( ! $item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$net     = self::minor( $item->get_total(), $currency );
			$gross   = $net + self::minor( $item->get_total_tax(), $currency );
			$lines[] = array(
				'item_id'    => (int) $item_id,
				'product_id' => (int) $item->get_product_id(),
				'quantity'   => (int) $item->get_quantity(),
				'total'      => $net,
				'refunded'   => self::net_share( $refunded[ (int) $item_id ] ?? 0, $net, $gross ),
			);
		}
		$paid_at = $order->get_date_paid();
		return array(
			'paid'          => in_array( $order->get_status(), self::PAID, true ),
			'status'        => (string) $order->get_status(),
			'customer_id'   => (int) $order->get_customer_id(),
			'billing_email' => (string) $order->get_billing_email(),
			'currency'      => $currency,
			'paid_at'       => $paid_at ? $paid_at->getTimestamp() : null,
			'lines'         => $lines,
		);
	}

	/**
	 * What each refundable item (products, fees, shipping) can still give
	 * back, tax included, after every refund of the order so far.
	 *
	 * @param WC_Order $order The order.
	 * @return array<int, int> Item id → minor units.
	 */
	public function items_left( WC_Order $order ): array {
		$currency = (string) $order->get_currency();
		$refunded = self::refunded_gross( $order, $currency );
		$left     = array();
		foreach ( $order->get_items( self::REFUNDABLE ) as $item_id => $item ) {
			$left[ (int) $item_id ] = max( 0, self::gross( $item, $currency ) - ( $refunded[ (int) $item_id ] ?? 0 ) );
		}
		return $left;
	}

	/**
	 * Each refundable item's refunded amount, tax included, every refund of
	 * the order taken oldest first.
	 *
	 * @param WC_Order $order    The order.
	 * @param string   $currency Its currency.
	 * @return array<int, int> Item id → minor units.
	 */
	private static function refunded_gross( WC_Order $order, string $currency ): array {
		$paid = array();
		foreach ( $order->get_items( self::REFUNDABLE ) as $item_id => $item ) {
			$paid[ (int) $item_id ] = self::gross( $item, $currency );
		}
		$refunds = array();
		$made    = $order->get_refunds();
		// Oldest first. WooCommerce lists them by date, newest first, and two refunds of one second in either
		// order: their ids say which came first.
		usort( $made, static fn( WC_Order_Refund $a, WC_Order_Refund $b ): int => $a->get_id() <=> $b->get_id() );
		foreach ( $made as $refund ) {
			$named = array();
			foreach ( $refund->get_items( self::REFUNDABLE ) as $refund_item ) {
				$item_id = (int) $refund_item->get_meta( '_refunded_item_id' );
				if ( $item_id > 0 ) {
					$named[ $item_id ] = ( $named[ $item_id ] ?? 0 ) - self::gross( $refund_item, $currency ); // Refund items hold negative amounts.
				}
			}
			$refunds[] = array(
				'amount' => self::minor( $refund->get_amount(), $currency ),
				'lines'  => $named,
			);
		}
		return Refund_Allocation::refunded( $paid, $refunds );
	}

	/**
	 * An item's amount with its tax (shipping and fees included), minor units.
	 *
	 * @param WC_Order_Item $item     The item.
	 * @param string        $currency The order's currency.
	 */
	private static function gross( WC_Order_Item $item, string $currency ): int {
		$total = is_callable( array( $item, 'get_total' ) ) ? $item->get_total() : 0;
		$tax   = is_callable( array( $item, 'get_total_tax' ) ) ? $item->get_total_tax() : 0;
		return self::minor( $total, $currency ) + self::minor( $tax, $currency );
	}

	/**
	 * The tax-excluded part of a line's refunded amount: the line's own
	 * proportion of net to gross, rounded half up, never above the net.
	 *
	 * @param int $refunded_gross Refunded, tax included.
	 * @param int $net            The line's amount without tax.
	 * @param int $gross          The line's amount with tax.
	 */
	private static function net_share( int $refunded_gross, int $net, int $gross ): int {
		if ( $gross <= 0 || $refunded_gross <= 0 ) {
			return 0;
		}
		if ( $refunded_gross >= $gross ) {
			return $net;
		}
		return min( $net, intdiv( 2 * $refunded_gross * $net + $gross, 2 * $gross ) );
	}

	/**
	 * An amount as WooCommerce stores it, in the currency's minor unit.
	 *
	 * @param mixed  $amount   A decimal string or number.
	 * @param string $currency ISO 4217 code.
	 */
	private static function minor( mixed $amount, string $currency ): int {
		if ( ! is_numeric( $amount ) ) {
			return 0;
		}
		// Plain decimal text is read digit by digit; anything else numeric ("1e3", a float) through its float.
		$plain = is_string( $amount ) && 1 === preg_match( '/^\s*[+-]?[0-9]*(\.[0-9]*)?\s*$/', $amount );
		return Money::from_decimal( $plain ? $amount : (float) $amount, $currency )->minor;
	}
}
