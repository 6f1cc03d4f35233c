<?php
/**
 * Memberships under every refund path: by line, by amount only, deleted.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Member_Grants;
use PlayPal\Members\Membership_Ledger;
use PlayPal\Members\Membership_Order_Sync;
use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;
use PlayPal\Database\Named_Lock;
use PlayPal\Database\Schema;
use wpdb;

/**
 * Refunds made through WooCommerce's own wc_create_refund() (what wp-admin's
 * refund box, the REST API and a gateway's refund all call) and deleted as
 * wp-admin deletes them; what counts is the last day `pp/v1/me` then says and
 * the order note next to the refund. The expected days are worked out here
 * with integer arithmetic from the prices.
 */
final class MembershipRefundsTest extends MembershipTestCase {

	/**
	 * A second database connection: another web server worker holding the order.
	 *
	 * @var wpdb|null
	 */
	private ?wpdb $other = null;

	protected function tearDown(): void {
		if ( null !== $this->other ) {
			$this->other->close();
			$this->other = null;
		}
		parent::tearDown();
	}

	/**
	 * A VIP Library Card product at a price.
	 *
	 * @param string $price Decimal price.
	 * @param int    $days  Days one card lasts.
	 */
	private function card( string $price, int $days = 30 ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'VIP Library Card ' . wp_generate_password( 4, false ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		$product->set_virtual( true );
		$id = (int) $product->save();
		( new Membership_Products() )->set( $id, Membership_Types::VIP_LIBRARY_CARD, $days );
		return $id;
	}

	/**
	 * A kit: a virtual, downloadable product that is no membership.
	 *
	 * @param string $price Decimal price.
	 */
	private function kit( string $price ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Kit ' . wp_generate_password( 4, false ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( $price );
		$product->set_virtual( true );
		$product->set_downloadable( true ); // Virtual and downloadable: paid means completed, as for the card.
		return (int) $product->save();
	}

	/**
	 * A shop manager's account (administrator), not signed in.
	 */
	private function admin(): int {
		$user = wp_insert_user(
			array(
				'user_login' => 'admin_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'admin-' . wp_generate_password( 8, false ) . '@example.test',
				'role'       => 'administrator',
			)
		);
		$this->assertIsInt( $user, 'The administrator is created.' );
		return $user;
	}

	/**
	 * A refund entered as an amount only (no line items), as the refund box, a gateway or wc/v3 makes it.
	 *
	 * @param int    $order_id Order.
	 * @param string $amount   Decimal amount.
	 */
	private function refund_amount( int $order_id, string $amount ): \WC_Order_Refund {
		$refund = wc_create_refund(
			array(
				'order_id' => $order_id,
				'amount'   => $amount,
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce makes the refund.' );
		return $refund;
	}

	/**
	 * The order's notes, newest first.
	 *
	 * @param int $order_id Order.
	 * @return list<string>
	 */
	private function notes( int $order_id ): array {
		return array_values( array_map( static fn( $note ): string => (string) $note->content, wc_get_order_notes( array( 'order_id' => $order_id ) ) ) );
	}

	/**
	 * The notes that speak of the VIP Library Card's days.
	 *
	 * @param int $order_id Order.
	 * @return list<string>
	 */
	private function card_notes( int $order_id ): array {
		return array_values( array_filter( $this->notes( $order_id ), static fn( string $note ): bool => str_starts_with( $note, 'VIP Library Card:' ) ) );
	}

	public function test_a_card_and_a_kit_refunded_by_amount_for_all_but_the_kit_shorten_the_card_by_its_allocated_share(): void {
		$customer = $this->member();
		$card     = 2499; // $24.99, cents.
		$kit      = 1500;
		$order    = $this->completed_order( $customer, array( $this->card( '24.99' ), $this->kit( '15.00' ) ) );
		$this->assertSame( '39.99', wc_get_order( $order )->get_total(), 'No tax, no shipping: the order is the two lines.' );

		$this->refund_amount( $order, '24.99' );
		$this->assertSame( 'completed', wc_get_order( $order )->get_status(), 'Part of the order is refunded: it stays completed.' );

		// The refund spread over the lines by what each was paid, largest remainder (the parts add up to 2499).
		$refund     = 2499;
		$card_share = intdiv( $refund * $card, $card + $kit );
		$kit_share  = intdiv( $refund * $kit, $card + $kit );
		if ( $card_share + $kit_share < $refund && ( $refund * $card ) % ( $card + $kit ) >= ( $refund * $kit ) % ( $card + $kit ) ) {
			++$card_share;
		}
		$kept = intdiv( 30 * ( $card - $card_share ), $card );
		$this->assertSame( 11, $kept, 'The worked figure: 30 × (2499 − 1562) / 2499, rounded down.' );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( $kept ),
			),
			$this->me( $customer, Membership_Types::VIP_LIBRARY_CARD ),
			'The card keeps the days its unrefunded share still pays for.'
		);
		$this->assertSame( array( 'VIP Library Card: 11 of 30 days kept after the refund.' ), $this->card_notes( $order ), 'wp-admin says so next to the refund, once.' );
	}

	public function test_a_thirty_day_card_refunded_half_its_price_by_amount_ends_fifteen_days_earlier(): void {
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '30.00' ) ) );
		$this->backdate( $order, 3 );
		$this->assertSame( self::day( 27 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Bought three days ago, 30 days.' );

		$this->refund_amount( $order, '15.00' );
		$this->assertSame( self::day( 12 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Half refunded: it ends 15 days after it began.' );

		// The same facts again (a replayed hook, the retry queue): nothing moves, no second note.
		( new Member_Grants() )->apply_refunds( $order );
		do_action( 'woocommerce_order_refunded', $order, 0 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Replays WooCommerce's own hook.
		$this->assertSame( self::day( 12 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Recomputed from the order: the same day.' );
		$this->assertSame( array( 'VIP Library Card: 15 of 30 days kept after the refund.' ), $this->card_notes( $order ), 'One note for one change.' );
	}

	public function test_a_card_refunded_all_but_99_cents_by_amount_keeps_one_day_not_thirty(): void {
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '24.99' ) ) );

		$this->refund_amount( $order, '24.00' );
		$this->assertSame( 'completed', wc_get_order( $order )->get_status(), '99 cents are still paid: the order stays completed.' );
		$this->assertSame( 1, intdiv( 30 * 99, 2499 ), 'The worked figure.' );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( 1 ),
			),
			$this->me( $customer, Membership_Types::VIP_LIBRARY_CARD ),
			'VIP for the one day 99 cents pay for.'
		);
	}

	public function test_a_card_line_refunded_in_full_is_taken_back_and_deleting_the_refund_gives_the_full_term_back(): void {
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '24.99' ), $this->kit( '15.00' ) ) );
		$card_id  = 0;
		foreach ( wc_get_order( $order )->get_items() as $item_id => $item ) {
			if ( '24.99' === (string) $item->get_total() ) {
				$card_id = (int) $item_id;
			}
		}
		$refund = wc_create_refund(
			array(
				'order_id'   => $order,
				'amount'     => '24.99',
				'line_items' => array(
					$card_id => array(
						'qty'          => 1,
						'refund_total' => '24.99',
					),
				),
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce makes the refund.' );
		$this->assertSame( 'completed', wc_get_order( $order )->get_status(), 'The kit is still paid for.' );
		$this->assertFalse( $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['on'], 'The card line refunded in full: taken back.' );
		$this->assertSame( array( Membership_Ledger::REVOKED => 1 ), $this->rows_of( $order ), 'Its row revoked.' );

		// wp-admin's "Delete refund" (WC_AJAX::delete_refund): the refund deleted, then the action.
		$refund_id = $refund->get_id();
		$refund->delete( true );
		do_action( 'woocommerce_refund_deleted', $refund_id, $order ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- As WC_AJAX::delete_refund() fires it.
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( 30 ),
			),
			$this->me( $customer, Membership_Types::VIP_LIBRARY_CARD ),
			'The refund is gone: the card is back with its whole term, from the day it was bought.'
		);
		$notes = $this->card_notes( $order );
		$this->assertCount( 2, $notes, 'Two changes, two notes: taken back, then given back.' );
	}

	public function test_a_partial_amount_refund_deleted_gives_the_days_back(): void {
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '30.00' ) ) );
		$refund   = $this->refund_amount( $order, '15.00' );
		$this->assertSame( self::day( 15 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Half refunded.' );

		$refund_id = $refund->get_id();
		$refund->delete( true );
		do_action( 'woocommerce_refund_deleted', $refund_id, $order ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- As WC_AJAX::delete_refund() fires it.
		$this->assertSame( self::day( 30 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'The refund deleted: all 30 days again.' );
	}

	public function test_a_refund_deleted_through_wc_v3_gives_the_days_back(): void {
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '30.00' ) ) );
		$refund   = $this->refund_amount( $order, '15.00' );
		$this->assertSame( self::day( 15 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Half refunded.' );

		wp_set_current_user( $this->admin() );
		$deleted = $this->dispatch( 'DELETE', '/wc/v3/orders/' . $order . '/refunds/' . $refund->get_id(), array( 'force' => true ) );
		wp_set_current_user( 0 );
		$this->assertSame( 200, $deleted->get_status(), 'WooCommerce deletes the refund.' );
		$this->assertSame( self::day( 30 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'All 30 days again.' );
		$this->assertSame(
			array( 'VIP Library Card: all 30 days kept, no refund takes any of them now.', 'VIP Library Card: 15 of 30 days kept after the refund.' ),
			$this->card_notes( $order ),
			'Each change noted once, newest first.'
		);
	}

	public function test_a_card_refunded_in_part_before_its_order_completes_is_granted_short_and_says_so(): void {
		$customer = $this->member();
		$shipped  = new \WC_Product_Simple(); // A boxed kit: the order waits in processing until it ships.
		$shipped->set_name( 'Boxed kit ' . wp_generate_password( 4, false ) );
		$shipped->set_status( 'publish' );
		$shipped->set_regular_price( '10.00' );
		$order = $this->pending_order( $customer, array( $this->card( '30.00' ), (int) $shipped->save() ) );
		$order->payment_complete();
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status(), 'Paid, not shipped.' );
		$card_id = 0;
		foreach ( wc_get_order( $order->get_id() )->get_items() as $item_id => $item ) {
			if ( '30' === (string) $item->get_total() || '30.00' === (string) $item->get_total() ) {
				$card_id = (int) $item_id;
			}
		}
		wc_create_refund(
			array(
				'order_id'   => $order->get_id(),
				'amount'     => '15.00',
				'line_items' => array(
					$card_id => array(
						'qty'          => 0,
						'refund_total' => '15.00',
					),
				),
			)
		);
		$this->assertSame( array(), $this->rows_of( $order->get_id() ), 'Nothing granted before completion.' );

		wc_get_order( $order->get_id() )->update_status( 'completed' );
		$this->assertSame( self::day( 15 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Granted the 15 days still paid for.' );
		$this->assertSame( array( 'VIP Library Card: 15 of 30 days kept after the refund.' ), $this->card_notes( $order->get_id() ), 'And wp-admin says so.' );
	}

	public function test_a_refund_through_the_payment_gateway_shortens_the_card_like_any_other(): void {
		// A gateway that refunds whatever it is asked (as a card processor's API answers "refunded").
		$gateway                    = new class() extends \WC_Payment_Gateway {
			/** Refunds are supported. */
			public function __construct() {
				$this->id       = 'playpal_test_refunds';
				$this->supports = array( 'products', 'refunds' );
			}

			/**
			 * The processor's answer.
			 *
			 * @param int        $order_id Order.
			 * @param float|null $amount   Amount.
			 * @param string     $reason   Reason.
			 */
			public function process_refund( $order_id, $amount = null, $reason = '' ): bool {
				return true;
			}
		};
		$gateways                   = \WC_Payment_Gateways::instance();
		$before                     = $gateways->payment_gateways;
		$gateways->payment_gateways = array_merge( $before, array( $gateway ) );
		try {
			$customer = $this->member();
			$order    = $this->completed_order( $customer, array( $this->card( '30.00' ) ) );
			$paid     = wc_get_order( $order );
			$paid->set_payment_method( 'playpal_test_refunds' );
			$paid->save();

			$refund = wc_create_refund(
				array(
					'order_id'       => $order,
					'amount'         => '20.00',
					'refund_payment' => true,
				)
			);
			$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'The gateway refunds and WooCommerce records it.' );
			$this->assertSame( self::day( 10 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'A third still paid: 10 of 30 days.' );
		} finally {
			$gateways->payment_gateways = $before;
		}
	}

	public function test_a_free_card_keeps_its_days_until_the_order_stops_being_paid(): void {
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '0.00' ) ) );
		$this->assertSame( self::day( 30 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'A free card grants its days.' );
		( new Member_Grants() )->apply_refunds( $order );
		$this->assertSame( self::day( 30 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Nothing paid, nothing refunded: the full term.' );
		wc_get_order( $order )->update_status( 'cancelled' );
		$this->assertFalse( $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['on'], 'Cancelled: taken back.' );
	}

	public function test_a_pass_that_finds_the_order_busy_is_queued_once_in_action_scheduler_and_the_queue_applies_it(): void {
		global $wpdb;
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '30.00' ) ) );
		$this->refund_amount( $order, '15.00' );
		// As if the refund's own pass had never run (the order was busy): the row still grants 30 days.
		$table = Schema::membership_grants_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET days = 30 WHERE order_id = %d", $order ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Test fixture, table from Schema.
		$this->assertSame( self::day( 30 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'The pass has not run.' );

		$this->hold_order_elsewhere( $order );
		$busy = new Member_Grants( null, null, null, new Membership_Order_Sync( lock_wait: 0 ) );
		$busy->apply_refunds( $order );
		$busy->apply_refunds( $order );
		$queued = self::queued_passes( $order );
		$this->assertCount( 1, $queued, 'Not skipped: queued in Action Scheduler, once for the order however often it was busy.' );
		$this->assertSame( self::day( 30 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'Nothing changed without the lock.' );

		$this->other->close();
		$this->other = null;
		\ActionScheduler::runner()->process_action( (int) $queued[0], 'test' );
		$this->assertSame( self::day( 15 ), $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['until'], 'The queued pass applied the refund.' );
	}

	public function test_an_order_put_on_hold_while_a_pass_holds_it_ends_without_its_membership(): void {
		global $wpdb;
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $this->card( '30.00' ) ) );
		$this->hold_order_elsewhere( $order );

		// The order goes on hold meanwhile: its card is taken back at once, and a pass is queued.
		// Its status written without WooCommerce's hooks, whose pass would wait out its 10 s for the lock.
		$held = wc_get_order( $order );
		$held->set_status( 'on-hold' );
		$held->get_data_store()->update( $held );
		( new Member_Grants( null, null, null, new Membership_Order_Sync( lock_wait: 0 ) ) )->revoke_order( $order );
		$this->assertFalse( $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['on'], 'Taken back without waiting.' );
		// The other worker's pass, which read the order as completed, grants again before it lets go.
		$table = Schema::membership_grants_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'active' WHERE order_id = %d", $order ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Test: the stale pass's write.
		$this->other->close();
		$this->other = null;

		$queued = self::queued_passes( $order );
		$this->assertCount( 1, $queued, 'A pass is queued.' );
		\ActionScheduler::runner()->process_action( (int) $queued[0], 'test' );
		$this->assertFalse( $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['on'], 'The queued pass finds the order on hold and takes back what the stale pass granted.' );
	}

	/**
	 * Another worker (a second database connection) takes the order's lock.
	 *
	 * @param int $order Order.
	 */
	private function hold_order_elsewhere( int $order ): void {
		global $wpdb;
		$this->other = new wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lock        = Named_Lock::full_name( $wpdb->prefix . 'playpal_' . Membership_Order_Sync::lock_name( $order ) );
		$this->assertSame( '1', (string) $this->other->get_var( $this->other->prepare( 'SELECT GET_LOCK( %s, 0 )', $lock ) ), 'Another worker holds the order.' );
	}

	/**
	 * The order's membership passes waiting in Action Scheduler.
	 *
	 * @param int $order Order.
	 * @return int[] Action ids.
	 */
	private static function queued_passes( int $order ): array {
		return as_get_scheduled_actions(
			array(
				'hook'   => Membership_Order_Sync::RETRY_HOOK,
				'args'   => array( $order ),
				'group'  => 'playpal',
				'status' => \ActionScheduler_Store::STATUS_PENDING,
			),
			'ids'
		);
	}
}
