<?php
/**
 * Base of the member tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Member_Meta;
use PlayPal\Tests\TestCase;

/**
 * Users with a tier and membership, downloadable products and paid orders,
 * through the real WooCommerce's own classes and functions (its orders, its
 * download permissions).
 */
abstract class MemberTestCase extends TestCase {

	/** What the paid test file holds. */
	protected const PAID_FILE_BYTES = "%PDF-1.4\n% PlayPal test kit\n";

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'portals' => true ) );
	}

	protected function tearDown(): void {
		// A test that checks PlayPal's own door turns WooCommerce's handler off (as on the store double).
		remove_all_filters( 'playpal_store_download_handler' );
		parent::tearDown();
	}

	/**
	 * Creates a user (not signed in).
	 *
	 * @param string      $tier   free or vip.
	 * @param bool        $member Membership on.
	 * @param string|null $until  Last day.
	 */
	protected function member( string $tier = 'free', bool $member = false, ?string $until = null ): int {
		$login   = 'm_' . wp_generate_password( 8, false );
		$user_id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => wp_generate_password(),
				'user_email'   => $login . '@example.test',
				'display_name' => 'Member ' . $login,
				'role'         => 'subscriber',
			)
		);
		$this->assertIsInt( $user_id, 'The test user should be created.' );
		$meta = new Member_Meta();
		$meta->set_tier( $user_id, $tier );
		if ( $member ) {
			$meta->set_membership( $user_id, true, $until );
		}
		return $user_id;
	}

	/**
	 * The address of a real file in WooCommerce's downloads folder (written once).
	 */
	protected static function paid_file_url(): string {
		$uploads = wp_get_upload_dir();
		$dir     = $uploads['basedir'] . '/woocommerce_uploads';
		wp_mkdir_p( $dir );
		if ( ! is_file( $dir . '/kit.pdf' ) ) {
			file_put_contents( $dir . '/kit.pdf', self::PAID_FILE_BYTES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		}
		return $uploads['baseurl'] . '/woocommerce_uploads/kit.pdf';
	}

	/**
	 * A published downloadable product with one file, made through WooCommerce's
	 * product classes (the file lies in WooCommerce's approved downloads folder).
	 *
	 * @param int $expiry_days Download expiry in days (-1 for none).
	 * @param int $limit       Download limit (-1 for none).
	 * @return array{product: int, download: string}
	 */
	protected function downloadable_product( int $expiry_days = 30, int $limit = -1 ): array {
		$download_id = wp_generate_uuid4();
		$file        = new \WC_Product_Download();
		$file->set_id( $download_id );
		$file->set_name( 'Printable pages' );
		$file->set_file( self::paid_file_url() );
		$product = new \WC_Product_Simple();
		$product->set_name( 'Test Kit ' . wp_generate_password( 4, false ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( '5.00' );
		$product->set_virtual( true );
		$product->set_downloadable( true );
		$product->set_download_expiry( $expiry_days );
		$product->set_download_limit( $limit );
		$product->set_downloads( array( $file ) );
		$product_id = $product->save();
		$this->assertGreaterThan( 0, $product_id, 'The test product should be saved.' );
		$this->assertTrue( wc_get_product( $product_id )->has_file( $download_id ), 'WooCommerce keeps the file (an approved download folder).' );
		return array(
			'product'  => (int) $product_id,
			'download' => $download_id,
		);
	}

	/**
	 * A pending order of products for a customer, as the checkout leaves it before payment.
	 *
	 * @param int   $customer Customer.
	 * @param int[] $products Product ids.
	 */
	protected function pending_order( int $customer, array $products ): \WC_Order {
		$order = wc_create_order( array( 'customer_id' => $customer ) );
		$this->assertInstanceOf( \WC_Order::class, $order, 'The test order should be created.' );
		foreach ( $products as $product ) {
			$order->add_product( wc_get_product( $product ), 1 );
		}
		$order->set_billing_email( (string) get_userdata( $customer )->user_email );
		$order->calculate_totals();
		$order->save();
		return $order;
	}

	/**
	 * A paid order of products for a customer: WooCommerce completes an order
	 * of virtual downloadable products on payment and grants its downloads.
	 *
	 * @param int   $customer Customer.
	 * @param int[] $products Product ids.
	 */
	protected function completed_order( int $customer, array $products ): int {
		$order = $this->pending_order( $customer, $products );
		$order->payment_complete();
		$this->assertSame( 'completed', wc_get_order( $order->get_id() )->get_status(), 'A paid order of downloads is completed.' );
		return (int) $order->get_id();
	}

	/**
	 * WooCommerce's download permission of a customer for a product's file.
	 *
	 * @param int    $customer Customer.
	 * @param int    $order    Order.
	 * @param string $file_id  `{productId}-{downloadId}`.
	 */
	protected function permission( int $customer, int $order, string $file_id ): \WC_Customer_Download {
		[ $product, $download ] = explode( '-', $file_id, 2 );
		$ids                    = \WC_Data_Store::load( 'customer-download' )->get_downloads(
			array(
				'user_id'     => $customer,
				'order_id'    => $order,
				'product_id'  => (int) $product,
				'download_id' => $download,
				'return'      => 'ids',
			)
		);
		$this->assertCount( 1, $ids, 'WooCommerce holds one permission for the file.' );
		return new \WC_Customer_Download( (int) $ids[0] );
	}
}
