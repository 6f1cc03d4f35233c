<?php
/**
 * An order that stops being paid stops granting its downloads.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Commerce\Order_Refund_Events;
use PlayPal\Commerce\Order_Retry;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Database\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce grants an order's download permissions when it becomes
 * completed (or processing, with "grant access after payment") and marks the
 * order as granted (`_download_permissions_granted`), but it never takes them
 * back: an order moved in wp-admin from completed back to pending, on hold,
 * failed, cancelled or refunded keeps its permission rows, and so does a line
 * refunded in full on an order that stays completed. Its own download handler
 * and My Account refuse the first kind (WC_Order::is_download_permitted()),
 * yet the rows stay, with their expiry and counts, for anything else that
 * reads them; the second kind they serve.
 *
 * So the order's rows follow what it paid for, each time its status crosses
 * the line between statuses that permit downloads and those that do not, and
 * each time a refund is made or deleted:
 *
 * - a line is paid for while the order permits downloads and the line is not
 *   refunded in full (Order_Lines: its `refunded` reaches its `total`, by the
 *   refund's lines or by its share of a refund entered as an amount);
 * - the rows of a line that is not paid for go;
 * - a paid-for line without its rows is granted again through WooCommerce's own
 *   wc_downloadable_file_permission(), file by file (WooCommerce's "granted"
 *   mark may still be set, and an order object saved later in the same request
 *   can write a stale mark back, so the rows themselves are the truth here).
 *
 * It runs after WooCommerce's own grant (`woocommerce_order_status_changed`
 * follows `woocommerce_order_status_completed`), so a file WooCommerce has just
 * granted is not granted twice, and a refunded line WooCommerce granted anew
 * is taken back. A row taken back keeps what it had used (Held_Downloads): the
 * next grant of that file for that order, WooCommerce's or this class's, gets
 * its downloads remaining, count and expiry, so flipping a status or deleting
 * a refund never hands out a fresh allowance.
 */
final class Download_Revocation {

	/** Action Scheduler hook of a sync that found the order busy (argument: the order id). */
	public const RETRY_HOOK = 'playpal_sync_order_downloads';

	/** Seconds to wait for another request syncing the same order. */
	private const LOCK_WAIT = 10;

	/**
	 * Constructor.
	 *
	 * @param Order_Lines    $lines What each line was paid and refunded.
	 * @param Held_Downloads $held  What revoked rows had used.
	 */
	public function __construct(
		private Order_Lines $lines = new Order_Lines(),
		private Held_Downloads $held = new Held_Downloads()
	) {}

	public function add_hooks(): void {
		add_action( self::RETRY_HOOK, array( $this, 'on_refund' ), 10, 1 );
		add_action( 'woocommerce_order_status_changed', array( $this, 'on_status_change' ), 10, 4 );
		// A refund made or deleted through any door (Commerce\Order_Refund_Events).
		add_action( Order_Refund_Events::CHANGED, array( $this, 'on_refund' ), 10, 1 );
		// wc_create_refund() deletes every permission of a product a refund names, however little it gives back:
		// what those rows had used is kept first, so the grant that follows does not start them afresh.
		add_action( 'woocommerce_create_refund', array( $this, 'hold_before_refund' ), 10, 2 );
		add_filter( 'woocommerce_downloadable_file_permission', array( $this->held, 'put_back' ), 10, 3 );
		add_action( 'woocommerce_delete_order', array( $this->held, 'forget' ) );
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
		unset( $order );
		if ( self::permits_downloads( (string) $from ) === self::permits_downloads( (string) $to ) ) {
			return;
		}
		$this->sync( (int) $order_id );
	}

	/**
	 * A refund made or deleted (playpal_order_refunds_changed): a line refunded in full loses its files, and gets them back when that refund goes.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function on_refund( mixed $order_id ): void {
		if ( is_numeric( $order_id ) ) {
			$this->sync( (int) $order_id );
		}
	}

	/**
	 * `woocommerce_create_refund`, before WooCommerce deletes the permissions of the products a refund names:
	 * keeps what each of those rows had used.
	 *
	 * @param mixed $refund The refund being made.
	 * @param mixed $args   wc_create_refund()'s arguments (`order_id`, `line_items` keyed by item id).
	 */
	public function hold_before_refund( mixed $refund, mixed $args ): void {
		$order_id = is_array( $args ) && is_numeric( $args['order_id'] ?? null ) ? (int) $args['order_id'] : 0;
		$named    = is_array( $args ) && is_array( $args['line_items'] ?? null ) ? array_keys( $args['line_items'] ) : array();
		$order    = $order_id > 0 && $named ? wc_get_order( $order_id ) : null;
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$products = array();
		foreach ( $named as $item_id ) {
			$item = $order->get_item( (int) $item_id );
			if ( $item instanceof \WC_Order_Item_Product ) {
				$products[ (int) $item->get_product_id() ] = true;
			}
		}
		foreach ( $this->rows( $order_id ) as $row ) {
			if ( isset( $products[ (int) $row->get_product_id() ] ) ) {
				$this->held->keep( $row );
			}
		}
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
	 * Brings the order's permissions in line with what it paid for, under the order's own lock (which also sends
	 * the reads to the primary database); when another request holds it for the whole wait, queued in Action
	 * Scheduler rather than skipped.
	 *
	 * @param int $order_id Order.
	 */
	private function sync( int $order_id ): void {
		try {
			Named_Lock::run( 'order_downloads_' . $order_id, self::LOCK_WAIT, fn() => $this->sync_locked( $order_id ) );
		} catch ( Lock_Busy ) {
			Order_Retry::queue( self::RETRY_HOOK, $order_id );
		}
	}

	/**
	 * Makes the order's permission rows match the lines it paid for.
	 *
	 * @param int $order_id Order.
	 */
	private function sync_locked( int $order_id ): void {
		$facts = $this->lines->read( $order_id );
		$order = wc_get_order( $order_id );
		if ( null === $facts || ! $order instanceof \WC_Order ) {
			return;
		}
		$permitted = self::permits_downloads( $facts['status'] );
		$refunded  = array();
		foreach ( $facts['lines'] as $line ) {
			$refunded[ $line['item_id'] ] = $line['total'] > 0 && $line['refunded'] >= $line['total'];
		}
		// Product (or variation) id => the order line that pays for its files; and the products refunded in full.
		$paid_for = array();
		$taken    = array();
		foreach ( $order->get_items() as $item_id => $item ) {
			if ( ! $item instanceof \WC_Order_Item_Product ) {
				continue;
			}
			$product_id = (int) ( $item->get_variation_id() ? $item->get_variation_id() : $item->get_product_id() );
			if ( ! empty( $refunded[ (int) $item_id ] ) ) {
				$taken[ $product_id ] = true;
				continue;
			}
			$product = $item->get_product();
			if ( $permitted && $product instanceof \WC_Product && $product->exists() && $product->is_downloadable() ) {
				$paid_for[ $product_id ] = $item;
			}
		}
		$held = array();
		foreach ( $this->rows( $order_id ) as $row ) {
			$product_id = (int) $row->get_product_id();
			// A row of a product the order no longer sells (removed, no longer downloadable) is left as WooCommerce left it.
			if ( $permitted && ( isset( $paid_for[ $product_id ] ) || ! isset( $taken[ $product_id ] ) ) ) {
				$held[ $product_id ][ (string) $row->get_download_id() ] = true;
				continue;
			}
			$this->held->keep( $row );
			$row->delete();
		}
		if ( ! $permitted ) {
			// Best effort: granting again does not rely on it.
			// An order's store is a WC_Data_Store (the stubs say only object), which passes the call on to the order store.
			$store = $order->get_data_store();
			if ( $store instanceof \WC_Data_Store ) {
				$store->set_download_permissions_granted( $order, false );
			}
			$order->set_download_permissions_granted( false );
			return;
		}
		foreach ( $paid_for as $product_id => $item ) {
			$product = $item->get_product();
			if ( ! $product instanceof \WC_Product ) {
				continue;
			}
			foreach ( array_keys( $product->get_downloads() ) as $download_id ) {
				if ( empty( $held[ $product_id ][ (string) $download_id ] ) ) {
					wc_downloadable_file_permission( (string) $download_id, $product, $order, $item->get_quantity(), $item );
				}
			}
		}
	}

	/**
	 * The order's permission rows.
	 *
	 * @param int $order_id Order.
	 * @return \WC_Customer_Download[]
	 */
	private function rows( int $order_id ): array {
		// WC_Data_Store passes the call on to the loaded store (__call), which the stubs do not declare.
		$rows = \WC_Data_Store::load( 'customer-download' )->get_downloads( array( 'order_id' => $order_id ) ); // @phpstan-ignore method.notFound
		return array_values( array_filter( (array) $rows, static fn( $row ): bool => $row instanceof \WC_Customer_Download ) );
	}
}
