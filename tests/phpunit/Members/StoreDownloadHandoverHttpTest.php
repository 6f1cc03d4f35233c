<?php
/**
 * Issue 22: a paid file goes through WooCommerce's own protected download
 * (its handler, over real HTTP), with the free tier's daily limit decided by
 * PlayPal on both doors: the portal's hand-over and WooCommerce's address
 * called directly.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Download_Limiter;

/**
 * Serves the phpunit site (nginx with README's rules and PHP-FPM) and asks
 * for a free member's paid file as a browser would (PaidDownloadHttpTestCase:
 * the member, product and order, removed afterwards).
 */
final class StoreDownloadHandoverHttpTest extends PaidDownloadHttpTestCase {

	protected const FILE_NAME = 'handover-kit.pdf';

	protected const BYTES = "%PDF-1.4\n% issue 22 hand-over\n";

	protected const PRODUCT_NAME = 'Hand-over kit';

	/**
	 * One request to the served site.
	 *
	 * @param string                $url     Address of the site (its home is replaced by the server's), or a path.
	 * @param array<string, string> $cookies Cookies.
	 * @param string|null           $body    JSON body for a POST; null for a GET.
	 * @param string[]              $extra   More request headers.
	 * @return array{status: int, body: string, headers: array<string, string>}
	 */
	private function request( string $url, array $cookies, ?string $body = null, array $extra = array() ): array {
		$handle  = self::handle( $url, $cookies, $body, array_merge( array( 'Content-Type: application/json', 'X-WP-Nonce: ' . $this->nonce ), $extra ) );
		$headers = array();
		curl_setopt(
			$handle,
			CURLOPT_HEADERFUNCTION,
			static function ( $curl, string $line ) use ( &$headers ): int {
				$parts = explode( ':', $line, 2 );
				if ( 2 === count( $parts ) ) {
					$headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
				}
				return strlen( $line );
			}
		);
		$answer = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		return array(
			'status'  => $status,
			'body'    => $answer,
			'headers' => $headers,
		);
	}

	/**
	 * The member asks the portal for the file; returns the answer.
	 *
	 * @return array{status: int, body: string, headers: array<string, string>}
	 */
	private function ask_portal(): array {
		return $this->request( '/wp-json/pp/v1/downloads/' . $this->file_id, $this->cookies, (string) wp_json_encode( array( 'email' => 'parent@example.test' ) ) );
	}

	private function permission(): \WC_Customer_Download {
		$ids = \WC_Data_Store::load( 'customer-download' )->get_downloads(
			array(
				'order_id' => $this->order,
				'return'   => 'ids',
			)
		);
		$this->assertCount( 1, $ids, 'One permission for the order.' );
		return new \WC_Customer_Download( (int) $ids[0] );
	}

	public function test_the_portals_download_is_served_by_woocommerces_handler_with_the_stored_bytes_counted_once_by_each(): void {
		$answer = $this->ask_portal();
		$this->assertSame( 200, $answer['status'], 'The portal grants the download.' );
		$url = (string) ( json_decode( $answer['body'], true )['url'] ?? '' );
		$this->assertStringContainsString( '?download_file=' . $this->product . '&', $url, 'It hands over to WooCommerce\'s protected download.' );

		$file = $this->request( $url, $this->cookies );
		$this->assertSame( 200, $file['status'], 'WooCommerce\'s handler serves the owner.' );
		$this->assertSame( hash( 'sha256', self::BYTES ), hash( 'sha256', $file['body'] ), 'The stored file\'s bytes.' );
		$this->assertMatchesRegularExpression( '/^attachment; filename="handover-kit\.pdf";?$/', $file['headers']['content-disposition'] ?? '', 'Saved as an attachment.' );
		$this->assertSame( 'nosniff', $file['headers']['x-content-type-options'] ?? '', 'Which a browser may not second-guess.' );
		$this->assertMatchesRegularExpression( '/\bno-store\b/', $file['headers']['cache-control'] ?? '', 'No cache keeps it.' );
		$this->assertSame( 1, $this->permission()->get_download_count(), 'WooCommerce counted the download on the permission.' );
		$this->assertSame( 1, $this->used_today(), 'PlayPal counted it once (at the hand-over), not again in the handler.' );

		$guest = $this->request( $url, array() );
		$this->assertSame( 401, $guest['status'], 'A guest with the address is asked to sign in.' );
		$this->assertStringNotContainsString( 'issue 22 hand-over', $guest['body'], 'And gets none of the file.' );
		$uploads = wp_get_upload_dir();
		$raw     = $this->request( $uploads['baseurl'] . '/woocommerce_uploads/handover-kit.pdf', $this->cookies );
		$this->assertContains( $raw['status'], array( 403, 404 ), 'The storage address is refused, even to the owner.' );
		$this->assertStringNotContainsString( 'issue 22 hand-over', $raw['body'], 'With none of the file.' );
		$this->assertSame( 1, $this->permission()->get_download_count(), 'Refusals count nothing with WooCommerce.' );
	}

	public function test_woocommerces_address_called_directly_is_counted_against_the_daily_limit_and_refused_past_it(): void {
		$direct = (string) wc_get_customer_available_downloads( $this->user )[0]['download_url'];
		$this->assertStringNotContainsString( 'playpal_signature', $direct, 'WooCommerce\'s own address (order e-mail, My Account): no PlayPal pass.' );
		$this->assertSame( 200, $this->ask_portal()['status'], 'One download through the portal.' );
		for ( $i = 2; $i <= Download_Limiter::FREE_DAILY_LIMIT; $i++ ) {
			$file = $this->request( $direct, $this->cookies );
			$this->assertSame( 200, $file['status'], "Download {$i} of 3, directly, is served." );
			$this->assertSame( self::BYTES, $file['body'], 'The file.' );
			$this->assertSame( $i, $this->used_today(), 'And counted against the daily limit.' );
		}
		$refused = $this->request( $direct, $this->cookies );
		$this->assertSame( 429, $refused['status'], 'The fourth, directly, is refused.' );
		$this->assertStringNotContainsString( 'issue 22 hand-over', $refused['body'], 'Without the file.' );
		$this->assertSame( 'playpal_download_limit', json_decode( $this->ask_portal()['body'], true )['code'] ?? null, 'And the portal refuses too: one count for both doors.' );
		$this->assertSame( 3, $this->used_today(), 'Refusals count nothing.' );
		$this->assertSame( 2, $this->permission()->get_download_count(), 'WooCommerce counted the two it served (the portal\'s pass was never opened).' );
	}

	public function test_a_resumed_download_of_woocommerces_address_is_served_in_part_and_not_counted_again(): void {
		$direct = (string) wc_get_customer_available_downloads( $this->user )[0]['download_url'];
		$first  = $this->request( $direct, $this->cookies, null, array( 'Range: bytes=0-9' ) );
		$this->assertSame( 206, $first['status'], 'The first part, from byte 0.' );
		$this->assertSame( substr( self::BYTES, 0, 10 ), $first['body'], 'Its bytes.' );
		$this->assertSame( 1, $this->used_today(), 'A download from byte 0 is counted.' );

		$rest = $this->request( $direct, $this->cookies, null, array( 'Range: bytes=10-' ) );
		$this->assertSame( 206, $rest['status'], 'The rest is served in part (Partial Content).' );
		$this->assertSame( substr( self::BYTES, 10 ), $rest['body'], 'The rest of the bytes.' );
		$this->assertSame( 1, $this->used_today(), 'Resuming the download is not another one.' );

		$this->assertSame( 200, $this->request( $direct, $this->cookies )['status'], 'A whole download again.' );
		$this->assertSame( 2, $this->used_today(), 'Counted.' );
	}
}
