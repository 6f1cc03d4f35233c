<?php
/**
 * Who may use pp/v1/creations, and whose creations they see and edit.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Members\Member_Meta;
use WP_REST_Request;

/**
 * Membership is the server's fact: no cookie, header or parameter a browser
 * sends opens a members-only route. A creator sees and edits only their own
 * creations; someone else's answers like one that does not exist.
 */
final class CreationAccessTest extends CreationTestCase {

	public function test_guests_get_401_and_non_members_and_expired_members_get_403(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'GET', '/pp/v1/creations' )->get_status(), 'A guest is asked to sign in.' );
		$this->assertSame( 401, $this->send_creation( self::creation_form(), array( self::file( 'a.pdf', self::pdf_bytes() ) ) )->get_status(), 'A guest cannot submit.' );

		foreach ( array(
			'a subscriber'          => fn() => $this->sign_in_creator( false ),
			'an expired member'     => fn() => $this->sign_in_creator( true, '2020-01-31' ),
			'a member switched off' => function () {
				$id = $this->sign_in_creator();
				( new Member_Meta() )->set_membership( $id, false, null );
			},
		) as $who => $make ) {
			$make();
			$list = $this->dispatch( 'GET', '/pp/v1/creations' );
			$this->assertSame( 403, $list->get_status(), "{$who} cannot list creations." );
			$this->assertSame( 'playpal_not_member', $list->get_data()['code'], "{$who} is told it is for members." );
			$this->assertSame( 403, $this->send_creation( self::creation_form(), array( self::file( 'a.pdf', self::pdf_bytes() ) ) )->get_status(), "{$who} cannot submit." );
		}
		$this->assertSame( 0, self::count_creations(), 'Nothing was stored.' );
		$this->assertSame( 0, self::count_attachments(), 'No attachment was made.' );
	}

	public function test_a_browser_storage_membership_flag_opens_nothing(): void {
		$this->sign_in_creator( false );
		// What the spec's browser keeps (a member flag "true" and an expiry), sent every way a browser could.
		$_COOKIE['playpal_cif_member'] = 'true';
		$_COOKIE['cif_membership']     = '{"member":"true","expiry":"2099-01-01"}';
		$request                       = new WP_REST_Request( 'GET', '/pp/v1/creations' );
		$request->set_header( 'X-PlayPal-Member', 'true' );
		$request->set_header( 'Cookie', 'playpal_cif_member=true' );
		$request->set_query_params(
			array(
				'member'      => 'true',
				'memberUntil' => '2099-01-01',
			)
		);
		$list = rest_ensure_response( rest_get_server()->dispatch( $request ) );
		$post = $this->send_creation( self::creation_form( array( 'member' => 'true' ) ), array( self::file( 'a.pdf', self::pdf_bytes() ) ) );
		$me   = $this->dispatch( 'GET', '/pp/v1/me' )->get_data();
		unset( $_COOKIE['playpal_cif_member'], $_COOKIE['cif_membership'] );

		$this->assertSame( 403, $list->get_status(), 'The dashboard\'s list stays closed.' );
		$this->assertSame( 403, $post->get_status(), 'Submitting stays closed.' );
		$this->assertFalse( $me['member'], 'pp/v1/me, which the dashboard follows, still says not a member.' );
		$this->assertSame( 0, self::count_creations(), 'Nothing was stored.' );
	}

	public function test_a_creator_lists_reads_and_edits_only_their_own_creations(): void {
		$alice    = $this->sign_in_creator();
		$alice_id = (int) $this->send_creation( self::creation_form( array( 'title' => 'Alice cards' ) ), array( self::file( 'a.pdf', self::pdf_bytes() ) ) )->get_data()['id'];
		$bob      = $this->sign_in_creator();
		$bob_id   = (int) $this->send_creation( self::creation_form( array( 'title' => 'Bob cards' ) ), array( self::file( 'b.pdf', self::pdf_bytes() ) ) )->get_data()['id'];

		$bobs = $this->dispatch( 'GET', '/pp/v1/creations' )->get_data();
		$this->assertSame( array( 'Bob cards' ), array_column( $bobs['creations'], 'title' ), 'Bob sees only his creation.' );
		$this->assertFalse( $bobs['sample'], 'Real creations are not a sample.' );

		$peek = $this->dispatch( 'GET', "/pp/v1/creations/{$alice_id}" );
		$this->assertSame( 404, $peek->get_status(), 'Bob cannot read Alice\'s creation.' );
		$this->assertSame( 'playpal_creation_not_found', $peek->get_data()['code'], 'It answers like a missing one.' );
		$edit = $this->dispatch( 'PUT', "/pp/v1/creations/{$alice_id}", array( 'title' => 'Taken over' ) );
		$this->assertSame( 404, $edit->get_status(), 'Bob cannot edit Alice\'s creation.' );
		$this->assertSame( 'Alice cards', get_post( $alice_id )->post_title, 'Alice\'s creation is unchanged.' );

		$own = $this->dispatch(
			'PUT',
			"/pp/v1/creations/{$bob_id}",
			array(
				'title'      => 'Bob cards, second edition',
				'tags'       => 'b, B , c',
				'difficulty' => 'medium',
			)
		);
		$this->assertSame( 200, $own->get_status(), 'Bob edits his own: ' . wp_json_encode( $own->get_data() ) );
		$this->assertSame( 'Bob cards, second edition', $own->get_data()['title'], 'The title changed.' );
		$this->assertSame( array( 'b', 'c' ), $own->get_data()['tags'], 'Tags are cleaned on edit too.' );
		$this->assertSame( 400, $this->dispatch( 'PUT', "/pp/v1/creations/{$bob_id}", array( 'title' => '' ) )->get_status(), 'The title stays required.' );

		wp_set_current_user( $alice );
		$alices = $this->dispatch( 'GET', '/pp/v1/creations' )->get_data();
		$this->assertSame( array( 'Alice cards' ), array_column( $alices['creations'], 'title' ), 'Alice sees only hers.' );
		$this->assertSame( 200, $this->dispatch( 'GET', "/pp/v1/creations/{$alice_id}" )->get_status(), 'Alice reads her own.' );
		$this->assertSame( 404, $this->dispatch( 'GET', "/pp/v1/creations/{$bob_id}" )->get_status(), 'And not Bob\'s.' );
		unset( $bob );
	}

	public function test_sample_creations_show_only_with_mock_data_and_only_while_there_are_none(): void {
		$this->sign_in_creator();
		$empty = $this->dispatch( 'GET', '/pp/v1/creations' )->get_data();
		$this->assertSame( array(), $empty['creations'], 'With mock data off a new creator has an empty list.' );
		$this->assertFalse( $empty['sample'], 'And it is not a sample.' );

		$this->set_flags( array( 'mock_data' => true ) );
		$preview = $this->dispatch( 'GET', '/pp/v1/creations' )->get_data();
		$this->assertTrue( $preview['sample'], 'With mock data on, the list is the labelled sample.' );
		$this->assertNotEmpty( $preview['creations'], 'The sample has creations.' );
		$this->assertSame( array( true ), array_values( array_unique( array_column( $preview['creations'], 'sample' ) ) ), 'Every item is marked sample.' );

		$this->send_creation( self::creation_form(), array( self::file( 'a.pdf', self::pdf_bytes() ) ) );
		$real = $this->dispatch( 'GET', '/pp/v1/creations' )->get_data();
		$this->assertFalse( $real['sample'], 'Once the creator has one, the list is real.' );
		$this->assertCount( 1, $real['creations'], 'Only the real creation is listed.' );
	}
}
