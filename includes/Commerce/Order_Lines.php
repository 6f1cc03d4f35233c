<?php
/**
 * An order's product lines, as the creator ledger needs them.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use WC_Order;
use WC_Order_Item_Product;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a WooCommerce order (either order storage) into plain facts: whether
 * it is paid, who bought, in which currency, and for each product line the
 * amount after discounts (tax excluded) and how much of it was refunded.
 * Amounts are integers in the currency's minor unit, so no sum drifts.
 */
final class Order_Lines {

	/** Statuses in which WooCommerce counts an order as paid. */
	private const PAID = array( 'processing', 'completed' );

	/**
	 * The order's facts, or null for an unknown order, a refund's id, or
	 * without WooCommerce.
	 *
	 * @param int $order_id Order id.
	 * @return array{paid: bool, customer_id: int, currency: string, decimals: int, lines: list<array{item_id: int, product_id: int, total: int, refunded: int}>}|null
	 */
	public function read( int $order_id ): ?array {
		if ( $order_id < 1 || ! function_exists( 'wc_get_order' ) ) {
			return null;
		}
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof WC_Order ) {
			return null;
		}
		$decimals = function_exists( 'wc_get_price_decimals' ) ? max( 0, (int) wc_get_price_decimals() ) : 2;
		$lines    = array();
		foreach ( $order->get_items() as $item_id => $item ) {
			if ( ! $item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$lines[] = array(
				'item_id'    => (int) $item_id,
				'product_id' => (int) $item->get_product_id(),
				'total'      => self::minor( (float) $item->get_total(), $decimals ),
				'refunded'   => self::minor( (float) $order->get_total_refunded_for_item( (int) $item_id ), $decimals ),
			);
		}
		return array(
			'paid'        => in_array( $order->get_status(), self::PAID, true ),
			'customer_id' => (int) $order->get_customer_id(),
			'currency'    => (string) $order->get_currency(),
			'decimals'    => $decimals,
			'lines'       => $lines,
		);
	}

	/**
	 * An amount in the currency's minor unit (cents for dollars).
	 *
	 * @param float $amount   Amount as WooCommerce stores it.
	 * @param int   $decimals The currency's decimals.
	 */
	private static function minor( float $amount, int $decimals ): int {
		return (int) round( $amount * ( 10 ** $decimals ) );
	}
}
