<?php
/**
 * Fuzz test of every pp/v1/family write.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Avatars;
use PlayPal\Family\Child_Input;
use PlayPal\Family\Consent_Record;
use PlayPal\Family\Parent_Pin;
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
 * mode stays open.
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
		return array( 'fox ', 'FOX', 'unicorn', '6–8', '13', '1234567', '123', '123456789', '１２３４', "1234\n", str_repeat( 'ab', 16 ) . "\n", str_repeat( 'A', 32 ), str_repeat( 'g', 32 ), '<b>Kid</b>', "Kid\u{202E}", str_repeat( 'k', 31 ), '30', '1441', '-5', '{"a":1}' );
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
			'appadooId' => $own === $value,
			'session' => is_string( $value ) && 1 === preg_match( '/^[0-9a-f]{32}\z/', $value ),
			'seconds' => is_int( $value ) && $value >= 0 && $value <= DAY_IN_SECONDS,
			'weekly' => is_bool( $value ),
			'consentVersion' => Consent_Record::version() === $value,
			// An associative array encodes as a JSON object: a valid state (unless over the limits).
			'state' => is_array( $value ) && ( array() === $value ? false : ! array_is_list( $value ) ),
			default => false,
		};
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
		$this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => self::PIN ) );
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
				),
			),
			array( 'PUT', $path . '/appadoos/' . $own . '/state', array( 'state' => array( 'level' => 1 ) ) ),
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
}
