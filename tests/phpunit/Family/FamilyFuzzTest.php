<?php
/**
 * Fuzz test of every pp/v1/family write.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Family\Avatars;
use PlayPal\Family\Child_Input;
use PlayPal\Family\Consent_Record;
use PlayPal\Family\Parent_Pin;
use PlayPal\Family\Play_Reports;
use PlayPal\Tests\RandomBodies;

/**
 * For each write route — POST /family/children and PATCH (both with
 * `consentVersion`) and DELETE /family/children/{id}, PUT /family/pin, POST
 * …/extra-time, POST …/play, PUT …/appadoos/{appadooId}/state, PUT
 * /family/summary-email, POST and DELETE /family/parent-mode, DELETE
 * /family/consent — 340 malformed bodies from a fixed seed, in parent mode:
 * random bytes (as JSON and as another type), JSON values that are no
 * object, a valid body with one field replaced by junk that field refuses,
 * and a valid body with an unknown field. Each must be a 4xx JSON error with
 * a code (PHPUnit fails on notices), and no family row or meta may change
 * (a wrong PIN's try is counted, as it must be: the guessing record is
 * cleared after each case, so each is judged, not locked out) and parent
 * mode stays open. The play report's `playedAt` and the state save's
 * `revision` get 320 more each: bodies valid but for that field (near-miss
 * times, times out of the window, revisions of every wrong type and stale ones).
 * The first PIN of a parent with children (PUT /family/pin with
 * `accountPassword`) gets 320 of its own: only 4xx, no PIN stored, parent mode
 * never opened.
 */
final class FamilyFuzzTest extends FamilyTestCase {

	use RandomBodies;

	private const CASES = 340;

	private const PIN = '86420975';

	/**
	 * Strings near the valid ones.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array( '2026-12-07T20:00:00+01:00', '2026-02-30T10:00:00Z', '1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-12-07 20:00:00', 'fox ', 'FOX', 'unicorn', '6–8', '13', '1234567', '123', '123456789', '１２３４', "1234\n", str_repeat( 'ab', 16 ) . "\n", str_repeat( 'A', 32 ), str_repeat( 'g', 32 ), '<b>Kid</b>', "Kid\u{202E}", str_repeat( 'k', 31 ), '30', '1441', '-5', '{"a":1}' );
	}

	/**
	 * Whether a value is one a field accepts (then the case would not be malformed).
	 *
	 * @param string $field Field name.
	 * @param mixed  $value Candidate (as it will be JSON-encoded).
	 * @param int    $own   The test's playable Appadoo id.
	 * @param bool   $new   Whether `pin` is a new PIN (PUT /family/pin: any 4–8 digits) rather than the one to check.
	 */
	private static function accepted( string $field, mixed $value, int $own, bool $new ): bool {
		// As the route will read it: 27.0 travels as 27, an integer.
		$value = json_decode( (string) wp_json_encode( $value ), true );
		return match ( $field ) {
			'nickname' => is_string( $value ) && '' !== trim( $value ) && mb_strlen( trim( $value ) ) <= Child_Input::NICKNAME_MAX && 1 !== preg_match( '/[\p{C}<>]/u', trim( $value ) ) && sanitize_text_field( trim( $value ) ) === trim( $value ),
			'avatar' => Avatars::is_avatar( $value ),
			'ageBand' => null === $value || Avatars::is_age_band( $value ),
			'weekdayMinutes', 'weekendMinutes' => null === $value || ( is_int( $value ) && $value >= 0 && $value <= Child_Input::MINUTES_MAX ),
			'pin' => $new ? Parent_Pin::well_formed( $value ) : self::PIN === $value,
			'currentPin' => self::PIN === $value,
			'accountPassword' => self::ACCOUNT_PASSWORD === $value,
			'appadooId' => $own === $value,
			'session' => is_string( $value ) && 1 === preg_match( '/^[0-9a-f]{32}\z/', $value ),
			'seconds' => is_int( $value ) && $value >= 0 && $value <= DAY_IN_SECONDS,
			'playedAt' => self::played_at_taken( $value ),
			// Any other whole number is well-formed yet stale (409): refused, nothing stored.
			'revision' => 0 === $value,
			'weekly' => is_bool( $value ),
			'consentVersion' => Consent_Record::version() === $value,
			// An associative array encodes as a JSON object: a valid state (unless over the limits).
			'state' => is_array( $value ) && ( array() === $value ? false : ! array_is_list( $value ) ),
			default => false,
		};
	}

	/**
	 * Whether a played-at value would be counted now.
	 *
	 * @param mixed $value As decoded.
	 */
	private static function played_at_taken( mixed $value ): bool {
		try {
			$time = Play_Reports::parse_played_at( $value );
		} catch ( Invalid_Input ) {
			return false;
		}
		return $time <= time() + Play_Reports::FUTURE_SKEW_SECONDS && $time >= time() - Play_Reports::window_days() * DAY_IN_SECONDS;
	}

	/**
	 * A wrong played-at: a near miss of the format, a real time out of the window, or junk.
	 *
	 * @param int $i Case number.
	 */
	private static function bad_played_at( int $i ): mixed {
		do {
			$value = self::near_played_at( $i );
		} while ( self::played_at_taken( $value ) );
		return $value;
	}

	/**
	 * A played-at near a valid one (a change may still leave a valid time: bad_played_at() skips it).
	 *
	 * @param int $i Case number.
	 */
	private static function near_played_at( int $i ): mixed {
		$now = time();
		switch ( $i % 5 ) {
			case 0:
				// Out of the window or in the future, well-formed.
				$time = 0 === mt_rand( 0, 1 ) ? $now + Play_Reports::FUTURE_SKEW_SECONDS + mt_rand( 1, 400 * DAY_IN_SECONDS ) : $now - Play_Reports::window_days() * DAY_IN_SECONDS - mt_rand( 1, 4000 * DAY_IN_SECONDS );
				return gmdate( 'Y-m-d\TH:i:s', $time ) . ( 0 === mt_rand( 0, 1 ) ? 'Z' : '.' . mt_rand( 0, 999 ) . 'Z' );
			case 1:
				// A valid time with one character changed, dropped or added.
				$good = gmdate( 'Y-m-d\TH:i:s\Z', $now - mt_rand( 0, DAY_IN_SECONDS ) );
				$at   = mt_rand( 0, strlen( $good ) - 1 );
				$char = substr( '0123456789-:TZz .+', mt_rand( 0, 17 ), 1 );
				return match ( mt_rand( 0, 2 ) ) {
					0 => substr_replace( $good, $char, $at, 1 ),
					1 => substr_replace( $good, '', $at, 1 ),
					default => substr_replace( $good, $char, $at, 0 ),
				};
			case 2:
				// Other ways of writing a time.
				$time = $now - mt_rand( 0, DAY_IN_SECONDS );
				$ways = array(
					gmdate( 'c', $time ),
					gmdate( 'Y-m-d H:i:s', $time ),
					gmdate( 'D, d M Y H:i:s \G\M\T', $time ),
					(string) $time,
					gmdate( 'Y-m-d', $time ),
					gmdate( 'Y-m-d\TH:i\Z', $time ),
					gmdate( 'Y-m-d\TH:i:s', $time ),
					gmdate( 'Y-m-d\TH:i:s', $time ) . '.1234567Z',
					'+' . gmdate( 'Y-m-d\TH:i:s\Z', $time ),
					gmdate( 'Y-m-d\TH:i:s\Z', $time ) . '
',
				);
				return $ways[ mt_rand( 0, count( $ways ) - 1 ) ];
			case 3:
				// Numbers, booleans, null, lists, objects.
				$values = array( $now, $now * 1000, -1, 0, 1.5, true, false, null, array(), array( gmdate( 'Y-m-d\TH:i:s\Z', $now ) ), array( 'at' => $now ) );
				return $values[ mt_rand( 0, count( $values ) - 1 ) ];
			default:
				do {
					$junk = static::junk();
				} while ( self::played_at_taken( $junk ) );
				return $junk;
		}
	}

	/**
	 * A wrong revision: of another type, out of range, or stale (the row holds 0).
	 *
	 * @param int $i Case number.
	 */
	private static function bad_revision( int $i ): mixed {
		$values = array( mt_rand( 1, 4294967295 ), -mt_rand( 1, 1000000 ), 4294967296, PHP_INT_MAX, mt_rand( 0, 1000 ) / 7.0 + 0.5, '0', (string) mt_rand( 1, 9 ), '', null, true, false, array(), array( 0 ), array( 'revision' => 0 ), 1e20, '0x0', ' 0' );
		if ( 0 === $i % 4 ) {
			do {
				$junk = static::junk();
			} while ( 0 === $junk );
			return $junk;
		}
		return $values[ mt_rand( 0, count( $values ) - 1 ) ];
	}

	/**
	 * One malformed body for a route.
	 *
	 * @param int                  $i     Case number.
	 * @param array<string, mixed> $valid A body the route accepts.
	 * @param int                  $own   The playable Appadoo id.
	 * @param bool                 $new   Whether `pin` is a new PIN.
	 * @return array{0: string, 1: string} Raw body and content type.
	 */
	private function malformed( int $i, array $valid, int $own, bool $new ): array {
		// A route that takes no fields has none to break: its third kind of case is an unknown field too.
		$kind = array() === $valid && 2 === $i % 4 ? 3 : $i % 4;
		switch ( $kind ) {
			case 0:
				return $this->random_bodies( 1, 400 )[0];
			case 1:
				do {
					$junk = static::junk();
				} while ( is_array( $junk ) && ( array() === $junk || ! array_is_list( $junk ) ) && array() === array_diff( array_keys( $junk ), array_keys( $valid ) ) );
				// Scalars and lists are no object; an object here has only unknown keys ("nested").
				return array( (string) wp_json_encode( $junk ), 'application/json' );
			case 2:
				$fields = array_keys( $valid );
				$field  = $fields[ mt_rand( 0, count( $fields ) - 1 ) ];
				do {
					$junk = static::junk();
				} while ( self::accepted( $field, $junk, $own, $new ) );
				return array( (string) wp_json_encode( array( $field => $junk ) + $valid ), 'application/json' );
			default:
				$name = array( 'surname', 'birthDate', 'email', 'photo', 'parentId', 'id', 'childId', 'pinHash' )[ mt_rand( 0, 7 ) ];
				return array( (string) wp_json_encode( $valid + array( $name => static::junk() ) ), 'application/json' );
		}
	}

	public function test_malformed_bodies_on_every_family_write_get_4xx_json_errors_and_store_nothing(): void {
		$parent = $this->parent_signed_in();
		$own    = $this->appadoo( $parent );
		$this->assertSame( '1', Consent_Record::version(), 'The consent text\'s version the bodies carry.' );
		$child = $this->add_child( array( 'weekdayMinutes' => 30 ) );
		$path  = '/pp/v1/family/children/' . $child['id'];
		$this->set_first_pin( self::PIN );
		// The PIN tries' allowance would answer 429 after 5: high enough here that wrong PINs are judged as wrong.
		add_filter( 'playpal_family_pin_tries', static fn(): int => 100000 );
		$routes = array(
			array(
				'POST',
				'/pp/v1/family/children',
				array(
					'nickname'       => 'Robin',
					'avatar'         => 'owl',
					'ageBand'        => '6-8',
					'weekdayMinutes' => 20,
					'weekendMinutes' => null,
					'consentVersion' => Consent_Record::version(),
				),
			),
			array(
				'PATCH',
				$path,
				array(
					'nickname'       => 'Robin',
					'avatar'         => 'cat',
					'weekendMinutes' => 45,
					'consentVersion' => Consent_Record::version(),
				),
			),
			array( 'DELETE', $path, array() ),
			array(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'        => '13572468',
					'currentPin' => self::PIN,
				),
			),
			array( 'POST', $path . '/extra-time', array( 'pin' => self::PIN ) ),
			array(
				'POST',
				$path . '/play',
				array(
					'appadooId' => $own,
					'session'   => str_repeat( 'ab', 16 ),
					'seconds'   => 60,
					'playedAt'  => gmdate( 'Y-m-d\TH:i:s\Z' ),
				),
			),
			array(
				'PUT',
				$path . '/appadoos/' . $own . '/state',
				array(
					'revision' => 0,
					'state'    => array( 'level' => 1 ),
				),
			),
			array( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) ),
			array( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) ),
			array( 'DELETE', '/pp/v1/family/consent', array() ),
			array( 'DELETE', '/pp/v1/family/parent-mode', array() ),
		);

		mt_srand( 20261127 );
		$before = self::family_snapshot();
		$codes  = array();
		foreach ( $routes as list( $method, $route, $valid ) ) {
			for ( $i = 0; $i < self::CASES; $i++ ) {
				list( $body, $type ) = $this->malformed( $i, $valid, $own, '/pp/v1/family/pin' === $route );
				// A DELETE takes no body: an empty object or list is no body at all, not a malformed one.
				if ( 'DELETE' === $method && in_array( trim( $body ), array( '{}', '[]', '' ), true ) ) {
					$body = '{"surname":"x"}';
				}
				$response = $this->send_raw( $method, $route, $body, $type );
				$label    = "{$method} {$route} case {$i}: " . substr( $body, 0, 120 );
				$data     = $response->get_data();
				$this->assertGreaterThanOrEqual( 400, $response->get_status(), "Refused: {$label}" );
				$this->assertLessThan( 500, $response->get_status(), "Not a server error: {$label} → " . wp_json_encode( $data ) );
				$this->assertIsArray( $data, "A JSON object answers: {$label}" );
				$this->assertIsString( $data['code'] ?? null, "With an error code: {$label}" );
				$this->assertNotFalse( wp_json_encode( $data ), "That encodes as JSON: {$label}" );
				$codes[ $data['code'] ] = true;
				delete_user_meta( $parent, Parent_Pin::GUARD_META );
			}
			$this->assertEquals( $before, self::family_snapshot(), "{$method} {$route}: nothing was stored or changed." );
			$this->assertTrue( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], "{$method} {$route}: parent mode is still open." );
		}
		foreach ( array( 'playpal_invalid_body', 'playpal_family_nickname_invalid', 'playpal_family_pin_wrong', 'playpal_family_state_invalid', 'playpal_family_consent_required' ) as $code ) {
			$this->assertArrayHasKey( $code, $codes, "Some cases reached the domain's own check ({$code})." );
		}
	}

	public function test_bad_played_at_times_and_bad_revisions_get_4xx_json_errors_and_store_nothing(): void {
		$parent = $this->parent_signed_in();
		$own    = $this->appadoo( $parent );
		$child  = $this->add_child( array( 'weekdayMinutes' => 30 ) );
		$path   = '/pp/v1/family/children/' . $child['id'];
		$cases  = array(
			'playedAt' => static fn( int $i ): array => array(
				'POST',
				$path . '/play',
				array(
					'appadooId' => $own,
					'session'   => bin2hex( random_bytes( 16 ) ),
					'seconds'   => mt_rand( 0, DAY_IN_SECONDS ),
					'playedAt'  => self::bad_played_at( $i ),
				),
			),
			'revision' => static fn( int $i ): array => array(
				'PUT',
				$path . '/appadoos/' . $own . '/state',
				array_merge(
					array( 'revision' => self::bad_revision( $i ) ),
					0 === $i % 3 ? array(
						'progress' => array(
							'score'     => $i,
							'completed' => true,
						),
					) : array( 'state' => array( 'level' => $i ) )
				),
			),
		);

		mt_srand( 20261207 );
		$before = self::family_snapshot();
		foreach ( $cases as $field => $make ) {
			$codes = array();
			for ( $i = 0; $i < 320; $i++ ) {
				list( $method, $route, $body ) = $make( $i );
				$raw                           = (string) wp_json_encode( $body, JSON_PARTIAL_OUTPUT_ON_ERROR );
				$response                      = $this->send_raw( $method, $route, $raw );
				$label                         = "{$field} case {$i}: " . substr( $raw, 0, 160 );
				$data                          = $response->get_data();
				$this->assertGreaterThanOrEqual( 400, $response->get_status(), "Refused: {$label}" );
				$this->assertLessThan( 500, $response->get_status(), "Not a server error: {$label} → " . wp_json_encode( $data ) );
				$this->assertIsArray( $data, "A JSON object answers: {$label}" );
				$this->assertIsString( $data['code'] ?? null, "With an error code: {$label}" );
				$codes[ $data['code'] ] = true;
			}
			$this->assertEquals( $before, self::family_snapshot(), "{$field}: nothing was stored or changed." );
			$expected = 'playedAt' === $field ? array( 'playpal_family_played_at_invalid' ) : array( 'playpal_family_revision_invalid', 'playpal_family_state_stale' );
			foreach ( $expected as $code ) {
				$this->assertArrayHasKey( $code, $codes, "Some {$field} cases reached the domain's own check ({$code})." );
			}
		}
	}

	public function test_malformed_first_pin_bodies_with_children_get_4xx_and_store_nothing(): void {
		$parent = $this->parent_signed_in();
		$own    = $this->appadoo( $parent );
		$this->add_child( array( 'weekdayMinutes' => 30 ) );
		$this->dispatch( 'DELETE', '/pp/v1/family/parent-mode' );
		// High enough that each wrong password is judged as wrong (the record is cleared after each case too).
		add_filter( 'playpal_family_pin_tries', static fn(): int => 100000 );
		$valid = array(
			'pin'             => '13572468',
			'accountPassword' => self::ACCOUNT_PASSWORD,
		);

		mt_srand( 20261208 );
		$before = self::family_snapshot();
		$codes  = array();
		for ( $i = 0; $i < 320; $i++ ) {
			// Every fourth case: only the password is wrong (junk, a near miss, or missing).
			if ( 1 === $i % 4 ) {
				$password = array( strtoupper( self::ACCOUNT_PASSWORD ), self::ACCOUNT_PASSWORD . ' ', ' ' . self::ACCOUNT_PASSWORD, substr( self::ACCOUNT_PASSWORD, 1 ), self::PIN, '', null, 0, true, array( self::ACCOUNT_PASSWORD ), str_repeat( 'x', 5000 ) )[ mt_rand( 0, 10 ) ];
				$fields   = null === $password && 0 === mt_rand( 0, 1 ) ? array( 'pin' => $valid['pin'] ) : array(
					'pin'             => $valid['pin'],
					'accountPassword' => $password,
				);
				$body     = (string) wp_json_encode( $fields );
				$type     = 'application/json';
			} else {
				list( $body, $type ) = $this->malformed( $i, $valid, $own, true );
			}
			$response = $this->send_raw( 'PUT', '/pp/v1/family/pin', $body, $type );
			$label    = "case {$i}: " . substr( $body, 0, 120 );
			$data     = $response->get_data();
			$this->assertGreaterThanOrEqual( 400, $response->get_status(), "Refused: {$label}" );
			$this->assertLessThan( 500, $response->get_status(), "Not a server error: {$label} → " . wp_json_encode( $data ) );
			$this->assertIsArray( $data, "A JSON object answers: {$label}" );
			$this->assertIsString( $data['code'] ?? null, "With an error code: {$label}" );
			$codes[ $data['code'] ] = true;
			$this->assertSame( '', (string) get_user_meta( $parent, Parent_Pin::META, true ), "No PIN stored: {$label}" );
			delete_user_meta( $parent, Parent_Pin::GUARD_META );
		}
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing was stored or changed.' );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Parent mode never opened.' );
		foreach ( array( 'playpal_invalid_body', 'playpal_family_account_password_wrong', 'playpal_family_account_password_required' ) as $code ) {
			$this->assertArrayHasKey( $code, $codes, "Some cases reached the domain's own check ({$code})." );
		}
	}
}
