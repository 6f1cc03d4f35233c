<?php
/**
 * One event for "this order's refunds changed", whatever door changed them.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce says a refund was made with `woocommerce_order_refunded` (the
 * order screen, `wc/v3/orders/{id}/refunds`, a gateway's API refund, a
 * webhook from the payment provider — every path goes through
 * wc_create_refund()). It says one was deleted only on the order screen
 * (`woocommerce_refund_deleted`); `DELETE wc/v3/orders/{id}/refunds/{id}`
 * fires its REST action, posts order storage `woocommerce_delete_order_refund`
 * without the order, and a refund deleted in code under HPOS nothing at all.
 *
 * This turns all of them into `playpal_order_refunds_changed` (order id),
 * fired after the change. A deletion is noted before it happens (WooCommerce's
 * `woocommerce_pre_delete_order_refund`, which every store passes through) and
 * announced by the first "after" signal, or at the end of the request when
 * none comes. Listeners recompute from the order's state, so an event fired
 * twice changes nothing.
 */
final class Order_Refund_Events {

	/** The action this class fires (argument: order id). */
	public const CHANGED = 'playpal_order_refunds_changed';

	/**
	 * Orders whose refund is being deleted and not yet announced.
	 *
	 * @var array<int, true>
	 */
	private array $pending = array();

	public function add_hooks(): void {
		add_action( 'woocommerce_order_refunded', array( $this, 'refunded' ), 10, 1 );
		add_action( 'woocommerce_refund_deleted', array( $this, 'refund_deleted' ), 10, 2 );
		add_filter( 'woocommerce_pre_delete_order_refund', array( $this, 'deleting' ), 10, 2 );
		add_action( 'woocommerce_rest_delete_shop_order_refund_object', array( $this, 'deleted_by_rest' ), 10, 1 );
		add_action( 'woocommerce_delete_order_refund', array( $this, 'announce_pending' ), 10, 0 );
		add_action( 'shutdown', array( $this, 'announce_pending' ), 10, 0 );
	}

	/**
	 * A refund was made.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function refunded( mixed $order_id ): void {
		self::announce( (int) $order_id );
	}

	/**
	 * A refund was deleted on the order screen.
	 *
	 * @param mixed $refund_id Refund id.
	 * @param mixed $order_id  Its order.
	 */
	public function refund_deleted( mixed $refund_id, mixed $order_id ): void {
		unset( $this->pending[ (int) $order_id ] );
		self::announce( (int) $order_id );
	}

	/**
	 * A refund is about to be deleted: remember its order. Changes nothing.
	 *
	 * @param mixed $check  Another plugin's answer (null lets the deletion go on).
	 * @param mixed $refund The refund.
	 * @return mixed The same answer.
	 */
	public function deleting( mixed $check, mixed $refund ): mixed {
		if ( null === $check && $refund instanceof \WC_Order_Refund && $refund->get_parent_id() > 0 ) {
			$this->pending[ (int) $refund->get_parent_id() ] = true;
		}
		return $check;
	}

	/**
	 * `DELETE wc/v3/orders/{id}/refunds/{id}` deleted one.
	 *
	 * @param mixed $refund The deleted refund (its id is already 0; its parent stays).
	 */
	public function deleted_by_rest( mixed $refund ): void {
		if ( $refund instanceof \WC_Order_Refund ) {
			unset( $this->pending[ (int) $refund->get_parent_id() ] );
			self::announce( (int) $refund->get_parent_id() );
		}
		$this->announce_pending();
	}

	/** Announces every deletion noted and not yet announced. */
	public function announce_pending(): void {
		$orders        = array_keys( $this->pending );
		$this->pending = array();
		foreach ( $orders as $order_id ) {
			self::announce( $order_id );
		}
	}

	/**
	 * Fires the event.
	 *
	 * @param int $order_id Order id.
	 */
	private static function announce( int $order_id ): void {
		if ( $order_id > 0 ) {
			// WooCommerce caches an order's refunded total and forgets only its list of refunds when one is deleted:
			// on a persistent object cache the next request would still see the deleted refund's amount (and refuse
			// a refund of what is really left). The total is read afresh from here on.
			if ( class_exists( 'WC_Cache_Helper' ) ) {
				wp_cache_delete( \WC_Cache_Helper::get_cache_prefix( 'orders' ) . 'total_refunded' . $order_id, 'orders' );
			}
			/**
			 * An order's refunds changed: one was made or deleted.
			 *
			 * @param int $order_id The order.
			 */
			do_action( self::CHANGED, $order_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- playpal_order_refunds_changed.
		}
	}
}
