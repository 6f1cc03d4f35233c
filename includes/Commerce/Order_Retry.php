<?php
/**
 * Work on an order that could not run now, queued in Action Scheduler.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * When a step on an order finds the order's lock held for its whole wait, it
 * is queued here rather than skipped: an async action in WooCommerce's own
 * queue (Tools → Scheduled Actions, group `playpal`), argument the order id,
 * one pending per hook and order. The step reads the order afresh when it
 * runs, so running it twice changes nothing.
 */
final class Order_Retry {

	/** Action Scheduler group of PlayPal's queued work. */
	public const GROUP = 'playpal';

	/**
	 * Queues one run of `$hook( $order_id )` unless one is pending.
	 *
	 * @param string $hook     Action hook the step listens on.
	 * @param int    $order_id Order.
	 */
	public static function queue( string $hook, int $order_id ): void {
		if ( ! function_exists( 'as_enqueue_async_action' ) || ! function_exists( 'as_get_scheduled_actions' ) ) {
			return; // Without WooCommerce (whose Action Scheduler this is) no order hook fires: nothing to retry.
		}
		// Only a pending one counts: the retry now running may be the step that found the lock busy again.
		// Action Scheduler's own `unique` compares the hook and group only, not the order, so it is not used.
		$pending = as_get_scheduled_actions(
			array(
				'hook'     => $hook,
				'args'     => array( $order_id ),
				'group'    => self::GROUP,
				'status'   => \ActionScheduler_Store::STATUS_PENDING,
				'per_page' => 1,
			),
			'ids'
		);
		if ( array() === $pending ) {
			as_enqueue_async_action( $hook, array( $order_id ), self::GROUP );
		}
	}
}
