<?php
/**
 * Malformed refunds through WooCommerce's REST API change nothing.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Money;

use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creation_Product;
use PlayPal\Tests\Members\MemberTestCase;
use PlayPal\Tests\RandomBodies;

/**
 * 300 malformed bodies for `POST wc/v3/orders/{id}/refunds` on a paid order
 * of a creator's pack and a VIP Library Card: each is answered with a 4xx
 * JSON error, and afterwards the order has no refund, the creator's ledger
 * holds only the sale and the card still runs.
 */
final class RefundFuzzTest extends MemberTestCase {

	use RandomBodies;

	protected static function domain_strings(): array {
		return array( '4.00', '-4.00', '5.01', '1e3', '0x10', '4,00', '4.001', 'NaN', 'Infinity', '99999999999999999999' );
	}

	public function test_300_malformed_refund_bodies_are_refused_with_4xx_and_change_nothing(): void {
		$creator = $this->member();
		$pack    = $this->downloadable_product()['product'];
		update_post_meta( $pack, Creation_Product::CREATOR_META, $creator );
		$card = $this->downloadable_product()['product'];
		update_post_meta( $card, '_playpal_membership', 'vip_library_card' );
		$buyer = $this->member();
		$order = $this->completed_order( $buyer, array( $pack, $card ) );
		$items = array_keys( wc_get_order( $order )->get_items() );
		$this->log_in_as( 'administrator' );
		$before = ( new Commission_Ledger() )->for_creator( $creator );

		mt_srand( 3701 );
		for ( $i = 0; $i < 300; $i++ ) {
			$body = $this->malformed( $i, $items );
			$sent = $this->dispatch( 'POST', "/wc/v3/orders/{$order}/refunds", $body );
			$this->assertGreaterThanOrEqual( 400, $sent->get_status(), "Body {$i} was taken: " . wp_json_encode( $body ) );
			$this->assertLessThan( 500, $sent->get_status(), "Body {$i} broke the server: " . wp_json_encode( $body ) . ' → ' . wp_json_encode( $sent->get_data() ) );
			$this->assertIsString( $sent->get_data()['code'] ?? null, "Body {$i} got no error code." );
		}

		$this->assertSame( array(), wc_get_order( $order )->get_refunds(), 'No refund was made.' );
		$this->assertSame( 'completed', wc_get_order( $order )->get_status() );
		$this->assertSame( $before, ( new Commission_Ledger() )->for_creator( $creator ), 'The ledger holds the sale alone.' );
		$this->assertSame( 'vip', ( new \PlayPal\Members\Member_Meta() )->tier( $buyer ), 'The card still runs.' );
	}

	public function test_valid_refunds_in_both_of_woocommerces_shapes_pass_the_guard(): void {
		$pack  = $this->downloadable_product()['product'];
		$kit   = $this->downloadable_product()['product'];
		$order = $this->completed_order( $this->member(), array( $pack, $kit ) );
		$items = array_keys( wc_get_order( $order )->get_items() );
		$this->log_in_as( 'administrator' );
		$bodies = array(
			'the REST shape, a string id and a tax list' => array(
				'amount'     => '1.00',
				'api_refund' => false,
				'line_items' => array(
					array(
						'id'           => (string) $items[0],
						'quantity'     => 0,
						'refund_total' => '1.00',
						'refund_tax'   => array(
							array(
								'id'           => 1,
								'refund_total' => '0.00',
							),
						),
					),
				),
			),
			'WooCommerce\'s own shape, keyed by line'    => array(
				'amount'     => '1.50',
				'api_refund' => false,
				'line_items' => array(
					$items[1] => array(
						'qty'          => 1,
						'refund_total' => '1.50',
					),
				),
			),
			'an amount alone'                            => array(
				'amount'     => '0.50',
				'api_refund' => false,
			),
		);
		foreach ( $bodies as $what => $body ) {
			$sent = $this->dispatch( 'POST', "/wc/v3/orders/{$order}/refunds", $body );
			$this->assertSame( 201, $sent->get_status(), $what . ': ' . wp_json_encode( $sent->get_data() ) );
		}
		$this->assertCount( 3, wc_get_order( $order )->get_refunds() );
	}

	/**
	 * A body that must not become a refund: an amount that is no amount, more
	 * than the order, below zero; lines that are not the order's or give back
	 * more than they cost; or junk of any shape.
	 *
	 * @param int   $i     Which body.
	 * @param int[] $items The order's line ids.
	 * @return array<string, mixed>
	 */
	private function malformed( int $i, array $items ): array {
		$body = array( 'api_refund' => false );
		switch ( $i % 5 ) {
			case 0:
				$body['amount'] = self::junk();
				if ( is_numeric( $body['amount'] ) && (float) $body['amount'] > 0 && (float) $body['amount'] <= 10 ) {
					$body['amount'] = '-' . $body['amount'];
				}
				break;
			case 1:
				$body['amount'] = (string) ( mt_rand( 1001, 100000 ) / 100 ); // More than the order's $10.
				break;
			case 2:
				$body['amount']     = '1.00';
				$body['line_items'] = array(
					array(
						'id'           => self::junk(),
						'refund_total' => self::junk(),
						'quantity'     => self::junk(),
					),
				);
				break;
			case 3:
				$body['amount']     = '9.00';
				$body['line_items'] = array(
					array(
						'id'           => $items[ mt_rand( 0, count( $items ) - 1 ) ],
						'refund_total' => (string) ( mt_rand( 501, 5000 ) / 100 ), // More than a $5 line.
					),
				);
				break;
			default:
				foreach ( array( 'amount', 'reason', 'line_items', 'api_refund', 'api_restock' ) as $field ) {
					if ( mt_rand( 0, 1 ) ) {
						$body[ $field ] = self::junk();
					}
				}
				if ( ! isset( $body['amount'] ) || ( is_numeric( $body['amount'] ) && (float) $body['amount'] > 0 && (float) $body['amount'] <= 10 ) ) {
					$body['amount'] = 'not money';
				}
		}
		return $body;
	}
}
