<?php
/**
 * Fuzz test of POST and DELETE pp/v1/appadoos/{id}/deploy.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Tests\RandomBodies;
use PlayPal\Tests\Appadoos\AppadooTestCase;

/**
 * The deploy route takes no body. Hundreds of malformed ones, from a fixed
 * seed: objects with any field, lists, JSON scalars, broken and deeply
 * nested JSON, invalid UTF-8, other content types. Each must get a 4xx JSON
 * WordPress error, and neither Appadoo may change: the Local one stays
 * Local, the Live one stays Live.
 */
final class DeployFuzzTest extends AppadooTestCase {

	use RandomBodies;

	private const CASES_PER_METHOD = 180;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'deployed',
			'active',
		);
	}

	/**
	 * A body the route must refuse, and its content type.
	 *
	 * @param int $i Case number.
	 * @return array{0: string, 1: string}
	 */
	private static function malformed( int $i ): array {
		$raw = array( '{', '{"status":', 'nul', 'null', '"deployed"', '42', '-0.5e10', 'true', 'false', '[1]', '[{"deployed":true}]', "\xFF\xFE\x00", str_repeat( '[', 5000 ) . str_repeat( ']', 5000 ), str_repeat( '{"a":', 600 ) . '1' . str_repeat( '}', 600 ), '{"deployed":true}' . str_repeat( ' ', 40000 ) );
		switch ( $i % 5 ) {
			case 0:
				return array( $raw[ intdiv( $i, 5 ) % count( $raw ) ], 'application/json' );
			case 1:
				// Anything but JSON, even what would be a fine JSON object.
				$types = array( 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html', 'application/xml' );
				$texts = array( '{}', 'status=deployed', 'deployed', '<deploy/>', '--x' );
				return array( $texts[ mt_rand( 0, 4 ) ], $types[ mt_rand( 0, 4 ) ] );
			default:
				// A JSON object with at least one field: the route takes none.
				$body   = array();
				$fields = array( 'status', 'deployed', 'url', 'id', 'owner', 'public', '', '0', '__proto__', 'settings', str_repeat( 'k', mt_rand( 1, 300 ) ) );
				for ( $n = mt_rand( 1, 4 ); $n > 0; $n-- ) {
					$body[ $fields[ array_rand( $fields ) ] ] = static::junk();
				}
				$json = wp_json_encode( $body, JSON_INVALID_UTF8_SUBSTITUTE );
				return array( false === $json ? '{' : $json, 'application/json' );
		}
	}

	public function test_hundreds_of_malformed_bodies_get_only_4xx_json_errors_and_change_nothing(): void {
		mt_srand( 20261123 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- Reproducible cases.
		$this->log_in_as( 'subscriber' );
		$local = $this->appadoo( get_current_user_id(), 'Local one' );
		$live  = $this->appadoo( get_current_user_id(), 'Live one' );
		$this->assertSame( 200, $this->send_raw( 'POST', "/pp/v1/appadoos/{$live}/deploy", null )->get_status(), 'The Live one is deployed.' );
		$before   = array(
			$local => $this->database_record( $local ),
			$live  => $this->database_record( $live ),
		);
		$statuses = array();
		$codes    = array();

		foreach ( array(
			'POST'   => $local,
			'DELETE' => $live,
		) as $method => $target ) {
			for ( $i = 0; $i < self::CASES_PER_METHOD; $i++ ) {
				list( $body, $type ) = self::malformed( $i );
				$response            = $this->send_raw( $method, "/pp/v1/appadoos/{$target}/deploy", $body, $type );
				$status              = $response->get_status();
				$data                = $response->get_data();
				$label               = "{$method} case {$i} ({$type}: " . substr( $body, 0, 100 ) . ')';

				$this->assertGreaterThanOrEqual( 400, $status, "{$label} must not succeed: " . wp_json_encode( $data ) );
				$this->assertLessThan( 500, $status, "{$label} must not be a server error." );
				$this->assertIsArray( $data, "{$label} answers a JSON object." );
				$this->assertMatchesRegularExpression( '/^(rest|playpal)_[a-z_]+$/', (string) ( $data['code'] ?? '' ), "{$label} carries WordPress's or our error code." );
				$this->assertIsString( $data['message'] ?? null, "{$label} carries a message." );
				$this->assertSame( $status, $data['data']['status'] ?? null, "{$label}'s data.status is the HTTP status." );
				$this->assertNotFalse( wp_json_encode( $data ), "{$label}'s answer encodes as JSON." );
				$statuses[ $status ]    = ( $statuses[ $status ] ?? 0 ) + 1;
				$codes[ $data['code'] ] = true;
			}
		}

		foreach ( $before as $id => $snapshot ) {
			clean_post_cache( $id );
			$this->assertSame( $snapshot, $this->database_record( $id ), "Appadoo {$id} is unchanged: status, deployment, dates, meta." );
		}
		$this->assertSame( 2 * self::CASES_PER_METHOD, array_sum( $statuses ), 'Every case was sent.' );
		$this->assertGreaterThanOrEqual( 300, array_sum( $statuses ), 'At least 300 malformed bodies.' );
		foreach ( array( 'rest_invalid_json', 'playpal_invalid_body', 'playpal_json_required' ) as $code ) {
			$this->assertArrayHasKey( $code, $codes, "The cases reach {$code}." );
		}
	}
}
