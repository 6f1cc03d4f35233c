<?php
/**
 * Malformed bodies at POST pp/v1/downloads/{id}.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Download_Limiter;
use PlayPal\Tests\RandomBodies;
use WP_REST_Request;

/**
 * At least 300 malformed bodies: only 4xx answers, nothing recorded.
 */
final class DownloadFuzzTest extends MemberTestCase {

	use RandomBodies;

	/**
	 * Malformed bodies (raw body, content type).
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private function bodies(): array {
		$json    = 'application/json';
		$bodies  = array(
			array( '{', $json ),
			array( '[1,2]', $json ),
			array( '"text"', $json ),
			array( '42', $json ),
			array( 'true', $json ),
			array( '{"email":null}', $json ),
			array( '{"email":42}', $json ),
			array( '{"email":[]}', $json ),
			array( '{"email":{}}', $json ),
			array( '{"email":"not-an-email"}', $json ),
			array( '{"email":"a@b.test","extra":1}', $json ),
			array( '{"tier":"vip"}', $json ),
			array( 'email=a@b.test', 'application/x-www-form-urlencoded' ),
			array( '<xml/>', 'text/xml' ),
			array( '{"email":"' . str_repeat( 'a', 300 ) . '@b.test"}', $json ),
			array( '{"email":""}', $json ),
			array( '{"email":"   "}', $json ),
		);
		$values  = array( 'null', 'true', 'false', '0', '-1', '1.5', '""', '"x"', '[]', '{}', '["a@b.test"]', '{"a":1}', '"a@"', '"@b"', '"a b@c.test"', '"\u0000"', '"<script>"' );
		$keys    = array( 'email', 'Email', 'EMAIL', 'mail', '', 'id', 'url', 'count', '__proto__', 'email ', 'e-mail', 'limit', 'tier', 'member', 'vip', 'remaining', 'day' );
		$mt_seed = 14;
		mt_srand( $mt_seed );
		foreach ( $keys as $key ) {
			foreach ( $values as $value ) {
				$body = '{' . wp_json_encode( $key ) . ':' . $value . '}';
				// Only a valid email under "email" is well-formed; none of these is.
				$bodies[] = array( $body, $json );
			}
		}
		return array_merge( $bodies, $this->random_bodies( 40, 40 ) );
	}

	public function test_malformed_bodies_get_only_4xx_and_nothing_is_recorded(): void {
		$user    = $this->member( 'free' );
		$product = $this->downloadable_product();
		$this->completed_order( $user, array( $product['product'] ) );
		wp_set_current_user( $user );
		$route  = '/pp/v1/downloads/' . $product['product'] . '-' . $product['download'];
		$bodies = $this->bodies();
		$this->assertGreaterThanOrEqual( 300, count( $bodies ), 'At least 300 malformed bodies.' );

		foreach ( $bodies as $index => [ $body, $type ] ) {
			$request = new WP_REST_Request( 'POST', $route );
			$request->set_header( 'Content-Type', $type );
			$request->set_body( $body );
			$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
			$status   = $response->get_status();
			$this->assertTrue( $status >= 400 && $status < 500, "Body {$index} (" . substr( bin2hex( $body ), 0, 40 ) . ") answers 4xx, not {$status}." );
		}
		$this->assertSame( '', get_user_meta( $user, Download_Limiter::LOG, true ), 'No download was recorded.' );
		$this->assertSame( '', get_user_meta( $user, Download_Limiter::COUNTS, true ), 'No count was stored.' );
	}
}
