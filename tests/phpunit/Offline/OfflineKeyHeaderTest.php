<?php
/**
 * Whose answer the worker is told it reads, and the worker's address while
 * its build is missing.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Offline;

use PlayPal\Frontend\Url_Router;
use PlayPal\Offline\Offline_Endpoints;
use PlayPal\Offline\Offline_Key_Header;
use PlayPal\Offline\Offline_Paths;
use PlayPal\Offline\Offline_Screen;
use PlayPal\Offline\Offline_User_Key;
use PlayPal\Offline\Service_Worker_Script;
use PlayPal\Offline\Shell_Precache;
use PlayPal\Offline\Web_App_Manifest;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The review's findings: a public answer must name nobody (a shared cache
 * could hand it to the next person), a guest's private answer says `none`
 * unless a valid sign-in cookie came (a person's request without a REST
 * nonce is answered as a guest's), and a missing build never sends the
 * worker that wipes every family's saved library.
 */
final class OfflineKeyHeaderTest extends TestCase {

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		remove_all_filters( 'playpal_service_worker_file' );
		parent::tearDown();
	}

	/**
	 * The header an answer of a pp/v1 route gets.
	 *
	 * @param string $cache_control The route's Cache-Control ('' for none).
	 */
	private function header_of( string $cache_control ): ?string {
		$response = new WP_REST_Response( array( 'success' => true ) );
		if ( '' !== $cache_control ) {
			$response->header( 'Cache-Control', $cache_control );
		}
		$answer = ( new Offline_Key_Header() )->on_rest( $response, null, new WP_REST_Request( 'GET', '/pp/v1/me' ) );
		return $answer->get_headers()[ Offline_Key_Header::HEADER ] ?? null;
	}

	public function test_a_signed_in_persons_private_answer_names_them_and_a_public_one_nobody(): void {
		$user = $this->log_in_as( 'subscriber' );
		$this->assertSame( Offline_User_Key::for_user( $user ), $this->header_of( 'private, no-store' ), 'A private answer names its person.' );
		$this->assertNull( $this->header_of( 'public, max-age=300' ), 'A public answer, which caches may share, names nobody.' );
	}

	public function test_a_guests_private_answer_says_nobody_is_signed_in(): void {
		wp_set_current_user( 0 );
		$this->assertSame( Offline_Key_Header::NOBODY, $this->header_of( 'private, no-store' ), 'No sign-in cookie: nobody.' );
		$this->assertNull( $this->header_of( 'public, max-age=300' ), 'Public: nothing said.' );
		$this->assertNull( $this->header_of( '' ), 'No caching said: nothing said.' );
	}

	public function test_a_signed_in_persons_request_without_a_nonce_does_not_say_nobody(): void {
		$user                        = $this->log_in_as( 'subscriber' );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $user, time() + HOUR_IN_SECONDS, 'logged_in' );
		// WordPress answers a cookie without a REST nonce as a guest's.
		wp_set_current_user( 0 );
		$this->assertNull( $this->header_of( 'private, no-store' ), 'Their library must not be wiped.' );
	}

	public function test_a_missing_build_answers_503_not_the_worker_that_removes_everything(): void {
		$settings  = new Settings();
		$paths     = new Offline_Paths( new Url_Router( $settings ) );
		$worker    = new Service_Worker_Script( $settings, $paths, new Shell_Precache() );
		$endpoints = new Offline_Endpoints( $paths, new Web_App_Manifest( $settings, $paths ), $worker, new Offline_Screen( $settings, $paths ) );
		$this->assertSame( 200, $endpoints->respond( 'worker' )['status'] ?? 200, 'Built: the worker is served.' );

		add_filter( 'playpal_service_worker_file', static fn() => PLAYPAL_PLUGIN_DIR . 'build/no-such-worker.js' );
		$answer = $endpoints->respond( 'worker' );
		$this->assertSame( 503, $answer['status'] ?? 200, 'A missing build fails the update check: browsers keep their worker.' );
		$this->assertSame( '', $answer['body'], 'Not the removing worker.' );
		$this->assertSame( '300', $answer['headers']['Retry-After'] ?? null, 'Asked again later.' );
	}
}
