<?php
/**
 * Issue 20, reproduction 5: the free tier's daily download limit could be
 * passed, and the answer's `url` was a permanent file address a guest could open.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Download_Limiter;

/**
 * Serves the phpunit site with several workers and sends a free member's
 * download requests at the same moment over real HTTP (curl_multi), as the
 * review did (PaidDownloadHttpTestCase: the member, product and paid
 * WooCommerce order, removed afterwards).
 */
final class Reproduction5PaidDownloadsHttpTest extends PaidDownloadHttpTestCase {

	protected const WORKERS = 10;

	protected const FILE_NAME = 'repro5-kit.pdf';

	protected const BYTES = "%PDF-1.4\n% reproduction 5\n";

	protected const PRODUCT_NAME = 'Reproduction 5 kit';

	private const PARALLEL = 10;

	protected function setUp(): void {
		parent::setUp();
		// One download already made today: 2 left, as in the review.
		( new Download_Limiter() )->record( $this->user, $this->file_id, new \DateTimeImmutable( 'now', wp_timezone() ) );
	}

	/**
	 * Runs handles at the same moment; returns [status, body, content type] of each.
	 *
	 * @param \CurlHandle[] $handles Handles.
	 * @return list<array{0: int, 1: string, 2: string}>
	 */
	private static function run_at_once( array $handles ): array {
		$multi = curl_multi_init();
		foreach ( $handles as $handle ) {
			curl_multi_add_handle( $multi, $handle );
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running ) {
				curl_multi_select( $multi, 1.0 );
			}
		} while ( $running && CURLM_OK === $status );
		$results = array();
		foreach ( $handles as $handle ) {
			$results[] = array( (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ), (string) curl_multi_getcontent( $handle ), (string) curl_getinfo( $handle, CURLINFO_CONTENT_TYPE ) );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $results;
	}

	/**
	 * The member's parallel POSTs; returns their results.
	 *
	 * @return list<array{0: int, 1: string, 2: string}>
	 */
	private function download_at_once(): array {
		$handles = array();
		for ( $i = 0; $i < self::PARALLEL; $i++ ) {
			$handles[] = self::handle(
				'/wp-json/pp/v1/downloads/' . $this->file_id,
				$this->cookies,
				(string) wp_json_encode( array( 'email' => 'parent@example.test' ) ),
				array( 'Content-Type: application/json', 'X-WP-Nonce: ' . $this->nonce )
			);
		}
		return self::run_at_once( $handles );
	}

	public function test_reproduction_5_parallel_downloads_cannot_pass_the_daily_limit(): void {
		$results  = $this->download_at_once();
		$statuses = array_count_values( array_column( $results, 0 ) );
		ksort( $statuses );
		$this->assertSame(
			array(
				200 => 2,
				429 => self::PARALLEL - 2,
			),
			$statuses,
			'With 2 downloads left, exactly 2 of ' . self::PARALLEL . ' parallel requests pass; the rest hear the limit.'
		);
		foreach ( $results as [ $status, $body ] ) {
			if ( 429 === $status ) {
				$this->assertSame( 'playpal_download_limit', json_decode( $body, true )['code'] ?? null, 'Refused with the limit\'s code.' );
			}
		}
		$this->assertSame( 3, $this->used_today(), 'Three downloads today, the limit, and not one more.' );
	}

	public function test_reproduction_5_the_url_answered_is_not_a_file_address_and_a_guest_cannot_open_it(): void {
		$uploads = wp_get_upload_dir();
		$handed  = array_values( array_filter( $this->download_at_once(), static fn( array $result ): bool => 200 === $result[0] ) );
		$this->assertNotEmpty( $handed, 'The member gets a download.' );
		$url = (string) ( json_decode( $handed[0][1], true )['url'] ?? '' );

		$this->assertStringStartsNotWith( $uploads['baseurl'], $url, 'The address is not in the uploads folder.' );
		$this->assertStringNotContainsString( 'repro5-kit.pdf', $url, 'Nor does it name the stored file.' );

		[ [ $guest_status, $guest_body ], [ $raw_status, $raw_body ], [ $owner_status, $owner_body, $owner_type ] ] = self::run_at_once(
			array(
				self::handle( $url, array() ),
				self::handle( $uploads['baseurl'] . '/woocommerce_uploads/repro5-kit.pdf', array() ),
				self::handle( $url, $this->cookies ),
			)
		);
		$this->assertContains( $guest_status, array( 401, 403 ), 'A guest with the address is refused.' );
		$this->assertStringNotContainsString( 'reproduction 5', $guest_body, 'And gets none of the file.' );
		$this->assertContains( $raw_status, array( 403, 404 ), 'The stored file\'s own address is refused to a guest.' );
		$this->assertStringNotContainsString( 'reproduction 5', $raw_body, 'And gives none of the file.' );
		$this->assertSame( 200, $owner_status, 'The member opens the address.' );
		$this->assertSame( self::BYTES, $owner_body, 'And gets the file.' );
		$this->assertSame( 'application/pdf', $owner_type, 'With its type.' );
	}
}
