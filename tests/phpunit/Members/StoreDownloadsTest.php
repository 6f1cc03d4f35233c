<?php
/**
 * The member portal's downloads on the real WooCommerce: its orders grant the
 * permission, its permission decides what is listed, and a download through
 * PlayPal's door is counted on that permission as WooCommerce's handler counts it.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

/**
 * The portal (pp/v1/downloads) and the door over WooCommerce's `woocommerce_downloadable_product_permissions`.
 */
final class StoreDownloadsTest extends MemberTestCase {

	/**
	 * Opens PlayPal's door to a file as its owner (the signed address POST downloads/{id} answers where the
	 * store has no download handler of its own, as the double: WooCommerce's handler is turned off for it).
	 *
	 * @param string $file_id File id.
	 */
	private function open_door( string $file_id ): \WP_REST_Response {
		add_filter( 'playpal_store_download_handler', '__return_false' );
		$url = $this->dispatch( 'POST', '/pp/v1/downloads/' . $file_id )->get_data()['url'] ?? '';
		$this->assertNotSame( '', $url, 'The portal hands out the door\'s address.' );
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $this->dispatch( 'GET', '/pp/v1/downloads/' . $file_id . '/file', $query );
	}

	public function test_a_paid_order_grants_the_file_the_portal_lists_it_and_each_download_is_counted_by_woocommerce(): void {
		$user    = $this->member( 'vip' );
		$product = $this->downloadable_product( 30, 5 );
		$file_id = $product['product'] . '-' . $product['download'];
		$order   = $this->completed_order( $user, array( $product['product'] ) );

		$permission = $this->permission( $user, $order, $file_id );
		$this->assertSame( 0, $permission->get_download_count(), 'WooCommerce granted a fresh permission on payment.' );
		$this->assertSame( '5', (string) $permission->get_downloads_remaining(), 'With the product\'s download limit.' );
		$this->assertCount( 1, wc_get_customer_available_downloads( $user ), 'WooCommerce lists the file for the customer.' );

		wp_set_current_user( $user );
		$files = $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'];
		$this->assertSame( array( $file_id ), array_column( $files, 'id' ), 'The portal lists the file of the real order.' );
		$this->assertSame( $order, $files[0]['orderId'] ?? $order, 'From that order.' );

		$door = $this->open_door( $file_id );
		$this->assertSame( 200, $door->get_status(), 'The door serves the file.' );
		ob_start();
		\PlayPal\Http\File_Response::serve( false, $door, new \WP_REST_Request( 'GET' ), rest_get_server() );
		$this->assertSame( self::PAID_FILE_BYTES, ob_get_clean(), 'The bytes of the product\'s file.' );

		$permission = $this->permission( $user, $order, $file_id );
		$this->assertSame( 1, $permission->get_download_count(), 'WooCommerce\'s download count moved.' );
		$this->assertSame( '4', (string) $permission->get_downloads_remaining(), 'And its downloads remaining.' );
		$log = \WC_Data_Store::load( 'customer-download-log' )->get_download_logs_for_permission( $permission->get_id() );
		$this->assertCount( 1, $log, 'WooCommerce\'s download log has the download.' );
		$this->assertSame( $user, (int) $log[0]->get_user_id(), 'By the customer.' );
	}

	public function test_the_last_download_woocommerce_allows_uses_the_permission_up(): void {
		$user    = $this->member( 'vip' );
		$product = $this->downloadable_product( 30, 1 );
		$file_id = $product['product'] . '-' . $product['download'];
		$order   = $this->completed_order( $user, array( $product['product'] ) );
		wp_set_current_user( $user );

		$this->assertSame( 200, $this->open_door( $file_id )->get_status(), 'The one download allowed is served.' );
		$this->assertSame( '0', (string) $this->permission( $user, $order, $file_id )->get_downloads_remaining(), 'WooCommerce counts it: none remain.' );
		$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'], 'A used-up permission is left out of the portal, as WooCommerce leaves it out.' );
		$again = $this->dispatch( 'POST', '/pp/v1/downloads/' . $file_id );
		$this->assertSame( 404, $again->get_status(), 'No second download.' );
		$this->assertSame( 'playpal_download_not_found', $again->get_data()['code'], 'With a stable code.' );
	}

	public function test_a_permission_woocommerce_has_expired_is_left_out(): void {
		$user       = $this->member( 'vip' );
		$kept       = $this->downloadable_product();
		$ended      = $this->downloadable_product();
		$order      = $this->completed_order( $user, array( $kept['product'], $ended['product'] ) );
		$ended_id   = $ended['product'] . '-' . $ended['download'];
		$permission = $this->permission( $user, $order, $ended_id );
		$permission->set_access_expires( time() - DAY_IN_SECONDS );
		$permission->save();

		wp_set_current_user( $user );
		$files = $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'];
		$this->assertSame( array( $kept['product'] . '-' . $kept['download'] ), array_column( $files, 'id' ), 'Only the file whose access has not expired is listed.' );
		$this->assertSame( 404, $this->dispatch( 'POST', '/pp/v1/downloads/' . $ended_id )->get_status(), 'The expired one cannot be downloaded.' );
	}

	public function test_an_unpaid_or_cancelled_order_grants_no_download(): void {
		$user    = $this->member( 'vip' );
		$product = $this->downloadable_product();
		$order   = $this->pending_order( $user, array( $product['product'] ) );
		wp_set_current_user( $user );
		$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'], 'An order awaiting payment grants nothing.' );

		$order->payment_complete();
		$this->assertCount( 1, $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'], 'Paid, the file is there.' );
		$order = wc_get_order( $order->get_id() );
		$order->update_status( 'cancelled' );
		$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'], 'A cancelled order no longer permits its downloads.' );
	}

	public function test_a_file_bought_again_is_listed_once_from_the_newest_purchase_and_counted_there(): void {
		$user    = $this->member( 'vip' );
		$product = $this->downloadable_product( -1 ); // No expiry of its own: 30 days from each order.
		$file_id = $product['product'] . '-' . $product['download'];
		$old     = wc_get_order( $this->completed_order( $user, array( $product['product'] ) ) );
		$old->set_date_created( time() - 40 * DAY_IN_SECONDS );
		$old->save();
		$new = $this->completed_order( $user, array( $product['product'] ) );
		$this->assertCount( 2, wc_get_customer_available_downloads( $user ), 'WooCommerce lists one permission per order.' );

		wp_set_current_user( $user );
		$files = $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'];
		$this->assertCount( 1, $files, 'The portal lists the file once.' );
		$this->assertSame( 'active', $files[0]['status'], 'The new purchase makes it downloadable again (the old one alone is past its 30 days).' );
		$this->assertSame( 200, $this->open_door( $file_id )->get_status(), 'The door serves it.' );
		$this->assertSame( 1, $this->permission( $user, $new, $file_id )->get_download_count(), 'Counted on the new purchase\'s permission.' );
		$this->assertSame( 0, $this->permission( $user, $old->get_id(), $file_id )->get_download_count(), 'Not on the old one.' );
	}
}
