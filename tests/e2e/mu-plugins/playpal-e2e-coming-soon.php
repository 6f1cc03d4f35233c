<?php
/**
 * Plugin Name: PlayPal browser-test coming-soon switch
 * Description: Linked into the e2e site only (bin/test-e2e). The e2e store is launched (bin/php/dev-store.php: coming soon off, as "Launch your store" leaves it, and WooCommerce's first-visit setup already done, so no wp-admin visit turns it back on). A browser test sets the cookie `playpal_e2e_coming_soon` to `store` (store pages only, WooCommerce's default) or `site` (the whole site) to see, for its own requests only, the site as WooCommerce shows it in that mode. The options are the ones WooCommerce reads, so the real WooCommerce and the test double both answer.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

$playpal_e2e_coming_soon = isset( $_COOKIE['playpal_e2e_coming_soon'] ) ? sanitize_key( wp_unslash( $_COOKIE['playpal_e2e_coming_soon'] ) ) : '';
if ( in_array( $playpal_e2e_coming_soon, array( 'store', 'site' ), true ) ) {
	add_filter( 'pre_option_woocommerce_coming_soon', static fn() => 'yes' );
	add_filter( 'pre_option_woocommerce_store_pages_only', static fn() => 'site' === $playpal_e2e_coming_soon ? 'no' : 'yes' );
}
unset( $playpal_e2e_coming_soon );
