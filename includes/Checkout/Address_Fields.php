<?php
/**
 * A cart of printables asks no postal address at checkout.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce 10's block checkout draws the address form from the country
 * locales (`WC_Countries::get_country_locale()`, sent to the browser as
 * `countryData[…].locale` by CartCheckoutUtils::get_country_data()) and the
 * Store API checks the order's address against the same locales
 * (OrderController::validate_address_fields skips a `hidden` field); the
 * classic checkout builds its fields from them too (get_address_fields()).
 * So one change to the locales, through WooCommerce's own filters, hides the
 * postal lines in the form and lifts their requirement on the server.
 *
 * Shipping needs nothing: WooCommerce asks no shipping address for a cart of
 * virtual products (WC_Cart::needs_shipping()). The name, the country and
 * the e-mail stay. When taxes depend on the buyer's address
 * (Digital_Cart::taxes_need_address()) the address is asked, as WooCommerce
 * asks it.
 */
final class Address_Fields {

	/** The postal address lines a printable never needs. */
	public const POSTAL_FIELDS = array( 'company', 'address_1', 'address_2', 'city', 'state', 'postcode' );

	public function __construct( private Digital_Cart $cart = new Digital_Cart() ) {}

	public function add_hooks(): void {
		// After WooCommerce's own locale additions (CheckoutFields, priority 10).
		add_filter( 'woocommerce_get_country_locale', array( $this, 'country_locales' ), 20 );
		add_filter( 'woocommerce_get_country_locale_default', array( $this, 'locale' ), 20 );
		add_filter( 'woocommerce_get_country_locale_base', array( $this, 'locale' ), 20 );
	}

	/**
	 * Every country's locale without the postal lines, when the cart asks none.
	 * A country with no locale of its own gets one: the block checkout reads
	 * only the country's own entry.
	 *
	 * @param mixed $locales Locales by country code.
	 * @return mixed
	 */
	public function country_locales( $locales ) {
		if ( ! is_array( $locales ) || ! $this->applies() ) {
			return $locales;
		}
		$countries = array_merge( WC()->countries->get_allowed_countries(), WC()->countries->get_shipping_countries() );
		foreach ( array_keys( $countries ) as $code ) {
			$locales[ $code ] = self::without_postal_fields( is_array( $locales[ $code ] ?? null ) ? $locales[ $code ] : array() );
		}
		return $locales;
	}

	/**
	 * The default (or base country's) locale without the postal lines, when the cart asks none.
	 *
	 * @param mixed $locale Fields by key.
	 * @return mixed
	 */
	public function locale( $locale ) {
		return is_array( $locale ) && $this->applies() ? self::without_postal_fields( $locale ) : $locale;
	}

	/**
	 * A locale's fields with the postal lines hidden and optional.
	 *
	 * @param array<string, mixed> $fields Fields by key.
	 * @return array<string, mixed>
	 */
	public static function without_postal_fields( array $fields ): array {
		foreach ( self::POSTAL_FIELDS as $key ) {
			$fields[ $key ] = array_merge(
				is_array( $fields[ $key ] ?? null ) ? $fields[ $key ] : array(),
				array(
					'required' => false,
					'hidden'   => true,
				)
			);
		}
		return $fields;
	}

	/**
	 * Whether this request's checkout asks no postal address: the cart is
	 * printables only and taxes do not need it. Never in wp-admin nor on My
	 * Account, where a customer's saved addresses are edited whatever the cart.
	 */
	private function applies(): bool {
		if ( is_admin() || ! function_exists( 'WC' ) ) {
			return false;
		}
		if ( did_action( 'wp' ) && function_exists( 'is_account_page' ) && is_account_page() ) {
			return false;
		}
		return ! Digital_Cart::taxes_need_address() && $this->cart->current_cart_is_digital_only();
	}
}
