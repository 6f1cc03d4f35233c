<?php
/**
 * Orders and download permissions, as far as PlayPal's member portal needs them.
 *
 * Real WooCommerce keeps orders in its order tables (or, with legacy storage,
 * `shop_order` posts) and download permissions in
 * `{prefix}woocommerce_downloadable_product_permissions`. The double keeps an
 * order as a `shop_order` post (`wc-{status}`, meta `_customer_user`,
 * `_order_key`, `_billing_email`) with two double-only meta fields:
 * `_wc_double_items` (product id, quantity, name per line) and
 * `_wc_double_download_permissions` (one row per downloadable file, with the
 * same columns as WooCommerce's table). Only the functions in compat.php
 * read them.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the order post type and grants download permissions the way
 * WooCommerce does (`wc_downloadable_product_permissions()` on completed and
 * processing orders).
 */
final class Orders {

	public const POST_TYPE   = 'shop_order';
	public const ITEMS       = '_wc_double_items';
	public const PERMISSIONS = '_wc_double_download_permissions';

	public static function register(): void {
		if ( post_type_exists( self::POST_TYPE ) ) {
			return;
		}
		register_post_type(
			self::POST_TYPE,
			array(
				'label'           => 'Orders',
				'public'          => false,
				'show_ui'         => false,
				'rewrite'         => false,
				'query_var'       => false,
				'capability_type' => 'post',
			)
		);
	}

	/**
	 * Grants download permissions for an order's downloadable products, once
	 * (WooCommerce's `wc_downloadable_product_permissions()`): access expires
	 * after the product's `_download_expiry` days (none when empty or -1).
	 *
	 * @param int $order_id Order.
	 */
	public static function grant_download_permissions( int $order_id ): void {
		if ( get_post_meta( $order_id, '_download_permissions_granted', true ) ) {
			return;
		}
		$permissions = array();
		$customer    = (int) get_post_meta( $order_id, '_customer_user', true );
		$created     = (string) get_post_field( 'post_date_gmt', $order_id );
		foreach ( (array) get_post_meta( $order_id, self::ITEMS, true ) as $item ) {
			$product_id = (int) ( $item['product_id'] ?? 0 );
			if ( 'yes' !== get_post_meta( $product_id, '_downloadable', true ) ) {
				continue;
			}
			$days = (int) get_post_meta( $product_id, '_download_expiry', true );
			foreach ( (array) get_post_meta( $product_id, '_downloadable_files', true ) as $download_id => $file ) {
				$permissions[] = array(
					'download_id'         => (string) $download_id,
					'product_id'          => $product_id,
					'order_id'            => $order_id,
					'user_id'             => $customer,
					'downloads_remaining' => '',
					'access_granted'      => $created,
					'access_expires'      => $days > 0 ? gmdate( 'Y-m-d 00:00:00', strtotime( $created . ' UTC' ) + $days * DAY_IN_SECONDS ) : null,
					'download_count'      => 0,
				);
			}
		}
		update_post_meta( $order_id, self::PERMISSIONS, $permissions );
		update_post_meta( $order_id, '_download_permissions_granted', 'yes' );
	}
}
