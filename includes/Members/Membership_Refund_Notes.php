<?php
/**
 * Order notes saying what a refund did to a membership.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * A private order note, shown in wp-admin's order screen next to the refund
 * that caused it, for each change a refund made to a membership line: its
 * days shortened, taken back, or given back when the refund was deleted. The
 * ledger's compare-and-set tells only the request that made a change, so
 * each change is noted once, however often the hooks fire.
 */
final class Membership_Refund_Notes {

	/**
	 * Constructor.
	 *
	 * @param int $order_id The order the notes go on.
	 */
	public function __construct( private int $order_id ) {}

	/**
	 * The line keeps some of its days (or all of them again).
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days it grants now.
	 * @param int    $full Days it was bought for.
	 */
	public function days_kept( string $type, int $days, int $full ): void {
		$this->add(
			$days >= $full
				/* translators: 1: membership name, e.g. "VIP Library Card"; 2: days bought. */
				? sprintf( __( '%1$s: all %2$d days kept, no refund takes any of them now.', 'playpal' ), Membership_Types::label( $type ), $full )
				/* translators: 1: membership name, e.g. "VIP Library Card"; 2: days still paid for; 3: days bought. */
				: sprintf( __( '%1$s: %2$d of %3$d days kept after the refund.', 'playpal' ), Membership_Types::label( $type ), $days, $full )
		);
	}

	/**
	 * The line is refunded in full: its membership is taken back.
	 *
	 * @param string $type Membership type.
	 */
	public function taken_back( string $type ): void {
		/* translators: %s: membership name, e.g. "VIP Library Card". */
		$this->add( sprintf( __( '%s: taken back, its line is refunded in full.', 'playpal' ), Membership_Types::label( $type ) ) );
	}

	/**
	 * A line taken back grants again (its refund deleted, or the order completed again), with its first term.
	 *
	 * @param string $type Membership type.
	 */
	public function given_back( string $type ): void {
		/* translators: %s: membership name, e.g. "VIP Library Card". */
		$this->add( sprintf( __( '%s: given back, from the day it first began.', 'playpal' ), Membership_Types::label( $type ) ) );
	}

	/**
	 * Adds a private note to the order.
	 *
	 * @param string $text The note.
	 */
	private function add( string $text ): void {
		$order = function_exists( 'wc_get_order' ) ? wc_get_order( $this->order_id ) : false;
		if ( $order instanceof \WC_Order ) {
			$order->add_order_note( $text );
		}
	}
}
