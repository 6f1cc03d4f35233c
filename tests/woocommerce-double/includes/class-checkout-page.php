<?php
/**
 * The store's checkout page, where WooCommerce keeps it: a page holding the
 * `[woocommerce_checkout]` shortcode, its ID in `woocommerce_checkout_page_id`.
 * The double's checkout shows the order summary and takes no payment.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and renders the checkout page.
 */
final class Checkout_Page {

	public const OPTION    = 'woocommerce_checkout_page_id';
	public const SHORTCODE = 'woocommerce_checkout';

	public static function register(): void {
		add_shortcode( self::SHORTCODE, array( self::class, 'render' ) );
		// The page shows this visitor's cart: never cache it.
		add_action(
			'template_redirect',
			static function () {
				if ( function_exists( 'is_checkout' ) && is_checkout() ) {
					nocache_headers();
				}
			}
		);
	}

	/**
	 * Creates the page unless a published one is already set.
	 */
	public static function create(): void {
		$page_id = (int) get_option( self::OPTION );
		if ( $page_id > 0 && 'publish' === get_post_status( $page_id ) ) {
			return;
		}
		$existing = get_page_by_path( 'checkout' );
		if ( $existing && 'publish' === $existing->post_status && has_shortcode( $existing->post_content, self::SHORTCODE ) ) {
			update_option( self::OPTION, $existing->ID );
			return;
		}
		$page_id = wp_insert_post(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_title'     => 'Checkout',
				'post_name'      => 'checkout',
				'post_content'   => '<!-- wp:shortcode -->[' . self::SHORTCODE . ']<!-- /wp:shortcode -->',
				'comment_status' => 'closed',
			)
		);
		if ( is_int( $page_id ) && $page_id > 0 ) {
			update_option( self::OPTION, $page_id );
		}
	}

	/**
	 * The shop and cart pages WooCommerce's installer also creates (the
	 * double shows nothing on them: storefronts draw their own).
	 */
	public static function create_store_pages(): void {
		foreach ( array(
			'shop' => 'Shop',
			'cart' => 'Cart',
		) as $slug => $title ) {
			$page_id = (int) get_option( 'woocommerce_' . $slug . '_page_id' );
			if ( $page_id > 0 && 'publish' === get_post_status( $page_id ) ) {
				continue;
			}
			$existing = get_page_by_path( $slug );
			$page_id  = $existing ? $existing->ID : wp_insert_post(
				array(
					'post_type'      => 'page',
					'post_status'    => 'publish',
					'post_title'     => $title,
					'post_name'      => $slug,
					'comment_status' => 'closed',
				)
			);
			if ( is_int( $page_id ) && $page_id > 0 ) {
				update_option( 'woocommerce_' . $slug . '_page_id', $page_id );
			}
		}
	}

	/**
	 * The order summary of the visitor's cart.
	 */
	public static function render(): string {
		$cart  = Cart::current()->response();
		$html  = '<div class="woocommerce-double-checkout" data-testid="store-checkout">';
		$html .= '<p class="woocommerce-double-notice"><strong>Test store.</strong> This checkout belongs to the WooCommerce Store API test double used by PlayPal’s dev and test sites: it takes no orders and no payments. Install WooCommerce to sell for real.</p>';
		if ( empty( $cart['items'] ) ) {
			return $html . '<p>Your cart is currently empty.</p></div>';
		}
		$html .= '<h2>Your order</h2><table class="woocommerce-double-order"><tbody>';
		foreach ( $cart['items'] as $item ) {
			$html .= sprintf(
				'<tr><td>%1$s &times; %2$d</td><td>%3$s</td></tr>',
				esc_html( $item['name'] ),
				(int) $item['quantity'],
				Money::html( $item['totals']['line_total'] )
			);
		}
		$html .= sprintf( '</tbody><tfoot><tr><th>Total</th><td>%s</td></tr></tfoot></table>', Money::html( $cart['totals']['total_price'] ) );
		return $html . '</div>';
	}
}
