<?php
/**
 * The parent PIN: stored hashed, never answered, rate-limited; 10 more minutes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Parent_Pin;
use PlayPal\Database\Schema;

/**
 * The routes pp/v1/family/pin and pp/v1/family/children/{id}/extra-time.
 */
final class PinTest extends FamilyTestCase {

	public function test_the_pin_is_stored_as_a_hash_that_no_answer_holds(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$answers = array();

		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/pin' )->get_data()['pinSet'], 'No PIN at first.' );
		$answers[] = $this->set_first_pin( '0427' );
		$this->assertSame( 200, $answers[0]->get_status(), 'The PIN is set.' );
		$this->assertSame( array( 'pinSet', 'parentMode' ), array_keys( $answers[0]->get_data() ), 'The answer says only that a PIN is set, and parent mode.' );
		$this->assertTrue( $answers[0]->get_data()['pinSet'], 'A PIN is set.' );
		$this->assertSame( 'private, no-store', $answers[0]->get_headers()['Cache-Control'] ?? null, 'No one keeps the answer.' );

		$stored = (string) get_user_meta( $parent, Parent_Pin::META, true );
		$this->assertNotSame( '0427', $stored, 'The stored value is not the PIN.' );
		$this->assertStringNotContainsString( '0427', $stored, 'The PIN appears nowhere in it.' );
		$this->assertTrue( wp_check_password( '0427', $stored, $parent ), 'It is a WordPress password hash of the PIN.' );

		$answers[] = $this->dispatch( 'GET', '/pp/v1/family/pin' );
		$answers[] = $this->dispatch( 'GET', '/pp/v1/family/children' );
		$answers[] = $this->dispatch( 'GET', '/pp/v1/family/overview' );
		$answers[] = $this->send_json( 'POST', '/pp/v1/family/children/' . $child['id'] . '/extra-time', array( 'pin' => '0427' ) );
		$answers[] = $this->send_json( 'POST', '/pp/v1/family/children/' . $child['id'] . '/extra-time', array( 'pin' => '9999' ) );
		$answers[] = $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => '55555' ) );
		foreach ( $answers as $index => $answer ) {
			$body = (string) wp_json_encode( $answer->get_data() );
			$this->assertStringNotContainsString( '0427', $body, "Answer {$index} does not hold the PIN." );
			$this->assertStringNotContainsString( $stored, $body, "Answer {$index} does not hold the hash." );
			$this->assertStringNotContainsString( '$P$', $body, "Answer {$index} holds no password hash." );
		}
	}

	public function test_a_right_pin_grants_ten_more_minutes_once(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child(
			array(
				'weekdayMinutes' => 5,
				'weekendMinutes' => 5,
			)
		);
		$appadoo = $this->appadoo( $parent );
		$this->set_first_pin( '2468' );
		$this->assertSame( 0, $this->play( $child['id'], $appadoo, self::session(), 400 )->get_data()['today']['remainingSeconds'], 'The budget is used up.' );

		$granted = $this->send_json( 'POST', '/pp/v1/family/children/' . $child['id'] . '/extra-time', array( 'pin' => '2468' ) );

		$this->assertSame( 200, $granted->get_status(), 'The right PIN is accepted.' );
		$this->assertSame( 600, $granted->get_data()['today']['extraSeconds'], '10 minutes are granted.' );
		$this->assertSame( 300 + 600 - 400, $granted->get_data()['today']['remainingSeconds'], 'Remaining = budget + extra − played.' );
		$this->assertSame( 2, self::count_rows( Schema::play_time_table() ), 'The grant is one ledger row beside the play.' );
	}

	public function test_a_wrong_pin_grants_nothing_and_the_tries_are_limited(): void {
		$this->parent_signed_in();
		$child = $this->add_child(
			array(
				'weekdayMinutes' => 5,
				'weekendMinutes' => 5,
			)
		);
		$path  = '/pp/v1/family/children/' . $child['id'] . '/extra-time';

		$this->assert_error( $this->send_json( 'POST', $path, array( 'pin' => '1111' ) ), 409, 'playpal_family_pin_not_set', 'Before any PIN is set' );
		$this->set_first_pin( '2468' );
		for ( $i = 1; $i <= Parent_Pin::TRIES; $i++ ) {
			$this->assert_error( $this->send_json( 'POST', $path, array( 'pin' => '000' . $i ) ), 403, 'playpal_family_pin_wrong', "Wrong try {$i}" );
		}
		$limited = $this->send_json( 'POST', $path, array( 'pin' => '2468' ) );

		$this->assert_error( $limited, 429, 'playpal_family_pin_rate_limited', 'The sixth try, even right' );
		$retry = $limited->get_data()['data']['retry_after'] ?? null;
		$this->assertIsInt( $retry, 'The answer says when to try again.' );
		$this->assertGreaterThan( 0, $retry, 'In a positive number of seconds…' );
		$this->assertLessThanOrEqual( Parent_Pin::FIRST_LOCK, $retry, '…within the first 15-minute lock.' );
		$this->assertSame( 0, self::count_rows( Schema::play_time_table() ), 'No extra time was granted.' );
		$this->assert_error(
			$this->send_json(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'        => '1357',
					'currentPin' => '2468',
				)
			),
			429,
			'playpal_family_pin_rate_limited',
			'Changing the PIN is limited too'
		);

		// Another parent's allowance is their own.
		$this->parent_signed_in();
		$other = $this->add_child();
		$this->set_first_pin( '8642' );
		$this->assertSame( 200, $this->send_json( 'POST', '/pp/v1/family/children/' . $other['id'] . '/extra-time', array( 'pin' => '8642' ) )->get_status(), 'Another parent is not limited.' );
	}

	public function test_a_right_pin_uses_no_try_and_wrong_ones_are_still_limited(): void {
		$this->parent_signed_in();
		$child = $this->add_child();
		$path  = '/pp/v1/family/children/' . $child['id'] . '/extra-time';
		$this->set_first_pin( '2468' );

		for ( $i = 1; $i <= Parent_Pin::TRIES + 2; $i++ ) {
			$this->assertSame( 200, $this->send_json( 'POST', $path, array( 'pin' => '2468' ) )->get_status(), "Right PIN {$i} is accepted: right PINs use no try." );
		}
		$changed = $this->send_json(
			'PUT',
			'/pp/v1/family/pin',
			array(
				'pin'        => '1357',
				'currentPin' => '2468',
			)
		);
		$this->assertSame( 200, $changed->get_status(), 'Changing the PIN with the right current one still works.' );

		for ( $i = 1; $i <= Parent_Pin::TRIES; $i++ ) {
			$this->assert_error( $this->send_json( 'POST', $path, array( 'pin' => '000' . $i ) ), 403, 'playpal_family_pin_wrong', "Wrong try {$i}" );
		}
		$this->assert_error( $this->send_json( 'POST', $path, array( 'pin' => '1357' ) ), 429, 'playpal_family_pin_rate_limited', 'After five wrong tries even the right PIN waits' );
	}

	public function test_another_parents_child_costs_no_try(): void {
		$this->parent_signed_in();
		$child = $this->add_child();
		$this->parent_signed_in();
		$this->set_first_pin( '2468' );
		for ( $i = 0; $i < Parent_Pin::TRIES + 2; $i++ ) {
			$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/children/' . $child['id'] . '/extra-time', array( 'pin' => '2468' ) ), 404, 'playpal_family_child_not_found', 'Another parent\'s child' );
		}
		$own = $this->add_child();
		$this->assertSame( 200, $this->send_json( 'POST', '/pp/v1/family/children/' . $own['id'] . '/extra-time', array( 'pin' => '2468' ) )->get_status(), 'The 404s used no try.' );
	}

	public function test_changing_the_pin_needs_the_current_one(): void {
		$parent = $this->parent_signed_in();
		$this->set_first_pin( '2468' );
		$hash = get_user_meta( $parent, Parent_Pin::META, true );

		$this->assert_error( $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => '1357' ) ), 400, 'playpal_family_current_pin_required', 'Without the current PIN' );
		$this->assert_error(
			$this->send_json(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'        => '1357',
					'currentPin' => '1111',
				)
			),
			403,
			'playpal_family_pin_wrong',
			'With a wrong current PIN'
		);
		$this->assertSame( $hash, get_user_meta( $parent, Parent_Pin::META, true ), 'The PIN is unchanged.' );
		$this->assertSame(
			200,
			$this->send_json(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'        => '1357',
					'currentPin' => '2468',
				)
			)->get_status(),
			'With the current PIN it changes.'
		);
		$this->assertTrue( wp_check_password( '1357', (string) get_user_meta( $parent, Parent_Pin::META, true ), $parent ), 'To the new one.' );
	}

	/**
	 * PINs that are not 4 to 8 digits.
	 *
	 * @return array<string, array{0: mixed}>
	 */
	public static function malformed_pins(): array {
		return array(
			'three digits' => array( '123' ),
			'nine digits'  => array( '123456789' ),
			'a number'     => array( 1234 ),
			'letters'      => array( 'abcd' ),
			'spaces'       => array( ' 1234' ),
			'line break'   => array( "1234\n" ),
			'full-width'   => array( '１２３４' ),
			'null'         => array( null ),
		);
	}

	/**
	 * @dataProvider malformed_pins
	 *
	 * @param mixed $pin The PIN sent.
	 */
	public function test_a_malformed_pin_is_refused_and_nothing_is_stored( mixed $pin ): void {
		$parent   = $this->parent_signed_in();
		$response = $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => $pin ) );

		$this->assertSame( 400, $response->get_status(), 'Refused: ' . wp_json_encode( $pin ) );
		$this->assertSame( '', get_user_meta( $parent, Parent_Pin::META, true ), 'No PIN is stored.' );
	}

	public function test_withdrawing_consent_forgets_the_pin_under_the_pins_own_lock(): void {
		$parent = $this->parent_signed_in();
		$this->set_first_pin( '2468' );
		$this->add_child();
		$this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => '1111' ) );
		$this->assertNotSame( '', get_user_meta( $parent, Parent_Pin::GUARD_META, true ), 'A wrong try is recorded.' );
		$held  = array();
		$watch = function ( $check, $object_id, $meta_key ) use ( &$held, $parent ) {
			if ( (int) $object_id === $parent && in_array( $meta_key, array( Parent_Pin::META, Parent_Pin::GUARD_META ), true ) ) {
				// A PIN check at this moment (another request) would have to wait: it cannot write its record back.
				$held[ $meta_key ] = ! self::lock_free_elsewhere( 'family_pin_' . $parent );
			}
			return $check;
		};
		add_filter( 'delete_user_metadata', $watch, 10, 3 );
		$withdrawn = $this->dispatch( 'DELETE', '/pp/v1/family/consent' );
		remove_filter( 'delete_user_metadata', $watch, 10 );

		$this->assertSame( 200, $withdrawn->get_status(), 'The consent is withdrawn.' );
		$this->assertSame(
			array(
				Parent_Pin::META       => true,
				Parent_Pin::GUARD_META => true,
			),
			$held,
			'The PIN and its guessing record are deleted under the PIN\'s lock.'
		);
		$this->assertSame( '', get_user_meta( $parent, Parent_Pin::GUARD_META, true ), 'The guessing record is gone.' );
		$this->assertSame( '', get_user_meta( $parent, Parent_Pin::META, true ), 'The PIN is gone.' );
	}
}
