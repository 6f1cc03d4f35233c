<?php
/**
 * Who may see and change which Appadoo, through real requests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Meta;

/**
 * Guests get 401, other people's Appadoos are 404, `scope=all` is for site
 * managers only, private answers are not cached, and WordPress's REST nonce
 * guards cookie sign-ins.
 */
final class AppadooAccessTest extends AppadooTestCase {

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		parent::tearDown();
	}

	/**
	 * Every private route and method, with a body that would otherwise be valid.
	 *
	 * @param int $id An existing Appadoo.
	 * @return array<int, array{0: string, 1: string, 2: array<string, mixed>}>
	 */
	private static function private_requests( int $id ): array {
		return array(
			array( 'GET', '/pp/v1/appadoos', array() ),
			array( 'GET', '/pp/v1/appadoos', array( 'scope' => 'all' ) ),
			array( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) ),
			array( 'GET', "/pp/v1/appadoos/{$id}", array() ),
			array( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'name' => 'Renamed' ) ),
			array( 'PUT', "/pp/v1/appadoos/{$id}", array( 'settings' => array( 'hdgFilter' => false ) ) ),
			array( 'DELETE', "/pp/v1/appadoos/{$id}", array() ),
		);
	}

	public function test_the_routes_are_registered_and_every_private_handler_checks_sign_in(): void {
		$routes = rest_get_server()->get_routes( 'pp/v1' );

		foreach ( array( '/pp/v1/me', '/pp/v1/appadoo-templates' ) as $public ) {
			$this->assertArrayHasKey( $public, $routes, "{$public} is registered." );
		}
		foreach ( array( '/pp/v1/appadoos', '/pp/v1/appadoos/(?P<id>\d+)' ) as $private ) {
			$this->assertArrayHasKey( $private, $routes, "{$private} is registered." );
			foreach ( $routes[ $private ] as $handler ) {
				$this->assertIsArray( $handler['permission_callback'], "Every handler of {$private} has its own permission callback." );
				$this->assertSame( 'check_signed_in', $handler['permission_callback'][1], "Every handler of {$private} checks sign-in." );
			}
		}
		$methods = array_merge( ...array_map( static fn( array $handler ): array => array_keys( $handler['methods'] ), $routes['/pp/v1/appadoos/(?P<id>\d+)'] ) );
		sort( $methods );
		$this->assertSame( array( 'DELETE', 'GET', 'PATCH', 'PUT' ), $methods, 'An Appadoo answers GET, PATCH, PUT and DELETE.' );
	}

	public function test_guests_get_401_not_signed_in_on_every_private_route(): void {
		$id     = $this->appadoo( $this->user(), 'Kept' );
		$before = $this->count_appadoos();

		foreach ( self::private_requests( $id ) as list( $method, $route, $params ) ) {
			$response = $this->dispatch( $method, $route, $params );
			$this->assert_error( $response, 401, 'playpal_not_signed_in', "Guest {$method} {$route}" );
			$this->assertSame( 'Please sign in to use the Appadoo portal.', $response->get_data()['message'], "Guest {$method} {$route}: the sentence of the contract." );
		}

		$this->assertSame( $before, $this->count_appadoos(), 'No guest request created or deleted an Appadoo.' );
		$this->assertSame( 'Kept', get_post( $id )->post_title, 'No guest request renamed the Appadoo.' );
	}

	public function test_someone_elses_appadoo_is_404_for_read_change_and_delete_and_stays_untouched(): void {
		$owner = $this->user();
		$id    = $this->appadoo( $owner, 'Ada\'s Ocean' );
		$this->log_in_as( 'subscriber' );

		foreach ( array( 'GET', 'PATCH', 'PUT', 'DELETE' ) as $method ) {
			$body     = 'GET' === $method || 'DELETE' === $method ? array() : array(
				'name'     => 'Stolen',
				'settings' => array( 'printEnabled' => false ),
			);
			$response = $this->dispatch( $method, "/pp/v1/appadoos/{$id}", $body );
			$this->assert_error( $response, 404, 'playpal_appadoo_not_found', "Another person's {$method}" );
		}
		$missing = $this->dispatch( 'GET', '/pp/v1/appadoos/' . ( $id + 100000 ) );
		$this->assertSame( $missing->get_data(), $this->dispatch( 'GET', "/pp/v1/appadoos/{$id}" )->get_data(), 'Someone else\'s Appadoo answers exactly like a missing one.' );

		clean_post_cache( $id );
		$this->assertSame( 'Ada\'s Ocean', get_post( $id )->post_title, 'The name is unchanged.' );
		$this->assertTrue( get_post_meta( $id, Appadoo_Meta::SETTINGS, true )['printEnabled'], 'The settings are unchanged.' );
		$this->assertFileExists( $this->stored_file( $id, 'index.html' ), 'The files are still there.' );
	}

	public function test_a_person_lists_only_their_own_appadoos_newest_first(): void {
		$me    = $this->log_in_as( 'subscriber' );
		$first = $this->appadoo( $me, 'First' );
		$other = $this->appadoo( $this->user(), 'Not mine' );
		$last  = $this->appadoo( $me, 'Last' );

		$response = $this->dispatch( 'GET', '/pp/v1/appadoos' );

		$this->assertSame( 200, $response->get_status(), 'The list answers 200.' );
		$this->assertTrue( $response->get_data()['success'], 'The list says success.' );
		$this->assertSame( array( $last, $first ), array_column( $response->get_data()['appadoos'], 'id' ), 'Only my Appadoos, newest first (same second: higher id first).' );
		$this->assertNotContains( $other, array_column( $response->get_data()['appadoos'], 'id' ), 'Someone else\'s Appadoo is not listed.' );
	}

	public function test_site_managers_see_everyones_appadoos_with_scope_all_and_may_change_them(): void {
		$someone = $this->user( 'subscriber', 'Someone' );
		$theirs  = $this->appadoo( $someone, 'Theirs' );
		$admin   = $this->log_in_as( 'administrator' );
		$mine    = $this->appadoo( $admin, 'Mine' );

		$all  = $this->dispatch( 'GET', '/pp/v1/appadoos', array( 'scope' => 'all' ) );
		$own  = $this->dispatch( 'GET', '/pp/v1/appadoos', array( 'scope' => 'mine' ) );
		$ids  = array_column( $all->get_data()['appadoos'], 'id' );
		$item = $this->dispatch( 'PATCH', "/pp/v1/appadoos/{$theirs}", array( 'name' => 'Checked by admin' ) );

		$this->assertSame( 200, $all->get_status(), 'scope=all answers 200 for a site manager.' );
		$this->assertContains( $theirs, $ids, 'scope=all lists other people\'s Appadoos.' );
		$this->assertContains( $mine, $ids, 'scope=all lists the manager\'s own.' );
		$this->assertSame( array( $mine ), array_column( $own->get_data()['appadoos'], 'id' ), 'scope=mine lists only the manager\'s own.' );
		$this->assertSame( 200, $item->get_status(), 'A site manager may change anyone\'s Appadoo.' );
		$this->assertSame(
			array(
				'id'   => $someone,
				'name' => 'Someone',
			),
			$item->get_data()['appadoo']['owner'],
			'The owner stays the person it belongs to.'
		);
	}

	public function test_scope_all_from_someone_who_is_not_a_site_manager_is_403(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->log_in_as( $role );
			$response = $this->dispatch( 'GET', '/pp/v1/appadoos', array( 'scope' => 'all' ) );
			$this->assert_error( $response, 403, 'playpal_forbidden_scope', "{$role} with scope=all" );
		}
	}

	public function test_private_answers_are_never_cached(): void {
		$me = $this->log_in_as( 'subscriber' );
		$id = $this->appadoo( $me );

		$answers = array(
			'GET list'    => $this->dispatch( 'GET', '/pp/v1/appadoos' ),
			'GET item'    => $this->dispatch( 'GET', "/pp/v1/appadoos/{$id}" ),
			'PATCH item'  => $this->dispatch( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'name' => 'New' ) ),
			'POST create' => $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) ),
			'DELETE item' => $this->dispatch( 'DELETE', "/pp/v1/appadoos/{$id}" ),
		);
		foreach ( $answers as $what => $response ) {
			$this->assertLessThan( 300, $response->get_status(), "{$what} succeeds." );
			$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? null, "{$what} says private, no-store." );
			$this->assertArrayNotHasKey( 'ETag', $response->get_headers(), "{$what} carries no shared-cache validator." );
		}
	}

	public function test_a_cookie_sign_in_without_the_rest_nonce_is_treated_as_a_guest(): void {
		$this->log_in_as( 'subscriber' );
		$GLOBALS['wp_rest_auth_cookie'] = true; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own global.

		// What WordPress runs for every cookie-authenticated REST request (rest_authentication_errors).
		$this->assertTrue( rest_cookie_check_errors( null ), 'Without a nonce WordPress lets the request through as a guest.' );
		$response = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) );
		$this->assert_error( $response, 401, 'playpal_not_signed_in', 'A write without X-WP-Nonce' );
		$this->assertSame( 0, $this->count_appadoos_of( 0 ), 'Nothing was created.' );
	}

	public function test_a_cookie_sign_in_with_a_wrong_nonce_is_refused_and_a_good_one_writes(): void {
		$me                             = $this->log_in_as( 'subscriber' );
		$GLOBALS['wp_rest_auth_cookie'] = true; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own global.

		$_SERVER['HTTP_X_WP_NONCE'] = 'not-a-nonce';
		$refused                    = rest_cookie_check_errors( null );
		$this->assertWPErrorCode( 'rest_cookie_invalid_nonce', $refused, 'A wrong nonce is refused by WordPress.' );

		$_SERVER['HTTP_X_WP_NONCE'] = wp_create_nonce( 'wp_rest' );
		$this->assertTrue( rest_cookie_check_errors( null ), 'A good nonce passes.' );
		$response = $this->dispatch( 'POST', '/pp/v1/appadoos', array( 'template' => self::TEMPLATE ) );
		$this->assertSame( 201, $response->get_status(), 'With a good nonce the write goes through.' );
		$this->assertSame( 1, $this->count_appadoos_of( $me ), 'One Appadoo was created for the signed-in person.' );
	}

	/**
	 * Asserts a WP_Error with a code.
	 *
	 * @param string $code    Expected code.
	 * @param mixed  $actual  Value.
	 * @param string $message Assertion message.
	 */
	private function assertWPErrorCode( string $code, mixed $actual, string $message ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual, $message );
		$this->assertSame( $code, $actual->get_error_code(), $message );
	}

	/**
	 * Appadoos of one owner.
	 *
	 * @param int $owner Owner id.
	 */
	private function count_appadoos_of( int $owner ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'playpal_appadoo' AND post_author = %d", $owner ) );
	}
}
