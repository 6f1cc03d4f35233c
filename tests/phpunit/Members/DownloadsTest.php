<?php
/**
 * The person's downloads and the free tier's rules (SPEC §9).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use DateTimeImmutable;
use PlayPal\Members\Download_Limiter;
use PlayPal\Time\Site_Day;

/**
 * GET pp/v1/downloads, POST pp/v1/downloads/{id}.
 */
final class DownloadsTest extends MemberTestCase {

	/**
	 * A user with one paid order of a downloadable product; returns [user, file id, order].
	 *
	 * @param string $tier  Tier.
	 * @param int    $limit The product's download limit (-1 for none).
	 * @return array{0: int, 1: string, 2: int}
	 */
	private function customer_with_file( string $tier = 'free', int $limit = -1 ): array {
		$user    = $this->member( $tier );
		$product = $this->downloadable_product( 30, $limit );
		$order   = $this->completed_order( $user, array( $product['product'] ) );
		return array( $user, $product['product'] . '-' . $product['download'], $order );
	}

	public function test_guests_are_refused(): void {
		$this->assertSame( 401, $this->dispatch( 'GET', '/pp/v1/downloads' )->get_status(), 'Guests cannot list downloads.' );
		$this->assertSame( 'playpal_not_signed_in', $this->dispatch( 'POST', '/pp/v1/downloads/1-abc' )->get_data()['code'], 'Nor download.' );
	}

	public function test_the_list_shows_the_persons_files_with_type_count_expiry_and_status(): void {
		[ $user, $id ] = $this->customer_with_file();
		$this->customer_with_file(); // Someone else's file.
		wp_set_current_user( $user );
		$response = $this->dispatch( 'GET', '/pp/v1/downloads' );
		$data     = $response->get_data();
		$this->assertSame( 200, $response->get_status(), 'The list loads.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'The answer is private.' );
		$this->assertTrue( $data['storeActive'], 'The store is active on the test site.' );
		$this->assertCount( 1, $data['downloads'], 'Only the person\'s own file is listed.' );
		$file = $data['downloads'][0];
		$this->assertSame( $id, $file['id'], 'The file id is product-download.' );
		$this->assertSame( 'PDF', $file['type'], 'The type comes from the file name.' );
		$this->assertSame( 0, $file['downloadCount'], 'Not downloaded yet.' );
		$this->assertSame( 'active', $file['status'], 'A fresh purchase is active.' );
		$expires = strtotime( $file['expiresAt'] );
		$this->assertSame( gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ), gmdate( 'Y-m-d', $expires ), 'Access expires after 30 days (WooCommerce keeps the day, in UTC).' );
		$this->assertArrayNotHasKey( 'url', $file, 'The list never gives the address away.' );
		$this->assertSame( 3, $data['allowance']['daily'], 'A free user has 3 downloads a day.' );
	}

	public function test_without_a_store_the_list_is_honestly_empty(): void {
		[ $user ] = $this->customer_with_file();
		wp_set_current_user( $user );
		add_filter( 'playpal_store_active', '__return_false' );
		$data = $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data();
		remove_filter( 'playpal_store_active', '__return_false' );
		$this->assertFalse( $data['storeActive'], 'The answer says there is no store.' );
		$this->assertSame( array(), $data['downloads'], 'And lists nothing.' );
	}

	public function test_a_free_user_needs_an_email_and_gets_three_downloads_a_day_until_midnight(): void {
		[ $user, $id ] = $this->customer_with_file();
		wp_set_current_user( $user );
		$route = '/pp/v1/downloads/' . $id;

		$response = $this->dispatch( 'POST', $route );
		$this->assertSame( 400, $response->get_status(), 'No email, no download.' );
		$this->assertSame( 'playpal_email_required', $response->get_data()['code'], 'The error says the email is required.' );

		for ( $i = 1; $i <= 3; $i++ ) {
			$response = $this->dispatch( 'POST', $route, array( 'email' => 'parent@example.test' ) );
			$this->assertSame( 200, $response->get_status(), "Download {$i} of 3 is allowed." );
			$this->assertStringStartsWith( home_url( '/?download_file=' . explode( '-', $id, 2 )[0] . '&' ), $response->get_data()['url'], 'The answer gives WooCommerce\'s protected download address.' );
			$this->assertStringContainsString( '&playpal_signature=', $response->get_data()['url'], 'With PlayPal\'s pass.' );
			$this->assertSame( 3 - $i, $response->get_data()['allowance']['remainingToday'], 'The allowance counts down.' );
		}
		$response = $this->dispatch( 'POST', $route, array( 'email' => 'parent@example.test' ) );
		$this->assertSame( 429, $response->get_status(), 'The fourth download today is refused.' );
		$this->assertSame( 'playpal_download_limit', $response->get_data()['code'], 'With a stable code.' );
		$this->assertSame( 3, $response->get_data()['data']['limit'], 'The error names the limit.' );
		$this->assertSame( 3, $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'][0]['downloadCount'], 'The count shows three downloads.' );

		// The day ends: move the log back one day, as if midnight (site time) had passed.
		$log = get_user_meta( $user, Download_Limiter::LOG, true );
		update_user_meta( $user, Download_Limiter::LOG, array_map( static fn( $at ) => (int) $at - DAY_IN_SECONDS, $log ) );
		$this->assertSame( 200, $this->dispatch( 'POST', $route, array( 'email' => 'parent@example.test' ) )->get_status(), 'After midnight the allowance is back.' );
	}

	public function test_the_day_starts_at_midnight_site_time(): void {
		update_option( 'timezone_string', 'Pacific/Auckland' );
		$limiter = new Download_Limiter();
		$user    = $this->member();
		$zone    = new \DateTimeZone( 'Pacific/Auckland' );
		foreach ( array( '23:00', '23:10', '23:20' ) as $time ) {
			$limiter->record( $user, '1-a', new DateTimeImmutable( '2026-03-10 ' . $time, $zone ) );
		}
		$this->assertSame( 0, $limiter->remaining( $user, 'free', new DateTimeImmutable( '2026-03-10 23:59:59', $zone ) ), 'Used up just before midnight.' );
		$this->assertSame( 3, $limiter->remaining( $user, 'free', new DateTimeImmutable( '2026-03-11 00:00:00', $zone ) ), 'Reset at midnight site time.' );
		$this->assertSame( '2026-03-11T00:00:00+13:00', Site_Day::next_start( new DateTimeImmutable( '2026-03-10 12:00', $zone ) )->format( 'c' ), 'The reset is the next midnight in the site\'s zone.' );
		$this->assertNull( $limiter->remaining( $user, 'vip', new DateTimeImmutable( '2026-03-10 23:59', $zone ) ), 'VIPs have no limit.' );
	}

	public function test_a_vip_downloads_without_limit_or_email(): void {
		[ $user, $id ] = $this->customer_with_file( 'vip' );
		wp_set_current_user( $user );
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->assertSame( 200, $this->dispatch( 'POST', '/pp/v1/downloads/' . $id )->get_status(), "VIP download {$i} is allowed." );
		}
	}

	public function test_someone_elses_unknown_or_expired_file_is_refused(): void {
		[ , $theirs ] = $this->customer_with_file();
		$user         = $this->member( 'vip' );
		wp_set_current_user( $user );
		$this->assertSame( 'playpal_download_not_found', $this->dispatch( 'POST', '/pp/v1/downloads/' . $theirs )->get_data()['code'], 'Another person\'s file is not found.' );
		$this->assertSame( 404, $this->dispatch( 'POST', '/pp/v1/downloads/999999-nothing' )->get_status(), 'An unknown file is not found.' );

		// An order placed 31 days ago without the product's own expiry: 30 days from the order.
		$product = $this->downloadable_product( -1 );
		$order   = wc_get_order( $this->completed_order( $user, array( $product['product'] ) ) );
		$order->set_date_created( time() - 31 * DAY_IN_SECONDS );
		$order->save();
		$files = $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'];
		$this->assertSame( 'expired', $files[0]['status'] ?? null, 'A file older than 30 days is expired.' );
		$response = $this->dispatch( 'POST', '/pp/v1/downloads/' . $product['product'] . '-' . $product['download'] );
		$this->assertSame( 410, $response->get_status(), 'An expired file cannot be downloaded.' );
		$this->assertSame( 'playpal_download_expired', $response->get_data()['code'], 'With a stable code.' );
	}

	/**
	 * The door's query from an address POST downloads/{id} answered.
	 *
	 * @param string $url The address.
	 * @return array<string, string>
	 */
	private static function door_query( string $url ): array {
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $query;
	}

	public function test_on_a_store_without_a_download_handler_the_address_handed_out_opens_the_file_as_an_attachment_for_its_owner_only(): void {
		[ $user, $id ] = $this->customer_with_file();
		add_filter( 'playpal_store_download_handler', '__return_false' ); // As on the store double: PlayPal's door serves the file.
		wp_set_current_user( $user );
		$url   = $this->dispatch( 'POST', '/pp/v1/downloads/' . $id, array( 'email' => 'parent@example.test' ) )->get_data()['url'];
		$query = self::door_query( $url );
		$this->assertStringNotContainsString( 'woocommerce_uploads', $url, 'The address names no file on disk.' );
		$keys = array_keys( $query );
		sort( $keys );
		$this->assertSame( array( '_wpnonce', 'expires', 'signature' ), $keys, 'The address carries its expiry and signature (and the REST nonce), no user and no path.' );

		$door = $this->dispatch( 'GET', '/pp/v1/downloads/' . $id . '/file', $query );
		$this->assertInstanceOf( \PlayPal\Http\File_Response::class, $door, 'The door answers the file.' );
		$this->assertSame( 200, $door->get_status(), 'The owner opens it.' );
		$headers = $door->get_headers();
		$this->assertSame( 'attachment; filename="kit.pdf"', $headers['Content-Disposition'], 'It is saved, never shown on the site.' );
		$this->assertSame( 'application/pdf', $headers['Content-Type'], 'With the file\'s type.' );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'], 'Which browsers may not second-guess.' );
		$this->assertSame( 'private, no-store', $headers['Cache-Control'], 'No cache keeps it.' );
		$this->assertSame( (string) strlen( self::PAID_FILE_BYTES ), $headers['Content-Length'], 'With its length.' );
		$this->assertNull( $door->get_data(), 'The server path is not in the answer\'s data.' );
		ob_start();
		\PlayPal\Http\File_Response::serve( false, $door, new \WP_REST_Request( 'GET' ), rest_get_server() );
		$this->assertSame( self::PAID_FILE_BYTES, ob_get_clean(), 'The door prints the file.' );
		$this->assertSame( 1, $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'][0]['downloadCount'], 'Opening the door counts nothing more.' );

		wp_set_current_user( $this->member( 'vip' ) );
		$other = $this->dispatch( 'GET', '/pp/v1/downloads/' . $id . '/file', $query );
		$this->assertSame( 403, $other->get_status(), 'Someone else cannot use the address.' );
		$this->assertSame( 'playpal_download_link_invalid', $other->get_data()['code'], 'With a stable code.' );

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'GET', '/pp/v1/downloads/' . $id . '/file', $query )->get_status(), 'A guest cannot use it.' );
	}

	public function test_on_a_store_without_a_download_handler_a_forged_stale_or_revoked_address_opens_nothing(): void {
		[ $user, $id, $order ] = $this->customer_with_file( 'vip' );
		add_filter( 'playpal_store_download_handler', '__return_false' ); // As on the store double: PlayPal's door serves the file.
		wp_set_current_user( $user );
		$route = '/pp/v1/downloads/' . $id . '/file';
		$query = self::door_query( $this->dispatch( 'POST', '/pp/v1/downloads/' . $id )->get_data()['url'] );

		$forged              = $query;
		$forged['signature'] = str_repeat( 'a', 64 );
		$this->assertSame( 'playpal_download_link_invalid', $this->dispatch( 'GET', $route, $forged )->get_data()['code'], 'A made-up signature is refused.' );
		$longer            = $query;
		$longer['expires'] = (string) ( (int) $query['expires'] + 3600 );
		$this->assertSame( 'playpal_download_link_invalid', $this->dispatch( 'GET', $route, $longer )->get_data()['code'], 'A signature covers its expiry: more time is refused.' );

		$stale = \PlayPal\Members\Paid_Download::issue( $user, $id, time() - \PlayPal\Members\Paid_Download::LIFETIME - 1 );
		$old   = $this->dispatch( 'GET', $route, $stale );
		$this->assertSame( 410, $old->get_status(), 'An address past its 5 minutes is refused.' );
		$this->assertSame( 'playpal_download_link_expired', $old->get_data()['code'], 'With a stable code.' );

		$this->assertSame( 400, $this->dispatch( 'GET', $route, array( 'expires' => $query['expires'] ) )->get_status(), 'No signature, no file.' );

		// The site owner revokes the permission (the order screen's "Revoke access"): the address stops working at once.
		$this->permission( $user, $order, $id )->delete();
		$revoked = $this->dispatch( 'GET', $route, $query );
		$this->assertSame( 404, $revoked->get_status(), 'A file no longer theirs is refused.' );
		$this->assertSame( 'playpal_download_not_found', $revoked->get_data()['code'], 'With a stable code.' );
	}

	public function test_a_file_outside_the_uploads_folder_is_never_served_nor_counted(): void {
		[ $user, $id ]          = $this->customer_with_file();
		[ $product, $download ] = explode( '-', $id, 2 );
		// A printable file beside the uploads folder, reached directly and through "..".
		$outside = WP_CONTENT_DIR . '/outside-kit.pdf';
		file_put_contents( $outside, self::PAID_FILE_BYTES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		// WooCommerce serves a file from any folder a site administrator approved (wp-content, another host):
		// approved here as in WooCommerce → Settings → Products, so WooCommerce lists each file and only PlayPal's door refuses it.
		$approved = wc_get_container()->get( \Automattic\WooCommerce\Internal\ProductDownloads\ApprovedDirectories\Register::class );
		foreach ( array( content_url( '/' ), 'https://elsewhere.example/files/' ) as $folder ) {
			$this->assertGreaterThan( 0, $approved->add_approved_directory( $folder ), "{$folder} is approved." );
		}
		wp_set_current_user( $user );
		try {
			foreach ( array( content_url( 'outside-kit.pdf' ), content_url( 'uploads/../outside-kit.pdf' ), 'https://elsewhere.example/files/kit.pdf', content_url( 'uploads/woocommerce_uploads/missing.pdf' ) ) as $file ) {
				$this->store_file( (int) $product, $download, $file );
				$this->assertSame( array( $file ), array_column( array_column( wc_get_customer_available_downloads( $user ), 'file' ), 'file' ), "WooCommerce itself would hand out {$file}." );
				$response = $this->dispatch( 'POST', '/pp/v1/downloads/' . $id, array( 'email' => 'parent@example.test' ) );
				$this->assertSame( 404, $response->get_status(), "{$file} is not handed out." );
				$this->assertSame( 'playpal_download_unavailable', $response->get_data()['code'], 'With a stable code.' );
				$this->assertStringNotContainsString( 'outside-kit', (string) wp_json_encode( $response->get_data() ), 'The answer names no path.' );
			}
		} finally {
			unlink( $outside ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- The test's own fixture.
		}
		$this->assertSame( 3, $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['allowance']['remainingToday'], 'Nothing was counted.' );
	}

	public function test_a_file_woocommerce_refuses_is_left_out(): void {
		[ $user, $id ]          = $this->customer_with_file();
		[ $product, $download ] = explode( '-', $id, 2 );
		wp_set_current_user( $user );
		// Stored by hand: a script, and a file outside every approved download folder. WooCommerce disables both when it reads the product.
		foreach ( array( ABSPATH . 'wp-config.php', content_url( 'uploads/../../wp-config.php' ), 'https://elsewhere.example/kit.pdf' ) as $file ) {
			$this->store_file( (int) $product, $download, $file );
			$this->assertSame( array(), wc_get_customer_available_downloads( $user ), "WooCommerce does not hand out {$file}." );
			$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'], 'Nor does the portal list it.' );
			$response = $this->dispatch( 'POST', '/pp/v1/downloads/' . $id, array( 'email' => 'parent@example.test' ) );
			$this->assertSame( 'playpal_download_not_found', $response->get_data()['code'], 'Nor hand it out.' );
			$this->assertStringNotContainsString( 'wp-config', (string) wp_json_encode( $response->get_data() ), 'The answer names no path.' );
		}
	}

	/**
	 * Stores a product's one file as WooCommerce keeps it (post meta), bypassing its checks.
	 *
	 * @param int    $product  Product.
	 * @param string $download Download id.
	 * @param string $file     Address or path.
	 */
	private function store_file( int $product, string $download, string $file ): void {
		update_post_meta(
			$product,
			'_downloadable_files',
			array(
				$download => array(
					'id'   => $download,
					'name' => 'Printable pages',
					'file' => $file,
				),
			)
		);
	}
}
