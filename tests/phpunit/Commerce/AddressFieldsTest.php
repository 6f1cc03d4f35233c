<?php
/**
 * A cart of printables asks no postal address (includes/Checkout/Address_Fields.php).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Checkout\Address_Fields;
use PlayPal\Checkout\Digital_Cart;

/**
 * Through WooCommerce's country locales, which its block checkout draws and
 * its Store API checks, and through a real Store API checkout.
 */
final class AddressFieldsTest extends DigitalOrderTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->forget_locales();
		// A gateway the PHPUnit site has without a plugin: WooCommerce's cheque payments.
		update_option(
			'woocommerce_cheque_settings',
			array(
				'enabled' => 'yes',
				'title'   => 'Cheque',
			)
		);
		WC()->payment_gateways()->init();
	}

	protected function tearDown(): void {
		parent::tearDown();
		$this->forget_locales();
		WC()->payment_gateways()->init();
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

	/**
	 * A Store API checkout (what the block checkout sends) of a printable.
	 *
	 * @param array<string, string> $billing Billing address.
	 */
	private function check_out( array $billing ): \WP_REST_Response {
		$this->cart_write(
			'add-item',
			array(
				'id'       => $this->printable_kit()['product'],
				'quantity' => 1,
			)
		);
		$this->forget_locales();
		return $this->dispatch(
			'POST',
			'/wc/store/v1/checkout',
			array(
				'billing_address' => $billing,
				'payment_method'  => 'cheque',
			),
			array( 'Nonce' => wp_create_nonce( 'wc_store_api' ) )
		);
	}

	public function test_the_store_api_takes_a_printables_order_with_a_name_country_and_email_only(): void {
		$response = $this->check_out(
			array(
				'first_name' => 'Pat',
				'last_name'  => 'Buyer',
				'country'    => 'US',
				'email'      => 'pat@example.test',
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$order = wc_get_order( (int) $response->get_data()['order_id'] );
		$this->assertInstanceOf( \WC_Order::class, $order );
		$this->assertSame( 'pat@example.test', $order->get_billing_email() );
		$this->assertSame( '', $order->get_billing_address_1(), 'No street was asked.' );
	}

	public function test_the_store_api_still_wants_the_address_of_an_order_to_ship(): void {
		update_option( 'woocommerce_ship_to_countries', '' );
		$this->cart_write(
			'add-item',
			array(
				'id'       => $this->shipped_product(),
				'quantity' => 1,
			)
		);

		$response = $this->check_out(
			array(
				'first_name' => 'Pat',
				'last_name'  => 'Buyer',
				'country'    => 'US',
				'email'      => 'pat@example.test',
			)
		);

		$this->assertSame( 400, $response->get_status(), 'Something to ship: WooCommerce wants the address.' );
		$this->assertStringContainsString( 'is required', (string) wp_json_encode( $response->get_data() ), 'Refused for the missing address lines.' );
	}
}
