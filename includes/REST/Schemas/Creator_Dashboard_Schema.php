<?php
/**
 * Response schema of `GET pp/v1/creator/dashboard`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * The creator dashboard's figures (Creators\Creator_Figures), the balance
 * (Creators\Creator_Statement) and the payouts. Amounts are in currency
 * units (3.5 for $3.50), rounded to the cent, as in Creator_Earnings_Schema.
 */
final class Creator_Dashboard_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-creator-dashboard';

	private const BALANCE_KEYS = array( 'earned', 'payable', 'pending', 'paid', 'due' );

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
			'currency'            => $field( 'string', __( 'Currency (ISO 4217).', 'playpal' ) ),
			'totals'              => $object(
				__( 'The four stat cards.', 'playpal' ),
				array(
					'earnings'    => $field( 'number', __( 'Commission earned in all, net of refunds.', 'playpal' ) ),
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
						'earnings'    => $field( 'number', __( 'Commission earned.', 'playpal' ) ),
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
						'earnings' => $field( 'number', __( 'Net commission.', 'playpal' ) ),
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
			'balance'             => $object(
				__( 'What the creator has earned and what is due.', 'playpal' ),
				array(
					'earned'  => $field( 'number', __( 'Earned in all.', 'playpal' ) ),
					'payable' => $field( 'number', __( 'Earned before the refund window.', 'playpal' ) ),
					'pending' => $field( 'number', __( 'Earned within the refund window.', 'playpal' ) ),
					'paid'    => $field( 'number', __( 'Paid out.', 'playpal' ) ),
					'due'     => $field( 'number', __( 'Payable and not yet paid.', 'playpal' ) ),
				)
			),
			'payouts'             => $list(
				__( 'Payouts, newest first.', 'playpal' ),
				$object(
					__( 'One payout.', 'playpal' ),
					array(
						'paidOn'    => $field( 'string', __( 'The day it was paid, YYYY-MM-DD.', 'playpal' ) ),
						'amount'    => $field( 'number', __( 'Amount.', 'playpal' ) ),
						'reference' => $field( 'string', __( 'The payment\'s reference.', 'playpal' ) ),
					)
				)
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{figures, balance, payouts}`: Creator_Figures::for_creator(), Creator_Statement::balance(), Payout_Ledger::for_creator(), in minor units.
	 */
	public function get_item_response( mixed $item ): array {
		$item      = (array) $item;
		$figures   = (array) ( $item['figures'] ?? array() );
		$balance   = (array) ( $item['balance'] ?? array() );
		$units     = static fn( mixed $minor ): float => round( (int) $minor / 100, 2 );
		$creations = array_map(
			static fn( array $row ): array => array(
				'id'          => (int) $row['id'],
				'title'       => (string) $row['title'],
				'downloads'   => (int) $row['downloads'],
				'earnings'    => $units( $row['earnings'] ),
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
			'currency'            => (string) ( $balance['currency'] ?? 'USD' ),
			'totals'              => array(
				'earnings'    => $units( $figures['earnings'] ?? 0 ),
				'downloads'   => (int) ( $figures['downloads'] ?? 0 ),
				'creations'   => (int) ( $figures['creations'] ?? 0 ),
				'rating'      => (float) ( $figures['rating'] ?? 0 ),
				'ratingCount' => (int) ( $figures['rating_count'] ?? 0 ),
			),
			'creations'           => $creations,
			'earningsByMonth'     => array_map(
				static fn( array $month ): array => array(
					'month'    => (string) $month['month'],
					'earnings' => $units( $month['earnings'] ),
				),
				(array) ( $figures['by_month'] ?? array() )
			),
			'downloadsByCreation' => $downloads,
			'balance'             => array_map( $units, array_intersect_key( $balance + array_fill_keys( self::BALANCE_KEYS, 0 ), array_flip( self::BALANCE_KEYS ) ) ),
			'payouts'             => array_map(
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
