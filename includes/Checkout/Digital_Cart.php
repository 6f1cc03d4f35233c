<?php
/**
 * Whether the cart holds printables (and memberships) only, and whether taxes need the buyer's address.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Members\Membership_Products;

defined( 'ABSPATH' ) || exit;

/**
 * Reads WooCommerce's cart and tax settings; decides nothing else.
 */
class Digital_Cart {

	/**
	 * Whether every product is virtual and either downloadable or a membership
	 * (false for none): an order WooCommerce neither ships nor processes by
	 * hand (a virtual membership needs no processing either: Members\Member_Grants).
	 *
	 * @param array<mixed> $products WooCommerce products (anything else counts as not digital).
	 */
	public static function is_digital_only( array $products ): bool {
		$any         = false;
		$memberships = new Membership_Products();
		foreach ( $products as $product ) {
			if ( ! $product instanceof \WC_Product || ! $product->is_virtual() ) {
				return false;
			}
			if ( ! $product->is_downloadable() && array() === $memberships->grants_of( $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id() ) ) {
				return false;
			}
			$any = true;
		}
		return $any;
	}

	/**
	 * Whether the taxes charged depend on where the buyer lives: taxes are on
	 * and calculated from the customer's billing or shipping address (a
	 * digital cart has no shipping address, so "shipping" falls back to
	 * billing), not from the shop's base address.
	 */
	public static function taxes_need_address(): bool {
		return function_exists( 'wc_tax_enabled' ) && wc_tax_enabled() && 'base' !== get_option( 'woocommerce_tax_based_on', 'shipping' );
	}

	/**
	 * Whether this visitor's cart, as WooCommerce holds it now, is printables
	 * only. False before WooCommerce has loaded the cart (before `wp_loaded`),
	 * so nothing is decided on a cart not read yet.
	 */
	public function current_cart_is_digital_only(): bool {
		if ( ! did_action( 'wp_loaded' ) || ! function_exists( 'WC' ) ) {
			return false;
		}
		/** @var \WC_Cart|null $cart Null until WooCommerce loads the cart (its stubs say otherwise). */
		$cart = WC()->cart;
		if ( ! $cart instanceof \WC_Cart ) {
			return false;
		}
		return self::is_digital_only(
			array_map(
				static fn( $item ) => is_array( $item ) ? ( $item['data'] ?? null ) : null,
				$cart->get_cart()
			)
		);
	}
}
