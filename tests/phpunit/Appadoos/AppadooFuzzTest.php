<?php
/**
 * Fuzz test of POST pp/v1/appadoos and PATCH pp/v1/appadoos/{id}.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Tests\RandomBodies;
use PlayPal\Appadoos\Appadoo_Post_Type;

/**
 * Hundreds of malformed bodies, generated from a fixed seed: wrong types,
 * huge strings, nested arrays, unknown keys, nulls, numbers, odd Unicode,
 * empty and broken JSON. Each must get a 4xx with a JSON WordPress error
 * (never a 500, and never a PHP notice: PHPUnit fails on those), and none
 * may create, change or delete an Appadoo.
 */
final class AppadooFuzzTest extends AppadooTestCase {

	use RandomBodies;

	private const CASES_PER_ROUTE = 200;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'unlimited',
			'30',
			'ﷺ' . str_repeat( 'ǅ', 120 ),
		);
	}

	/**
	 * A name that breaks the rule for sure: not a string, blank, or too long.
	 */
	private static function bad_name(): mixed {
		$options = array(
			'',
			" \t\n ",
			"\u{00A0}\u{3000}",
			"\u{200B}\u{FEFF}\u{3164}",
			str_repeat( 'n', mt_rand( 101, 20000 ) ),
			str_repeat( 'é', 101 ),
			str_repeat( '日本', 51 ),
			mt_rand(),
			mt_rand( 0, 1 ) / 3.0,
			true,
			false,
			null,
			array(),
			array( 'Name' ),
			array( 'first' => 'A' ),
		);
		return $options[ array_rand( $options ) ];
	}

	/**
	 * A template that breaks the rule for sure: not a string, empty, too long, or unknown.
	 */
	private static function bad_template(): mixed {
		$options = array(
			'',
			'Ocean-Adventure',
			'ocean adventure',
			'🐙-template',
			str_repeat( 't', mt_rand( 65, 5000 ) ),
			'../../etc/passwd',
			mt_rand(),
			1.5,
			true,
			array( 'ocean-adventure' ),
			array( 'id' => 'ocean-adventure' ),
		);
		return $options[ array_rand( $options ) ];
	}

	/**
	 * Play settings that break the rules for sure.
	 */
	private static function bad_settings(): mixed {
		$valid = array(
			'timeLimit'    => array( '1', '30', '1440', 'unlimited' )[ mt_rand( 0, 3 ) ],
			'hdgFilter'    => (bool) mt_rand( 0, 1 ),
			'printEnabled' => (bool) mt_rand( 0, 1 ),
		);
		$valid = array_slice( $valid, 0, mt_rand( 0, 3 ), true );
		switch ( mt_rand( 0, 5 ) ) {
			case 0: // Not an object.
				$options = array( '', 'unlimited', 30, 0, true, false, null, 1.5 );
				return $options[ array_rand( $options ) ];
			case 1: // A list.
				return array( true, '30', array() );
			case 2: // An unknown key, alone or beside good ones.
				$valid[ array( 'volume', 'TimeLimit', 'hdg_filter', '', '0', '__proto__' )[ mt_rand( 0, 5 ) ] ] = static::junk( 1 );
				return $valid;
			case 3:
				$options            = array( 30, 0, '0', '1441', '9999', '030', ' 30', "30\n", '-1', '1e3', '３０', 'Unlimited', '', null, true, array( '30' ), str_repeat( '9', 5000 ) );
				$valid['timeLimit'] = $options[ array_rand( $options ) ];
				return $valid;
			default:
				$options = array( 'true', 'false', '1', '0', 1, 0, null, '', array(), array( true ), 'yes' );
				$valid[ mt_rand( 0, 1 ) ? 'hdgFilter' : 'printEnabled' ] = $options[ array_rand( $options ) ];
				return $valid;
		}
	}

	/**
	 * A raw body that is not a usable JSON object, and its content type.
	 *
	 * @param int $i Case number.
	 * @return array{0: string, 1: string}
	 */
	private static function raw_body( int $i ): array {
		$raw = array(
			'',
			'{',
			'{"name":',
			'{"template":"ocean-adventure",}',
			"{'template':'ocean-adventure'}",
			'nul',
			'null',
			'[]',
			'[{"template":"ocean-adventure","name":"A"}]',
			'"just a string"',
			'12345',
			'-0.5e10',
			'true',
			"\xFF\xFE\x00",
			str_repeat( '[', 5000 ) . str_repeat( ']', 5000 ),
			str_repeat( '{"a":', 600 ) . '1' . str_repeat( '}', 600 ),
			'{"name":"A","settings":{"hdgFilter":false}' . str_repeat( ' ', 40000 ),
		);
		return array( $raw[ $i % count( $raw ) ], 0 === $i % 3 ? 'text/plain' : 'application/json' );
	}

	/**
	 * One malformed body for a route: every field it carries may be fine
	 * except at least one, which is broken for sure.
	 *
	 * @param string $route `create` or `change`.
	 * @param int    $i     Case number.
	 * @return array{0: string, 1: string} Body and content type.
	 */
	private static function malformed_body( string $route, int $i ): array {
		if ( 0 === $i % 6 ) {
			return self::raw_body( intdiv( $i, 6 ) );
		}
		$body    = 'create' === $route
			? array(
				'name'     => 'Fuzz ' . $i,
				'template' => 'ocean-adventure',
			)
			: array(
				'name'     => 'Fuzz ' . $i,
				'settings' => array( 'hdgFilter' => false ),
			);
		$breaker = array(
			'name'     => array( self::class, 'bad_name' ),
			'template' => array( self::class, 'bad_template' ),
			'settings' => array( self::class, 'bad_settings' ),
		);
		$fields  = array_keys( $body );
		shuffle( $fields );
		foreach ( array_slice( $fields, 0, mt_rand( 1, count( $fields ) ) ) as $field ) {
			$body[ $field ] = call_user_func( $breaker[ $field ] );
		}
		// An empty change, or a create without its template, is broken too.
		if ( 0 === mt_rand( 0, 9 ) ) {
			$body = 'create' === $route ? array_diff_key( $body, array( 'template' => true ) ) : array();
		}
		// Unknown keys with junk never make a body valid.
		if ( 0 === $i % 4 ) {
			$body[ array( 'extra', 'owner', 'status', 'id', 'post_author', '' )[ mt_rand( 0, 5 ) ] ] = static::junk();
		}
		$json = wp_json_encode( $body, JSON_INVALID_UTF8_SUBSTITUTE );
		return array( false === $json ? '{' : $json, 'application/json' );
	}

	/**
	 * Ids of every Appadoo post.
	 *
	 * @return string[]
	 */
	private function all_ids(): array {
		global $wpdb;
		return $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s ORDER BY ID", Appadoo_Post_Type::POST_TYPE ) );
	}

	public function test_hundreds_of_malformed_bodies_get_only_4xx_json_errors_and_change_nothing(): void {
		mt_srand( 20260521 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- Reproducible cases.
		$me     = $this->log_in_as( 'subscriber' );
		$target = $this->appadoo( $me, 'Fuzz target' );
		$this->appadoo( $this->user(), 'Someone else\'s' );
		$ids      = $this->all_ids();
		$before   = $this->database_record( $target );
		$statuses = array();
		$codes    = array();

		foreach ( array( 'create', 'change' ) as $route ) {
			for ( $i = 0; $i < self::CASES_PER_ROUTE; $i++ ) {
				list( $body, $type )   = self::malformed_body( $route, $i );
				list( $method, $path ) = 'create' === $route ? array( 'POST', '/pp/v1/appadoos' ) : array( 'PATCH', "/pp/v1/appadoos/{$target}" );
				$response              = $this->send_raw( $method, $path, $body, $type );
				$status                = $response->get_status();
				$data                  = $response->get_data();
				$label                 = "{$method} case {$i} (" . substr( $body, 0, 120 ) . ')';

				$this->assertGreaterThanOrEqual( 400, $status, "{$label} must not succeed: " . wp_json_encode( $data ) );
				$this->assertLessThan( 500, $status, "{$label} must not be a server error." );
				$this->assertIsArray( $data, "{$label} answers a JSON object." );
				$this->assertIsString( $data['code'] ?? null, "{$label} carries a WordPress error code." );
				$this->assertMatchesRegularExpression( '/^(rest|playpal)_[a-z_]+$/', $data['code'], "{$label}'s code is one of WordPress's or ours." );
				$this->assertIsString( $data['message'] ?? null, "{$label} carries a message." );
				$this->assertSame( $status, $data['data']['status'] ?? null, "{$label}'s data.status is the HTTP status." );
				$this->assertNotFalse( wp_json_encode( $data ), "{$label}'s answer encodes as JSON." );
				$statuses[ $status ]    = ( $statuses[ $status ] ?? 0 ) + 1;
				$codes[ $data['code'] ] = true;
			}
		}

		clean_post_cache( $target );
		$this->assertSame( $ids, $this->all_ids(), 'No malformed body created or deleted an Appadoo.' );
		$this->assertSame( $before, $this->database_record( $target ), 'The target\'s title, status, owner, date and meta are unchanged.' );
		$this->assertSame( 2 * self::CASES_PER_ROUTE, array_sum( $statuses ), 'Every case was sent.' );
		$this->assertSame( array( 400 ), array_keys( $statuses ), 'Every malformed body is a 400 Bad Request.' );
		foreach ( array( 'rest_invalid_param', 'rest_invalid_json', 'rest_missing_callback_param', 'playpal_unknown_template', 'playpal_nothing_to_update' ) as $code ) {
			$this->assertArrayHasKey( $code, $codes, "The cases reach {$code}." );
		}
	}
}
