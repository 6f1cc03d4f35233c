<?php
/**
 * WooCommerce's classic frontend assets, reduced: like WooCommerce, the
 * double puts a stylesheet and a script on every page of the site, and the
 * script asks the Store API for the cart on its own (as WooCommerce's
 * mini-cart and cart fragments do). A storefront that must keep the store's
 * assets off its pages sees them here without a real WooCommerce.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues the stand-in assets on the front end.
 */
final class Frontend_Assets {

	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	public static function enqueue(): void {
		wp_enqueue_style( 'woocommerce-general', plugins_url( 'assets/store.css', FILE ), array(), VERSION );
		// A file-less handle carrying inline CSS, as WooCommerce's "woocommerce-inline".
		wp_register_style( 'woocommerce-inline', false, array(), VERSION );
		wp_enqueue_style( 'woocommerce-inline' );
		wp_add_inline_style( 'woocommerce-inline', '.woocommerce form .form-row .required { visibility: visible; }' );
		wp_enqueue_script(
			'wc-cart-fragments',
			plugins_url( 'assets/cart-fragments.js', FILE ),
			array(),
			VERSION,
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_add_inline_script( 'wc-cart-fragments', 'window.wcDoubleCartUrl = ' . wp_json_encode( rest_url( 'wc/store/v1/cart' ) ) . ';', 'before' );
	}
}
