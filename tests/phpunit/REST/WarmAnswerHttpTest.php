<?php
/**
 * A warm content answer over HTTP is the answer WordPress's full REST server gives.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST;

use PHPUnit\Framework\TestCase;
use PlayPal\Tests\SiteServer;

/**
 * The phpunit site served over HTTP: the first request for the Blog after a
 * change is built by WordPress's full REST server, the next ones are answered
 * by REST\Warm_Answer_Server (WarmAnswerServerTest shows which requests
 * it takes). Status, body and every header but the date must be the same.
 */
final class WarmAnswerHttpTest extends TestCase {

	private const WORKER = __DIR__ . '/../fixtures/content-cache-worker.php';

	private const BLOG = '/wp-json/pp/v1/posts?_embed&per_page=12';

	private static ?SiteServer $server = null;

	private int $post_id = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = new SiteServer( 2 );
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		parent::tearDownAfterClass();
	}

	protected function tearDown(): void {
		if ( $this->post_id ) {
			$this->worker( 'delete', (string) $this->post_id );
		}
		wp_cache_flush();
		parent::tearDown();
	}

	/**
	 * Runs the worker (tests/phpunit/fixtures/content-cache-worker.php) on the phpunit site.
	 *
	 * @param string ...$args Command and arguments.
	 * @return array<string, mixed>
	 */
	private function worker( string ...$args ): array {
		$command = array_merge( array( PHP_BINARY, self::WORKER ), $args );
		$process = proc_open(
			$command,
			array(
				1 => array( 'pipe', 'w' ),
				2 => array(
					'pipe',
					'w',
				),
			),
			$pipes,
			null,
			getenv() + array( 'PLAYPAL_SITE' => 'phpunit' )
		);
		$this->assertIsResource( $process );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$this->assertSame( 0, proc_close( $process ), $err );
		$answer = json_decode( trim( $out ), true );
		$this->assertIsArray( $answer, $out . $err );
		return $answer;
	}

	/**
	 * Status, headers (lower-case names, the date left out) and body of a GET.
	 *
	 * @param string   $path    Path and query.
	 * @param string[] $headers Request headers.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	private function get( string $path, array $headers = array() ): array {
		$handle = curl_init( self::$server->base . $path );
		$lines  = array();
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 120,
				CURLOPT_HTTPHEADER     => $headers,
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$lines ): int {
					$lines[] = $line;
					return strlen( $line );
				},
			)
		);
		$body   = (string) curl_exec( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		$parsed = array();
		foreach ( $lines as $line ) {
			$parts = explode( ':', $line, 2 );
			if ( 2 === count( $parts ) && 'date' !== strtolower( $parts[0] ) ) {
				$parsed[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
			}
		}
		ksort( $parsed );
		return array(
			'status'  => $status,
			'headers' => $parsed,
			'body'    => $body,
		);
	}

	public function test_the_warm_answer_is_the_answer_of_the_full_rest_server(): void {
		$title         = 'Warm over HTTP ' . wp_generate_password( 6, false );
		$this->post_id = (int) $this->worker( 'create', $title )['id'];
		$this->assertGreaterThan( 0, $this->post_id );

		// The new post moved the content version: this one is built by the full server.
		$built = $this->get( self::BLOG );
		$this->assertSame( 200, $built['status'], $built['body'] );
		$this->assertSame( $title, json_decode( $built['body'], true )[0]['title']['rendered'] ?? null );

		$warm = $this->get( self::BLOG );
		$this->assertSame( $built, $warm, 'Status, headers and body are the same.' );
		foreach ( array( 'etag', 'last-modified', 'x-wp-total', 'x-wp-totalpages', 'cache-control', 'allow', 'link', 'content-type' ) as $header ) {
			$this->assertArrayHasKey( $header, $warm['headers'] );
		}

		$not_modified = $this->get( self::BLOG, array( 'If-None-Match: ' . $warm['headers']['etag'] ) );
		$this->assertSame( 304, $not_modified['status'] );
		$this->assertSame( '', $not_modified['body'] );

		// WordPress's own parameters still work: the usual way.
		$fields = $this->get( self::BLOG . '&_fields=id' );
		$this->assertSame( 200, $fields['status'] );
		$this->assertSame( array( 'id' ), array_keys( json_decode( $fields['body'], true )[0] ) );
	}
}
