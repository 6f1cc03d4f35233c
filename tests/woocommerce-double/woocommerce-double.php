<?php
/**
 * Plugin Name:       WooCommerce Store API test double (PlayPal tests)
 * Description:       NOT WooCommerce. A small stand-in for the dev and test sites of PlayPal, used only when no real WooCommerce can be installed: it serves the wc/store/v1 routes the storefront uses (products, cart, add-item, update-item, remove-item) as WooCommerce's Store API does, keeps a guest cart in a cookie session, and provides a checkout page. Deactivate it and install WooCommerce for a real shop.
 * Version:           1.0.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * License:           GPL-2.0-or-later
 *
 * The contract it follows is ../shared/reference/woocommerce-store-api.md:
 * routes under wc/store/v1 (and the unversioned wc/store), 201 from
 * add-item, 409 with data.cart for a stale line, 401/403 for a missing or
 * invalid `Nonce` header on cart writes (checked against
 * wp_create_nonce( 'wc_store_api' ); a valid `Cart-Token` replaces it),
 * prices as minor-unit strings with the currency fields, fresh `Nonce`,
 * `Nonce-Timestamp`, `User-ID`, `Cart-Token` and `Cart-Hash` headers on
 * every cart response (errors included), `X-WP-Total` and
 * `X-WP-TotalPages` on product lists.
 *
 * Data lives where WooCommerce keeps it, so sample content seeded for the
 * double is read by a real WooCommerce too: `product` posts with
 * `_regular_price`, `_sale_price`, `_price`, `_stock_status`, `_downloadable`
 * meta, `product_cat` terms, the `woocommerce_currency*` and
 * `woocommerce_price_*` options, and the checkout page in
 * `woocommerce_checkout_page_id` with the `[woocommerce_checkout]` shortcode.
 *
 * It also defines the few WooCommerce PHP functions other plugins use to
 * find the store (class WooCommerce, WC(), wc_get_page_id(),
 * wc_get_checkout_url(), is_checkout(), is_account_page()), and orders with
 * their download permissions (WC_Order reduced, wc_create_order(),
 * wc_get_order(), wc_get_customer_available_downloads(), the
 * `woocommerce_order_status_{status}` hooks; includes/class-orders.php) —
 * only when no real WooCommerce is loaded.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

const VERSION = '1.0.0';
const FILE    = __FILE__;

require_once __DIR__ . '/includes/class-money.php';
require_once __DIR__ . '/includes/class-catalog.php';
require_once __DIR__ . '/includes/class-session.php';
require_once __DIR__ . '/includes/class-cart.php';
require_once __DIR__ . '/includes/class-route-error.php';
require_once __DIR__ . '/includes/class-store-api.php';
require_once __DIR__ . '/includes/class-checkout-page.php';
require_once __DIR__ . '/includes/class-orders.php';
require_once __DIR__ . '/includes/class-admin-notice.php';
require_once __DIR__ . '/includes/class-frontend-assets.php';
require_once __DIR__ . '/includes/class-coming-soon.php';

/**
 * Boots the double unless a real WooCommerce is loaded. Plugins load in
 * alphabetical order ("woocommerce-double/" before "woocommerce/"), so the
 * decision waits for plugins_loaded.
 */
function boot(): void {
	if ( real_woocommerce_loaded() ) {
		add_action( 'admin_notices', array( Admin_Notice::class, 'print_real_woocommerce_present' ) );
		return;
	}
	require_once __DIR__ . '/includes/compat.php';
	define( __NAMESPACE__ . '\\COMPAT_LOADED', true );

	add_action( 'init', array( Catalog::class, 'register' ), 5 );
	add_action( 'init', array( Checkout_Page::class, 'register' ) );
	add_action( 'init', array( Orders::class, 'register' ) );
	add_action( 'init', array( Frontend_Assets::class, 'register' ) );
	add_action( 'init', array( Coming_Soon::class, 'register' ) );
	add_action( 'rest_api_init', array( Store_Api::class, 'register_routes' ) );
	add_filter( 'rest_authentication_errors', array( Store_Api::class, 'authenticate' ) );
	add_action( 'admin_notices', array( Admin_Notice::class, 'print' ) );
}
add_action( 'plugins_loaded', __NAMESPACE__ . '\\boot', -100 );

/**
 * Whether WooCommerce itself (not this double's stand-in class) is loaded.
 */
function real_woocommerce_loaded(): bool {
	return class_exists( 'WooCommerce', false ) && ! defined( __NAMESPACE__ . '\\COMPAT_LOADED' );
}

/**
 * On activation: the store's default options and its checkout page, as
 * WooCommerce's installer creates them.
 */
function activate(): void {
	if ( real_woocommerce_loaded() ) {
		return;
	}
	$defaults = array(
		'woocommerce_currency'           => 'USD',
		'woocommerce_currency_pos'       => 'left',
		'woocommerce_price_thousand_sep' => ',',
		'woocommerce_price_decimal_sep'  => '.',
		'woocommerce_price_num_decimals' => '2',
	);
	foreach ( $defaults as $option => $value ) {
		add_option( $option, $value );
	}
	Catalog::register();
	Checkout_Page::create();
	Checkout_Page::create_store_pages();
	// WooCommerce gives administrators the store's capabilities on install.
	$administrator = get_role( 'administrator' );
	if ( $administrator ) {
		$administrator->add_cap( 'manage_woocommerce' );
	}
	flush_rewrite_rules( false );
}
register_activation_hook( __FILE__, __NAMESPACE__ . '\\activate' );
