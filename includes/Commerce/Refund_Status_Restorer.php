<?php
/**
 * Deleting the refund that made an order "Refunded" puts its status back.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce marks an order "Refunded" when a refund gives back all that is
 * left, and leaves it so when that refund is deleted: the order then reads
 * as unpaid, though nothing of it is refunded any more, and the creator's
 * sale, the membership and the download stay taken back. Deleting a refund
 * should put everything back, so the status the order had before it became
 * "Refunded" is remembered (order meta) and restored, with an order note,
 * when a refund's deletion leaves a "Refunded" order with money to give back.
 */
final class Refund_Status_Restorer {

	/** Order meta: the status before the order became "Refunded". */
	public const META = '_playpal_status_before_refund';

	public function add_hooks(): void {
		add_action( 'woocommerce_order_status_changed', array( $this, 'remember' ), 5, 4 );
		// Before the other listeners, which then read the restored status.
		add_action( Order_Refund_Events::CHANGED, array( $this, 'restore' ), 5, 1 );
	}

	/**
	 * Remembers the status an order had before it became "Refunded".
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $from     Old status.
	 * @param mixed $to       New status.
	 * @param mixed $order    The order.
	 */
	public function remember( mixed $order_id, mixed $from, mixed $to, mixed $order = null ): void {
		if ( 'refunded' !== $to || 'refunded' === $from || ! is_string( $from ) || ! $order instanceof WC_Order ) {
			return;
		}
		$order->update_meta_data( self::META, $from );
		$order->save_meta_data();
	}

	/**
	 * After a refund changed: a "Refunded" order with money left to give back
	 * gets its earlier status again.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function restore( mixed $order_id ): void {
		$order = wc_get_order( (int) $order_id );
		if ( ! $order instanceof WC_Order || 'refunded' !== $order->get_status() || (float) $order->get_remaining_refund_amount() <= 0 ) {
			return;
		}
		$before = (string) $order->get_meta( self::META );
		if ( '' === $before || 'refunded' === $before ) {
			return;
		}
		$order->delete_meta_data( self::META );
		$order->update_status(
			$before,
			/* translators: %s: the order's status before it was refunded, e.g. "Completed". */
			sprintf( __( 'The refund that refunded everything was deleted: the order is %s again.', 'playpal' ), wc_get_order_status_name( $before ) )
		);
	}
}
