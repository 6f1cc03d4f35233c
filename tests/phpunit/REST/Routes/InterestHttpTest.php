<?php
/**
 * POST pp/v1/interest over real HTTP, with concurrent requests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PHPUnit\Framework\TestCase;
use PlayPal\Database\Atomic_Counter;
use PlayPal\Database\Schema;
use PlayPal\Tests\SiteServer;

/**
 * Starts the phpunit site on nginx + PHP-FPM (several workers, a free
 * port, the rate limit raised for that server only) and fires requests at it
 * in parallel with curl_multi. No transaction here: the server's rows are real
 * and committed, so this test removes them itself.
 */
final class InterestHttpTest extends TestCase {

	private const WORKERS = 6;

	private static ?SiteServer $server = null;

	private static string $base = '';

	private static string $domain = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = new SiteServer( self::WORKERS, array( 'auto_prepend_file' => dirname( __DIR__, 2 ) . '/fixtures/raise-interest-limits.php' ) );
		self::$base   = self::$server->base . '/wp-json/pp/v1/interest';
		self::$domain = 'http' . wp_generate_password( 8, false ) . '.example.com';
	}

	public static function tearDownAfterClass(): void {
		global $wpdb;
		self::$server?->stop();
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::signups_table() . ' WHERE email_normalized LIKE %s', '%@' . $wpdb->esc_like( self::$domain ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		// The server's counters were committed; later tests in this minute must not inherit its hundreds of hits.
		Atomic_Counter::clear_all();
		parent::tearDownAfterClass();
	}

	/**
	 * Sends all bodies at once; returns [status, decoded body] per request.
	 *
	 * @param string[] $bodies JSON bodies.
	 * @return array<int, array{0: int, 1: mixed}>
	 */
	private function post_concurrently( array $bodies ): array {
		$multi   = curl_multi_init();
		$handles = array();
		foreach ( $bodies as $i => $body ) {
			$handle = curl_init( self::$base );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_POST           => true,
					CURLOPT_POSTFIELDS     => $body,
					CURLOPT_HTTPHEADER     => array( 'Content-Type: application/json' ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 120,
				)
			);
			curl_multi_add_handle( $multi, $handle );
			$handles[ $i ] = $handle;
		}
		do {
			$status = curl_multi_exec( $multi, $running );
			if ( $running ) {
				curl_multi_select( $multi, 1.0 );
			}
		} while ( $running && CURLM_OK === $status );

		$results = array();
		foreach ( $handles as $i => $handle ) {
			$results[ $i ] = array( (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ), json_decode( (string) curl_multi_getcontent( $handle ), true ) );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		return $results;
	}

	/**
	 * Committed rows for an email pattern, read on a fresh snapshot.
	 *
	 * @param string $like LIKE pattern of email_normalized.
	 */
	private function rows_like( string $like ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::signups_table() . ' WHERE email_normalized LIKE %s', $like ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	private static function body( string $email, string $kind = 'pif' ): string {
		return (string) wp_json_encode(
			array(
				'kind'      => $kind,
				'email'     => $email,
				'firstName' => 'Concurrent',
				'lastName'  => 'Person',
				'hp'        => '',
			)
		);
	}

	public function test_forty_identical_concurrent_requests_leave_one_row_and_forty_successes(): void {
		$email   = 'same@' . self::$domain;
		$results = $this->post_concurrently( array_fill( 0, 40, self::body( ' ' . strtoupper( $email ) . ' ' ) ) );

		$statuses = array_count_values( array_column( $results, 0 ) );
		$this->assertSame( array( 200 => 40 ), $statuses, 'All 40 concurrent requests are answered 200.' );
		$created = 0;
		$already = 0;
		foreach ( $results as $i => list( , $body ) ) {
			$this->assertTrue( $body['success'] ?? null, "Request {$i} answers success: true." );
			true === ( $body['alreadySubscribed'] ?? false ) ? ++$already : ++$created;
		}
		$this->assertSame( 1, $created, 'Exactly one request was told it created the sign-up.' );
		$this->assertSame( 39, $already, 'The other 39 were told the person is already on the list.' );
		$this->assertSame( 1, $this->rows_like( $email ), 'Exactly one row exists for the email.' );
		fwrite( STDERR, "\n  interest over HTTP: 40 identical concurrent requests -> {$created} created, {$already} already subscribed, " . $this->rows_like( $email ) . " row\n" );
	}

	public function test_two_hundred_distinct_concurrent_requests_leave_two_hundred_rows(): void {
		$bodies = array();
		for ( $i = 0; $i < 200; $i++ ) {
			$bodies[] = self::body( "person{$i}@" . self::$domain, array( 'cif', 'pif', 'newsletter' )[ $i % 3 ] );
		}
		$started = microtime( true );
		$results = $this->post_concurrently( $bodies );
		$seconds = microtime( true ) - $started;

		$this->assertSame( array( 200 => 200 ), array_count_values( array_column( $results, 0 ) ), 'All 200 distinct requests are answered 200.' );
		foreach ( $results as $i => list( , $body ) ) {
			$this->assertSame( array( 'success' => true ), $body, "Request {$i} is a new sign-up." );
		}
		$this->assertSame( 200, $this->rows_like( 'person%@' . self::$domain ), 'Each distinct request left its row.' );
		fwrite( STDERR, sprintf( "  interest over HTTP: 200 distinct concurrent requests -> 200 rows in %.1fs (%d workers)\n", $seconds, self::WORKERS ) );
	}

	public function test_malformed_bodies_over_http_get_4xx_json_never_500(): void {
		$bodies  = array( '{', '[]', '"x"', '{"kind":"cif"}', '{"kind":"cif","email":"x","firstName":"A","lastName":"B"}', str_repeat( 'x', 40000 ), "\xFF\xFE", '{"kind":{"a":[1,{"b":null}]}}' );
		$results = $this->post_concurrently( $bodies );

		foreach ( $results as $i => list( $status, $body ) ) {
			$this->assertGreaterThanOrEqual( 400, $status, "Malformed body {$i} is refused." );
			$this->assertLessThan( 500, $status, "Malformed body {$i} is not a server error." );
			$this->assertFalse( $body['success'] ?? null, "Malformed body {$i} gets a JSON error." );
		}
	}
}
