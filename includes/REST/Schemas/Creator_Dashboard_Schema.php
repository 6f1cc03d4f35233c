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
	 * The schema of the balances, one per currency (Creator_Earnings_Schema shares it).
	 *
	 * @return array<string, mixed>
	 */
	public static function balances_field(): array {
		return self::read_only_list(
			__( 'What the creator has earned and what is due, one balance per currency they earned or were paid in.', 'playpal' ),
			self::read_only( 'object', __( 'The balance in one currency.', 'playpal' ) ) + array(
				'properties' => array(
					'currency' => self::read_only( 'string', __( 'Currency (ISO 4217).', 'playpal' ) ),
					'earned'   => self::money_field( __( 'Earned in all, net of refunds.', 'playpal' ) ),
					'payable'  => self::money_field( __( 'What sales past the refund window still earn.', 'playpal' ) ),
					'pending'  => self::money_field( __( 'Earned within the refund window.', 'playpal' ) ),
					'paid'     => self::money_field( __( 'Paid out.', 'playpal' ) ),
					'due'      => self::money_field( __( 'Payable and not yet paid; below zero when a refund came after a payout (carried forward).', 'playpal' ) ),
				),
			)
		);
	}

	/**
	 * The schema of the payouts (Creator_Earnings_Schema shares it).
	 *
	 * @return array<string, mixed>
	 */
	public static function payouts_field(): array {
		return self::read_only_list(
			__( 'Payouts, newest first.', 'playpal' ),
			self::read_only( 'object', __( 'One payout.', 'playpal' ) ) + array(
				'properties' => array(
					'paidOn'    => self::read_only( 'string', __( 'The day it was paid, YYYY-MM-DD.', 'playpal' ) ),
					'amount'    => self::money_field( __( 'Amount.', 'playpal' ) ),
					'reference' => self::read_only( 'string', __( 'The payment\'s reference.', 'playpal' ) ),
				),
			)
		);
	}

	/**
	 * The balances as answered.
	 *
	 * @param mixed $balances Creator_Statement::balances().
	 * @return array<int|string, array<string, mixed>>
	 */
	public static function balances_response( mixed $balances ): array {
		return array_map(
			static function ( array $balance ): array {
				$currency = (string) ( $balance['currency'] ?? '' );
				$answer   = array( 'currency' => $currency );
				foreach ( self::BALANCE_KEYS as $key ) {
					$answer[ $key ] = self::money( $balance[ $key ] ?? 0, $currency );
				}
				return $answer;
			},
			(array) $balances
		);
	}

	/**
	 * The payouts as answered.
	 *
	 * @param mixed $payouts Payout_Ledger::for_creator()'s rows.
	 * @return array<int|string, array<string, mixed>>
	 */
	public static function payouts_response( mixed $payouts ): array {
		return array_map(
			static fn( array $payout ): array => array(
				'paidOn'    => (string) ( $payout['paid_on'] ?? '' ),
				'amount'    => self::money( $payout['amount'] ?? 0, $payout['currency'] ?? '' ),
				'reference' => (string) ( $payout['reference'] ?? '' ),
			),
			(array) $payouts
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$creation = array(
			'id'        => self::read_only( 'integer', __( 'Creation id.', 'playpal' ) ),
			'title'     => self::read_only( 'string', __( 'Title.', 'playpal' ) ),
			'downloads' => self::read_only( 'integer', __( 'Downloads.', 'playpal' ) ),
		);
		return array(
			'currency'            => self::read_only( 'string', __( 'The store\'s currency now (ISO 4217).', 'playpal' ) ),
			'totals'              => self::read_only_object(
				__( 'The four stat cards.', 'playpal' ),
				array(
					'earnings'    => self::money_list_field( __( 'Commission earned in all, net of refunds.', 'playpal' ) ),
					'downloads'   => self::read_only( 'integer', __( 'Downloads of the creator\'s products (WooCommerce\'s download log).', 'playpal' ) ),
					'creations'   => self::read_only( 'integer', __( 'The creator\'s creations.', 'playpal' ) ),
					'rating'      => self::read_only( 'number', __( 'Average stars of the approved reviews of the creator\'s products, 0 without any.', 'playpal' ) ),
					'ratingCount' => self::read_only( 'integer', __( 'Approved reviews with a rating.', 'playpal' ) ),
				)
			),
			'creations'           => self::read_only_objects(
				__( 'Each creation\'s figures, newest first.', 'playpal' ),
				__( 'One creation.', 'playpal' ),
				$creation + array(
					'earnings'    => self::money_list_field( __( 'Commission earned.', 'playpal' ) ),
					'rating'      => self::read_only( 'number', __( 'Average stars.', 'playpal' ) ),
					'ratingCount' => self::read_only( 'integer', __( 'Reviews with a rating.', 'playpal' ) ),
				)
			),
			'earningsByMonth'     => self::read_only_objects(
				__( 'Commission entered in each of the last 12 months, oldest first.', 'playpal' ),
				__( 'One month.', 'playpal' ),
				array(
					'month'    => self::read_only( 'string', __( 'The month, YYYY-MM.', 'playpal' ) ),
					'earnings' => self::money_list_field( __( 'Net commission.', 'playpal' ) ),
				)
			),
			'downloadsByCreation' => self::read_only_objects( __( 'Downloads of each creation, most first.', 'playpal' ), __( 'One creation.', 'playpal' ), $creation ),
			'balances'            => self::balances_field(),
			'payouts'             => self::payouts_field(),
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
			'balances'            => self::balances_response( $item['balances'] ?? array() ),
			'payouts'             => self::payouts_response( $item['payouts'] ?? array() ),
		);
	}
}
