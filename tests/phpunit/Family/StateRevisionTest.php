<?php
/**
 * Each saved state has a revision; a save based on an older one is refused.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

/**
 * GET and PUT pp/v1/family/children/{id}/appadoos/{appadooId}/state with `revision`.
 */
final class StateRevisionTest extends FamilyTestCase {

	/**
	 * The state address.
	 *
	 * @param string $child_id   Child.
	 * @param int    $appadoo_id Appadoo.
	 */
	private static function path( string $child_id, int $appadoo_id ): string {
		return '/pp/v1/family/children/' . $child_id . '/appadoos/' . $appadoo_id . '/state';
	}

	/**
	 * Saves a state.
	 *
	 * @param string               $path     Address.
	 * @param int                  $revision Revision it is based on.
	 * @param array<string, mixed> $state    State.
	 */
	private function save( string $path, int $revision, array $state ): \WP_REST_Response {
		return $this->send_json(
			'PUT',
			$path,
			array(
				'revision' => $revision,
				'state'    => $state,
			)
		);
	}

	public function test_each_save_adds_one_and_a_save_on_an_older_revision_is_refused_with_the_servers_state(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		$path    = self::path( $child['id'], $appadoo );

		$this->assertSame( 0, $this->dispatch( 'GET', $path )->get_data()['revision'], 'Nothing stored: revision 0.' );
		$first = $this->save( $path, 0, array( 'level' => 1 ) );
		$this->assertSame( 200, $first->get_status(), 'The first save is taken.' );
		$this->assertSame( 1, $first->get_data()['revision'], 'It is revision 1.' );
		$this->assertSame( 2, $this->save( $path, 1, array( 'level' => 2 ) )->get_data()['revision'], 'A save on revision 1 makes 2.' );

		$before = self::family_snapshot();
		// A sibling's tablet, offline since revision 1, comes back with its older state.
		$stale = $this->save( $path, 1, array( 'level' => 1 ) );
		$this->assert_error( $stale, 409, 'playpal_family_state_stale', 'A save on revision 1 when 2 is stored' );
		$server = $stale->get_data()['data']['state'] ?? null;
		$this->assertIsArray( $server, 'The answer carries the server\'s state.' );
		$this->assertSame( 2, $server['revision'], 'At its revision.' );
		$this->assertSame( '{"level":2}', wp_json_encode( $server['state'] ), 'With the newer state.' );
		$this->assertSame( $appadoo, $server['appadooId'], 'Shaped as GET answers it.' );
		$this->assert_error( $this->save( $path, 7, array( 'level' => 9 ) ), 409, 'playpal_family_state_stale', 'A revision from the future' );
		$this->assert_error( $this->save( $path, 0, array( 'level' => 9 ) ), 409, 'playpal_family_state_stale', 'A first save when one is stored' );
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing stored by the refused saves.' );
		$this->assertSame( '{"level":2}', wp_json_encode( $this->dispatch( 'GET', $path )->get_data()['state'] ), 'The newer state stays.' );
	}

	public function test_play_reports_leave_the_revision_alone_and_a_progress_save_adds_one(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		$path    = self::path( $child['id'], $appadoo );

		// A play report makes the row (last played) before any save: the revision stays 0.
		$this->play( $child['id'], $appadoo, self::session(), 30 );
		$this->assertSame( 0, $this->dispatch( 'GET', $path )->get_data()['revision'], 'Marking a play is no save.' );
		$this->assertSame( 1, $this->save( $path, 0, array( 'a' => 1 ) )->get_data()['revision'], 'The first save on that row is taken.' );
		$this->play( $child['id'], $appadoo, self::session(), 30 );
		$progress = $this->send_json(
			'PUT',
			$path,
			array(
				'revision' => 1,
				'progress' => array(
					'score'     => 5,
					'completed' => true,
				),
			)
		);
		$this->assertSame( 2, $progress->get_data()['revision'], 'A progress save is a save too.' );
		$this->assertSame( '{"a":1}', wp_json_encode( $progress->get_data()['state'] ), 'It keeps the state.' );
	}

	public function test_a_save_needs_a_revision(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		$path    = self::path( $child['id'], $appadoo );
		$before  = self::family_snapshot();

		$missing = $this->send_json( 'PUT', $path, array( 'state' => array( 'a' => 1 ) ) );
		$this->assertSame( 400, $missing->get_status(), 'Without a revision: refused.' );
		foreach ( array( '"1"', '-1', '1.5', 'null', 'true', '4294967296' ) as $bad ) {
			$response = $this->send_raw( 'PUT', $path, '{"revision":' . $bad . ',"state":{"a":1}}' );
			$this->assertSame( 400, $response->get_status(), "Revision {$bad}: refused." );
		}
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing stored.' );
	}
}
