<?php
/**
 * The shape every pp/v1 route shares: one handler per method, the declared
 * feature flag, the one signed-in check with words that fit the area.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PlayPal\REST\Routes\Abstract_Route;
use PlayPal\REST\Routes\Creations;
use PlayPal\REST\Routes\Referral_Test_Connection;
use PlayPal\REST\Routes\Referrals_Me;
use PlayPal\REST\Routes\Share_Codes_Route;
use PlayPal\REST\Routes\Storage_Providers;
use PlayPal\REST\Routes_Controller;
use PlayPal\REST\Schemas\Demo_Schema;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Abstract_Route dispatches GET, POST, PUT/PATCH and DELETE to their own
 * handlers (a registered method without one answers 405); a route's declared
 * FEATURE_FLAG switches it; guests are told to sign in to the route's area.
 */
final class RouteShapeTest extends TestCase {

	/**
	 * Registers a test route under pp/v1 the way Routes_Controller registers the plugin's.
	 *
	 * @param Abstract_Route $route The route.
	 */
	private function register( Abstract_Route $route ): void {
		rest_get_server(); // Registers the plugin's routes first (rest_api_init).
		( new Routes_Controller( new Settings() ) )->register_route( $route );
	}

	/**
	 * A route at `/route-shape-test` that registers every method and has a
	 * handler for each, answering the handler's name.
	 */
	private function route_with_every_handler(): Abstract_Route {
		return new class( new Settings(), new Demo_Schema() ) extends Abstract_Route {

			public function get_path(): string {
				return '/route-shape-test';
			}

			public function get_args(): array {
				return array(
					array(
						'methods'             => 'GET, POST, PUT, PATCH, DELETE',
						'callback'            => array( $this, 'get_response' ),
						'permission_callback' => '__return_true',
					),
				);
			}

			private function answer( string $handler ): WP_REST_Response {
				return $this->private_response( array( 'handler' => $handler ) );
			}

			protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
				return $this->answer( 'read' );
			}

			protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
				return $this->answer( 'post' );
			}

			protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
				return $this->answer( 'update' );
			}

			protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
				return $this->answer( 'delete' );
			}
		};
	}

	/**
	 * A route at `/route-shape-test` that registers every method but has only a read handler.
	 */
	private function route_with_a_read_handler_only(): Abstract_Route {
		return new class( new Settings(), new Demo_Schema() ) extends Abstract_Route {

			public function get_path(): string {
				return '/route-shape-test';
			}

			public function get_args(): array {
				return array(
					array(
						'methods'             => 'GET, POST, PUT, PATCH, DELETE',
						'callback'            => array( $this, 'get_response' ),
						'permission_callback' => '__return_true',
					),
				);
			}

			protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
				return $this->private_response( array( 'handler' => 'read' ) );
			}
		};
	}

	public function test_each_method_reaches_its_own_handler(): void {
		$this->register( $this->route_with_every_handler() );
		$expected = array(
			'GET'    => 'read',
			'POST'   => 'post',
			'PUT'    => 'update',
			'PATCH'  => 'update',
			'DELETE' => 'delete',
		);
		foreach ( $expected as $method => $handler ) {
			$response = $this->dispatch( $method, '/pp/v1/route-shape-test' );
			$this->assertSame( 200, $response->get_status(), "{$method} is answered." );
			$this->assertSame( $handler, $response->get_data()['handler'] ?? null, "{$method} reaches the {$handler} handler." );
		}
	}

	public function test_a_registered_method_without_its_handler_answers_the_bases_405(): void {
		$this->register( $this->route_with_a_read_handler_only() );
		$this->assertSame( 'read', $this->dispatch( 'GET', '/pp/v1/route-shape-test' )->get_data()['handler'] ?? null, 'GET has its handler.' );
		foreach ( array( 'POST', 'PUT', 'PATCH', 'DELETE' ) as $method ) {
			$response = $this->dispatch( $method, '/pp/v1/route-shape-test' );
			$this->assertSame( 405, $response->get_status(), "{$method} without a handler is not allowed." );
			$this->assertSame( 'playpal_rest_method_not_allowed', $response->get_data()['code'] ?? null, "{$method}: the base's stable code." );
			$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ), "{$method}: with a message." );
		}
	}

	public function test_a_route_with_its_declared_flag_off_answers_feature_off_before_anything_else(): void {
		$route = new class( new Settings(), new Demo_Schema() ) extends Abstract_Route {

			public const FEATURE_FLAG = 'creator_analytics';

			public function get_path(): string {
				return '/route-shape-flagged';
			}

			public function get_args(): array {
				return array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => array( $this, 'get_response' ),
						'permission_callback' => static fn(): bool => is_user_logged_in(),
					),
				);
			}

			protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
				return new WP_REST_Response( array( 'ok' => true ) );
			}
		};
		$this->register( $route );
		$this->assertSame( 'creator_analytics', ( new Feature_Flags( new Settings() ) )->flag_for( '/pp/v1/route-shape-flagged' ), 'The declared flag is the route\'s.' );

		$this->set_flags( array( 'creator_analytics' => false ) );
		$off = $this->dispatch( 'GET', '/pp/v1/route-shape-flagged' );
		$this->assertSame( 404, $off->get_status(), 'Off: 404, even for a guest the permission check would refuse with 401.' );
		$this->assertSame( Feature_Flags::ERROR_CODE, $off->get_data()['code'] ?? null, 'Off: the flag-off answer.' );
		$this->assertSame( 'creator_analytics', $off->get_data()['data']['flag'] ?? null, 'Off: naming the flag.' );

		$this->set_flags( array( 'creator_analytics' => true ) );
		$this->log_in_as( 'subscriber' );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/route-shape-flagged' )->get_status(), 'On: the route answers.' );
	}

	public function test_the_registered_routes_carry_the_flags_their_classes_declare(): void {
		$server = rest_get_server();
		$server->get_routes( 'pp/v1' );
		$declared = array(
			'/pp/v1/share-codes'               => Share_Codes_Route::FEATURE_FLAG,
			'/pp/v1/referrals/me'              => Referrals_Me::FEATURE_FLAG,
			'/pp/v1/creations'                 => Creations::FEATURE_FLAG,
			'/pp/v1/storage/providers'         => Storage_Providers::FEATURE_FLAG,
			'/pp/v1/referrals/test-connection' => Referral_Test_Connection::FEATURE_FLAG,
		);
		$this->assertSame( array( 'sharing', 'referral', 'creator_dashboard', 'portals', '' ), array_values( $declared ), 'The classes declare the flags the spec gives them.' );
		foreach ( $declared as $route => $flag ) {
			$this->assertSame( $flag, (string) ( $server->get_route_options( $route )[ Feature_Flags::ROUTE_OPTION ] ?? '' ), "{$route} is registered with its class's flag." );
		}
	}

	/**
	 * Guest requests of each area's private routes, with the flag that opens them.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function guest_requests(): array {
		return array(
			'member portal'     => array( 'portals', 'GET', '/pp/v1/downloads', 'Please sign in to use the member portal.' ),
			'Appadoo portal'    => array( 'portals', 'GET', '/pp/v1/storage/providers', 'Please sign in to use the Appadoo portal.' ),
			'referrals'         => array( 'referral', 'GET', '/pp/v1/referrals/me', 'Please sign in to use Play It Forward.' ),
			'share codes'       => array( 'sharing', 'GET', '/pp/v1/share-codes', 'Please sign in to use Play It Forward.' ),
			'Create It Forward' => array( 'creator_dashboard', 'GET', '/pp/v1/creations', 'Please sign in to use Create It Forward.' ),
		);
	}

	/**
	 * A guest is refused 401 `playpal_not_signed_in`, told to sign in to the route's own area.
	 *
	 * @dataProvider guest_requests
	 *
	 * @param string $flag    The flag that opens the route.
	 * @param string $method  HTTP method.
	 * @param string $route   Route.
	 * @param string $message What the guest is told.
	 */
	public function test_a_guest_is_asked_to_sign_in_to_the_routes_own_area( string $flag, string $method, string $route, string $message ): void {
		$this->set_flags( array( $flag => true ) );
		$response = $this->dispatch( $method, $route );
		$this->assertSame( 401, $response->get_status(), "{$method} {$route}: a guest is refused." );
		$this->assertSame( 'playpal_not_signed_in', $response->get_data()['code'] ?? null, "{$method} {$route}: the stable code." );
		$this->assertSame( $message, $response->get_data()['message'] ?? null, "{$method} {$route}: in the words of its area." );
	}
}
