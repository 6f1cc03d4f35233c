<?php
/**
 * Parent mode: the PIN unlocks the family's settings for one signed-in browser.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Parent_Mode;
use PlayPal\Family\Parent_Pin;
use PlayPal\Family\Weekly_Summary_Preference;
use WP_Session_Tokens;

/**
 * The route pp/v1/family/parent-mode and the gate on the family's settings:
 * refused without parent mode (and nothing changed), allowed with it; it
 * ends after 10 minutes idle, with "Lock", and with the session (sign-out,
 * another browser's session has none); an application password never
 * passes. The first PIN is free only without children, else it takes the
 * account password, counted as a PIN guess.
 */
final class ParentModeTest extends FamilyTestCase {

	private const PIN = '2468';

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_application_password_status'], $GLOBALS['wp_rest_application_password_uuid'] );
		parent::tearDown();
	}

	/**
	 * Makes the request one signed in by an application password of a person, as
	 * rest_application_password_collect_status() records it.
	 *
	 * @param int $user_id Person.
	 */
	private static function application_password_of( int $user_id ): void {
		// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own globals.
		$GLOBALS['wp_rest_application_password_status'] = get_userdata( $user_id );
		$GLOBALS['wp_rest_application_password_uuid']   = wp_generate_uuid4();
		// phpcs:enable
	}

	/**
	 * A parent with a PIN, two children (one with play time) and the weekly e-mail on, then locked.
	 *
	 * @return array{parent: int, child: array<string, mixed>, other: array<string, mixed>, appadoo: int}
	 */
	private function locked_family(): array {
		$parent  = $this->parent_signed_in();
		$appadoo = $this->appadoo( $parent );
		$child   = $this->add_child( array( 'weekdayMinutes' => 30 ) );
		$other   = $this->add_child( array( 'nickname' => 'Ben' ) );
		$this->assertSame( 200, $this->set_first_pin( self::PIN )->get_status(), 'A PIN is set (children exist: with the account password).' );
		$this->assertSame( 200, $this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) )->get_status(), 'The weekly e-mail is on.' );
		$this->assertSame( 200, $this->play( $child['id'], $appadoo, self::session(), 60 )->get_status(), 'A minute is played.' );
		$locked = $this->dispatch( 'DELETE', '/pp/v1/family/parent-mode' );
		$this->assertSame(
			array(
				'open'        => false,
				'expiresAt'   => null,
				'idleSeconds' => 600,
				'pinSet'      => true,
			),
			$locked->get_data(),
			'"Lock" closes parent mode.'
		);
		return array(
			'parent'  => $parent,
			'child'   => $child,
			'other'   => $other,
			'appadoo' => $appadoo,
		);
	}

	/**
	 * Every gated write, as the Family tab sends it.
	 *
	 * @param string $child_id A child's id.
	 * @return array<string, array{0: string, 1: string, 2: array<string, mixed>|null}>
	 */
	private static function gated_writes( string $child_id ): array {
		return array(
			'add a child'       => array(
				'POST',
				'/pp/v1/family/children',
				array(
					'nickname' => 'Cleo',
					'avatar'   => 'owl',
				),
			),
			'change a budget'   => array( 'PATCH', '/pp/v1/family/children/' . $child_id, array( 'weekdayMinutes' => null ) ),
			'delete a child'    => array( 'DELETE', '/pp/v1/family/children/' . $child_id, null ),
			'change the PIN'    => array(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'        => '1357',
					'currentPin' => self::PIN,
				),
			),
			'the weekly e-mail' => array( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => false ) ),
			'withdraw consent'  => array( 'DELETE', '/pp/v1/family/consent', null ),
		);
	}

	/**
	 * Sends one gated write.
	 *
	 * @param array{0: string, 1: string, 2: array<string, mixed>|null} $write Method, route, body.
	 */
	private function send_write( array $write ): \WP_REST_Response {
		return null === $write[2] ? $this->dispatch( $write[0], $write[1] ) : $this->send_json( $write[0], $write[1], $write[2] );
	}

	public function test_without_parent_mode_every_gated_write_is_refused_and_nothing_changes(): void {
		$family = $this->locked_family();
		$before = self::family_snapshot();

		foreach ( self::gated_writes( $family['child']['id'] ) as $name => $write ) {
			$this->assert_error( $this->send_write( $write ), 403, 'playpal_family_parent_mode_required', $name );
			$this->assertSame( 'Unlock the Family tab with your PIN first.', $this->send_write( $write )->get_data()['message'] ?? null, "{$name}: the answer says what to do." );
		}

		$this->assertEquals( $before, self::family_snapshot(), 'Nothing of the family changed.' );
		$this->assertSame( 30, $this->dispatch( 'GET', '/pp/v1/family/children/' . $family['child']['id'] )->get_data()['weekdayMinutes'], 'The budget still holds.' );
		foreach ( array( '/pp/v1/family/children', '/pp/v1/family/pin', '/pp/v1/family/summary-email', '/pp/v1/family/overview', '/pp/v1/family/parent-mode' ) as $read ) {
			$this->assertSame( 200, $this->dispatch( 'GET', $read )->get_status(), "Reading {$read} needs no parent mode." );
		}
		$this->assertSame( 200, $this->play( $family['child']['id'], $family['appadoo'], self::session(), 30 )->get_status(), 'Play reports need none.' );
		$this->assertSame(
			200,
			$this->send_json(
				'PUT',
				'/pp/v1/family/children/' . $family['child']['id'] . '/appadoos/' . $family['appadoo'] . '/state',
				array(
					'state'    => array( 'level' => 2 ),
					'revision' => 0,
				)
			)->get_status(),
			'Saves need none.'
		);
		$this->assertSame( 200, $this->send_json( 'POST', '/pp/v1/family/children/' . $family['child']['id'] . '/extra-time', array( 'pin' => self::PIN ) )->get_status(), 'Extra time takes the PIN itself.' );
	}

	public function test_with_parent_mode_every_gated_write_is_allowed(): void {
		$family = $this->locked_family();
		$opened = $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) );
		$this->assertSame( 200, $opened->get_status(), 'The right PIN opens parent mode.' );
		$this->assertTrue( $opened->get_data()['open'], 'It is open.' );

		$expected = array(
			'add a child'       => 201,
			'change a budget'   => 200,
			'delete a child'    => 200,
			'change the PIN'    => 200,
			'the weekly e-mail' => 200,
			'withdraw consent'  => 200,
		);
		foreach ( self::gated_writes( $family['other']['id'] ) as $name => $write ) {
			if ( 'change a budget' === $name ) {
				$write[1] = '/pp/v1/family/children/' . $family['child']['id'];
			}
			$response = $this->send_write( $write );
			$this->assertSame( $expected[ $name ], $response->get_status(), "{$name} is allowed: " . wp_json_encode( $response->get_data() ) );
		}
		$this->assertSame( array(), self::services()->children->for_parent( $family['parent'] ), 'The last write withdrew the consent: no child is left.' );
	}

	public function test_a_wrong_pin_opens_nothing_and_the_answers_say_when_it_ends(): void {
		$this->locked_family();
		$now = time();
		self::clock_at( $now );

		$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => '1111' ) ), 403, 'playpal_family_pin_wrong', 'A wrong PIN' );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Still locked.' );
		$this->assertSame( 400, $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => '12' ) )->get_status(), 'A malformed PIN is refused by the schema.' );

		$opened = $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) );
		$this->assertSame(
			array(
				'open'        => true,
				'expiresAt'   => gmdate( 'Y-m-d\TH:i:s\Z', $now + 600 ),
				'idleSeconds' => 600,
				'pinSet'      => true,
			),
			$opened->get_data(),
			'Open for 10 minutes from now.'
		);
		$this->assertSame( 'private, no-store', $opened->get_headers()['Cache-Control'] ?? null, 'No one keeps the answer.' );
	}

	public function test_parent_mode_ends_after_ten_minutes_without_a_gated_request(): void {
		$family = $this->locked_family();
		$path   = '/pp/v1/family/children/' . $family['child']['id'];
		$start  = time();
		self::clock_at( $start );
		$this->assertSame( 200, $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) )->get_status(), 'Unlocked.' );

		self::clock_at( $start + 599 );
		$this->assertSame( 200, $this->send_json( 'PATCH', $path, array( 'weekdayMinutes' => 40 ) )->get_status(), 'A change 9:59 later passes…' );
		$this->assertSame( gmdate( 'Y-m-d\TH:i:s\Z', $start + 599 + 600 ), $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['expiresAt'], '…and moves the end to 10 minutes after it.' );

		self::clock_at( $start + 599 + 599 );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/family/children' )->get_status(), 'A read…' );
		$this->assertSame( gmdate( 'Y-m-d\TH:i:s\Z', $start + 599 + 600 ), $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['expiresAt'], '…moves nothing.' );

		self::clock_at( $start + 599 + 600 );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Ten minutes without a change: closed.' );
		$this->assert_error( $this->send_json( 'PATCH', $path, array( 'weekdayMinutes' => null ) ), 403, 'playpal_family_parent_mode_required', 'A change after the idle end' );
		$this->assertSame( 40, $this->dispatch( 'GET', $path )->get_data()['weekdayMinutes'], 'The budget is as the last allowed change left it.' );
	}

	public function test_lock_closes_it_at_once(): void {
		$family = $this->locked_family();
		$this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) );
		$this->assertSame( 200, $this->send_json( 'PATCH', '/pp/v1/family/children/' . $family['child']['id'], array( 'nickname' => 'Ana' ) )->get_status(), 'Unlocked, a change passes.' );

		$locked = $this->dispatch( 'DELETE', '/pp/v1/family/parent-mode' );

		$this->assertFalse( $locked->get_data()['open'], 'Locked.' );
		$this->assert_error( $this->send_json( 'PATCH', '/pp/v1/family/children/' . $family['child']['id'], array( 'nickname' => 'Zed' ) ), 403, 'playpal_family_parent_mode_required', 'A change after Lock' );
		$this->assertSame( 400, $this->send_json( 'DELETE', '/pp/v1/family/parent-mode', array( 'x' => 1 ) )->get_status(), 'Lock takes no body.' );
	}

	public function test_parent_mode_belongs_to_one_session_and_ends_with_it(): void {
		$family  = $this->locked_family();
		$path    = '/pp/v1/family/children/' . $family['child']['id'];
		$browser = (string) $this->current_session();
		$this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) );

		// The same parent signed in on the children's tablet: another session, never unlocked there.
		$tablet = $this->browser_session( $family['parent'] );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Another session has no parent mode.' );
		$this->assert_error( $this->send_json( 'PATCH', $path, array( 'weekdayMinutes' => null ) ), 403, 'playpal_family_parent_mode_required', 'A change from the tablet' );

		$this->use_session( $browser );
		$this->assertTrue( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'The browser that unlocked still is.' );

		// Signing out destroys the session (wp_logout() → wp_destroy_current_session()).
		wp_destroy_current_session();
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Signed out, parent mode is gone.' );
		$this->assert_error( $this->send_json( 'PATCH', $path, array( 'weekdayMinutes' => null ) ), 403, 'playpal_family_parent_mode_required', 'A change with the old cookie' );
		$this->browser_session( $family['parent'] );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Signing in again starts locked.' );

		$this->use_session( $tablet );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'The tablet never was unlocked.' );
		$this->assertNull( WP_Session_Tokens::get_instance( $family['parent'] )->get( wp_get_session_token() )[ Parent_Mode::SESSION_KEY ] ?? null, 'Nothing of parent mode in the tablet\'s session.' );
		$this->assertSame( 30, $this->dispatch( 'GET', $path )->get_data()['weekdayMinutes'], 'The budget never changed.' );
	}

	public function test_setting_the_first_pin_is_free_and_opens_parent_mode(): void {
		$parent = $this->parent_signed_in( false );
		$this->assertSame(
			array(
				'open'        => false,
				'expiresAt'   => null,
				'idleSeconds' => 600,
				'pinSet'      => false,
			),
			$this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data(),
			'A new parent: no PIN, locked.'
		);
		$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) ), 409, 'playpal_family_pin_not_set', 'Unlocking before a PIN is set' );

		$set = $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => self::PIN ) );

		$this->assertSame( 200, $set->get_status(), 'The first PIN needs no parent mode.' );
		$this->assertTrue( $set->get_data()['pinSet'], 'A PIN is set.' );
		$this->assertTrue( $set->get_data()['parentMode']['open'], 'It opens parent mode at once.' );
		$this->assertSame( 600, $set->get_data()['parentMode']['idleSeconds'], 'For 10 minutes idle.' );
		$this->add_child( array( 'nickname' => 'Ana' ) );
		$this->assertCount( 1, self::services()->children->for_parent( $parent ), 'The parent adds a child right after.' );
		$this->assertTrue( wp_check_password( self::PIN, (string) get_user_meta( $parent, Parent_Pin::META, true ), $parent ), 'The PIN is the one set.' );
	}

	public function test_an_application_password_is_refused_and_a_request_without_a_session_cannot_unlock(): void {
		$family = $this->locked_family();
		$this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) );
		$this->use_session( null );
		$this->assert_error( $this->send_json( 'PATCH', '/pp/v1/family/children/' . $family['child']['id'], array( 'weekdayMinutes' => 10 ) ), 403, 'playpal_family_parent_mode_required', 'No session, no application password' );
		$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => '1111' ) ), 409, 'playpal_family_parent_mode_unavailable', 'Unlocking without a session' );
		$this->assertSame( '', (string) get_user_meta( $family['parent'], Parent_Pin::GUARD_META, true ), 'That used no PIN try.' );

		// As WordPress records a request signed in by one of the parent's application passwords: anyone
		// signed in with cookies (the child in the parent's browser) can create one, so it opens nothing.
		self::application_password_of( $family['parent'] );
		$before = self::family_snapshot();

		foreach ( self::gated_writes( $family['child']['id'] ) as $name => $write ) {
			$this->assert_error( $this->send_write( $write ), 403, 'playpal_family_parent_mode_required', "An application password: {$name}" );
		}
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing of the family changed.' );
		$this->assertTrue( ( new Weekly_Summary_Preference() )->is_on( $family['parent'] ), 'The weekly e-mail is still on.' );
		$status = $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data();
		$this->assertFalse( $status['open'], 'It reads as closed.' );
		$this->assertNull( $status['expiresAt'], 'With no end.' );
		$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) ), 409, 'playpal_family_parent_mode_unavailable', 'Unlocking with an application password' );
		$this->assertSame( '', (string) get_user_meta( $family['parent'], Parent_Pin::GUARD_META, true ), 'That used no PIN try either.' );
	}

	public function test_the_first_pin_with_children_needs_the_account_password_counted_as_a_guess(): void {
		// A site upgraded from when a PIN was optional: children, no PIN, and the parent's browser in a child's hands.
		$parent = $this->parent_signed_in();
		$child  = $this->add_child( array( 'weekdayMinutes' => 30 ) );
		$this->dispatch( 'DELETE', '/pp/v1/family/parent-mode' );
		$before = self::family_snapshot();

		$missing = $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => '1111' ) );
		$this->assert_error( $missing, 403, 'playpal_family_account_password_required', 'The first PIN without the password' );
		$this->assertSame( 'Enter your account password to set the first PIN.', $missing->get_data()['message'] ?? null, 'It says what to do.' );
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing is stored, and no try is counted.' );

		$now = time();
		self::clock_at( $now );
		for ( $i = 1; $i < Parent_Pin::TRIES; $i++ ) {
			$wrong = $this->send_json(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'             => '1111',
					'accountPassword' => "guess {$i}",
				)
			);
			$this->assert_error( $wrong, 403, 'playpal_family_account_password_wrong', "Wrong password {$i}" );
			$this->assertSame( 'That password is not right.', $wrong->get_data()['message'] ?? null, 'Said in words.' );
		}
		$this->assertSame( '', (string) get_user_meta( $parent, Parent_Pin::META, true ), 'No PIN is stored.' );
		$this->assertCount( Parent_Pin::TRIES - 1, get_user_meta( $parent, Parent_Pin::GUARD_META, true )['wrong'] ?? array(), 'Each wrong password is counted by the PIN\'s guard.' );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Parent mode stays closed.' );

		// Extra time before any PIN is set is 409 and counts nothing.
		$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/children/' . $child['id'] . '/extra-time', array( 'pin' => '1111' ) ), 409, 'playpal_family_pin_not_set', 'Extra time before a PIN' );
		// The fifth wrong password locks the guard, and then even the right one waits.
		$this->assert_error(
			$this->send_json(
				'PUT',
				'/pp/v1/family/pin',
				array(
					'pin'             => '1111',
					'accountPassword' => 'guess 5',
				)
			),
			403,
			'playpal_family_account_password_wrong',
			'The fifth wrong password'
		);
		$limited = $this->set_first_pin( '1111' );
		$this->assert_error( $limited, 429, 'playpal_family_pin_rate_limited', 'The right password while locked' );
		$this->assertSame( 900, (int) ( $limited->get_data()['data']['retry_after'] ?? 0 ), 'The PIN\'s first lock: 15 minutes.' );
		$this->assertSame( '', (string) get_user_meta( $parent, Parent_Pin::META, true ), 'Still no PIN.' );
		$this->assert_error( $this->send_json( 'PATCH', '/pp/v1/family/children/' . $child['id'], array( 'weekdayMinutes' => null ) ), 403, 'playpal_family_parent_mode_required', 'The budget cannot be changed' );

		self::clock_at( $now + 900 );
		$set = $this->set_first_pin( '2468' );
		$this->assertSame( 200, $set->get_status(), 'Once the lock ends, the right password sets the first PIN: ' . wp_json_encode( $set->get_data() ) );
		$this->assertTrue( $set->get_data()['parentMode']['open'], 'It opens parent mode.' );
		$this->assertTrue( wp_check_password( '2468', (string) get_user_meta( $parent, Parent_Pin::META, true ), $parent ), 'The PIN is the one set.' );
		$this->assertSame( 30, $this->dispatch( 'GET', '/pp/v1/family/children/' . $child['id'] )->get_data()['weekdayMinutes'], 'The budget never changed before.' );
	}

	public function test_the_first_pin_is_free_again_once_the_children_are_gone(): void {
		$parent = $this->parent_signed_in();
		$child  = $this->add_child();
		$this->assert_error( $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => '1357' ) ), 403, 'playpal_family_account_password_required', 'With a child' );
		$this->assertSame( 200, $this->dispatch( 'DELETE', '/pp/v1/family/children/' . $child['id'] )->get_status(), 'The child is deleted.' );
		$this->assertSame( 200, $this->send_json( 'PUT', '/pp/v1/family/pin', array( 'pin' => '1357' ) )->get_status(), 'Without children the first PIN is free.' );
		$this->assertSame( '', (string) get_user_meta( $parent, Parent_Pin::GUARD_META, true ), 'No try was counted.' );
	}

	public function test_lock_wins_over_a_gated_request_in_flight(): void {
		$family = $this->locked_family();
		$this->send_json( 'POST', '/pp/v1/family/parent-mode', array( 'pin' => self::PIN ) );
		$modes   = self::services()->parent_mode;
		$name    = Parent_Mode::lock_name( $family['parent'] );
		$reads   = -1; // Session reads of the gate's step (-1: not counting yet).
		$waited  = false;
		$between = static function ( $value, $object_id, $meta_key ) use ( &$reads, &$waited, $modes, $name, $family ) {
			if ( 0 <= $reads && 'session_tokens' === $meta_key && (int) $object_id === $family['parent'] && 2 === ++$reads ) {
				// The gate has read that parent mode is open and reads the session again to write the moved
				// end: "Lock" from another tab comes right now, between the gate's read and its write.
				if ( self::lock_free_elsewhere( $name ) ) {
					$modes->close( $family['parent'] );
				} else {
					$waited = true;
				}
			}
			return $value;
		};
		add_filter( 'get_user_metadata', $between, 10, 3 );
		$reads = 0;
		$modes->require_open( $family['parent'], time() );
		remove_filter( 'get_user_metadata', $between, 10 );
		if ( $waited ) {
			// The Lock waited for the gate's step, and runs now.
			$modes->close( $family['parent'] );
		}

		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data()['open'], 'Lock won: parent mode is closed.' );
		$this->assertTrue( $waited, 'Lock waited while the gate read and moved the end.' );
		$this->assert_error( $this->send_json( 'PATCH', '/pp/v1/family/children/' . $family['child']['id'], array( 'weekdayMinutes' => null ) ), 403, 'playpal_family_parent_mode_required', 'A change after Lock' );
	}
}
