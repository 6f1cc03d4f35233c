<?php
/**
 * Malformed bodies at POST pp/v1/share-codes and POST pp/v1/referrals/test-connection.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Database\Schema;
use PlayPal\Tests\Appadoos\AppadooTestCase;
use PlayPal\Tests\RandomBodies;
use WP_REST_Request;

/**
 * At least 300 malformed bodies on each write: only 4xx JSON errors with a
 * code, and nothing stored.
 */
final class ShareCodesFuzzTest extends AppadooTestCase {

	use RandomBodies;

	/**
	 * Malformed bodies (raw body, content type) for the share route.
	 *
	 * @param int $appadoo A real Appadoo of the person, so only the body is wrong.
	 * @return list<array{0: string, 1: string}>
	 */
	private function bodies( int $appadoo ): array {
		$json   = 'application/json';
		$bodies = array(
			array( '{', $json ),
			array( '[1,2]', $json ),
			array( '"text"', $json ),
			array( '42', $json ),
			array( 'true', $json ),
			array( '{}', $json ),
			array( '{"appadooId":' . $appadoo . ',"extra":1}', $json ),
			array( '{"appadooId":"' . $appadoo . '"}', $json ),
			array( '{"appadooId":' . $appadoo . '.5}', $json ),
			array( '{"appadooId":' . $appadoo . ',"days":0}', $json ),
			array( '{"appadooId":' . $appadoo . ',"days":31}', $json ),
			array( '{"appadooId":' . $appadoo . ',"usageLimit":0}', $json ),
			array( '{"appadooId":' . $appadoo . ',"usageLimit":101}', $json ),
			array( 'appadooId=' . $appadoo, 'application/x-www-form-urlencoded' ),
			array( '<xml/>', 'text/xml' ),
		);
		$values = array( 'null', 'true', 'false', '0', '-1', '1.5', '""', '"x"', '[]', '{}', '"' . $appadoo . '"', '1e3', '99999999999999999999', '"\u0000"', '"<script>"', '[' . $appadoo . ']', '{"id":' . $appadoo . '}' );
		foreach ( array( 'appadooId', 'days', 'usageLimit' ) as $key ) {
			foreach ( $values as $value ) {
				// Alongside a valid id, a bad days/usageLimit; alone, a bad id.
				$prefix   = 'appadooId' === $key ? '' : '"appadooId":' . $appadoo . ',';
				$bodies[] = array( '{' . $prefix . wp_json_encode( $key ) . ':' . $value . '}', $json );
			}
		}
		foreach ( array( 'appadooID', 'appadoo_id', 'id', 'Days', 'uses', 'code', 'shareCode', '', '__proto__', 'expiresAt', 'userId', 'owner' ) as $key ) {
			foreach ( array( '1', '"x"', 'null', '{}', '[]', 'true' ) as $value ) {
				$bodies[] = array( '{"appadooId":' . $appadoo . ',' . wp_json_encode( $key ) . ':' . $value . '}', $json );
			}
		}
		mt_srand( 12 );
		return array_merge( $bodies, $this->random_bodies( 180, 60 ) );
	}

	/**
	 * Sends every body and checks each answer.
	 *
	 * @param string                            $route  Route.
	 * @param list<array{0: string, 1: string}> $bodies Bodies.
	 */
	private function send_all( string $route, array $bodies ): void {
		$this->assertGreaterThanOrEqual( 300, count( $bodies ), 'At least 300 malformed bodies.' );
		foreach ( $bodies as $index => [ $body, $type ] ) {
			$request = new WP_REST_Request( 'POST', $route );
			$request->set_header( 'Content-Type', $type );
			$request->set_body( $body );
			$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
			$status   = $response->get_status();
			$data     = $response->get_data();
			$label    = "{$route} body {$index} (" . substr( bin2hex( $body ), 0, 40 ) . ')';
			$this->assertTrue( $status >= 400 && $status < 500, "{$label} answers 4xx, not {$status}." );
			$this->assertIsString( is_array( $data ) ? ( $data['code'] ?? null ) : null, "{$label} answers a JSON error with a code." );
		}
	}

	public function test_malformed_share_bodies_get_only_4xx_and_nothing_is_stored(): void {
		global $wpdb;
		$this->set_flags( array( 'sharing' => true ) );
		$owner   = $this->log_in_as( 'subscriber' );
		$appadoo = $this->appadoo( $owner );
		$count   = static fn(): int => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::share_codes_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$before  = $count();

		$this->send_all( '/pp/v1/share-codes', $this->bodies( $appadoo ) );

		$this->assertSame( $before, $count(), 'No share code was stored.' );
	}

	public function test_malformed_test_connection_bodies_get_only_4xx(): void {
		$this->log_in_as( 'administrator' );
		$bodies = array_values(
			array_filter(
				$this->bodies( 1 ),
				// "{}" is a valid (empty) body for this route.
				static fn( array $body ): bool => '{}' !== $body[0]
			)
		);
		$this->send_all( '/pp/v1/referrals/test-connection', $bodies );
		$this->assertSame( '', (string) get_user_meta( get_current_user_id(), \PlayPal\Referrals\Referral_Service::PARTNER_META, true ), 'No partner was made.' );
	}
}
