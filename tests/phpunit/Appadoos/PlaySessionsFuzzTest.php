<?php
/**
 * Fuzz test of POST pp/v1/appadoos/{key}/sessions.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Tests\RandomBodies;
/**
 * Hundreds of malformed bodies at the public sessions endpoint: each gets a
 * 4xx JSON error with a code, never a 500 or a PHP notice (PHPUnit fails on
 * those), and none changes the usage or leaves a session behind.
 */
final class PlaySessionsFuzzTest extends PlaySessionsTestCase {

	use RandomBodies;

	private const CASES = 400;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'START',
			'0x1f',
			str_repeat( 'f', mt_rand( 33, 900 ) ),
			str_repeat( 'A', 32 ),
			str_repeat( 'g', 64 ),
		);
	}

	/**
	 * One malformed body: raw junk, or a report with 1–3 fields broken (the token is real, so only the breakage refuses it).
	 *
	 * @param int    $i     Case number.
	 * @param string $token A valid token of the Appadoo.
	 * @return array{0: string, 1: string} Body and content type.
	 */
	private static function malformed_body( int $i, string $token ): array {
		$raw = array(
			'',
			'{',
			'nul',
			'[]',
			'[{"event":"start"}]',
			'"start"',
			'42',
			'true',
			'null',
			"\xFF\xFE\x00",
			str_repeat( '[', 3000 ) . str_repeat( ']', 3000 ),
			'{"event":"start","session":"' . str_repeat( 'a', 32 ) . '","token":"' . $token . '"' . str_repeat( ' ', 600 ) . '}',
			'event=start&session=' . str_repeat( 'a', 32 ) . '&token=' . $token,
		);
		if ( 0 === $i % 6 ) {
			$pick = intdiv( $i, 6 ) % count( $raw );
			return array( $raw[ $pick ], 0 === $i % 4 ? 'text/plain' : ( 12 === $pick ? 'application/x-www-form-urlencoded' : 'application/json' ) );
		}
		$event = 0 === $i % 2 ? 'start' : 'end';
		$body  = array(
			'event'   => $event,
			'session' => bin2hex( random_bytes( 16 ) ),
			'token'   => $token,
		);
		if ( 'end' === $event ) {
			$body['duration'] = mt_rand( 0, 3600 );
		}
		$breakers = array(
			'event'    => array( 'START', 'pause', '', 'start ', 7, null, array( 'start' ) ),
			'session'  => array( 'abc', str_repeat( 'A', 32 ), str_repeat( 'a', 31 ), str_repeat( 'a', 33 ), str_repeat( 'a', 32 ) . "\n", 123, null ),
			'token'    => array( '', str_repeat( 'A', 64 ), substr( $token, 1 ), $token . 'a', $token . "\n", 0, null ),
			'duration' => array( -1, 86401, 1.5, '60', true, array( 60 ), 'end' === $event ? null : 5 ),
			'extra'    => array( 'name', 'email', 'ip', 'userAgent' ),
		);
		$fields   = array_keys( $breakers );
		shuffle( $fields );
		foreach ( array_slice( $fields, 0, mt_rand( 1, 3 ) ) as $field ) {
			$choices = $breakers[ $field ];
			if ( 'extra' === $field ) {
				$body[ $choices[ array_rand( $choices ) ] ] = static::junk();
				continue;
			}
			$value = 0 === mt_rand( 0, 4 ) && 'duration' !== $field ? static::junk() : $choices[ array_rand( $choices ) ];
			if ( null === $value ) {
				unset( $body[ $field ] );
				if ( 'duration' === $field ) {
					$body['event'] = 'end'; // An end without its duration.
				}
			} else {
				$body[ $field ] = $value;
			}
		}
		// A breaker may have picked a value that happens to be valid: make sure something is wrong.
		if ( isset( $body['session'], $body['token'], $body['event'] ) && is_string( $body['session'] ) && 1 === preg_match( '/^[0-9a-f]{32}$/D', $body['session'] ) && $body['token'] === $token && in_array( $body['event'], array( 'start', 'end' ), true ) && ( 'end' === $body['event'] ) === isset( $body['duration'] ) && ( ! isset( $body['duration'] ) || ( is_int( $body['duration'] ) && $body['duration'] >= 0 && $body['duration'] <= 86400 ) ) && 3 + (int) isset( $body['duration'] ) === count( $body ) ) {
			$body['session'] = strtoupper( $body['session'] ) . 'G';
		}
		$json = wp_json_encode( $body, JSON_INVALID_UTF8_SUBSTITUTE );
		return array( false === $json ? '{' : $json, 'application/json' );
	}

	public function test_hundreds_of_malformed_bodies_get_only_4xx_json_errors_and_store_nothing(): void {
		add_filter( 'playpal_sessions_rate_limit', static fn(): int => 100000 );
		mt_srand( 20261123 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- Reproducible cases.
		$id                  = $this->appadoo( $this->user() );
		list( $key, $token ) = $this->key_and_token( $id );
		$before              = $this->usage( $id );
		$statuses            = array();

		for ( $i = 0; $i < self::CASES; $i++ ) {
			list( $body, $type ) = self::malformed_body( $i, $token );
			$response            = $this->send_raw( 'POST', '/pp/v1/appadoos/' . $key . '/sessions', $body, $type );
			$status              = $response->get_status();
			$data                = $response->get_data();
			$excerpt             = substr( $body, 0, 160 );

			$this->assertGreaterThanOrEqual( 400, $status, "Case {$i} ({$excerpt}) must not succeed." );
			$this->assertLessThan( 500, $status, "Case {$i} ({$excerpt}) must not be a server error." );
			$this->assertIsArray( $data, "Case {$i} answers a JSON object." );
			$this->assertIsString( $data['code'] ?? null, "Case {$i} carries an error code." );
			$this->assertNotSame( '', (string) ( $data['message'] ?? '' ), "Case {$i} says what went wrong." );
			$this->assertNotFalse( wp_json_encode( $data ), "Case {$i}'s answer encodes as JSON." );
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}
		remove_all_filters( 'playpal_sessions_rate_limit' );

		$this->assertSame( $before, $this->usage( $id ), 'No malformed body changed the usage.' );
		$this->assertSame( 0, $this->open_sessions(), 'No malformed body left a session open.' );
		$this->assertSame( self::CASES, array_sum( $statuses ), 'Every case was sent.' );
		$this->assertArrayHasKey( 400, $statuses, 'The cases include invalid fields.' );
		$this->assertArrayHasKey( 413, $statuses, 'The cases include oversized bodies.' );
	}
}
