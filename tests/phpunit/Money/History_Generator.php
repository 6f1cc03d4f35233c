<?php
/**
 * Seeded random histories of orders, refunds and payouts.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Money;

use Random\Engine\Mt19937;
use Random\Randomizer;

/**
 * Picks each next step from what the model says is possible now (which
 * orders are paid, what each can still give back, what a creator is due), so
 * one seed always makes the same history and every step is one a shop owner,
 * a buyer or a payment provider could take.
 */
final class History_Generator {

	/** Currencies by ISO 4217 minor unit: 0, 2 and 3 digits. */
	private const CURRENCIES = array( 'JPY', 'USD', 'KWD' );

	/** At most this many orders in one history. */
	private const ORDERS_MAX = 4;

	private Randomizer $random;

	public function __construct( int $seed ) {
		$this->random = new Randomizer( new Mt19937( $seed ) );
	}

	/**
	 * The history's shop: currency, commission, refund window, length, prices.
	 *
	 * @return array{currency: string, percent: int, window: int, steps: int, prices: array{packs: list<int>, kit: int, vip: int}}
	 */
	public function shop(): array {
		$currency = self::CURRENCIES[ $this->int( 0, 2 ) ];
		// Prices from about 1 to 30 of the currency's usual unit: ¥100–¥3000, $1–$30, KD 0.100–3.000.
		$scale = array(
			'JPY' => 1,
			'USD' => 1,
			'KWD' => 10,
		)[ $currency ];
		return array(
			'currency' => $currency,
			'percent'  => array( 70, 70, 50, 100, 33 )[ $this->int( 0, 4 ) ],
			'window'   => array( 30, 30, 7, 0 )[ $this->int( 0, 3 ) ],
			'steps'    => $this->int( 6, 14 ),
			'prices'   => array(
				'packs' => array( $this->int( 100, 3000 ) * $scale, $this->int( 100, 3000 ) * $scale, $this->int( 100, 3000 ) * $scale ),
				'kit'   => $this->int( 100, 3000 ) * $scale,
				'vip'   => $this->int( 100, 3000 ) * $scale,
			),
		);
	}

	/**
	 * The next step, chosen from what is possible in the model's shop.
	 *
	 * @param Money_Model $model    The model as it is now.
	 * @param int[]       $products Every product id of the shop.
	 * @param int[]       $creators Creator ids.
	 * @return array<string, mixed> `do` names the step; the rest are its facts.
	 */
	public function next( Money_Model $model, array $products, array $creators ): array {
		$pending    = array();
		$paid       = array();
		$refundable = array();
		$refunded   = array();
		foreach ( $model->orders as $id => $order ) {
			if ( 'pending' === $order['status'] ) {
				$pending[] = $id;
			}
			if ( in_array( $order['status'], Money_Model::PAID, true ) ) {
				$paid[] = $id;
				if ( $model->refundable( $id ) > 0 ) {
					$refundable[] = $id;
				}
			}
			if ( $order['refunds'] ) {
				$refunded[] = $id;
			}
		}
		$choices = array(
			'order'         => count( $model->orders ) < self::ORDERS_MAX ? ( $model->orders ? 3 : 100 ) : 0,
			'pay'           => $pending ? 5 : 0,
			'refund_lines'  => $refundable ? 2 : 0,
			'refund_amount' => $refundable ? 2 : 0,
			'refund_rest'   => $refundable ? 1 : 0,
			'status'        => $model->orders ? 2 : 0,
			'delete_refund' => $refunded ? 2 : 0,
			'payout'        => 2,
			'author'        => 1,
			'rate'          => 1,
			'clock'         => 3,
		);
		$do      = $this->weighted( $choices );
		switch ( $do ) {
			case 'order':
				$count = $this->int( 1, 4 );
				$lines = array();
				for ( $i = 0; $i < $count; $i++ ) {
					$lines[] = $products[ $this->int( 0, count( $products ) - 1 ) ];
				}
				return array(
					'do'       => 'order',
					'products' => array_values( array_unique( $lines ) ),
					// A buyer account, a guest, a creator signed in, or a creator as a guest with their e-mail.
					'buyer'    => array( 'buyer', 'buyer', 'guest', 'creator', 'creator-guest' )[ $this->int( 0, 4 ) ],
					'creator'  => $creators[ $this->int( 0, count( $creators ) - 1 ) ],
					'coupon'   => $this->int( 0, 2 ) ? 0 : $this->int( 10, 50 ),
					'fee'      => $this->int( 0, 3 ) ? 0 : $this->int( 1, 500 ),
				);
			case 'pay':
				return array(
					'do'    => 'pay',
					'order' => $this->pick( $pending ),
				);
			case 'refund_lines':
				$order = $this->pick( $refundable );
				$room  = $model->refundable( $order );
				$done  = $model->refunded( $order );
				$parts = array();
				foreach ( $model->orders[ $order ]['items'] as $item_id => $item ) {
					$open = min( $room, $item['paid'] - $done[ $item_id ] );
					if ( $open > 0 && $this->int( 0, 1 ) ) {
						$parts[ $item_id ] = $this->int( 0, 2 ) ? $open : $this->int( 1, $open );
						$room             -= $parts[ $item_id ];
					}
				}
				if ( ! $parts ) {
					return array(
						'do'     => 'refund_amount',
						'order'  => $order,
						'amount' => $this->int( 1, $model->refundable( $order ) ),
					);
				}
				return array(
					'do'    => 'refund_lines',
					'order' => $order,
					'lines' => $parts,
				);
			case 'refund_amount':
			case 'refund_rest':
				$order = $this->pick( $refundable );
				$room  = $model->refundable( $order );
				return array(
					'do'     => $do,
					'order'  => $order,
					'amount' => $this->int( 0, 3 ) ? $this->int( 1, $room ) : $room,
				);
			case 'status':
				return array(
					'do'    => 'status',
					'order' => $this->pick( array_keys( $model->orders ) ),
					'to'    => array( 'processing', 'completed', 'completed', 'on-hold', 'cancelled', 'refunded', 'pending' )[ $this->int( 0, 6 ) ],
				);
			case 'delete_refund':
				$order = $this->pick( $refunded );
				return array(
					'do'     => 'delete_refund',
					'order'  => $order,
					'refund' => $this->int( 0, count( $model->orders[ $order ]['refunds'] ) - 1 ),
					'via'    => $this->int( 0, 1 ) ? 'order screen' : 'wc/v3',
				);
			case 'payout':
				$creator = $this->pick( $creators );
				$due     = $model->creator( $creator )['due'];
				// Mostly what the form should take; sometimes one unit more than is due, which it must refuse.
				$amount = $due > 0 && $this->int( 0, 3 ) ? $this->int( 1, $due ) : max( 1, $due + 1 );
				return array(
					'do'      => 'payout',
					'creator' => $creator,
					'amount'  => $amount,
				);
			case 'author':
				return array(
					'do'      => 'author',
					'pack'    => $this->int( 0, 2 ),
					'creator' => $creators[ $this->int( 0, count( $creators ) - 1 ) ],
				);
			case 'rate':
				return array(
					'do'      => 'rate',
					'percent' => array( 70, 60, 100, 0, 45 )[ $this->int( 0, 4 ) ],
				);
			default:
				return array(
					'do'      => 'clock',
					'seconds' => $this->int( 0, 20 ) * DAY_IN_SECONDS + $this->int( 1, DAY_IN_SECONDS - 1 ),
				);
		}
	}

	private function int( int $min, int $max ): int {
		return $this->random->getInt( $min, $max );
	}

	/**
	 * One element of a non-empty list.
	 *
	 * @param int[] $list The list.
	 */
	private function pick( array $list ): int {
		return $list[ $this->int( 0, count( $list ) - 1 ) ];
	}

	/**
	 * A key chosen with the given weights.
	 *
	 * @param array<string, int> $weights Key → weight (0: never).
	 */
	private function weighted( array $weights ): string {
		$roll = $this->int( 1, array_sum( $weights ) );
		foreach ( $weights as $key => $weight ) {
			$roll -= $weight;
			if ( $roll <= 0 ) {
				return $key;
			}
		}
		return 'clock';
	}
}
