<?php
/**
 * An order that stops being paid stops granting its downloads.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce grants an order's download permissions when it becomes
 * completed (or processing, with "grant access after payment") and marks the
 * order as granted (`_download_permissions_granted`), but it never takes them
 * back: an order moved in wp-admin from completed back to pending, on hold,
 * failed, cancelled or refunded keeps its permission rows. Its own download
 * handler and My Account then refuse them (WC_Order::is_download_permitted()),
 * yet the rows stay, with their expiry and counts, for anything else that
 * reads them.
 *
 * So when an order leaves a status that permits downloads for one that does
 * not, its permission rows go. When it comes back to a status that permits
 * them and holds none, they are granted again through WooCommerce's own
 * wc_downloadable_product_permissions() (forced: its "granted" mark may still
 * be set, and an order object saved later in the same request can write a
 * stale mark back, so the rows themselves are the truth here). It runs after
 * WooCommerce's own grant (`woocommerce_order_status_changed` follows
 * `woocommerce_order_status_completed`), so an order WooCommerce has just
 * granted is left alone: flipping back and forth never leaves a row too many.
 * A regrant starts the file's expiry and download count anew, as a first
 * grant does.
 */
final class Download_Revocation {

	public function add_hooks(): void {
		add_action( 'woocommerce_order_status_changed', array( $this, 'on_status_change' ), 10, 4 );
	}

	/**
	 * Revokes or restores the order's permissions when its status crossed the line.
	 *
	 * @param int   $order_id Order id.
	 * @param mixed $from     Previous status, without "wc-".
	 * @param mixed $to       New status, without "wc-".
	 * @param mixed $order    The order (WooCommerce passes it).
	 */
	public function on_status_change( $order_id, $from, $to, $order = null ): void {
		$order = $order instanceof \WC_Order ? $order : wc_get_order( (int) $order_id );
		if ( ! $order instanceof \WC_Order || self::permits_downloads( (string) $from ) === self::permits_downloads( (string) $to ) ) {
			return;
		}
		if ( self::permits_downloads( (string) $to ) ) {
			$this->restore( $order );
			return;
		}
		$this->revoke( $order );
	}

	/**
	 * Whether an order in this status may download, as WooCommerce decides it
	 * (WC_Order::is_download_permitted(), without its filter).
	 *
	 * @param string $status Status, without "wc-".
	 */
	public static function permits_downloads( string $status ): bool {
		return 'completed' === $status || ( 'processing' === $status && 'yes' === get_option( 'woocommerce_downloads_grant_access_after_payment' ) );
	}

	/**
	 * Deletes the order's permission rows and clears its "granted" mark (best
	 * effort: restore() does not rely on it).
	 *
	 * @param \WC_Order $order Order.
	 */
	private function revoke( \WC_Order $order ): void {
		// WC_Data_Store passes the call on to the loaded store (__call), which the stubs do not declare.
		\WC_Data_Store::load( 'customer-download' )->delete_by_order_id( $order->get_id() ); // @phpstan-ignore method.notFound
		$order->get_data_store()->set_download_permissions_granted( $order, false );
		$order->set_download_permissions_granted( false );
	}

	/**
	 * Grants the order's files again when it holds no permission row.
	 *
	 * @param \WC_Order $order Order.
	 */
	private function restore( \WC_Order $order ): void {
		if ( ! $order->has_downloadable_item() || $this->holds_permissions( $order ) ) {
			return;
		}
		wc_downloadable_product_permissions( $order->get_id(), true );
	}

	/**
	 * Whether any permission row of the order exists.
	 *
	 * @param \WC_Order $order Order.
	 */
	private function holds_permissions( \WC_Order $order ): bool {
		$ids = \WC_Data_Store::load( 'customer-download' )->get_downloads( // @phpstan-ignore method.notFound
			array(
				'order_id' => $order->get_id(),
				'return'   => 'ids',
				'limit'    => 1,
			)
		);
		return ! empty( $ids );
	}
}
