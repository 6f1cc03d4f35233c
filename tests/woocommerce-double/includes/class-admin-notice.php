<?php
/**
 * Tells the site owner, in wp-admin, that this is a test double and not WooCommerce.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * The double's admin notices.
 */
final class Admin_Notice {

	public static function print(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning" data-testid="woocommerce-double-notice"><p><strong>%1$s</strong> %2$s</p></div>',
			esc_html( 'This site runs the WooCommerce Store API test double, not WooCommerce.' ),
			esc_html( 'PlayPal’s dev and test sites use it because no current WooCommerce could be installed on this machine. It serves the Store API routes the storefront needs (products, cart, add, update and remove items) and a checkout page that takes no payments. For a real shop, deactivate “WooCommerce Store API test double” and install WooCommerce (Plugins → Add New Plugin); bin/dev-site uses a real WooCommerce whenever one is present.' )
		);
	}

	public static function print_real_woocommerce_present(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-info"><p>%s</p></div>',
			esc_html( 'WooCommerce is active, so the WooCommerce Store API test double does nothing. You can deactivate and delete it.' )
		);
	}
}
