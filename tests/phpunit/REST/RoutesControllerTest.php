<?php
/**
 * Tests for PlayPal\REST\Routes_Controller.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST;

use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Every route is registered under pp/v1, and a 304 goes out without a body.
 */
final class RoutesControllerTest extends TestCase {

	public function test_every_route_is_registered_under_pp_v1(): void {
		$routes = rest_get_server()->get_routes( 'pp/v1' );

		foreach ( array( '/pp/v1/health', '/pp/v1/demo', '/pp/v1/design-tokens' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes, "$route should be registered." );
			foreach ( $routes[ $route ] as $handler ) {
				$this->assertNotEmpty( $handler['permission_callback'], "Every handler of $route should have a permission callback." );
			}
		}
	}

	public function test_our_304_responses_are_served_without_a_body(): void {
		$not_modified = new WP_REST_Response( null, 304 );

		// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter, applied as the REST server does.
		$ours   = apply_filters( 'rest_pre_serve_request', false, $not_modified, new WP_REST_Request( 'GET', '/pp/v1/design-tokens' ), rest_get_server() );
		$theirs = apply_filters( 'rest_pre_serve_request', false, $not_modified, new WP_REST_Request( 'GET', '/wp/v2/posts' ), rest_get_server() );
		$ok     = apply_filters( 'rest_pre_serve_request', false, new WP_REST_Response( array(), 200 ), new WP_REST_Request( 'GET', '/pp/v1/design-tokens' ), rest_get_server() );
		// phpcs:enable

		$this->assertTrue( $ours, 'Our 304 should be marked served, so no "null" body is printed.' );
		$this->assertFalse( $theirs, 'Other namespaces are left alone.' );
		$this->assertFalse( $ok, 'Normal responses are served by WordPress.' );
	}
}
