<?php
/**
 * An order trashed, restored or deleted as a post, told as an order event.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * With WooCommerce's posts order storage (HPOS off), the orders list in
 * wp-admin trashes, restores and deletes an order as a post —
 * wp_trash_post(), wp_untrash_post(), wp_delete_post() — and WooCommerce's
 * own `woocommerce_trash_order`, `woocommerce_untrash_order` and
 * `woocommerce_before_delete_order` fire only when its order data store does
 * it. So what an order granted would survive its trashing there. This tells
 * every such change of a `shop_order` post as PlayPal's own actions, with the
 * order id:
 *
 * - `playpal_order_trashed` (WordPress's `wp_trash_post`, before the status changes);
 * - `playpal_order_untrashed` (`untrashed_post`, once the order has its old status back);
 * - `playpal_order_deleting` (`before_delete_post`, while the order can still be read).
 *
 * When WooCommerce's data store trashes a posts-stored order it calls these
 * same WordPress functions and then fires its own action too, and with HPOS
 * and compatibility sync on the post copy follows the order: listeners must
 * be idempotent (they are: taking back twice, or granting twice, changes
 * nothing the second time).
 */
final class Order_Post_Events {

	/** WooCommerce's order post type. */
	private const ORDER_POST_TYPE = 'shop_order';

	public function add_hooks(): void {
		add_action( 'wp_trash_post', array( $this, 'trashed' ), 10, 1 );
		add_action( 'untrashed_post', array( $this, 'untrashed' ), 10, 1 );
		add_action( 'before_delete_post', array( $this, 'deleting' ), 10, 1 );
	}

	/**
	 * `wp_trash_post`: before the order's status changes.
	 *
	 * @param mixed $post_id Post id.
	 */
	public function trashed( mixed $post_id ): void {
		$order_id = self::order_id( $post_id );
		if ( $order_id > 0 ) {
			/**
			 * An order stored as a post is being trashed.
			 *
			 * @param int $order_id Order id.
			 */
			do_action( 'playpal_order_trashed', $order_id );
		}
	}

	/**
	 * `untrashed_post`: the order has its status from before the trash back.
	 *
	 * @param mixed $post_id Post id.
	 */
	public function untrashed( mixed $post_id ): void {
		$order_id = self::order_id( $post_id );
		if ( $order_id > 0 ) {
			/**
			 * An order stored as a post was restored from the trash.
			 *
			 * @param int $order_id Order id.
			 */
			do_action( 'playpal_order_untrashed', $order_id );
		}
	}

	/**
	 * `before_delete_post`: the order can still be read.
	 *
	 * @param mixed $post_id Post id.
	 */
	public function deleting( mixed $post_id ): void {
		$order_id = self::order_id( $post_id );
		if ( $order_id > 0 ) {
			/**
			 * An order stored as a post is about to be deleted for good.
			 *
			 * @param int $order_id Order id.
			 */
			do_action( 'playpal_order_deleting', $order_id );
		}
	}

	/**
	 * The post's id when it is an order, else 0.
	 *
	 * @param mixed $post_id Post id.
	 */
	private static function order_id( mixed $post_id ): int {
		$id = is_numeric( $post_id ) ? (int) $post_id : 0;
		return $id > 0 && self::ORDER_POST_TYPE === get_post_type( $id ) ? $id : 0;
	}
}
