<?php
/**
 * Response schema of `GET pp/v1/creator/earnings`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * A creator's balance, one month's statement and their payouts, from the
 * ledger (Creators\Creator_Statement). Amounts are in currency units (3.5 for
 * $3.50), rounded to the cent.
 */
final class Creator_Earnings_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-creator-earnings';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$money  = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'number',
			'readonly'    => true,
		);
		$object = static fn( string $description, array $properties ): array => array(
			'description' => $description,
			'type'        => 'object',
			'properties'  => $properties,
			'readonly'    => true,
		);
		$text   = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'readonly'    => true,
		);
		$number = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'readonly'    => true,
		);
		return array(
			'currency'  => $text( __( 'Currency (ISO 4217).', 'playpal' ) ),
			'balance'   => $object(
				__( 'What the creator has earned and what is due.', 'playpal' ),
				array(
					'earned'  => $money( __( 'Earned in all.', 'playpal' ) ),
					'payable' => $money( __( 'Earned before the refund window.', 'playpal' ) ),
					'pending' => $money( __( 'Earned within the refund window.', 'playpal' ) ),
					'paid'    => $money( __( 'Paid out.', 'playpal' ) ),
					'due'     => $money( __( 'Payable and not yet paid.', 'playpal' ) ),
				)
			),
			'statement' => $object(
				__( 'One month.', 'playpal' ),
				array(
					'month'      => $text( __( 'The month, YYYY-MM.', 'playpal' ) ),
					'opening'    => $money( __( 'Balance carried in.', 'playpal' ) ),
					'sales'      => $money( __( 'Commission from sales.', 'playpal' ) ),
					'refunds'    => $money( __( 'Commission taken back (zero or less).', 'playpal' ) ),
					'commission' => $money( __( 'Sales and refunds together.', 'playpal' ) ),
					'closing'    => $money( __( 'Balance carried out.', 'playpal' ) ),
					'entries'    => array(
						'description' => __( 'The month\'s entries, oldest first.', 'playpal' ),
						'type'        => 'array',
						'readonly'    => true,
						'items'       => $object(
							__( 'One entry.', 'playpal' ),
							array(
								'date'      => $text( __( 'When, in the site\'s time zone (ISO 8601).', 'playpal' ) ),
								'orderId'   => $number( __( 'Order.', 'playpal' ) ),
								'productId' => $number( __( 'Product.', 'playpal' ) ),
								'kind'      => array(
									'description' => __( 'A sale or a reversal.', 'playpal' ),
									'type'        => 'string',
									'enum'        => array( 'sale', 'reversal' ),
									'readonly'    => true,
								),
								'reason'    => $text( __( 'Why: paid, refund, unpaid or self_purchase.', 'playpal' ) ),
								'sale'      => $money( __( 'The part of the sale this entry accounts for.', 'playpal' ) ),
								'amount'    => $money( __( 'Commission.', 'playpal' ) ),
							)
						),
					),
				)
			),
			'payouts'   => array(
				'description' => __( 'Payouts, newest first.', 'playpal' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => $object(
					__( 'One payout.', 'playpal' ),
					array(
						'paidOn'    => $text( __( 'The day it was paid, YYYY-MM-DD.', 'playpal' ) ),
						'amount'    => $money( __( 'Amount.', 'playpal' ) ),
						'reference' => $text( __( 'The payment\'s reference.', 'playpal' ) ),
					)
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{balance, statement, payouts}` in minor units.
	 */
	public function get_item_response( mixed $item ): array {
		$item      = (array) $item;
		$balance   = (array) ( $item['balance'] ?? array() );
		$statement = (array) ( $item['statement'] ?? array() );
		$units     = static fn( mixed $minor ): float => round( (int) $minor / 100, 2 );
		return array(
			'currency'  => (string) ( $balance['currency'] ?? 'USD' ),
			'balance'   => array_map( $units, array_intersect_key( $balance + array_fill_keys( array( 'earned', 'payable', 'pending', 'paid', 'due' ), 0 ), array_flip( array( 'earned', 'payable', 'pending', 'paid', 'due' ) ) ) ),
			'statement' => array(
				'month'      => (string) ( $statement['month'] ?? '' ),
				'opening'    => $units( $statement['opening'] ?? 0 ),
				'sales'      => $units( $statement['sales'] ?? 0 ),
				'refunds'    => $units( $statement['refunds'] ?? 0 ),
				'commission' => $units( $statement['commission'] ?? 0 ),
				'closing'    => $units( $statement['closing'] ?? 0 ),
				'entries'    => array_map(
					static fn( array $entry ): array => array(
						'date'      => (string) $entry['date'],
						'orderId'   => (int) $entry['order_id'],
						'productId' => (int) $entry['product_id'],
						'kind'      => (string) $entry['kind'],
						'reason'    => (string) $entry['reason'],
						'sale'      => $units( $entry['base'] ),
						'amount'    => $units( $entry['amount'] ),
					),
					(array) ( $statement['entries'] ?? array() )
				),
			),
			'payouts'   => array_map(
				static fn( array $payout ): array => array(
					'paidOn'    => (string) $payout['paid_on'],
					'amount'    => $units( $payout['amount'] ),
					'reference' => (string) $payout['reference'],
				),
				(array) ( $item['payouts'] ?? array() )
			),
		);
	}
}
