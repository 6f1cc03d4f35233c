<?php
/**
 * Base class for PlayPal's PHP tests: a real WordPress, a real database.
 *
 * Each test runs inside a database transaction that is rolled back
 * afterwards (as WordPress's own WP_UnitTestCase does), so tests never see
 * each other's rows, options or users. The object cache is flushed before
 * and after each test: the phpunit site runs on Redis (bin/lib/redis.sh),
 * which would otherwise keep serving rows the rollback removed. On Redis a
 * flush is one FLUSHDB of the site's own database, about 1 ms with the
 * reload of the options after it (0.35 ms on WordPress's per-request cache).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Shared helpers: users by role and real REST dispatch.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		// A fresh REST server per test, so routes register from a clean state.
		$GLOBALS['wp_rest_server'] = null;
	}

	protected function tearDown(): void {
		global $wpdb;
		self::forget_woocommerce_visitor();
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		wp_cache_flush();
		// Roles live in memory too: read them again from the rolled-back option.
		wp_roles()->for_site();
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
		parent::tearDown();
	}

	/**
	 * WooCommerce keeps the visitor's session and cart in memory once a Store
	 * API request or an order loads them (and loads them once per process); the
	 * next test starts as a new visitor with an empty cart, as WooCommerce's
	 * own "forget session" leaves it. Its options, orders, permissions and
	 * scheduled actions are rows, rolled back with the rest; its caches live in
	 * the object cache, flushed.
	 */
	private static function forget_woocommerce_visitor(): void {
		if ( ! function_exists( 'WC' ) || ! class_exists( \WC_Session_Handler::class, false ) ) {
			return;
		}
		if ( WC()->session instanceof \WC_Session_Handler ) {
			WC()->session->forget_session();
		}
		if ( WC()->cart instanceof \WC_Cart ) {
			WC()->cart->empty_cart( false );
		}
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( str_starts_with( (string) $name, 'wp_woocommerce_session_' ) || str_starts_with( (string) $name, 'woocommerce_' ) ) {
				unset( $_COOKIE[ $name ] );
			}
		}
	}

	/**
	 * Turns feature flags on or off for this test (rolled back with the database).
	 *
	 * @param array<string, bool> $flags Flags by name.
	 */
	protected function set_flags( array $flags ): void {
		$settings          = (array) get_option( Settings::OPTION, array() );
		$settings['flags'] = array_merge( (array) ( $settings['flags'] ?? array() ), $flags );
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * Creates a user with the role and makes them the current user.
	 *
	 * @param string $role A WordPress role, e.g. 'administrator' or 'editor'.
	 * @return int The new user's ID.
	 */
	protected function log_in_as( string $role ): int {
		$user_id = wp_insert_user(
			array(
				'user_login' => $role . '_' . wp_generate_password( 8, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => $role . '_' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $user_id, 'The test user should be created.' );
		wp_set_current_user( $user_id );
		return $user_id;
	}

	/**
	 * Sets the app's base path (rolled back with the database) and returns a router that reads it.
	 *
	 * @param string $base Base path, e.g. "/" or "/play/".
	 */
	protected function router_with_base( string $base ): Url_Router {
		$settings              = get_option( Settings::OPTION, array() );
		$settings              = is_array( $settings ) ? $settings : array();
		$settings['base_path'] = $base;
		update_option( Settings::OPTION, $settings );
		return new Url_Router( new Settings() );
	}

	/**
	 * Dispatches a real request through the WordPress REST server.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $route  Route such as '/pp/v1/health'.
	 * @param array<string, mixed> $params Query parameters (GET) or JSON body (other methods).
	 * @param array<string, mixed> $headers Request headers.
	 */
	protected function dispatch( string $method, string $route, array $params = array(), array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} elseif ( $params ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		}
		$response = rest_get_server()->dispatch( $request );
		return rest_ensure_response( $response );
	}
}
