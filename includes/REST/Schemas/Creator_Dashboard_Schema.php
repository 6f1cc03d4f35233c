<?php
/**
 * Response schema of `GET pp/v1/creator/dashboard`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The creator dashboard's figures (Creators\Creator_Figures), the balance in
 * each currency (Creators\Creator_Statement) and the payouts. Every amount is
 * `{amount, currency}` in the currency's ISO 4217 minor units; a figure that
 * may span currencies is a list of them, one per currency
 * (Money_Fields). Creator_Earnings_Schema shares the balance and
 * payout shapes below.
 */
final class Creator_Dashboard_Schema extends Abstract_Schema {

	use Money_Fields;

	protected const TITLE = 'playpal-creator-dashboard';

	private const BALANCE_KEYS = array( 'earned', 'payable', 'pending', 'paid', 'due' );

	/**
	 * The schema of one currency's balance.
	 *
	 * @return array<string, mixed>
	 */
	public static function balance_field(): array {
		return array(
			'description' => __( 'The balance in one currency.', 'playpal' ),
			'type'        => 'object',
			'readonly'    => true,
			'properties'  => array(
				'currency' => self::read_only( 'string', __( 'Currency (ISO 4217).', 'playpal' ) ),
				'earned'   => self::money_field( __( 'Earned in all, net of refunds.', 'playpal' ) ),
				'payable'  => self::money_field( __( 'What sales past the refund window still earn.', 'playpal' ) ),
				'pending'  => self::money_field( __( 'Earned within the refund window.', 'playpal' ) ),
				'paid'     => self::money_field( __( 'Paid out.', 'playpal' ) ),
				'due'      => self::money_field( __( 'Payable and not yet paid; below zero when a refund came after a payout (carried forward).', 'playpal' ) ),
			),
		);
	}

	/**
	 * The schema of one payout.
	 *
	 * @return array<string, mixed>
	 */
	public static function payout_field(): array {
		return array(
			'description' => __( 'One payout.', 'playpal' ),
			'type'        => 'object',
			'readonly'    => true,
			'properties'  => array(
				'paidOn'    => self::read_only( 'string', __( 'The day it was paid, YYYY-MM-DD.', 'playpal' ) ),
				'amount'    => self::money_field( __( 'Amount.', 'playpal' ) ),
				'reference' => self::read_only( 'string', __( 'The payment\'s reference.', 'playpal' ) ),
			),
		);
	}

	/**
	 * One currency's balance as answered.
	 *
	 * @param array<string, mixed> $balance Creator_Statement::balance().
	 * @return array<string, mixed>
	 */
	public static function balance_response( array $balance ): array {
		$currency = (string) ( $balance['currency'] ?? '' );
		$answer   = array( 'currency' => $currency );
		foreach ( self::BALANCE_KEYS as $key ) {
			$answer[ $key ] = self::money( $balance[ $key ] ?? 0, $currency );
		}
		return $answer;
	}

	/**
	 * One payout as answered.
	 *
	 * @param array<string, mixed> $payout Payout_Ledger::for_creator()'s row.
	 * @return array<string, mixed>
	 */
	public static function payout_response( array $payout ): array {
		return array(
			'paidOn'    => (string) ( $payout['paid_on'] ?? '' ),
			'amount'    => self::money( $payout['amount'] ?? 0, $payout['currency'] ?? '' ),
			'reference' => (string) ( $payout['reference'] ?? '' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$field  = static fn( string $type, string $description ): array => array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		);
		$object = static fn( string $description, array $properties ): array => array(
			'description' => $description,
			'type'        => 'object',
			'properties'  => $properties,
			'readonly'    => true,
		);
		$list   = static fn( string $description, array $item ): array => array(
			'description' => $description,
			'type'        => 'array',
			'items'       => $item,
			'readonly'    => true,
		);
		return array(
			'currency'            => $field( 'string', __( 'The store\'s currency now (ISO 4217).', 'playpal' ) ),
			'totals'              => $object(
				__( 'The four stat cards.', 'playpal' ),
				array(
					'earnings'    => self::money_list_field( __( 'Commission earned in all, net of refunds.', 'playpal' ) ),
					'downloads'   => $field( 'integer', __( 'Downloads of the creator\'s products (WooCommerce\'s download log).', 'playpal' ) ),
					'creations'   => $field( 'integer', __( 'The creator\'s creations.', 'playpal' ) ),
					'rating'      => $field( 'number', __( 'Average stars of the approved reviews of the creator\'s products, 0 without any.', 'playpal' ) ),
					'ratingCount' => $field( 'integer', __( 'Approved reviews with a rating.', 'playpal' ) ),
				)
			),
			'creations'           => $list(
				__( 'Each creation\'s figures, newest first.', 'playpal' ),
				$object(
					__( 'One creation.', 'playpal' ),
					array(
						'id'          => $field( 'integer', __( 'Creation id.', 'playpal' ) ),
						'title'       => $field( 'string', __( 'Title.', 'playpal' ) ),
						'downloads'   => $field( 'integer', __( 'Downloads.', 'playpal' ) ),
						'earnings'    => self::money_list_field( __( 'Commission earned.', 'playpal' ) ),
						'rating'      => $field( 'number', __( 'Average stars.', 'playpal' ) ),
						'ratingCount' => $field( 'integer', __( 'Reviews with a rating.', 'playpal' ) ),
					)
				)
			),
			'earningsByMonth'     => $list(
				__( 'Commission entered in each of the last 12 months, oldest first.', 'playpal' ),
				$object(
					__( 'One month.', 'playpal' ),
					array(
						'month'    => $field( 'string', __( 'The month, YYYY-MM.', 'playpal' ) ),
						'earnings' => self::money_list_field( __( 'Net commission.', 'playpal' ) ),
					)
				)
			),
			'downloadsByCreation' => $list(
				__( 'Downloads of each creation, most first.', 'playpal' ),
				$object(
					__( 'One creation.', 'playpal' ),
					array(
						'id'        => $field( 'integer', __( 'Creation id.', 'playpal' ) ),
						'title'     => $field( 'string', __( 'Title.', 'playpal' ) ),
						'downloads' => $field( 'integer', __( 'Downloads.', 'playpal' ) ),
					)
				)
			),
			'balances'            => $list( __( 'What the creator has earned and what is due, one balance per currency they earned or were paid in.', 'playpal' ), self::balance_field() ),
			'payouts'             => $list( __( 'Payouts, newest first.', 'playpal' ), self::payout_field() ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{currency, figures, balances, payouts}`: the store's currency, Creator_Figures::for_creator(), Creator_Statement::balances(), Payout_Ledger::for_creator(), in minor units.
	 */
	public function get_item_response( mixed $item ): array {
		$item      = (array) $item;
		$figures   = (array) ( $item['figures'] ?? array() );
		$currency  = (string) ( $item['currency'] ?? 'USD' );
		$creations = array_map(
			static fn( array $row ): array => array(
				'id'          => (int) $row['id'],
				'title'       => (string) $row['title'],
				'downloads'   => (int) $row['downloads'],
				'earnings'    => self::money_list( $row['earnings'], $currency ),
				'rating'      => (float) $row['rating'],
				'ratingCount' => (int) $row['rating_count'],
			),
			(array) ( $figures['per_creation'] ?? array() )
		);
		$downloads = array_map(
			static fn( array $row ): array => array_intersect_key( $row, array_flip( array( 'id', 'title', 'downloads' ) ) ),
			$creations
		);
		// Most downloaded first; ties keep the newest-first order (usort is stable).
		usort( $downloads, static fn( array $a, array $b ): int => $b['downloads'] <=> $a['downloads'] );
		return array(
			'currency'            => $currency,
			'totals'              => array(
				'earnings'    => self::money_list( $figures['earnings'] ?? array(), $currency ),
				'downloads'   => (int) ( $figures['downloads'] ?? 0 ),
				'creations'   => (int) ( $figures['creations'] ?? 0 ),
				'rating'      => (float) ( $figures['rating'] ?? 0 ),
				'ratingCount' => (int) ( $figures['rating_count'] ?? 0 ),
			),
			'creations'           => $creations,
			'earningsByMonth'     => array_map(
				static fn( array $month ): array => array(
					'month'    => (string) $month['month'],
					'earnings' => self::money_list( $month['earnings'], $currency ),
				),
				(array) ( $figures['by_month'] ?? array() )
			),
			'downloadsByCreation' => $downloads,
			'balances'            => array_map( array( self::class, 'balance_response' ), (array) ( $item['balances'] ?? array() ) ),
			'payouts'             => array_map( array( self::class, 'payout_response' ), (array) ( $item['payouts'] ?? array() ) ),
		);
	}
}
