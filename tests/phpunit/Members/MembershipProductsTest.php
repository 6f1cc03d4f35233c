<?php
/**
 * Memberships sold as WooCommerce products: grant, extend, refund, cancel, expiry, reminder.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Member_Grants;
use PlayPal\Members\Membership_Daily_Job;
use PlayPal\Members\Membership_Ledger;
use PlayPal\Members\Membership_Types;

/**
 * Each of the three memberships through WooCommerce's own orders, refunds
 * and status changes; what counts is what `pp/v1/me` then says (and the
 * ledger's rows where exactness is the point).
 */
final class MembershipProductsTest extends MembershipTestCase {

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_a_completed_order_grants_the_membership_for_its_days( string $type, int $days ): void {
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$this->assertSame(
			array(
				'on'    => false,
				'until' => null,
			),
			$this->me( $customer, $type ),
			'Nothing before the order.'
		);

		$order = $this->pending_order( $customer, array( $product ) );
		$this->assertFalse( $this->me( $customer, $type )['on'], 'An order awaiting payment grants nothing.' );
		$order->update_status( 'completed' );

		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( $days ),
			),
			$this->me( $customer, $type ),
			'A completed order grants the membership through today + its days.'
		);
		$other = Membership_Types::KIND_VIP === Membership_Types::kind( $type ) ? Membership_Types::CREATOR_MONTHLY : Membership_Types::VIP_LIBRARY_CARD;
		$this->assertFalse( $this->me( $customer, $other )['on'], 'It grants its own kind only (VIP and Create It Forward are separate).' );
		wp_set_current_user( $customer );
		$this->assertSame( Membership_Types::CREATOR_MONTHLY === $type || Membership_Types::CREATOR_ANNUAL === $type ? 'creator_' . substr( $type, 8 ) : null, $this->dispatch( 'GET', '/pp/v1/me' )->get_data()['memberPlan'], 'pp/v1/me names the Creator plan.' );
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_a_second_order_extends_from_the_current_expiry_and_after_a_lapse_from_today( string $type, int $days ): void {
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$first    = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $first, 10 );
		$this->assertSame( self::day( $days - 10 ), $this->me( $customer, $type )['until'], 'Granted ten days ago.' );

		$this->completed_order( $customer, array( $product ) );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( 2 * $days - 10 ),
			),
			$this->me( $customer, $type ),
			'A renewal adds its days to the current last day, not to today.'
		);

		$lapsed  = $this->member();
		$expired = $this->completed_order( $lapsed, array( $product ) );
		$this->backdate( $expired, $days + 5 );
		$this->assertFalse( $this->me( $lapsed, $type )['on'], 'That one ran out five days ago.' );
		$this->completed_order( $lapsed, array( $product ) );
		$this->assertSame( self::day( $days ), $this->me( $lapsed, $type )['until'], 'After a lapse a new order counts from today.' );
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_a_full_refund_takes_back_exactly_what_its_order_granted( string $type, int $days ): void {
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$first    = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $first, 10 );
		$second = $this->completed_order( $customer, array( $product ) );
		$this->assertSame( self::day( 2 * $days - 10 ), $this->me( $customer, $type )['until'], 'Two orders add up.' );

		// A full refund of the first order, as wp-admin makes it: its line and its amount.
		$order  = wc_get_order( $first );
		$items  = array();
		$amount = 0.0;
		foreach ( $order->get_items() as $item_id => $item ) {
			$items[ $item_id ] = array(
				'qty'          => $item->get_quantity(),
				'refund_total' => (float) $item->get_total(),
			);
			$amount           += (float) $item->get_total();
		}
		$refund = wc_create_refund(
			array(
				'order_id'   => $first,
				'amount'     => $amount,
				'line_items' => $items,
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'WooCommerce makes the refund.' );
		$this->assertSame( 'refunded', wc_get_order( $first )->get_status(), 'WooCommerce marks the order refunded.' );

		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( $days ),
			),
			$this->me( $customer, $type ),
			'The expiry is recomputed from the order that remains (granted today).'
		);
		$this->assertSame( array( Membership_Ledger::REVOKED => 1 ), $this->rows_of( $first ), 'The refunded order\'s grant is revoked.' );

		wc_get_order( $second )->update_status( 'refunded' );
		$this->assertFalse( $this->me( $customer, $type )['on'], 'With both refunded, the membership is gone.' );
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_cancelling_or_moving_a_completed_order_back_takes_its_grant_back( string $type, int $days ): void {
		$product = $this->membership_product( $type, $days );
		foreach ( array( 'cancelled', 'pending', 'on-hold', 'failed' ) as $status ) {
			$customer = $this->member();
			$order    = $this->completed_order( $customer, array( $product ) );
			$this->assertTrue( $this->me( $customer, $type )['on'], "Granted before {$status}." );
			wc_get_order( $order )->update_status( $status );
			$this->assertSame(
				array(
					'on'    => false,
					'until' => null,
				),
				$this->me( $customer, $type ),
				"An order moved from completed to {$status} takes its grant back."
			);
		}
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_an_order_flipping_status_back_and_forth_leaves_one_net_grant( string $type, int $days ): void {
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $product ) );
		foreach ( array( 'processing', 'completed', 'pending', 'completed', 'on-hold', 'completed', 'completed', 'cancelled', 'completed' ) as $status ) {
			wc_get_order( $order )->update_status( $status );
		}
		( new Member_Grants() )->grant_order( $order );
		$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( $order ), 'One row, active.' );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( $days ),
			),
			$this->me( $customer, $type ),
			'Exactly one grant of its days, not one per completion.'
		);
		wc_get_order( $order )->update_status( 'failed' );
		$this->assertFalse( $this->me( $customer, $type )['on'], 'And the last flip back takes it away again.' );
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_the_membership_closes_when_its_last_day_has_passed( string $type, int $days ): void {
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $order, $days );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( 0 ),
			),
			$this->me( $customer, $type ),
			'Active through its last day.'
		);

		$this->backdate( $order, 1 );
		$this->assertSame(
			array(
				'on'    => false,
				'until' => self::day( -1 ),
			),
			$this->me( $customer, $type ),
			'The day after, pp/v1/me says it is over — before the daily job has run.'
		);

		$closed = array();
		$listen = static function ( int $user_id, string $kind ) use ( &$closed ): void {
			$closed[] = array( $user_id, $kind );
		};
		add_action( 'playpal_membership_closed', $listen, 10, 2 );
		$first  = ( new Membership_Daily_Job() )->run();
		$second = ( new Membership_Daily_Job() )->run();
		remove_action( 'playpal_membership_closed', $listen );
		$this->assertSame( 1, $first['closed'], 'The daily job closes it.' );
		$this->assertSame( 0, $second['closed'], 'Once.' );
		$this->assertSame( array( array( $customer, Membership_Types::kind( $type ) ) ), $closed, 'And says so once.' );
		$this->assertSame( array( Membership_Ledger::EXPIRED => 1 ), $this->rows_of( $order ), 'The grant is marked expired.' );
		$this->assertFalse( $this->me( $customer, $type )['on'], 'Still over after the job.' );

		$this->completed_order( $customer, array( $product ) );
		$this->assertSame( self::day( $days ), $this->me( $customer, $type )['until'], 'Buying again opens it from today.' );
	}

	/**
	 * @dataProvider memberships
	 *
	 * @param string $type Membership type.
	 * @param int    $days Days one unit lasts.
	 */
	public function test_a_reminder_goes_out_once_the_set_days_before_the_end( string $type, int $days ): void {
		update_option( Membership_Daily_Job::REMINDER_OPTION, 7 );
		$product  = $this->membership_product( $type, $days );
		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $product ) );

		$this->backdate( $order, $days - 8 );
		( new Membership_Daily_Job() )->run();
		$this->assertSame( array(), $this->reminders(), 'Eight days before the end: no reminder yet.' );

		$this->backdate( $order, 1 );
		$this->assertSame( 1, ( new Membership_Daily_Job() )->run()['reminded'], 'Seven days before: one reminder.' );
		$this->assertCount( 1, $this->reminders(), 'One message.' );
		$mail = $this->reminders()[0];
		$this->assertSame( get_userdata( $customer )->user_email, $mail['to'], 'To the member.' );
		$this->assertStringContainsString( Membership_Types::kind_label( Membership_Types::kind( $type ) ), (string) $mail['subject'], 'The subject names the membership.' );
		$this->assertStringContainsString( wp_date( (string) get_option( 'date_format' ), (int) strtotime( self::day( 7 ) . ' 12:00:00 ' . wp_timezone_string() ) ), (string) $mail['message'], 'The message gives the last day.' );
		$this->assertStringContainsString( (string) get_permalink( $product ), (string) $mail['message'], 'And the product page to renew on.' );

		( new Membership_Daily_Job() )->run();
		$this->assertCount( 1, $this->reminders(), 'A second run sends nothing more (once per grant).' );

		$this->completed_order( $customer, array( $product ) );
		( new Membership_Daily_Job() )->run();
		$this->assertCount( 1, $this->reminders(), 'Renewed: the new end is far off, no reminder.' );

		update_option( Membership_Daily_Job::REMINDER_OPTION, 0 );
		$quiet = $this->member();
		$this->backdate( $this->completed_order( $quiet, array( $product ) ), $days - 1 );
		( new Membership_Daily_Job() )->run();
		$this->assertCount( 1, $this->reminders(), 'Reminder days 0: none sent.' );
	}

	public function test_a_line_refunded_in_part_keeps_the_units_still_paid_for(): void {
		$product  = $this->membership_product( Membership_Types::CREATOR_MONTHLY, 30 );
		$customer = $this->member();
		$order    = $this->pending_order( $customer, array() );
		$order->add_product( wc_get_product( $product ), 3 );
		$order->calculate_totals();
		$order->save();
		$order->update_status( 'completed' );
		$this->assertSame( self::day( 90 ), $this->me( $customer, Membership_Types::CREATOR_MONTHLY )['until'], 'Three months bought at once.' );

		$item_id = (int) array_key_first( wc_get_order( $order->get_id() )->get_items() );
		wc_create_refund(
			array(
				'order_id'   => $order->get_id(),
				'amount'     => 29,
				'line_items' => array(
					$item_id => array(
						'qty'          => 1,
						'refund_total' => 29,
					),
				),
			)
		);
		$this->assertSame( self::day( 60 ), $this->me( $customer, Membership_Types::CREATOR_MONTHLY )['until'], 'One month refunded: two remain.' );
	}

	public function test_a_guest_order_and_an_unmarked_product_grant_nothing(): void {
		$product = $this->membership_product( Membership_Types::VIP_LIBRARY_CARD, 30 );
		$kit     = $this->downloadable_product()['product'];
		$guest   = wc_create_order();
		$guest->add_product( wc_get_product( $product ), 1 );
		$guest->set_billing_email( 'guest@example.test' );
		$guest->save();
		$guest->update_status( 'completed' );
		$this->assertSame( array(), $this->rows_of( $guest->get_id() ), 'A guest order grants nothing (a membership belongs to an account).' );

		$customer = $this->member();
		$order    = $this->completed_order( $customer, array( $kit ) );
		$this->assertSame( array(), $this->rows_of( $order ), 'A kit is no membership.' );
		$this->assertFalse( $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['on'], 'Still free.' );
	}

	/**
	 * The reminders among the messages caught (WooCommerce sends its own order e-mails too).
	 *
	 * @return list<array<string, mixed>>
	 */
	private function reminders(): array {
		return array_values( array_filter( $this->mails, static fn( array $mail ): bool => str_contains( (string) $mail['subject'], 'ends soon' ) ) );
	}
}
