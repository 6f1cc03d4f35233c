<?php
/**
 * Response schema of `GET pp/v1/membership-products`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{vipLibraryCard, creatorMonthly, creatorAnnual}`: each the newest published
 * product marked as that membership, `{id, name, slug, days, price}`, or null.
 */
final class Membership_Products_Schema extends Abstract_Schema {

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
				'price' => array(
					'description' => __( 'The price as WooCommerce keeps it: a decimal string in the store\'s currency.', 'playpal' ),
					'type'        => 'string',
				),
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
				'price' => (string) $product['price'],
			) : null;
		}
		return $response;
	}
}
