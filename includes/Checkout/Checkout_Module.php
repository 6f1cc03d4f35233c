<?php
/**
 * The purchase on WooCommerce's own pages: look, fields and what an order grants.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's checkout, order-received and My Account pages in PlayPal's
 * header, footer and tokens (Store_Frame, Store_Styles); a cart of printables
 * asks no postal address (Address_Fields); the order-received page points to
 * the member portal's downloads (Portal_Link); an order that stops being paid
 * loses its download permissions (Download_Revocation); a cart is checked out
 * once at a time (Checkout_Lock); WooCommerce's level-less headings get a level
 * (Heading_Levels). Paying, completing a
 * digital order and granting its downloads are WooCommerce's own.
 */
final class Checkout_Module {

	public function __construct(
		private Settings $settings,
		private Store $store,
		private Url_Router $router
	) {}

	public function add_hooks(): void {
		( new Store_Frame( $this->store, $this->router, new Store_Styles( $this->settings ) ) )->add_hooks();
		( new Address_Fields() )->add_hooks();
		( new Portal_Link( $this->router ) )->add_hooks();
		( new Download_Revocation() )->add_hooks();
		( new Checkout_Lock() )->add_hooks();
		( new Heading_Levels( $this->store ) )->add_hooks();
	}
}
