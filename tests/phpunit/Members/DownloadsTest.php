<?php
/**
 * The person's downloads and the free tier's rules (SPEC §9).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use DateTimeImmutable;
use PlayPal\Members\Download_Limiter;

/**
 * GET pp/v1/downloads, POST pp/v1/downloads/{id}.
 */
final class DownloadsTest extends MemberTestCase {

	/**
	 * A user with one completed order of a downloadable product; returns [user, file id].
	 *
	 * @param string $tier Tier.
	 * @return array{0: int, 1: string}
	 */
	private function customer_with_file( string $tier = 'free' ): array {
		$user    = $this->member( $tier );
		$product = $this->downloadable_product();
		$this->completed_order( $user, array( $product['product'] ) );
		return array( $user, $product['product'] . '-' . $product['download'] );
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
			$this->assertStringEndsWith( 'kit.pdf', $response->get_data()['url'], 'The answer gives the file address.' );
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
		$this->assertSame( '2026-03-11T00:00:00+13:00', Download_Limiter::next_reset( new DateTimeImmutable( '2026-03-10 12:00', $zone ) )->format( 'c' ), 'The reset is the next midnight in the site\'s zone.' );
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
		$order   = $this->completed_order( $user, array( $product['product'] ) );
		$old     = gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS );
		wp_update_post(
			array(
				'ID'            => $order,
				'post_date_gmt' => $old,
				'post_date'     => $old,
			)
		);
		$files = $this->dispatch( 'GET', '/pp/v1/downloads' )->get_data()['downloads'];
		$this->assertSame( 'expired', $files[0]['status'] ?? null, 'A file older than 30 days is expired.' );
		$response = $this->dispatch( 'POST', '/pp/v1/downloads/' . $product['product'] . '-' . $product['download'] );
		$this->assertSame( 410, $response->get_status(), 'An expired file cannot be downloaded.' );
		$this->assertSame( 'playpal_download_expired', $response->get_data()['code'], 'With a stable code.' );
	}
}
