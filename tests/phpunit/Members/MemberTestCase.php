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
 * Users with a tier and membership, downloadable products and completed orders
 * (through the WooCommerce functions: the test double's, or WooCommerce's own).
 */
abstract class MemberTestCase extends TestCase {

	/** What the paid test file holds. */
	protected const PAID_FILE_BYTES = "%PDF-1.4\n% PlayPal test kit\n";

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'portals' => true ) );
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
	 * A published downloadable product with one file, stored as WooCommerce stores it.
	 *
	 * @param int $expiry_days Download expiry in days (-1 for none).
	 * @return array{product: int, download: string}
	 */
	protected function downloadable_product( int $expiry_days = 30 ): array {
		$product_id  = wp_insert_post(
			array(
				'post_type'   => 'product',
				'post_status' => 'publish',
				'post_title'  => 'Test Kit ' . wp_generate_password( 4, false ),
			)
		);
		$download_id = wp_generate_uuid4();
		update_post_meta( $product_id, '_downloadable', 'yes' );
		update_post_meta( $product_id, '_price', '5.00' );
		update_post_meta( $product_id, '_download_expiry', $expiry_days );
		update_post_meta(
			$product_id,
			'_downloadable_files',
			array(
				$download_id => array(
					'id'   => $download_id,
					'name' => 'Printable pages',
					'file' => self::paid_file_url(),
				),
			)
		);
		return array(
			'product'  => (int) $product_id,
			'download' => $download_id,
		);
	}

	/**
	 * A completed order of products for a customer.
	 *
	 * @param int   $customer Customer.
	 * @param int[] $products Product ids.
	 */
	protected function completed_order( int $customer, array $products ): int {
		$order = wc_create_order( array( 'customer_id' => $customer ) );
		foreach ( $products as $product ) {
			$order->add_product( $product, 1 );
		}
		$order->save();
		$order->update_status( 'completed' );
		return (int) $order->get_id();
	}
}
