<?php
/**
 * Children's profiles: adding, the limit, consent, ownership, deleting.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Family\Consent_Record;
use PlayPal\Database\Schema;

/**
 * The routes pp/v1/family/children and pp/v1/family/children/{id}.
 */
final class ChildrenTest extends FamilyTestCase {

	public function test_a_parent_adds_a_child_with_only_the_allowed_fields_and_reads_it_back_privately(): void {
		$this->parent_signed_in();
		$child = $this->add_child(
			array(
				'nickname'       => '  Zoë  ',
				'avatar'         => 'owl',
				'ageBand'        => '6-8',
				'weekdayMinutes' => 30,
				'weekendMinutes' => null,
			)
		);

		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $child['id'], 'The id is opaque: 32 random hex characters.' );
		$this->assertSame( 'Zoë', $child['nickname'], 'The nickname is kept as typed, trimmed.' );
		$this->assertSame( array( 'owl', '6-8', 30, null ), array( $child['avatar'], $child['ageBand'], $child['weekdayMinutes'], $child['weekendMinutes'] ), 'Avatar, age band and budget are stored.' );
		$this->assertSame( array( 'id', 'nickname', 'avatar', 'ageBand', 'weekdayMinutes', 'weekendMinutes', 'createdAt', 'today' ), array_keys( $child ), 'A profile holds nothing more.' );

		$list = $this->dispatch( 'GET', '/pp/v1/family/children' );
		$this->assertSame( 200, $list->get_status(), 'The list answers.' );
		$this->assertSame( 'private, no-store', $list->get_headers()['Cache-Control'] ?? null, 'No browser or proxy keeps it.' );
		$this->assertSame( array( $child['id'] ), array_column( $list->get_data()['children'], 'id' ), 'The list holds the child.' );
		$this->assertSame( 6, $list->get_data()['max'], 'The list says the limit.' );
		$this->assertSame( Consent_Record::text(), $list->get_data()['consentText'], 'The list carries the consent text the tab shows.' );
	}

	public function test_a_guest_is_refused(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/family/children' );
		$this->assert_error( $response, 401, 'playpal_not_signed_in', 'A guest' );
		$post = $this->send_json(
			'POST',
			'/pp/v1/family/children',
			array(
				'nickname' => 'A',
				'avatar'   => 'fox',
			)
		);
		$this->assert_error( $post, 401, 'playpal_not_signed_in', 'A guest adding' );
		$this->assertSame( 0, self::count_rows( Schema::children_table() ), 'Nothing is stored for a guest.' );
	}

	public function test_a_parent_has_at_most_six_children(): void {
		$this->parent_signed_in();
		for ( $i = 1; $i <= 6; $i++ ) {
			$this->add_child( array( 'nickname' => 'Kid ' . $i ) );
		}
		$seventh = $this->send_json(
			'POST',
			'/pp/v1/family/children',
			array(
				'nickname' => 'Kid 7',
				'avatar'   => 'fox',
			)
		);

		$this->assert_error( $seventh, 409, 'playpal_family_children_limit', 'A seventh child' );
		$this->assertSame( 6, self::count_rows( Schema::children_table() ), 'Six profiles are stored, not seven.' );

		// Another parent has their own six.
		$this->parent_signed_in();
		$this->add_child();
		$this->assertSame( 7, self::count_rows( Schema::children_table() ), 'The limit is per parent.' );
	}

	public function test_the_first_child_records_the_consent_once(): void {
		$parent = $this->parent_signed_in();
		$this->assertNull( ( new Consent_Record() )->find( $parent ), 'No consent before any profile.' );
		$first  = $this->add_child();
		$record = ( new Consent_Record() )->find( $parent );

		$this->assertNotNull( $record, 'The first profile records the consent.' );
		$this->assertSame( $parent, $record['userId'], 'Who agreed.' );
		$this->assertSame( Consent_Record::VERSION, $record['version'], 'Which version of the text.' );
		$this->assertSame( Consent_Record::text(), $record['text'], 'The exact text shown.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $record['at'], 'When, in UTC.' );
		$this->assertEqualsWithDelta( time(), strtotime( $record['at'] ), 5, 'Now.' );

		update_user_meta( $parent, Consent_Record::META, array_merge( get_user_meta( $parent, Consent_Record::META, true ), array( 'at' => '2020-01-01T00:00:00Z' ) ) );
		$this->add_child( array( 'nickname' => 'Second' ) );
		$this->dispatch( 'DELETE', '/pp/v1/family/children/' . $first['id'] );
		$this->add_child( array( 'nickname' => 'Third' ) );
		$this->assertSame( '2020-01-01T00:00:00Z', ( new Consent_Record() )->find( $parent )['at'] ?? null, 'Later profiles keep the first record.' );
		$this->assertCount( 1, get_user_meta( $parent, Consent_Record::META ), 'One record, not one per profile.' );
		$this->assertSame( '2020-01-01T00:00:00Z', $this->dispatch( 'GET', '/pp/v1/family/children' )->get_data()['consent']['at'] ?? null, 'The list says when the parent agreed.' );
	}

	public function test_another_parents_child_reads_as_missing_everywhere(): void {
		$this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( get_current_user_id() );
		$this->assertSame( 200, $this->play( $child['id'], $appadoo, self::session(), 60 )->get_status(), 'Its own parent may report.' );
		$before = self::family_snapshot();

		$this->parent_signed_in();
		$path = '/pp/v1/family/children/' . $child['id'];
		$this->assert_error( $this->dispatch( 'GET', $path ), 404, 'playpal_family_child_not_found', 'GET another parent\'s child' );
		$this->assert_error( $this->send_json( 'PATCH', $path, array( 'nickname' => 'Mine' ) ), 404, 'playpal_family_child_not_found', 'PATCH' );
		$this->assert_error( $this->dispatch( 'DELETE', $path ), 404, 'playpal_family_child_not_found', 'DELETE' );
		$this->assert_error( $this->play( $child['id'], $appadoo, self::session(), 60 ), 404, 'playpal_family_child_not_found', 'A play report' );
		$this->assert_error( $this->dispatch( 'GET', $path . '/appadoos/' . $appadoo . '/state' ), 404, 'playpal_family_child_not_found', 'Reading its state' );
		$this->assert_error(
			$this->send_json(
				'PUT',
				$path . '/appadoos/' . $appadoo . '/state',
				array(
					'revision' => 0,
					'state'    => array( 'a' => 1 ),
				)
			),
			404,
			'playpal_family_child_not_found',
			'Writing its state'
		);
		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/family/children/' . str_repeat( '0', 32 ) ), 404, 'playpal_family_child_not_found', 'A made-up id' );
		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/family/children/1' ), 404, 'playpal_family_child_not_found', 'A row number' );
		$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/family/overview' )->get_data()['children'], 'Their overview holds none of it.' );
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing of the other family changed.' );
	}

	public function test_a_change_sets_only_the_fields_sent(): void {
		$this->parent_signed_in();
		$child   = $this->add_child( array( 'weekdayMinutes' => 30 ) );
		$changed = $this->send_json(
			'PATCH',
			'/pp/v1/family/children/' . $child['id'],
			array(
				'weekendMinutes' => 90,
				'ageBand'        => '3-5',
			)
		);

		$this->assertSame( 200, $changed->get_status(), 'The change is saved.' );
		$data = $changed->get_data();
		$this->assertSame( array( 'Sam', 30, 90, '3-5' ), array( $data['nickname'], $data['weekdayMinutes'], $data['weekendMinutes'], $data['ageBand'] ), 'Only the fields sent change.' );
		$this->assertNull(
			$this->send_json(
				'PATCH',
				'/pp/v1/family/children/' . $child['id'],
				array(
					'weekdayMinutes' => null,
					'ageBand'        => null,
				)
			)->get_data()['weekdayMinutes'],
			'A budget goes back to unlimited with null.'
		);
	}

	public function test_deleting_a_child_deletes_all_its_data_and_no_other_childs(): void {
		$parent  = $this->parent_signed_in();
		$gone    = $this->add_child( array( 'nickname' => 'Gone' ) );
		$kept    = $this->add_child( array( 'nickname' => 'Kept' ) );
		$appadoo = $this->appadoo( $parent );
		foreach ( array( $gone, $kept ) as $child ) {
			$this->play( $child['id'], $appadoo, self::session(), 120 );
			$this->send_json(
				'PUT',
				'/pp/v1/family/children/' . $child['id'] . '/appadoos/' . $appadoo . '/state',
				array(
					'revision' => 0,
					'state'    => array( 'level' => 2 ),
				)
			);
		}
		$kept_child = self::child( $parent, $kept['id'] );
		$this->assertSame( 4, self::count_rows( Schema::play_time_table() ) + self::count_rows( Schema::child_appadoos_table() ), 'Both children have play time and state.' );

		$deleted = $this->dispatch( 'DELETE', '/pp/v1/family/children/' . $gone['id'] );

		$this->assertSame( 200, $deleted->get_status(), 'The child is deleted.' );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $gone['id'],
			),
			$deleted->get_data(),
			'The answer says so.'
		);
		global $wpdb;
		$left = $wpdb->get_col( 'SELECT child_id FROM ' . Schema::play_time_table() . ' UNION ALL SELECT child_id FROM ' . Schema::child_appadoos_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assertSame( array( (string) $kept_child->id, (string) $kept_child->id ), $left, 'Only the other child\'s play time and state remain.' );
		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/family/children/' . $gone['id'] ), 404, 'playpal_family_child_not_found', 'The deleted child' );
	}

	public function test_deleting_the_parent_user_deletes_the_whole_family(): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$parent  = $this->parent_signed_in();
		$appadoo = $this->appadoo( $parent );
		$child   = $this->add_child();
		$this->play( $child['id'], $appadoo, self::session(), 100 );
		$this->set_first_pin( '1234' );
		$other = $this->parent_signed_in();
		$this->add_child( array( 'nickname' => 'Other' ) );
		wp_set_current_user( 0 );

		wp_delete_user( $parent );

		global $wpdb;
		$this->assertSame( array( (string) $other ), $wpdb->get_col( 'SELECT parent_id FROM ' . Schema::children_table() ), 'Only the other family\'s child remains.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assertSame( 0, self::count_rows( Schema::play_time_table() ), 'The play time went with the child.' );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->usermeta} WHERE user_id = %d", $parent ) ), 'The consent and the PIN went with the parent.' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Near misses of every field.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function refused_fields(): array {
		return array(
			'empty nickname'     => array( array( 'nickname' => '   ' ), 'nickname' ),
			'31 characters'      => array( array( 'nickname' => str_repeat( 'a', 31 ) ), 'nickname' ),
			'markup'             => array( array( 'nickname' => '<b>Sam</b>' ), 'nickname' ),
			'line break'         => array( array( 'nickname' => "Sam\nSmith" ), 'nickname' ),
			'right-to-left mark' => array( array( 'nickname' => "Sam\u{202E}" ), 'nickname' ),
			'unknown avatar'     => array( array( 'avatar' => 'photo.jpg' ), 'avatar' ),
			'unknown age band'   => array( array( 'ageBand' => '7' ), 'ageBand' ),
			'minutes as text'    => array( array( 'weekdayMinutes' => '30' ), 'weekdayMinutes' ),
			'fractional minutes' => array( array( 'weekdayMinutes' => 30.5 ), 'weekdayMinutes' ),
			'more than a day'    => array( array( 'weekendMinutes' => 1441 ), 'weekendMinutes' ),
			'negative'           => array( array( 'weekendMinutes' => -1 ), 'weekendMinutes' ),
			'a surname'          => array( array( 'surname' => 'Smith' ), 'surname' ),
			'a birth date'       => array( array( 'birthDate' => '2019-01-01' ), 'birthDate' ),
			'an e-mail'          => array( array( 'email' => 'kid@example.test' ), 'email' ),
		);
	}

	/**
	 * @dataProvider refused_fields
	 *
	 * @param array<string, mixed> $fields Fields that break the rules.
	 * @param string               $field  The field at fault.
	 */
	public function test_a_profile_refuses_anything_but_its_fields( array $fields, string $field ): void {
		$this->parent_signed_in();
		$response = $this->send_json(
			'POST',
			'/pp/v1/family/children',
			$fields + array(
				'nickname' => 'Sam',
				'avatar'   => 'fox',
			)
		);

		$this->assertSame( 400, $response->get_status(), "{$field} is refused: " . wp_json_encode( $response->get_data() ) );
		$this->assertSame( 0, self::count_rows( Schema::children_table() ), 'Nothing is stored.' );
		$this->assertSame( array(), get_user_meta( get_current_user_id(), Consent_Record::META ), 'No consent is recorded for a refused profile.' );
	}
}
