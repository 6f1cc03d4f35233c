<?php
/**
 * Response schema of `GET pp/v1/creator/earnings`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * A creator's balance in each currency, one month's statement (its entries
 * and one line of totals per currency) and their payouts, from the ledger
 * (Creators\Creator_Statement). Every amount is `{amount, currency}` in the
 * currency's ISO 4217 minor units (Money_Fields).
 */
final class Creator_Earnings_Schema extends Abstract_Schema {

	use Money_Fields;

	protected const TITLE = 'playpal-creator-earnings';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$money  = static fn( string $description ): array => self::money_field( $description );
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
		$list   = static fn( string $description, array $item ): array => array(
			'description' => $description,
			'type'        => 'array',
			'items'       => $item,
			'readonly'    => true,
		);
		return array(
			'currency'  => $text( __( 'The store\'s currency now (ISO 4217).', 'playpal' ) ),
			'balances'  => $list( __( 'What the creator has earned and what is due, one balance per currency they earned or were paid in.', 'playpal' ), Creator_Dashboard_Schema::balance_field() ),
			'statement' => $object(
				__( 'One month.', 'playpal' ),
				array(
					'month'   => $text( __( 'The month, YYYY-MM.', 'playpal' ) ),
					'totals'  => $list(
						__( 'The month\'s totals, one line per currency.', 'playpal' ),
						$object(
							__( 'The totals in one currency.', 'playpal' ),
							array(
								'currency'   => $text( __( 'Currency (ISO 4217).', 'playpal' ) ),
								'opening'    => $money( __( 'Balance carried in.', 'playpal' ) ),
								'sales'      => $money( __( 'Commission from sales.', 'playpal' ) ),
								'refunds'    => $money( __( 'Commission taken back (zero or less).', 'playpal' ) ),
								'commission' => $money( __( 'Sales and refunds together.', 'playpal' ) ),
								'closing'    => $money( __( 'Balance carried out.', 'playpal' ) ),
							)
						)
					),
					'entries' => $list(
						__( 'The month\'s entries, oldest first.', 'playpal' ),
						$object(
							__( 'One entry.', 'playpal' ),
							array(
								'date'      => $text( __( 'When, in the site\'s time zone (ISO 8601).', 'playpal' ) ),
								'orderId'   => $number( __( 'Order.', 'playpal' ) ),
								'productId' => $number( __( 'Product.', 'playpal' ) ),
								'kind'      => self::read_only( 'string', __( 'A sale or a reversal.', 'playpal' ), array( 'enum' => array( 'sale', 'reversal' ) ) ),
								'reason'    => $text( __( 'Why: paid, refund, unpaid or self_purchase.', 'playpal' ) ),
								'sale'      => $money( __( 'The part of the sale this entry accounts for.', 'playpal' ) ),
								'amount'    => $money( __( 'Commission.', 'playpal' ) ),
							)
						)
					),
				)
			),
			'payouts'   => $list( __( 'Payouts, newest first.', 'playpal' ), Creator_Dashboard_Schema::payout_field() ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{currency, balances, statement, payouts}`: the store's currency, Creator_Statement::balances() and ::month(), Payout_Ledger::for_creator(), in minor units.
	 */
	public function get_item_response( mixed $item ): array {
		$item      = (array) $item;
		$statement = (array) ( $item['statement'] ?? array() );
		return array(
			'currency'  => (string) ( $item['currency'] ?? 'USD' ),
			'balances'  => array_map( array( Creator_Dashboard_Schema::class, 'balance_response' ), (array) ( $item['balances'] ?? array() ) ),
			'statement' => array(
				'month'   => (string) ( $statement['month'] ?? '' ),
				'totals'  => array_map(
					static function ( array $line ): array {
						$money = static fn( string $key ): array => self::money( $line[ $key ] ?? 0, $line['currency'] ?? '' );
						return array(
							'currency'   => (string) ( $line['currency'] ?? '' ),
							'opening'    => $money( 'opening' ),
							'sales'      => $money( 'sales' ),
							'refunds'    => $money( 'refunds' ),
							'commission' => $money( 'commission' ),
							'closing'    => $money( 'closing' ),
						);
					},
					(array) ( $statement['totals'] ?? array() )
				),
				'entries' => array_map(
					static fn( array $entry ): array => array(
						'date'      => (string) $entry['date'],
						'orderId'   => (int) $entry['order_id'],
						'productId' => (int) $entry['product_id'],
						'kind'      => (string) $entry['kind'],
						'reason'    => (string) $entry['reason'],
						'sale'      => self::money( $entry['base'], $entry['currency'] ),
						'amount'    => self::money( $entry['amount'], $entry['currency'] ),
					),
					(array) ( $statement['entries'] ?? array() )
				),
			),
			'payouts'   => array_map( array( Creator_Dashboard_Schema::class, 'payout_response' ), (array) ( $item['payouts'] ?? array() ) ),
		);
	}
}
