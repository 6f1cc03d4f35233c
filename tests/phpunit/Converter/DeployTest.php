<?php
/**
 * Deploy and undeploy: who may, and what the public address does.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Player\Play_Response;
use WP_REST_Response;

/**
 * POST and DELETE pp/v1/appadoos/{id}/deploy, and the player's answer to
 * visitors of a deployed ("Live") Appadoo.
 */
final class DeployTest extends ConvertTestCase {

	private int $owner;

	private int $id;

	protected function setUp(): void {
		parent::setUp();
		$this->owner = $this->log_in_as( 'subscriber' );
		$this->id    = $this->convert( $this->temp_file( '<!doctype html><html><head><title>Hi</title></head><body><p>hi</p></body></html>' ), 'hello.html' )->get_data()['appadoo']['id'];
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		parent::tearDown();
	}

	private function deploy( string $method = 'POST', ?int $id = null ): WP_REST_Response {
		return $this->send_raw( $method, '/pp/v1/appadoos/' . ( $id ?? $this->id ) . '/deploy', null );
	}

	private function status_of( int $id ): string {
		return (string) get_post_meta( $id, Appadoo_Meta::STATUS, true );
	}

	private function slug(): string {
		return get_post( $this->id )->post_name;
	}

	/**
	 * Opens `/play/{slug}/` as someone and follows the host page's frame to the entry page.
	 *
	 * @param int $user_id Who (0: a signed-out visitor).
	 * @return array{0: Play_Response, 1: string} The page and its address.
	 */
	private function open_as( int $user_id ): array {
		$open = $this->play( $this->slug() . '/', $user_id );
		$url  = $this->framed_address( $open );
		return array( $this->play( $url, $user_id ), $url );
	}

	/**
	 * The tokenised address a host page frames.
	 *
	 * @param Play_Response $host The answer to `/play/{slug}/`.
	 */
	private function framed_address( Play_Response $host ): string {
		$this->assertSame( 200, $host->status, 'The public address is the host page.' );
		$this->assertSame( 1, preg_match( '#<iframe id="playpal-player" src="([^"]+)"#', $host->body, $frame ), 'The host page frames the package.' );
		return html_entity_decode( $frame[1], ENT_QUOTES );
	}

	public function test_the_owner_deploys_and_undeploys_and_the_answers_say_where(): void {
		$response = $this->deploy();
		$this->assertSame( 200, $response->get_status(), 'The owner deploys. Body: ' . wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$url  = home_url( '/play/' . $this->slug() . '/' );
		$this->assertTrue( $data['success'], 'Success.' );
		$this->assertTrue( $data['deployed'], 'Deployed.' );
		$this->assertSame( $url, $data['url'], 'The answer carries the public address.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', (string) $data['deployedAt'], 'An ISO deployment time.' );
		$this->assertSame( 'deployed', $data['appadoo']['status'], 'The Appadoo is deployed.' );
		$this->assertSame( $url, $data['appadoo']['publicUrl'], 'The Appadoo record carries the public address.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'Private.' );

		$listed = $this->send_raw( 'GET', '/pp/v1/appadoos', null )->get_data()['appadoos'][0];
		$this->assertSame( array( 'deployed', $url ), array( $listed['status'], $listed['publicUrl'] ), 'The list shows it Live with its address.' );

		$again = $this->deploy();
		$this->assertSame( 200, $again->get_status(), 'Deploying again is fine.' );
		$this->assertSame( $data['deployedAt'], $again->get_data()['deployedAt'], 'Deploying again changes nothing.' );

		$down = $this->deploy( 'DELETE' );
		$this->assertSame( 200, $down->get_status(), 'The owner undeploys.' );
		$this->assertFalse( $down->get_data()['deployed'], 'Not deployed.' );
		$this->assertNull( $down->get_data()['url'], 'No public address.' );
		$this->assertSame( 'active', $down->get_data()['appadoo']['status'], 'The status is back to what it was.' );
		$this->assertNull( $down->get_data()['appadoo']['publicUrl'], 'The record has no public address.' );
		$this->assertSame( '', (string) get_post_meta( $this->id, Appadoo_Deployment::META, true ), 'The deployment record is gone.' );
		$this->assertSame( 200, $this->deploy( 'DELETE' )->get_status(), 'Undeploying a Local Appadoo is fine too.' );
		$this->assertSame( 'active', $this->status_of( $this->id ), 'And changes nothing.' );
	}

	public function test_only_the_owner_or_a_manager_may_deploy(): void {
		$other = $this->user();
		wp_set_current_user( $other );
		foreach ( array( 'POST', 'DELETE' ) as $method ) {
			$this->assert_error( $this->deploy( $method ), 404, 'playpal_appadoo_not_found', "{$method} by another person" );
		}
		$this->assert_error( $this->deploy( 'POST', 999999 ), 404, 'playpal_appadoo_not_found', 'A missing Appadoo' );
		wp_set_current_user( 0 );
		foreach ( array( 'POST', 'DELETE' ) as $method ) {
			$this->assert_error( $this->deploy( $method ), 401, 'playpal_not_signed_in', "{$method} by a guest" );
		}
		$this->assertSame( 'active', $this->status_of( $this->id ), 'Nobody but the owner changed it.' );

		wp_set_current_user( $this->user( 'administrator' ) );
		$this->assertSame( 200, $this->deploy()->get_status(), 'A site manager may deploy anyone\'s Appadoo.' );
		$this->assertSame( 'deployed', $this->status_of( $this->id ), 'Deployed by the manager.' );
		$this->assertSame( 200, $this->deploy( 'DELETE' )->get_status(), 'And undeploy it.' );

		$this->set_flags( array( 'portals' => false ) );
		wp_set_current_user( $this->owner );
		$this->assert_error( $this->deploy(), 404, 'playpal_feature_off', 'With the portals flag off' );
		$this->assertSame( 'active', $this->status_of( $this->id ), 'Nothing changed with the flag off.' );
	}

	public function test_a_cookie_sign_in_needs_the_rest_nonce(): void {
		$GLOBALS['wp_rest_auth_cookie'] = true; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own global.
		$this->assertTrue( rest_cookie_check_errors( null ), 'Without a nonce WordPress treats the request as a guest\'s.' );
		$this->assert_error( $this->deploy(), 401, 'playpal_not_signed_in', 'A deploy without X-WP-Nonce' );
		$this->assertSame( 'active', $this->status_of( $this->id ), 'Not deployed without a nonce.' );

		wp_set_current_user( $this->owner );
		$_SERVER['HTTP_X_WP_NONCE'] = 'not-a-nonce';
		$refused                    = rest_cookie_check_errors( null );
		$this->assertInstanceOf( \WP_Error::class, $refused, 'A wrong nonce is refused.' );
		$this->assertSame( 'rest_cookie_invalid_nonce', $refused->get_error_code(), 'By WordPress\'s nonce check.' );

		$_SERVER['HTTP_X_WP_NONCE'] = wp_create_nonce( 'wp_rest' );
		$this->assertTrue( rest_cookie_check_errors( null ), 'A good nonce passes.' );
		$this->assertSame( 200, $this->deploy()->get_status(), 'With a good nonce the owner deploys.' );
	}

	public function test_the_public_address_plays_for_a_visitor_only_while_deployed(): void {
		$this->assertSame( 404, $this->play( $this->slug() . '/', 0 )->status, 'Local: a visitor gets 404.' );
		$other = $this->user();
		$this->assertSame( 404, $this->play( $this->slug() . '/', $other )->status, 'Local: another person gets 404.' );

		$this->deploy();
		list( $page, $url ) = $this->open_as( 0 );
		$this->assertStringContainsString( '/play/' . $this->slug() . '/0-', $url, 'A visitor gets a visitor\'s address.' );
		$this->assertSame( 200, $page->status, 'Live: a signed-out visitor plays it.' );
		$this->assertStringContainsString( '<p>hi</p>', $page->contents(), 'The package\'s page.' );
		$csp = $page->headers['Content-Security-Policy'] ?? '';
		foreach ( array( "default-src 'none'", "connect-src 'none'", "form-action 'none'", 'sandbox allow-scripts allow-forms allow-modals' ) as $directive ) {
			$this->assertStringContainsString( $directive, $csp, "The public page carries {$directive}." );
		}
		$this->assertSame( 'nosniff', $page->headers['X-Content-Type-Options'] ?? '', 'nosniff.' );
		$runtime = $this->play( dirname( $url ) . '/playpal-runtime/runtime.js', 0 );
		$this->assertSame( 200, $runtime->status, 'The runtime is served to the visitor.' );
		$this->assertStringContainsString( '"timeLimit":"30"', $runtime->body, 'With the Appadoo\'s settings.' );
		$this->assertArrayHasKey( 'Content-Security-Policy', $runtime->headers, 'Under the same CSP.' );
		list( $their_page ) = $this->open_as( $other );
		$this->assertSame( 200, $their_page->status, 'Live: another signed-in person plays it too.' );

		// An old visitor's address is over, Live or not (issue 38: bound to its host page's load); the public address opens again.
		$now = time();
		$old = $this->framed_address( $this->play( $this->slug() . '/', 0, $now - 5 * HOUR_IN_SECONDS ) );
		$this->assertSame( 403, $this->play( $old, 0, $now )->status, 'An expired visitor\'s address is not turned into a fresh one.' );
		$this->assertSame( 200, $this->play( $this->slug() . '/', 0, $now )->status, 'The public address gives a fresh one.' );

		// With the portals feature off, nothing is public.
		$this->set_flags( array( 'portals' => false ) );
		$this->assertSame( 404, $this->play( $this->slug() . '/', 0 )->status, 'Flag off: the visitor gets 404.' );
		$this->set_flags( array( 'portals' => true ) );

		$this->deploy( 'DELETE' );
		$this->assertSame( 404, $this->play( $this->slug() . '/', 0 )->status, 'Undeployed: the public address is 404.' );
		$this->assertSame( 404, $this->play( $url, 0 )->status, 'The visitor\'s open address is 404 too.' );
		$this->assertSame( 404, $this->play( dirname( $url ) . '/playpal-runtime/runtime.js', 0 )->status, 'And its runtime.' );
		$this->assertSame( 404, $this->play( $old, 0, $now )->status, 'An expired visitor address is 404, not refreshed.' );
		$this->assertSame( 200, $this->play( $this->slug() . '/', $this->owner )->status, 'The owner still opens it (the host page).' );
	}

	public function test_restoring_a_backup_keeps_the_deployment_as_it_is_now(): void {
		$this->deploy();
		$live_backup = $this->send_raw( 'POST', '/pp/v1/storage/appadoos/' . $this->id . '/backup', null );
		$this->assertSame( 201, $live_backup->get_status(), 'A backup of the Live Appadoo. Body: ' . wp_json_encode( $live_backup->get_data() ) );
		$this->deploy( 'DELETE' );

		$restore = $this->send_raw( 'POST', '/pp/v1/storage/appadoos/' . $this->id . '/backups/' . $live_backup->get_data()['backup']['id'] . '/restore', null );
		$this->assertSame( 200, $restore->get_status(), 'The restore succeeds.' );
		$this->assertSame( 'active', $this->status_of( $this->id ), 'Restoring a backup made while Live does not publish it again.' );
		$this->assertSame( 404, $this->play( $this->slug() . '/', 0 )->status, 'Its public address stays 404.' );

		$this->deploy();
		$this->send_raw( 'POST', '/pp/v1/storage/appadoos/' . $this->id . '/backups/' . $live_backup->get_data()['backup']['id'] . '/restore', null );
		$this->assertSame( 'deployed', $this->status_of( $this->id ), 'Nor does a restore take a Live Appadoo down.' );
		$this->assertSame( 200, $this->play( $this->slug() . '/', 0 )->status, 'It still opens for a visitor (the host page).' );
	}
}
