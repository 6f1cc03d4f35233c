<?php
/**
 * Embedded responses carry their headers as HTTP would send them.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Routing;

use PlayPal\Routing\Route_Data;
use PlayPal\Tests\TestCase;

/**
 * WooCommerce sets X-WP-Total and X-WP-TotalPages as integers; the bundle
 * reads embedded headers as text only (src/lib/config.ts), so a page count
 * embedded as a number would be lost and the first render would not know
 * how many pages the shop has.
 */
final class EmbeddedHeadersTest extends TestCase {

	private const ROUTE = '/pp-test/v1/paged';

	protected function setUp(): void {
		parent::setUp();
		// TestCase starts a fresh REST server, which registers this route too.
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	protected function tearDown(): void {
		remove_action( 'rest_api_init', array( $this, 'register' ) );
		parent::tearDown();
	}

	public function register(): void {
		register_rest_route(
			'pp-test/v1',
			'/paged',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => static function (): \WP_REST_Response {
					$response = new \WP_REST_Response( array( array( 'id' => 7 ) ) );
					$response->header( 'X-WP-Total', 63 );
					$response->header( 'X-WP-TotalPages', 3 );
					$response->header( 'X-Label', 'kept' );
					return $response;
				},
			)
		);
	}

	public function test_numeric_headers_are_embedded_as_the_text_http_sends(): void {
		$preloaded = ( new Route_Data() )->preloaded( array( self::ROUTE ) );

		$this->assertArrayHasKey( self::ROUTE, $preloaded, 'The response is embedded.' );
		$headers = $preloaded[ self::ROUTE ]['headers'];
		$this->assertSame( '63', $headers['X-WP-Total'] );
		$this->assertSame( '3', $headers['X-WP-TotalPages'] );
		$this->assertSame( 'kept', $headers['X-Label'] );
	}
}
