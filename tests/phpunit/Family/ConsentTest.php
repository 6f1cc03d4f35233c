<?php
/**
 * Consent: asked for explicitly, asked again for a new text, withdrawn with everything.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Consent_Record;
use PlayPal\Family\Parent_Pin;
use PlayPal\Family\Weekly_Summary_Preference;
use PlayPal\Database\Schema;

/**
 * `consentNeeded` on GET /family/children, `consentVersion` on POST and PATCH
 * (400 `playpal_family_consent_required` and nothing stored without it), and
 * DELETE /family/consent.
 */
final class ConsentTest extends FamilyTestCase {

	public function test_without_the_consent_nothing_is_stored_and_with_it_the_record_is_written(): void {
		$parent = $this->parent_signed_in();
		$list   = $this->dispatch( 'GET', '/pp/v1/family/children' )->get_data();
		$this->assertTrue( $list['consentNeeded'], 'A new parent must agree first.' );
		$this->assertNull( $list['consent'], 'No record yet.' );
		$this->assertSame( Consent_Record::VERSION, $list['consentVersion'], 'The version to agree to.' );
		$before = self::family_snapshot();
		$child  = array(
			'nickname' => 'Ana',
			'avatar'   => 'fox',
		);

		foreach ( array(
			'no consentVersion'  => $child,
			'another version'    => $child + array( 'consentVersion' => '0' ),
			'a version not sent' => $child + array( 'consentVersion' => Consent_Record::VERSION . ' ' ),
		) as $case => $body ) {
			$this->assert_error( $this->send_json( 'POST', '/pp/v1/family/children', $body ), 400, 'playpal_family_consent_required', $case );
		}
		$this->assertSame( 400, $this->send_json( 'POST', '/pp/v1/family/children', $child + array( 'consentVersion' => 1 ) )->get_status(), 'A number is no version.' );
		$this->assertSame( 'Please read and agree to the consent text first.', $this->send_json( 'POST', '/pp/v1/family/children', $child )->get_data()['message'] ?? null, 'The answer says what to do.' );
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing was stored: no profile, no consent.' );

		$added = $this->send_json( 'POST', '/pp/v1/family/children', $child + array( 'consentVersion' => Consent_Record::VERSION ) );

		$this->assertSame( 201, $added->get_status(), 'With the consent the child is added.' );
		$record = ( new Consent_Record() )->find( $parent );
		$this->assertSame( Consent_Record::VERSION, $record['version'] ?? null, 'The record names the version agreed to.' );
		$this->assertSame( Consent_Record::text(), $record['text'] ?? null, 'And the text shown.' );
		$list = $this->dispatch( 'GET', '/pp/v1/family/children' )->get_data();
		$this->assertFalse( $list['consentNeeded'], 'Not needed any more.' );
		$this->assertSame(
			201,
			$this->send_json(
				'POST',
				'/pp/v1/family/children',
				array(
					'nickname' => 'Ben',
					'avatar'   => 'owl',
				)
			)->get_status(),
			'The next child needs no consentVersion.'
		);
	}

	public function test_a_new_consent_version_asks_again_before_the_next_change(): void {
		$parent = $this->parent_signed_in();
		$child  = $this->add_child();
		$first  = ( new Consent_Record() )->find( $parent );
		$path   = '/pp/v1/family/children/' . $child['id'];
		add_filter( 'playpal_family_consent_version', static fn(): string => '2' );

		$list = $this->dispatch( 'GET', '/pp/v1/family/children' )->get_data();
		$this->assertTrue( $list['consentNeeded'], 'A new text asks again.' );
		$this->assertSame( '2', $list['consentVersion'], 'For the new version.' );
		$this->assertSame( '1', $list['consent']['version'] ?? null, 'The old record is still shown.' );
		$before = self::family_snapshot();
		$this->assert_error( $this->send_json( 'PATCH', $path, array( 'weekdayMinutes' => 45 ) ), 400, 'playpal_family_consent_required', 'A change without agreeing again' );
		$this->assert_error(
			$this->send_json(
				'PATCH',
				$path,
				array(
					'weekdayMinutes' => 45,
					'consentVersion' => '1',
				)
			),
			400,
			'playpal_family_consent_required',
			'With the old version'
		);
		$this->assert_error(
			$this->send_json(
				'POST',
				'/pp/v1/family/children',
				array(
					'nickname' => 'Ben',
					'avatar'   => 'owl',
				)
			),
			400,
			'playpal_family_consent_required',
			'Adding without agreeing again'
		);
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing changed.' );

		$changed = $this->send_json(
			'PATCH',
			$path,
			array(
				'weekdayMinutes' => 45,
				'consentVersion' => '2',
			)
		);

		$this->assertSame( 200, $changed->get_status(), 'Agreeing to the new version, the change is saved.' );
		$this->assertSame( 45, $changed->get_data()['weekdayMinutes'], 'In the same write.' );
		$this->assertCount( 1, get_user_meta( $parent, Consent_Record::META ), 'One record…' );
		$this->assertSame( '2', ( new Consent_Record() )->find( $parent )['version'] ?? null, '…of the new version, replacing the old.' );
		$this->assertNotNull( $first, 'There was a first record.' );
		$this->assertFalse( $this->dispatch( 'GET', '/pp/v1/family/children' )->get_data()['consentNeeded'], 'Not asked again.' );
	}

	public function test_withdrawing_deletes_everything_as_the_eraser_does_and_locks(): void {
		$parent  = $this->parent_signed_in();
		$appadoo = $this->appadoo( $parent );
		$kids    = array( $this->add_child(), $this->add_child( array( 'nickname' => 'Ben' ) ) );
		foreach ( $kids as $kid ) {
			$this->play( $kid['id'], $appadoo, self::session(), 90 );
			$this->send_json( 'PUT', '/pp/v1/family/children/' . $kid['id'] . '/appadoos/' . $appadoo . '/state', array( 'state' => array( 'level' => 3 ) ) );
		}
		$this->set_first_pin( '2468' );
		$this->send_json( 'PUT', '/pp/v1/family/summary-email', array( 'weekly' => true ) );
		$this->send_json( 'POST', '/pp/v1/family/children/' . $kids[0]['id'] . '/extra-time', array( 'pin' => '1111' ) );
		// Another family, which must stay.
		$browser = (string) $this->current_session();
		$other   = $this->parent_signed_in();
		$theirs  = $this->add_child( array( 'nickname' => 'Other' ) );
		$this->assertSame( 200, $this->play( $theirs['id'], $this->appadoo( $other, 'Theirs' ), self::session(), 30 )->get_status(), 'The other child plays.' );
		wp_set_current_user( $parent );
		$this->use_session( $browser );
		$theirs_id = (string) self::child( $other, $theirs['id'] )->id;
		$this->assertNotSame( array( $theirs_id ), array_values( array_unique( self::child_ids_with_data() ) ), 'The parent\'s children have play time and saves.' );

		$this->assertSame( 400, $this->send_json( 'DELETE', '/pp/v1/family/consent', array( 'all' => true ) )->get_status(), 'It takes no body.' );
		$withdrawn = $this->dispatch( 'DELETE', '/pp/v1/family/consent' );

		$this->assertSame( 200, $withdrawn->get_status(), 'Withdrawn.' );
		$this->assertSame( array( 'withdrawn' => true ), $withdrawn->get_data(), 'The answer says so.' );
		$this->assertSame( 'private, no-store', $withdrawn->get_headers()['Cache-Control'] ?? null, 'No one keeps the answer.' );
		$this->assertSame( array(), self::services()->children->for_parent( $parent ), 'Every profile is gone.' );
		global $wpdb;
		$this->assertSame( array( (string) $other ), $wpdb->get_col( 'SELECT DISTINCT parent_id FROM ' . Schema::children_table() ), 'Only the other family\'s profile is left.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assertSame( array( $theirs_id ), array_values( array_unique( self::child_ids_with_data() ) ), 'Only the other child\'s play time and saves are left.' );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key LIKE %s", $parent, 'playpal\_family\_%' ) ), 'The consent, the PIN, its tries and the weekly choice are gone.' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertFalse( ( new Weekly_Summary_Preference() )->is_on( $parent ), 'No weekly e-mail.' );
		$this->assertSame( '', (string) get_user_meta( $parent, Parent_Pin::META, true ), 'No PIN.' );
		$mode = $this->dispatch( 'GET', '/pp/v1/family/parent-mode' )->get_data();
		$this->assertFalse( $mode['open'], 'Parent mode is closed.' );
		$this->assertFalse( $mode['pinSet'], 'And no PIN is set.' );
		$this->assertTrue( $this->dispatch( 'GET', '/pp/v1/family/children' )->get_data()['consentNeeded'], 'Starting again asks for the consent again.' );
	}

	/**
	 * The child ids of every play-time and state row.
	 *
	 * @return list<string>
	 */
	private static function child_ids_with_data(): array {
		global $wpdb;
		return $wpdb->get_col( 'SELECT child_id FROM ' . Schema::play_time_table() . ' UNION ALL SELECT child_id FROM ' . Schema::child_appadoos_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
	}
}
