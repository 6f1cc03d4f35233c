<?php
/**
 * Fuzz test of POST pp/v1/interest.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PlayPal\Tests\RandomBodies;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;
use WP_REST_Request;

/**
 * Hundreds of malformed bodies: each must get a 4xx with a JSON error, never a
 * 500 or a PHP notice (PHPUnit fails the test on any notice or warning), and
 * none may write a row.
 */
final class InterestFuzzTest extends TestCase {

	use RandomBodies;

	private const CASES = 600;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'ﷺ' . str_repeat( 'ǅ', 120 ),
		);
	}

	/**
	 * A value that breaks the field's rule for sure.
	 *
	 * @param string $field Field name.
	 */
	private static function breaking( string $field ): mixed {
		$options = array(
			'kind'      => array( 'CIF', 'vip', '', 42, array( 'cif' ), null, 'cif ', "cif\0" ),
			'email'     => array( '', 'no-at-sign', 'a@b', '@example.com', 'a@@b.com', 'ä@ö.de', str_repeat( 'a', 250 ) . '@x.com', 123, array( 'a@b.com' ), false, "a@b.com\nBcc: x@y.z" ),
			'firstName' => array( '', '   ', str_repeat( 'n', 101 ), str_repeat( 'ß', 150 ), 7, array(), array( 'x' => 'y' ), true, '<i></i>', '<img src=x onerror=alert(1)>', "\u{200B}" ),
			'lastName'  => array( '', "\t\n", str_repeat( 'l', 500 ), 3.14, array( array() ), false, '<b></b>', "\u{FEFF}" ),
			'message'   => array( str_repeat( 'm', 2001 ), str_repeat( '😀', 2500 ), 99, array( 'x' ), true ),
			'hp'        => array( 1, array( 'x' ), true, str_repeat( 'h', 1001 ) ),
		);
		$values  = $options[ $field ];
		$junk    = static::junk();
		// Any junk breaks kind and email; for the free-text fields only junk that is not a string does.
		if ( 0 === mt_rand( 0, 3 ) && ( in_array( $field, array( 'kind', 'email' ), true ) || ! is_string( $junk ) ) ) {
			return $junk;
		}
		return $values[ array_rand( $values ) ];
	}

	/**
	 * One malformed body: raw junk, a non-object, or a valid form with 1–3 broken fields.
	 *
	 * @param int $i Case number.
	 * @return array{0: string, 1: string} Body and content type.
	 */
	private static function malformed_body( int $i ): array {
		$raw = array(
			'',
			'{',
			'{"kind":"cif",',
			'nul',
			'[]',
			'[{"kind":"cif"}]',
			'"just a string"',
			'12345',
			'true',
			'null',
			"\xFF\xFE\x00",
			str_repeat( '[', 5000 ) . str_repeat( ']', 5000 ),
			'{"kind":"cif","email":"a@b.com","firstName":"A","lastName":"B","hp":""' . str_repeat( ' ', 40000 ) . '}',
		);
		if ( 0 === $i % 7 ) {
			return array( $raw[ intdiv( $i, 7 ) % count( $raw ) ], 0 === $i % 2 ? 'application/json' : 'text/plain' );
		}
		$body   = array(
			'kind'      => array( 'cif', 'pif', 'newsletter' )[ $i % 3 ],
			'email'     => "fuzz{$i}@example.com",
			'firstName' => 'Fuzz',
			'lastName'  => 'Tester',
			'message'   => 'Hello',
			'hp'        => '',
		);
		$fields = array_keys( $body );
		shuffle( $fields );
		foreach ( array_slice( $fields, 0, mt_rand( 1, 3 ) ) as $field ) {
			$value = self::breaking( $field );
			if ( null === $value || 0 === mt_rand( 0, 5 ) && 'message' !== $field && 'hp' !== $field ) {
				unset( $body[ $field ] ); // A missing required field.
				if ( 'message' === $field || 'hp' === $field ) {
					$body['email'] = 'not-an-email';
				}
			} else {
				$body[ $field ] = $value;
			}
		}
		// Unknown and nested extras never make a body valid.
		if ( 0 === $i % 5 ) {
			$body['extra'] = array( 'deep' => array( 'deeper' => static::junk() ) );
		}
		$json = wp_json_encode( $body, JSON_INVALID_UTF8_SUBSTITUTE );
		return array( false === $json ? '{' : $json, 'application/json' );
	}

	public function test_hundreds_of_malformed_bodies_get_only_4xx_json_errors_and_write_nothing(): void {
		global $wpdb;
		mt_srand( 20260421 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- Reproducible cases.
		$count_rows = static fn(): int => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::signups_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$before     = $count_rows();
		$statuses   = array();

		for ( $i = 0; $i < self::CASES; $i++ ) {
			list( $body, $type ) = self::malformed_body( $i );
			$request             = new WP_REST_Request( 'POST', '/pp/v1/interest' );
			$request->set_header( 'Content-Type', $type );
			$request->set_body( $body );
			$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
			$status   = $response->get_status();
			$data     = $response->get_data();
			$excerpt  = substr( $body, 0, 120 );

			$this->assertGreaterThanOrEqual( 400, $status, "Case {$i} ({$excerpt}) must not succeed." );
			$this->assertLessThan( 500, $status, "Case {$i} ({$excerpt}) must not be a server error." );
			$this->assertIsArray( $data, "Case {$i} answers a JSON object." );
			$this->assertFalse( $data['success'] ?? null, "Case {$i} says success: false." );
			$this->assertIsString( $data['error'] ?? null, "Case {$i} carries an error sentence." );
			$this->assertNotSame( '', $data['error'], "Case {$i}'s error sentence is not empty." );
			$this->assertStringStartsWith( 'playpal_interest_', (string) ( $data['code'] ?? '' ), "Case {$i} carries one of the route's stable codes." );
			$this->assertNotFalse( wp_json_encode( $data ), "Case {$i}'s answer encodes as JSON." );
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}

		$this->assertSame( $before, $count_rows(), 'No malformed body wrote a row.' );
		$this->assertSame( self::CASES, array_sum( $statuses ), 'Every case was sent.' );
		$this->assertArrayHasKey( 413, $statuses, 'The cases include oversized bodies.' );
		$this->assertArrayHasKey( 400, $statuses, 'The cases include invalid fields.' );
	}
}
