<?php
/**
 * Plugin Name: PlayPal browser-test store switch
 * Description: Linked into the e2e site only (bin/test-e2e). A browser test can set the cookie `playpal_e2e_store` to see the site, for its own requests only, as it would be with an empty catalogue (`empty`) or without WooCommerce (`off`: the store plugin is not loaded at all). Parallel tests never change each other's site.
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
unset( $playpal_e2e_store );
