<?php
/**
 * Plugin Name: PlayPal browser-test store switch
 * Description: Linked into the e2e site only (bin/test-e2e). A browser test can set the cookie `playpal_e2e_store` to see the site, for its own requests only, as it would be with an empty catalogue (`empty`), with every product unpriced (`unpriced`: no price stored, as a product saved without one) or without WooCommerce (`off`: the store plugin is not loaded at all). Parallel tests never change each other's site.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

$playpal_e2e_store = isset( $_COOKIE['playpal_e2e_store'] ) ? sanitize_key( wp_unslash( $_COOKIE['playpal_e2e_store'] ) ) : '';

if ( 'off' === $playpal_e2e_store ) {
	// No WooCommerce (nor its test double) for this request.
	add_filter(
		'option_active_plugins',
		static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'woocommerce/woocommerce.php', 'woocommerce-double/woocommerce-double.php' ) ) )
	);
}

if ( 'empty' === $playpal_e2e_store ) {
	// The store's product queries find nothing.
	add_action(
		'pre_get_posts',
		static function ( WP_Query $query ) {
			if ( 'product' === $query->get( 'post_type' ) ) {
				$query->set( 'post__in', array( 0 ) );
			}
		}
	);
}
if ( 'unpriced' === $playpal_e2e_store ) {
	// WooCommerce reads prices through its product getters, the test double from the meta.
	foreach ( array( 'price', 'regular_price', 'sale_price' ) as $playpal_e2e_price ) {
		add_filter( "woocommerce_product_get_{$playpal_e2e_price}", '__return_empty_string' );
	}
	unset( $playpal_e2e_price );
	add_filter(
		'get_post_metadata',
		static function ( $value, $object_id, $meta_key ) {
			return in_array( $meta_key, array( '_price', '_regular_price', '_sale_price' ), true ) ? array( '' ) : $value;
		},
		10,
		3
	);
}
unset( $playpal_e2e_store );
