<?php
/**
 * Base of the Appadoo tests.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Users, Appadoos and raw requests. The database is rolled back after each
 * test; the files folder is not, so it is removed here.
 */
abstract class AppadooTestCase extends TestCase {

	/** The portal routes need the `portals` flag (Settings\Feature_Flags); the tests of the flag itself are in Members\FeatureFlagsTest. */
	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'portals' => true ) );
	}

	protected const TEMPLATE = 'ocean-adventure';

	protected function tearDown(): void {
		( new Appadoo_Files() )->delete_everything();
		parent::tearDown();
	}

	/**
	 * Creates a user without signing them in.
	 *
	 * @param string $role Role.
	 * @param string $name Display name.
	 */
	protected function user( string $role = 'subscriber', string $name = '' ): int {
		$login   = $role . '_' . wp_generate_password( 8, false );
		$user_id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => wp_generate_password(),
				'user_email'   => $login . '@example.test',
				'role'         => $role,
				'display_name' => '' !== $name ? $name : $login,
			)
		);
		$this->assertIsInt( $user_id, 'The test user should be created.' );
		return $user_id;
	}

	/**
	 * Creates an Appadoo through the repository (post, meta, starter file).
	 *
	 * @param int    $owner    Owner.
	 * @param string $name     Name.
	 * @param string $template Template id.
	 */
	protected function appadoo( int $owner, string $name = 'My Ocean', string $template = self::TEMPLATE ): int {
		return ( new Appadoo_Repository() )->create( $owner, $name, $template );
	}

	/**
	 * Sends a request with a raw body.
	 *
	 * @param string      $method       Method.
	 * @param string      $route        Route.
	 * @param string|null $body         Raw body, or null for none.
	 * @param string      $content_type Content type of the body.
	 */
	protected function send_raw( string $method, string $route, ?string $body, string $content_type = 'application/json' ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', $content_type );
			$request->set_body( $body );
		}
		return rest_ensure_response( rest_get_server()->dispatch( $request ) );
	}

	/**
	 * Sends a JSON body, even an empty object.
	 *
	 * @param string $method Method.
	 * @param string $route  Route.
	 * @param mixed  $body   Body, encoded as JSON.
	 */
	protected function send_json( string $method, string $route, mixed $body ): WP_REST_Response {
		return $this->send_raw( $method, $route, (string) wp_json_encode( $body ) );
	}

	/**
	 * Asserts an error answer.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $status   Expected status.
	 * @param string           $code     Expected code.
	 * @param string           $context  What was sent, for the messages.
	 */
	protected function assert_error( WP_REST_Response $response, int $status, string $code, string $context ): void {
		$data = $response->get_data();
		$this->assertSame( $status, $response->get_status(), "{$context}: status {$status}. Body: " . wp_json_encode( $data ) );
		$this->assertSame( $code, is_array( $data ) ? ( $data['code'] ?? null ) : null, "{$context}: error code {$code}." );
		$this->assertNotSame( '', (string) ( $data['message'] ?? '' ), "{$context}: the error says what went wrong." );
	}

	/**
	 * Number of Appadoo posts in the database, any status.
	 */
	protected function count_appadoos(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s", Appadoo_Post_Type::POST_TYPE ) );
	}

	/**
	 * Everything an Appadoo keeps in the database: its post's title, status,
	 * owner and date, and all its meta (for tests that check nothing changed).
	 *
	 * @param int $id Appadoo id.
	 * @return array<string, mixed>
	 */
	protected function database_record( int $id ): array {
		global $wpdb;
		return array(
			'post' => $wpdb->get_row( $wpdb->prepare( "SELECT post_title, post_status, post_author, post_modified_gmt FROM {$wpdb->posts} WHERE ID = %d", $id ), ARRAY_A ),
			'meta' => $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $id ), ARRAY_A ),
		);
	}

	/**
	 * The folder of an Appadoo's stored files (without creating it).
	 *
	 * @param int $appadoo_id Appadoo id.
	 */
	protected function folder_of( int $appadoo_id ): string {
		return ( new Appadoo_Files() )->root() . '/' . Appadoo_Files::PACKAGES . '/' . $appadoo_id;
	}

	/**
	 * Where the bytes of one package file are stored (an opaque name), or a path that does not exist.
	 *
	 * @param int    $appadoo_id Appadoo id.
	 * @param string $relative   Package path.
	 */
	protected function stored_file( int $appadoo_id, string $relative ): string {
		return ( new Appadoo_Files() )->path_of( $appadoo_id, $relative ) ?? $this->folder_of( $appadoo_id ) . '/missing-' . md5( $relative );
	}
}
