<?php
/**
 * A cart of printables asks no postal address (includes/Checkout/Address_Fields.php).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Checkout\Address_Fields;
use PlayPal\Checkout\Digital_Cart;
use PlayPal\Members\Membership_Products;
use PlayPal\Members\Membership_Types;

/**
 * Through WooCommerce's country locales, which its block checkout draws and
 * its Store API checks. (A Store API checkout defines WOOCOMMERCE_CHECKOUT for
 * the rest of the process, which would make every later test's request a
 * checkout page: the order placed without an address is checkout.spec.ts's.)
 */
final class AddressFieldsTest extends DigitalOrderTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->forget_locales();
	}

	protected function tearDown(): void {
		parent::tearDown();
		$this->forget_locales();
	}

	/**
	 * WooCommerce works the locales out once per request and keeps them on
	 * WC()->countries; each case here is a request of its own.
	 */
	private function forget_locales(): void {
		WC()->countries->locale = null; // @phpstan-ignore property.notFound
	}

	/**
	 * The fields WooCommerce would ask for a country, as its locales say.
	 *
	 * @param string $country Country code.
	 * @return array<string, array<string, mixed>>
	 */
	private function locale_of( string $country ): array {
		$this->forget_locales();
		$locales = WC()->countries->get_country_locale();
		$fields  = $locales[ $country ] ?? array();
		// Field by field over the default, as WooCommerce merges them.
		foreach ( $locales['default'] as $key => $default ) {
			$fields[ $key ] = array_merge( $default, $fields[ $key ] ?? array() );
		}
		return $fields;
	}

	public function test_a_cart_of_printables_hides_and_frees_the_postal_lines_for_every_country(): void {
		WC()->cart->add_to_cart( $this->printable_kit()['product'] );

		foreach ( array( 'US', 'GB', 'DE', 'FR', 'JP', 'default' ) as $country ) {
			$fields = $this->locale_of( $country );
			foreach ( Address_Fields::POSTAL_FIELDS as $key ) {
				$this->assertTrue( $fields[ $key ]['hidden'] ?? false, "{$country}: {$key} is hidden." );
				$this->assertFalse( $fields[ $key ]['required'] ?? true, "{$country}: {$key} is not required." );
			}
		}
		// The block checkout reads a country's own entry only: every allowed country has one.
		$locales = WC()->countries->get_country_locale();
		foreach ( array_keys( WC()->countries->get_allowed_countries() ) as $code ) {
			$this->assertTrue( $locales[ $code ]['address_1']['hidden'] ?? false, "{$code} has its own entry hiding the street." );
		}
	}

	public function test_a_cart_of_a_membership_asks_no_postal_address_but_a_virtual_product_that_is_neither_does(): void {
		$membership = new \WC_Product_Simple();
		$membership->set_name( 'Creator Monthly' );
		$membership->set_status( 'publish' );
		$membership->set_regular_price( '29.00' );
		$membership->set_virtual( true );
		$membership_id = (int) $membership->save();
		( new Membership_Products() )->set( $membership_id, Membership_Types::CREATOR_MONTHLY, 30 );
		$service = new \WC_Product_Simple();
		$service->set_name( 'Virtual service' );
		$service->set_status( 'publish' );
		$service->set_regular_price( '9.00' );
		$service->set_virtual( true );
		$service_id = (int) $service->save();

		$this->assertTrue( Digital_Cart::is_digital_only( array( wc_get_product( $membership_id ) ) ), 'A virtual membership is digital.' );
		$this->assertTrue( Digital_Cart::is_digital_only( array( wc_get_product( $membership_id ), wc_get_product( $this->printable_kit()['product'] ) ) ), 'With a printable too.' );
		$this->assertFalse( Digital_Cart::is_digital_only( array( wc_get_product( $service_id ) ) ), 'A virtual product that is neither a download nor a membership keeps WooCommerce\'s address.' );

		WC()->cart->add_to_cart( $membership_id );
		foreach ( array( 'US', 'GB' ) as $country ) {
			$fields = $this->locale_of( $country );
			foreach ( Address_Fields::POSTAL_FIELDS as $key ) {
				$this->assertTrue( $fields[ $key ]['hidden'] ?? false, "Membership only, {$country}: {$key} is hidden." );
			}
		}
	}

	public function test_a_cart_with_something_to_ship_asks_the_address(): void {
		WC()->cart->add_to_cart( $this->printable_kit()['product'] );
		WC()->cart->add_to_cart( $this->shipped_product() );

		$fields = $this->locale_of( 'US' );

		$this->assertFalse( $fields['address_1']['hidden'] ?? false );
		$this->assertTrue( $fields['address_1']['required'] ?? false, 'WooCommerce requires the street as usual.' );
	}

	public function test_taxes_on_the_buyers_address_keep_the_address(): void {
		update_option( 'woocommerce_calc_taxes', 'yes' );
		update_option( 'woocommerce_tax_based_on', 'billing' );
		WC()->cart->add_to_cart( $this->printable_kit()['product'] );

		$this->assertTrue( Digital_Cart::taxes_need_address() );
		$this->assertTrue( $this->locale_of( 'US' )['postcode']['required'] ?? false, 'The postcode decides the tax: asked.' );

		update_option( 'woocommerce_tax_based_on', 'base' );
		$this->assertFalse( Digital_Cart::taxes_need_address() );
		$this->assertTrue( $this->locale_of( 'US' )['postcode']['hidden'] ?? false, 'Taxed at the shop’s address: not asked.' );
	}

	public function test_an_empty_cart_and_non_products_are_not_digital(): void {
		$this->assertFalse( Digital_Cart::is_digital_only( array() ) );
		$this->assertFalse( Digital_Cart::is_digital_only( array( null ) ) );
		$this->assertTrue( Digital_Cart::is_digital_only( array( wc_get_product( $this->printable_kit()['product'] ) ) ) );
		$this->assertFalse( $this->locale_of( 'US' )['address_1']['hidden'] ?? false, 'Nothing in the cart: WooCommerce’s own fields.' );
	}
}
