<?php
/**
 * Base of the checkout tests: printables and orders through the real WooCommerce.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

/**
 * Downloadable products (a file in WooCommerce's approved downloads folder),
 * a shipped product, orders and their download permissions, all through
 * WooCommerce's own classes and functions.
 */
abstract class DigitalOrderTestCase extends StoreTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( class_exists( \WC_Product_Download::class ), 'These tests run on the real WooCommerce.' );
	}

	/**
	 * The address of a small file in WooCommerce's downloads folder (written once).
	 */
	protected static function printable_url(): string {
		$uploads = wp_get_upload_dir();
		$dir     = $uploads['basedir'] . '/woocommerce_uploads';
		wp_mkdir_p( $dir );
		if ( ! is_file( $dir . '/checkout-kit.pdf' ) ) {
			file_put_contents( $dir . '/checkout-kit.pdf', "%PDF-1.4\n% PlayPal checkout test kit\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		}
		return $uploads['baseurl'] . '/woocommerce_uploads/checkout-kit.pdf';
	}

	/**
	 * A published kit: virtual, downloadable, one file.
	 *
	 * @return array{product: int, download: string}
	 */
	protected function printable_kit(): array {
		$download_id = wp_generate_uuid4();
		$file        = new \WC_Product_Download();
		$file->set_id( $download_id );
		$file->set_name( 'Printable pages' );
		$file->set_file( self::printable_url() );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Checkout Kit ' . wp_generate_password( 4, false ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( '5.00' );
		$product->set_virtual( true );
		$product->set_downloadable( true );
		$product->set_downloads( array( $file ) );
		$product_id = (int) $product->save();
		$this->assertTrue( wc_get_product( $product_id )->has_file( $download_id ), 'WooCommerce keeps the file (an approved download folder).' );
		return array(
			'product'  => $product_id,
			'download' => $download_id,
		);
	}

	/**
	 * A published product that is shipped (neither virtual nor downloadable).
	 */
	protected function shipped_product(): int {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Boxed Kit ' . wp_generate_password( 4, false ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( '15.00' );
		return (int) $product->save();
	}

	/**
	 * A pending order, as the checkout leaves it before payment.
	 *
	 * @param int[]  $products Product ids.
	 * @param string $email    Billing e-mail.
	 */
	protected function pending_order( array $products, string $email = 'buyer@example.test' ): \WC_Order {
		$order = wc_create_order();
		$this->assertInstanceOf( \WC_Order::class, $order, 'The test order should be created.' );
		foreach ( $products as $product ) {
			$order->add_product( wc_get_product( $product ), 1 );
		}
		$order->set_billing_email( $email );
		$order->calculate_totals();
		$order->save();
		return $order;
	}

	/**
	 * WooCommerce's download permissions of an order, as stored.
	 *
	 * @param int $order_id Order id.
	 * @return \WC_Customer_Download[]
	 */
	protected function permissions( int $order_id ): array {
		return \WC_Data_Store::load( 'customer-download' )->get_downloads( array( 'order_id' => $order_id ) );
	}

	/**
	 * The order as stored now (a fresh read, not the object in hand).
	 *
	 * @param int $order_id Order id.
	 */
	protected function stored( int $order_id ): \WC_Order {
		wp_cache_flush();
		$order = wc_get_order( $order_id );
		$this->assertInstanceOf( \WC_Order::class, $order );
		return $order;
	}
}
