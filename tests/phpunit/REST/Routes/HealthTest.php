<?php
/**
 * Tests for GET pp/v1/health.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PlayPal\Tests\TestCase;

/**
 * Everyone sees status and version; only site owners see the environment.
 */
final class HealthTest extends TestCase {

	public function test_anonymous_health_shows_status_and_version_only(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/health' );

		$this->assertSame( 200, $response->get_status(), 'Health is public.' );
		$this->assertSame(
			array(
				'status'  => 'ok',
				'version' => PLAYPAL_VERSION,
			),
			$response->get_data(),
			'Visitors should see only status and version.'
		);
		$headers = $response->get_headers();
		$this->assertSame( 'public, no-cache', $headers['Cache-Control'] ?? null, 'Shared caches may keep the public answer but must revalidate it.' );
		$this->assertArrayHasKey( 'ETag', $headers, 'The public answer should carry an ETag for revalidation.' );
	}

	public function test_logged_in_non_owners_get_the_public_answer(): void {
		$this->log_in_as( 'editor' );

		$data = $this->dispatch( 'GET', '/pp/v1/health' )->get_data();

		$this->assertSame( array( 'status', 'version' ), array_keys( $data ), 'Editors should not see the environment.' );
	}

	public function test_site_owners_also_see_the_environment_which_is_never_cached(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'GET', '/pp/v1/health' );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status(), 'Site owners may read health.' );
		$this->assertSame( 'ok', $data['status'], 'Status should be ok.' );
		$this->assertSame( PLAYPAL_VERSION, $data['version'], 'The plugin version should be shown.' );
		$this->assertSame( array( 'version' => get_bloginfo( 'version' ) ), $data['wordpress'], 'The WordPress version should be shown.' );
		$this->assertSame( array( 'version' => PHP_VERSION ), $data['php'], 'The PHP version should be shown.' );
		$this->assertTrue( $data['database']['ok'], 'The database answers during tests.' );
		$this->assertNotSame( '', $data['database']['server'], 'The database server should be named.' );
		$this->assertSame( class_exists( 'WooCommerce' ), $data['woocommerce']['active'], 'WooCommerce should be reported active exactly when it is loaded.' );
		$this->assertSame( defined( 'WC_VERSION' ) ? WC_VERSION : null, $data['woocommerce']['version'], 'The WooCommerce version should be its constant, or null.' );
		$headers = $response->get_headers();
		$this->assertStringContainsString( 'no-store', $headers['Cache-Control'] ?? '', 'The owner variant must not be stored by any cache.' );
		$this->assertArrayNotHasKey( 'ETag', $headers, 'The owner variant needs no ETag.' );
	}

	public function test_health_describes_itself_with_a_schema(): void {
		$response = $this->dispatch( 'OPTIONS', '/pp/v1/health' );

		$this->assertSame( 'playpal-health', $response->get_data()['schema']['title'] ?? null, 'OPTIONS should return the response schema.' );
	}
}
