<?php
/**
 * Response schema of `GET pp/v1/membership-products`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Money\Money;

defined( 'ABSPATH' ) || exit;

/**
 * `{vipLibraryCard, creatorMonthly, creatorAnnual}`: each the newest published
 * product marked as that membership, `{id, name, slug, days, price}`, or null.
 */
final class Membership_Products_Schema extends Abstract_Schema {

	use Money_Fields;


	protected const TITLE = 'playpal-membership-products';

	/** Response key of each membership type. */
	public const KEYS = array(
		'vip_library_card' => 'vipLibraryCard',
		'creator_monthly'  => 'creatorMonthly',
		'creator_annual'   => 'creatorAnnual',
	);

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$product    = array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'id'    => array( 'type' => 'integer' ),
				'name'  => array( 'type' => 'string' ),
				'slug'  => array( 'type' => 'string' ),
				'days'  => array( 'type' => 'integer' ),
				'price' => array( 'type' => array( 'object', 'null' ) ) + self::money_field( __( 'The price in the store\'s currency, in its minor units; null when the product has none.', 'playpal' ) ),
			),
		);
		$properties = array();
		foreach ( self::KEYS as $key ) {
			$properties[ $key ] = $product + array( 'description' => __( 'The product sold for this membership, or null when none is on sale.', 'playpal' ) );
		}
		return $properties;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Products by membership type (each `{id, name, slug, days, price}` or null).
	 */
	public function get_item_response( mixed $item ): array {
		$item     = (array) $item;
		$response = array();
		foreach ( self::KEYS as $type => $key ) {
			$product          = $item[ $type ] ?? null;
			$response[ $key ] = is_array( $product ) ? array(
				'id'    => (int) $product['id'],
				'name'  => (string) $product['name'],
				'slug'  => (string) $product['slug'],
				'days'  => (int) $product['days'],
				'price' => self::price( (string) $product['price'] ),
			) : null;
		}
		return $response;
	}

	/**
	 * WooCommerce's price (decimal text in the store's currency) as money.
	 *
	 * @param string $price The product's `_price`.
	 * @return array{amount: int, currency: string}|null
	 */
	private static function price( string $price ): ?array {
		if ( '' === trim( $price ) || ! is_numeric( $price ) ) {
			return null;
		}
		$currency = function_exists( 'get_woocommerce_currency' ) ? (string) get_woocommerce_currency() : 'USD';
		return Money::from_decimal( $price, $currency )->to_array();
	}
}
