<?php
/**
 * The hand-over to WooCommerce's own protected download, and the free tier's
 * daily limit decided by PlayPal inside it, whichever door the download took.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Download_Limiter;
use PlayPal\Members\Paid_Download;
use PlayPal\REST\Store_Download_Guard;
use PlayPal\Time\Site_Day;

/**
 * `POST pp/v1/downloads/{id}` answers WooCommerce's address with a pass;
 * Store_Download_Guard::check() is what runs on `woocommerce_download_product`
 * (tests/phpunit/Members/StoreDownloadHandoverHttpTest.php runs WooCommerce's
 * handler itself over HTTP).
 */
final class StoreDownloadGuardTest extends MemberTestCase {

	/**
	 * A customer with a paid file.
	 *
	 * @param string $tier free or vip.
	 * @return array{0: int, 1: string, 2: int} User, file id, order.
	 */
	private function customer_with_file( string $tier = 'free' ): array {
		$user    = $this->member( $tier );
		$product = $this->downloadable_product();
		$order   = $this->completed_order( $user, array( $product['product'] ) );
		return array( $user, $product['product'] . '-' . $product['download'], $order );
	}

	/**
	 * The guard's decision on a download of a file.
	 *
	 * @param string                  $file_id      File id.
	 * @param int                     $owner        The permission's account.
	 * @param int                     $current_user Signed-in user.
	 * @param array<string, mixed>    $query        Query.
	 * @param string                  $email        The permission's e-mail.
	 * @param string                  $range        The request's Range header.
	 * @param \DateTimeImmutable|null $now          Moment (null: now).
	 */
	private function check( string $file_id, int $owner, int $current_user, array $query = array(), string $email = '', string $range = '', ?\DateTimeImmutable $now = null ): ?\WP_Error {
		[ $product, $download ] = explode( '-', $file_id, 2 );
		return ( new Store_Download_Guard() )->check( $email, (int) $product, $download, $owner, $current_user, $query, $now ?? new \DateTimeImmutable( 'now', wp_timezone() ), $range );
	}

	/**
	 * The query of an address.
	 *
	 * @param string $url Address.
	 * @return array<string, string>
	 */
	private static function query( string $url ): array {
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $query;
	}

	private static function used_today( int $user, ?\DateTimeImmutable $now = null ): int {
		wp_cache_delete( $user, 'user_meta' );
		return ( new Download_Limiter() )->used_today( $user, $now ?? new \DateTimeImmutable( 'now', wp_timezone() ) );
	}

	public function test_the_portal_hands_over_to_woocommerces_own_download_of_the_permission_with_a_pass(): void {
		[ $user, $id, $order ] = $this->customer_with_file();
		wp_set_current_user( $user );
		$answer = $this->dispatch( 'POST', '/pp/v1/downloads/' . $id, array( 'email' => 'parent@example.test' ) );
		$this->assertSame( 200, $answer->get_status(), 'The download is granted.' );
		$url   = (string) $answer->get_data()['url'];
		$query = self::query( $url );
		$this->assertStringStartsWith( home_url( '/?' ), $url, 'WooCommerce\'s handler address (on the home page, as WooCommerce makes it).' );
		[ $product, $download ] = explode( '-', $id, 2 );
		$this->assertSame( $product, $query['download_file'] ?? '', 'For the product.' );
		$this->assertSame( $download, $query['key'] ?? '', 'Its file.' );
		$this->assertSame( wc_get_order( $order )->get_order_key(), $query['order'] ?? '', 'And the order\'s key: WooCommerce checks it.' );
		$this->assertSame( get_userdata( $user )->user_email, $query['email'] ?? '', 'With the permission\'s e-mail.' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $query[ Paid_Download::SIGNATURE ] ?? '', 'And PlayPal\'s pass.' );
		$this->assertStringNotContainsString( 'woocommerce_uploads', $url, 'Never the stored file\'s address.' );
		$this->assertSame( 1, self::used_today( $user ), 'The portal counted the download.' );

		$this->assertNull( $this->check( $id, $user, $user, $query ), 'WooCommerce\'s handler lets the owner through with the pass.' );
		$this->assertSame( 1, self::used_today( $user ), 'Without counting it a second time.' );
	}

	public function test_a_door_address_still_open_in_a_tab_goes_on_to_woocommerces_download_after_the_doors_checks(): void {
		[ $user, $id ] = $this->customer_with_file();
		wp_set_current_user( $user );
		$door  = Paid_Download::address( '', $user, $id, time() );
		$query = self::query( $door );
		$on    = $this->dispatch( 'GET', '/pp/v1/downloads/' . $id . '/file', $query );
		$this->assertSame( 302, $on->get_status(), 'The door sends the owner on.' );
		$location = (string) ( $on->get_headers()['Location'] ?? '' );
		$this->assertStringContainsString( '?download_file=' . explode( '-', $id, 2 )[0] . '&', $location, 'To WooCommerce\'s protected download.' );
		$this->assertNull( $this->check( $id, $user, $user, self::query( $location ) ), 'With a pass WooCommerce\'s handler lets through.' );
		$this->assertSame( 0, self::used_today( $user ), 'Counting nothing more (the door\'s address was counted when it was made).' );
		wp_set_current_user( $this->member() );
		$this->assertSame( 403, $this->dispatch( 'GET', '/pp/v1/downloads/' . $id . '/file', $query )->get_status(), 'Someone else is still refused by the door.' );
	}

	public function test_woocommerces_address_called_directly_counts_against_the_daily_limit_and_is_refused_past_it(): void {
		[ $user, $id ] = $this->customer_with_file();
		$direct        = self::query( (string) wc_get_customer_available_downloads( $user )[0]['download_url'] );
		for ( $i = 1; $i <= Download_Limiter::FREE_DAILY_LIMIT; $i++ ) {
			$this->assertNull( $this->check( $id, $user, $user, $direct ), "Direct download {$i} of 3 is let through." );
			$this->assertSame( $i, self::used_today( $user ), 'And counted.' );
		}
		$refused = $this->check( $id, $user, $user, $direct );
		$this->assertInstanceOf( \WP_Error::class, $refused, 'The fourth is refused.' );
		$this->assertSame( 'playpal_download_limit', $refused->get_error_code(), 'With the limit\'s code.' );
		$this->assertSame( 429, $refused->get_error_data()['status'], 'And 429.' );
		$this->assertSame( 3, self::used_today( $user ), 'A refusal counts nothing.' );

		// The other door shares the count: the portal refuses too.
		wp_set_current_user( $user );
		$portal = $this->dispatch( 'POST', '/pp/v1/downloads/' . $id, array( 'email' => 'parent@example.test' ) );
		$this->assertSame( 429, $portal->get_status(), 'The portal knows the direct downloads.' );
		$this->assertSame( 'playpal_download_limit', $portal->get_data()['code'], 'With the same code.' );
	}

	public function test_a_pass_counts_once_only_for_its_person_and_file_while_it_works(): void {
		[ $user, $id ]                      = $this->customer_with_file();
		[ $other, $o ]                      = $this->customer_with_file();
		$now                                = time();
		$pass                               = Paid_Download::address( home_url( '/?download_file=1' ), $user, $id, $now );
		$query                              = self::query( $pass );
		$stale                              = self::query( Paid_Download::address( home_url( '/?download_file=1' ), $user, $id, $now - 10 * MINUTE_IN_SECONDS ) );
		$forged                             = $query;
		$forged[ Paid_Download::SIGNATURE ] = str_repeat( 'a', 64 );
		$longer                             = $query;
		$longer[ Paid_Download::EXPIRES ]   = (string) ( (int) $query[ Paid_Download::EXPIRES ] + 3600 );

		$this->assertNull( $this->check( $id, $user, $user, $query ), 'The pass lets its owner through.' );
		$this->assertSame( 0, self::used_today( $user ), 'Counted when it was handed out, not again.' );
		foreach ( array( $stale, $forged, $longer ) as $bad ) {
			$this->assertNull( $this->check( $id, $user, $user, $bad ), 'A stale, forged or stretched pass is no pass: a direct download.' );
		}
		$this->assertSame( 3, self::used_today( $user ), 'Each of those was counted.' );
		$this->assertSame( 'playpal_download_limit', $this->check( $id, $user, $user, $forged )?->get_error_code(), 'And past the limit refused.' );
		$this->assertNull( $this->check( $id, $user, $user, $query ), 'The real pass still works for its 5 minutes (it was counted).' );
		$this->assertNull( $this->check( $o, $other, $other, $query ), 'Someone else\'s pass for another file is no pass for theirs…' );
		$this->assertSame( 1, self::used_today( $other ), '…their download is counted.' );
	}

	public function test_a_permission_of_an_account_opens_only_for_that_account_signed_in(): void {
		[ $user, $id ] = $this->customer_with_file( 'vip' );
		$stranger      = $this->member( 'vip' );
		$direct        = self::query( (string) wc_get_customer_available_downloads( $user )[0]['download_url'] );

		$guest = $this->check( $id, $user, 0, $direct );
		$this->assertSame( 'playpal_not_signed_in', $guest?->get_error_code(), 'A guest with the address is asked to sign in.' );
		$this->assertSame( 401, $guest->get_error_data()['status'], 'With 401.' );
		$other = $this->check( $id, $user, $stranger, $direct );
		$this->assertSame( 'playpal_download_not_yours', $other?->get_error_code(), 'Someone else is refused.' );
		$this->assertSame( 403, $other->get_error_data()['status'], 'With 403.' );
		$this->assertSame( 0, self::used_today( $user ), 'Nothing counted.' );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertNull( $this->check( $id, $user, $user, $direct ), 'A VIP has no daily limit.' );
		}
	}

	public function test_a_guest_orders_permission_counts_against_whoever_downloads_never_the_account_with_its_email(): void {
		[ $user, $id ] = $this->customer_with_file();
		$email         = (string) get_userdata( $user )->user_email;
		$downloader    = $this->member();
		for ( $i = 0; $i < Download_Limiter::FREE_DAILY_LIMIT; $i++ ) {
			$this->assertNull( $this->check( $id, 0, 0, array(), $email ), 'A guest order\'s link opens without signing in (WooCommerce\'s e-mailed link).' );
		}
		$this->assertSame( 0, self::used_today( $user ), 'Signed out, nobody is known to download: not counted against the account that has the e-mail (anyone may register any address).' );

		for ( $i = 0; $i < Download_Limiter::FREE_DAILY_LIMIT; $i++ ) {
			$this->assertNull( $this->check( $id, 0, $downloader, array(), $email ), 'Someone signed in opens the guest order\'s link.' );
		}
		$this->assertSame( 3, self::used_today( $downloader ), 'Counted against the person who downloads.' );
		$this->assertSame( 0, self::used_today( $user ), 'Not against the account with the order\'s e-mail.' );
		$this->assertSame( 'playpal_download_limit', $this->check( $id, 0, $downloader, array(), $email )?->get_error_code(), 'Who cannot pass their limit that way.' );
		$this->assertNull( $this->check( $id, 0, 0, array(), 'nobody-' . wp_generate_password( 6, false ) . '@example.test' ), 'A guest without an account has no tier: only WooCommerce\'s own limits.' );
	}

	public function test_a_resumed_download_is_not_counted_again_but_one_from_byte_zero_is(): void {
		[ $user, $id ] = $this->customer_with_file();
		$direct        = self::query( (string) wc_get_customer_available_downloads( $user )[0]['download_url'] );
		$size          = strlen( self::PAID_FILE_BYTES );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=0-' ), 'A download from byte 0 is a download.' );
		$this->assertSame( 1, self::used_today( $user ), 'Counted.' );
		foreach ( array( 'bytes=10-', 'bytes=10-20', 'bytes=-5', 'bytes=-' . ( $size - 1 ), 'BYTES = 7-' ) as $range ) {
			$this->assertNull( $this->check( $id, $user, $user, $direct, '', $range ), "{$range} resumes the download counted moments ago." );
		}
		$this->assertSame( 1, self::used_today( $user ), 'Resuming counts nothing more.' );
		foreach ( array( 'bytes=0-99', 'items=5-' ) as $range ) {
			$this->assertNull( $this->check( $id, $user, $user, $direct, '', $range ), "{$range} is a new download." );
		}
		$this->assertSame( 3, self::used_today( $user ), 'The limit reached by new downloads only.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=20-' ), 'The rest of a download begun (and counted) is still let through at the limit.' );
		$this->assertSame( 'playpal_download_limit', $this->check( $id, $user, $user, $direct, '', 'bytes=00-' )?->get_error_code(), 'A new one (from byte 0, however written) is refused.' );
		$this->assertSame( 'playpal_download_not_yours', $this->check( $id, $user, $this->member(), $direct, '', 'bytes=100-' )?->get_error_code(), 'A range opens no one else\'s file.' );
	}

	public function test_a_range_with_no_download_begun_is_a_new_download_counted_and_refused_at_the_limit(): void {
		[ $user, $id ] = $this->customer_with_file();
		$direct        = self::query( (string) wc_get_customer_available_downloads( $user )[0]['download_url'] );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=1-' ), 'All but the first byte, with no download begun…' );
		$this->assertSame( 1, self::used_today( $user ), '…is a download, counted (the first byte of a file type is known).' );

		// Other files of the same person (the guard runs after WooCommerce has checked the permission).
		$other    = $this->downloadable_product();
		$other_id = $other['product'] . '-' . $other['download'];
		$this->assertNull( $this->check( $other_id, $user, $user, array(), '', 'bytes=0-' ) );
		$this->assertNull( $this->check( $other_id, $user, $user, array(), '', 'bytes=0-' ) );
		$this->assertSame( 3, self::used_today( $user ), 'At the limit.' );
		$third   = $this->downloadable_product();
		$refused = $this->check( $third['product'] . '-' . $third['download'], $user, $user, array(), '', 'bytes=1-' );
		$this->assertSame( 'playpal_download_limit', $refused?->get_error_code(), 'A range of a file not begun is refused at the limit.' );
		$this->assertSame( 429, $refused->get_error_data()['status'], 'With 429.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=1-' ), 'While the rest of a file counted moments ago still comes.' );
		$this->assertSame( 3, self::used_today( $user ), 'Nothing more counted.' );

		// Someone else's counted download of a guest order's file is no download begun for another person.
		$guest_file = $this->downloadable_product();
		$guest_id   = $guest_file['product'] . '-' . $guest_file['download'];
		$first      = $this->member();
		$second     = $this->member();
		$this->assertNull( $this->check( $guest_id, 0, $first, array(), 'guest@example.test', 'bytes=0-' ) );
		$this->assertNull( $this->check( $guest_id, 0, $second, array(), 'guest@example.test', 'bytes=1-' ) );
		$this->assertSame( 1, self::used_today( $second ), 'Counted against the second person: the first one\'s download is not theirs.' );
	}

	public function test_a_range_continues_a_counted_download_for_30_minutes_only(): void {
		[ $user, $id ] = $this->customer_with_file();
		$direct        = self::query( (string) wc_get_customer_available_downloads( $user )[0]['download_url'] );
		$noon          = Site_Day::start( new \DateTimeImmutable( 'now', wp_timezone() ) )->setTime( 12, 0 );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', '', $noon ), 'A download at noon.' );
		$this->assertSame( 1, self::used_today( $user, $noon ), 'Counted.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=10-', $noon->modify( '+29 minutes' ) ), 'Resumed 29 minutes later…' );
		$this->assertSame( 1, self::used_today( $user, $noon ), '…not counted (WooCommerce\'s window for partial downloads).' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=10-', $noon->modify( '+31 minutes' ) ), '31 minutes later…' );
		$this->assertSame( 2, self::used_today( $user, $noon ), '…it is a new download: counted.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=10-', $noon->modify( '+40 minutes' ) ), 'And that counted download opens a window of its own.' );
		$this->assertSame( 2, self::used_today( $user, $noon ), 'Not counted.' );
	}

	public function test_a_suffix_range_that_covers_the_whole_file_is_a_new_download(): void {
		[ $user, $id ] = $this->customer_with_file();
		$direct        = self::query( (string) wc_get_customer_available_downloads( $user )[0]['download_url'] );
		$size          = strlen( self::PAID_FILE_BYTES );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=-' . $size ), 'The last {size} bytes are the whole file…' );
		$this->assertSame( 1, self::used_today( $user ), '…a download, counted.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=-1000000' ), 'More than the file…' );
		$this->assertSame( 2, self::used_today( $user ), '…is the whole file too: counted, even right after a download of it.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=-5' ), 'The last bytes only continue it.' );
		$this->assertSame( 2, self::used_today( $user ), 'Not counted.' );
		$this->assertNull( $this->check( $id, $user, $user, $direct, '', 'bytes=0-' ) );
		$this->assertSame( 'playpal_download_limit', $this->check( $id, $user, $user, $direct, '', 'bytes=-' . $size )?->get_error_code(), 'At the limit the whole file by a suffix range is refused.' );

		// How WooCommerce reads the header decides where the bytes start.
		$this->assertSame( $size - 5, Store_Download_Guard::first_byte( 'bytes=-5', $size ), 'The last 5 bytes.' );
		$this->assertSame( 0, Store_Download_Guard::first_byte( 'bytes=-5', null ), 'Of a file of unknown size: from byte 0, as far as PlayPal knows.' );
		$this->assertSame( 0, Store_Download_Guard::first_byte( 'bytes=-' . $size, $size ), 'The whole file.' );
		$this->assertSame( 0, Store_Download_Guard::first_byte( 'bytes= -5', $size ), 'WooCommerce reads " -5" as 0 to 5.' );
		$this->assertSame( 7, Store_Download_Guard::first_byte( 'BYTES = 7-', $size ) );
		$this->assertSame( 0, Store_Download_Guard::first_byte( 'bytes=7-9,0-3', $size ), 'Several ranges: not the rest of a file.' );
		$this->assertSame( 0, Store_Download_Guard::first_byte( 'items=7-', $size ), 'Another unit: not provably the rest of a file.' );
	}

	public function test_a_file_outside_the_uploads_folder_is_refused_before_anything_is_counted(): void {
		[ $user, $id ]          = $this->customer_with_file();
		[ $product, $download ] = explode( '-', $id, 2 );
		update_post_meta(
			(int) $product,
			'_downloadable_files',
			array(
				$download => array(
					'id'   => $download,
					'name' => 'Printable pages',
					'file' => 'https://elsewhere.example/files/kit.pdf',
				),
			)
		);
		$refused = $this->check( $id, $user, $user );
		$this->assertSame( 'playpal_download_unavailable', $refused?->get_error_code(), 'Only a file on this server is sent: its bytes are the stored file\'s.' );
		$this->assertSame( 404, $refused->get_error_data()['status'], 'With 404.' );
		$this->assertSame( 0, self::used_today( $user ), 'Nothing counted.' );
	}

	public function test_woocommerce_sends_the_file_itself_never_by_redirecting_to_its_storage_address(): void {
		// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		$this->assertSame( 'force', apply_filters( 'woocommerce_file_download_method', 'redirect', 1, 'x' ), '"Redirect" would send the browser to the refused storage address.' );
		$this->assertSame( 'force', apply_filters( 'woocommerce_file_download_method', 'force', 1, 'x' ), 'Force stays.' );
		$this->assertSame( 'force', apply_filters( 'woocommerce_file_download_method', 'xsendfile', 1, 'x' ), 'X-Sendfile needs an internal location the web server rules do not have.' );
		add_filter( 'playpal_download_xsendfile', '__return_true' );
		$this->assertSame( 'xsendfile', apply_filters( 'woocommerce_file_download_method', 'xsendfile', 1, 'x' ), 'Unless the site says its server has one.' );
		remove_filter( 'playpal_download_xsendfile', '__return_true' );
		// phpcs:enable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound
		$this->assertInstanceOf( Store_Download_Guard::class, $this->guard(), 'The guard is on WooCommerce\'s download hook.' );

		// WooCommerce reads the stored file from disk, even when its address names the site by another host form
		// (WooCommerce would otherwise fetch it over HTTP, from the storage address the web server refuses).
		$stored = self::paid_file_url();
		$real   = realpath( wp_get_upload_dir()['basedir'] . '/woocommerce_uploads/kit.pdf' );
		$port   = (string) preg_replace( '#^(https?://[^/:]+)(:\d+)?/#', '$1:1/', $stored );
		$this->assertNotSame( $stored, $port, 'The address on another port.' );
		foreach ( array( $stored, $port ) as $address ) {
			$this->assertSame( $real, apply_filters( 'woocommerce_download_product_filepath', $address, '', false, null, null ), "{$address} is read from disk." ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		}
		$this->assertSame( 'https://elsewhere.example/kit.pdf', apply_filters( 'woocommerce_download_product_filepath', 'https://elsewhere.example/kit.pdf', '', false, null, null ), 'Another server\'s file is left alone (and refused by the guard).' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
	}

	/**
	 * The guard instance the plugin hooked.
	 */
	private function guard(): Store_Download_Guard {
		global $wp_filter;
		foreach ( $wp_filter['woocommerce_download_product']->callbacks[10] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Store_Download_Guard ) {
				return $callback['function'][0];
			}
		}
		$this->fail( 'No Store_Download_Guard is hooked on woocommerce_download_product.' );
	}
}
