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
		return array(
			'currency'  => self::read_only( 'string', __( 'The store\'s currency now (ISO 4217).', 'playpal' ) ),
			'balances'  => Creator_Dashboard_Schema::balances_field(),
			'statement' => self::read_only_object(
				__( 'One month.', 'playpal' ),
				array(
					'month'   => self::read_only( 'string', __( 'The month, YYYY-MM.', 'playpal' ) ),
					'totals'  => self::read_only_objects(
						__( 'The month\'s totals, one line per currency.', 'playpal' ),
						__( 'The totals in one currency.', 'playpal' ),
						array(
							'currency'   => self::read_only( 'string', __( 'Currency (ISO 4217).', 'playpal' ) ),
							'opening'    => self::money_field( __( 'Balance carried in.', 'playpal' ) ),
							'sales'      => self::money_field( __( 'Commission from sales.', 'playpal' ) ),
							'refunds'    => self::money_field( __( 'Commission taken back (zero or less).', 'playpal' ) ),
							'commission' => self::money_field( __( 'Sales and refunds together.', 'playpal' ) ),
							'closing'    => self::money_field( __( 'Balance carried out.', 'playpal' ) ),
						)
					),
					'entries' => self::read_only_objects(
						__( 'The month\'s entries, oldest first.', 'playpal' ),
						__( 'One entry.', 'playpal' ),
						array(
							'date'      => self::read_only( 'string', __( 'When, in the site\'s time zone (ISO 8601).', 'playpal' ) ),
							'orderId'   => self::read_only( 'integer', __( 'Order.', 'playpal' ) ),
							'productId' => self::read_only( 'integer', __( 'Product.', 'playpal' ) ),
							'kind'      => self::read_only( 'string', __( 'A sale or a reversal.', 'playpal' ), array( 'enum' => array( 'sale', 'reversal' ) ) ),
							'reason'    => self::read_only( 'string', __( 'Why: paid, refund, unpaid or self_purchase.', 'playpal' ) ),
							'sale'      => self::money_field( __( 'The part of the sale this entry accounts for.', 'playpal' ) ),
							'amount'    => self::money_field( __( 'Commission.', 'playpal' ) ),
						)
					),
				)
			),
			'payouts'   => Creator_Dashboard_Schema::payouts_field(),
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
			'balances'  => Creator_Dashboard_Schema::balances_response( $item['balances'] ?? array() ),
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
			'payouts'   => Creator_Dashboard_Schema::payouts_response( $item['payouts'] ?? array() ),
		);
	}
}
