<?php
/**
 * Completed orders grant what the mapped products grant.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Commerce\Store;
use PlayPal\Members\Member_Grants;
use PlayPal\Members\Member_Meta;

/**
 * The older option `playpal_member_grants` (the fallback for products not marked
 * in wp-admin) and woocommerce_order_status_completed, on WooCommerce's own orders.
 */
final class GrantsTest extends MemberTestCase {

	public function test_a_completed_order_of_a_mapped_product_grants_vip_and_membership_once(): void {
		$vip    = $this->downloadable_product()['product'];
		$member = $this->downloadable_product()['product'];
		$other  = $this->downloadable_product()['product'];
		update_option(
			Member_Grants::OPTION,
			array(
				array(
					'productId' => $vip,
					'tier'      => 'vip',
				),
				array(
					'productId'  => $member,
					'membership' => true,
					'days'       => 30,
				),
			)
		);
		$customer = $this->member();
		$meta     = new Member_Meta();

		$this->completed_order( $customer, array( $other ) );
		$this->assertSame( 'free', $meta->tier( $customer ), 'An unmapped product grants nothing.' );

		$order = $this->completed_order( $customer, array( $vip, $member ) );
		$this->assertSame( 'vip', $meta->tier( $customer ), 'The VIP product makes the customer VIP.' );
		$this->assertTrue( $meta->is_member( $customer ), 'The membership product makes them a member.' );
		$this->assertSame( wp_date( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ), $meta->membership_until( $customer ), 'For 30 days.' );
		$this->assertSame( 'free', $meta->own_tier( $customer ), 'The order\'s VIP is the ledger\'s, not the profile\'s.' );

		// The order goes back to processing and is completed again (a site owner's edit): granted once only.
		wc_get_order( $order )->update_status( 'processing' );
		wc_get_order( $order )->update_status( 'completed' );
		$this->assertSame( wp_date( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ), $meta->membership_until( $customer ), 'An order already granted grants nothing again.' );
		// The older option's "no end" (days 0) lasts Membership_Types::DAYS_MAX days.
		$this->assertSame( wp_date( 'Y-m-d', time() + 3650 * DAY_IN_SECONDS ), $meta->vip_until( $customer ), 'The VIP row without days lasts ten years.' );

		wp_set_current_user( $customer );
		$data = $this->dispatch( 'GET', '/pp/v1/me' )->get_data();
		$this->assertSame( 'vip', $data['tier'], 'pp/v1/me shows the grant.' );
		$this->assertTrue( $data['member'], 'pp/v1/me shows the membership.' );
	}

	public function test_a_pending_order_grants_nothing_and_the_setting_is_cleaned(): void {
		$product = $this->downloadable_product()['product'];
		update_option(
			Member_Grants::OPTION,
			array(
				array(
					'productId' => $product,
					'tier'      => 'vip',
				),
				array( 'productId' => 'x' ),
				'junk',
			)
		);
		$this->assertCount( 1, ( new Member_Grants() )->grants(), 'Malformed rows are dropped.' );
		$customer = $this->member();
		$order    = $this->pending_order( $customer, array( $product ) );
		$this->assertSame( 'free', ( new Member_Meta() )->tier( $customer ), 'An order awaiting payment grants nothing.' );
		$order->update_status( 'processing' );
		$this->assertSame( 'processing', wc_get_order( $order->get_id() )->get_status(), 'WooCommerce keeps the order processing.' );
		$this->assertSame( 'free', ( new Member_Meta() )->tier( $customer ), 'Only completed orders grant.' );
	}

	public function test_a_refund_id_grants_nothing_and_breaks_nothing(): void {
		$vip = $this->downloadable_product()['product'];
		update_option(
			Member_Grants::OPTION,
			array(
				array(
					'productId' => $vip,
					'tier'      => 'vip',
				),
			)
		);
		$customer = $this->member();
		$order    = $this->pending_order( $customer, array( $vip ) );
		$refund   = wc_create_refund(
			array(
				'order_id' => $order->get_id(),
				'amount'   => 0,
			)
		);
		$this->assertInstanceOf( \WC_Order_Refund::class, $refund, 'The test refund should be created.' );

		// wc_get_order() answers a refund's id with a WC_Order_Refund, which has no customer.
		$this->assertNull( ( new Store() )->order_summary( $refund->get_id() ), 'A refund is no order to grant from.' );
		( new Member_Grants() )->grant_order( $refund->get_id() );
		$this->assertSame( 'free', ( new Member_Meta() )->tier( $customer ), 'A refund grants nothing.' );
	}

	public function test_a_membership_value_reads_as_rest_sanitize_boolean_reads_it(): void {
		$cases = array(
			array( true, true ),
			array( 1, true ),
			array( 'yes', true ),
			array( array( 'x' ), true ),
			array( false, false ),
			array( 'false', false ),
			array( 'FALSE', false ),
			array( '0', false ),
			array( '', false ),
			array( 0, false ),
			array( null, false ),
		);
		foreach ( $cases as $index => list( $membership, $expected ) ) {
			$rows  = Member_Grants::sanitize(
				array(
					array(
						'productId'  => 7,
						'membership' => $membership,
					),
				)
			);
			$label = 'Case ' . $index . ' (' . wp_json_encode( $membership ) . ')';
			if ( $expected ) {
				$this->assertSame(
					array(
						array(
							'productId'  => 7,
							'tier'       => '',
							'membership' => true,
							'days'       => 0,
						),
					),
					$rows,
					$label . ': a membership-only row is kept.'
				);
			} else {
				$this->assertSame( array(), $rows, $label . ': a row that grants nothing is dropped.' );
			}
		}
	}
}
