<?php
/**
 * The few WooCommerce PHP functions plugins use to find the store, defined
 * only when WooCommerce itself is not loaded (woocommerce-double.php checks).
 *
 * @package WooCommerce_Double
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, Generic.Files.OneObjectStructurePerFile, Universal.Files.SeparateFunctionsFromOO -- WooCommerce's own public names.

defined( 'ABSPATH' ) || exit;

/**
 * Stands in for WooCommerce's main class: `class_exists( 'WooCommerce' )` is
 * how plugins ask whether a store is present.
 */
final class WooCommerce {

	/**
	 * Version string; marks the double.
	 *
	 * @var string
	 */
	public $version = '0.0.0-store-api-double';

	private static ?WooCommerce $instance = null;

	public static function instance(): WooCommerce {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}
}

if ( ! function_exists( 'WC' ) ) {
	/**
	 * The store instance, as WooCommerce's WC().
	 */
	function WC(): WooCommerce { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- WooCommerce's name.
		return WooCommerce::instance();
	}
}

if ( ! function_exists( 'wc_get_page_id' ) ) {
	/**
	 * A store page's ID from its `woocommerce_{page}_page_id` option, -1 when unset.
	 *
	 * @param string $page Page name: checkout, cart, myaccount, shop.
	 */
	function wc_get_page_id( $page ) {
		$page_id = (int) get_option( 'woocommerce_' . $page . '_page_id' );
		return $page_id > 0 ? $page_id : -1;
	}
}

if ( ! function_exists( 'wc_get_page_permalink' ) ) {
	/**
	 * A store page's URL; the home page when the page is missing, as in WooCommerce.
	 *
	 * @param string $page Page name.
	 */
	function wc_get_page_permalink( $page ) {
		$page_id   = wc_get_page_id( $page );
		$permalink = 0 < $page_id ? get_permalink( $page_id ) : '';
		return $permalink ? $permalink : get_home_url();
	}
}

if ( ! function_exists( 'wc_get_checkout_url' ) ) {
	/**
	 * The checkout page URL.
	 */
	function wc_get_checkout_url() {
		return wc_get_page_permalink( 'checkout' );
	}
}

if ( ! function_exists( 'is_checkout' ) ) {
	/**
	 * Whether the current request shows the checkout page.
	 */
	function is_checkout() {
		$page_id = wc_get_page_id( 'checkout' );
		return $page_id > 0 && is_page( $page_id );
	}
}

if ( ! function_exists( 'is_account_page' ) ) {
	/**
	 * Whether the current request shows the account page (the double has none).
	 */
	function is_account_page() {
		$page_id = wc_get_page_id( 'myaccount' );
		return $page_id > 0 && is_page( $page_id );
	}
}
