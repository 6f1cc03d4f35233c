<?php
/**
 * Tests for GET pp/v1/demo.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PlayPal\Tests\TestCase;

/**
 * The demo route greets anyone.
 */
final class DemoTest extends TestCase {

	public function test_demo_answers_anyone_with_a_friendly_message(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/demo' );

		$this->assertSame( 200, $response->get_status(), 'Demo is public.' );
		$this->assertSame( array( 'message' => 'Hello from PlayPal! Print. Play. Done.' ), $response->get_data(), 'Demo should answer with its message field.' );
		$this->assertSame( 'public, max-age=60', $response->get_headers()['Cache-Control'] ?? null, 'Demo may be cached for a minute.' );
	}

	public function test_demo_refuses_writes(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', '/pp/v1/demo' );

		$this->assertSame( 404, $response->get_status(), 'Demo registers no write method.' );
		$this->assertSame( 'rest_no_route', $response->get_data()['code'], 'WordPress should report the missing method.' );
	}
}
