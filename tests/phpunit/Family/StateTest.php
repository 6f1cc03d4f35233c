<?php
/**
 * Saved state and progress per child per Appadoo.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Appadoos\Appadoo_Deployment;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Family\Child_Appadoo_State;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;

/**
 * The route pp/v1/family/children/{id}/appadoos/{appadooId}/state.
 */
final class StateTest extends FamilyTestCase {

	/**
	 * The state address.
	 *
	 * @param string $child_id   Child.
	 * @param int    $appadoo_id Appadoo.
	 */
	private static function path( string $child_id, int $appadoo_id ): string {
		return '/pp/v1/family/children/' . $child_id . '/appadoos/' . $appadoo_id . '/state';
	}

	public function test_state_and_progress_are_saved_and_loaded_per_child_and_appadoo(): void {
		$parent = $this->parent_signed_in();
		$a      = $this->add_child( array( 'nickname' => 'A' ) );
		$b      = $this->add_child( array( 'nickname' => 'B' ) );
		$ocean  = $this->appadoo( $parent, 'Ocean' );
		$space  = $this->appadoo( $parent, 'Space' );

		$saved = $this->send_json(
			'PUT',
			self::path( $a['id'], $ocean ),
			array(
				'revision' => 0,
				'state'    => array(
					'level' => 3,
					'bag'   => array( 'shell', 'star' ),
				),
				'progress' => array(
					'score'     => 42.5,
					'completed' => false,
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), 'Saved: ' . wp_json_encode( $saved->get_data() ) );

		$loaded = $this->dispatch( 'GET', self::path( $a['id'], $ocean ) )->get_data();
		$this->assertSame( '{"level":3,"bag":["shell","star"]}', wp_json_encode( $loaded['state'] ), 'The state comes back as saved.' );
		$this->assertSame(
			array(
				'score'     => 42.5,
				'completed' => false,
			),
			$loaded['progress'],
			'The progress too.'
		);
		$this->assertNull( $this->dispatch( 'GET', self::path( $b['id'], $ocean ) )->get_data()['state'], 'Another child has no state in the same Appadoo.' );
		$this->assertNull( $this->dispatch( 'GET', self::path( $a['id'], $space ) )->get_data()['state'], 'The same child has none in another Appadoo.' );

		$this->send_json(
			'PUT',
			self::path( $a['id'], $ocean ),
			array(
				'revision' => 1,
				'progress' => array(
					'score'     => null,
					'completed' => true,
				),
			)
		);
		$after = $this->dispatch( 'GET', self::path( $a['id'], $ocean ) )->get_data();
		$this->assertSame( '{"level":3,"bag":["shell","star"]}', wp_json_encode( $after['state'] ), 'Saving only the progress keeps the state.' );
		$this->assertSame(
			array(
				'score'     => null,
				'completed' => true,
			),
			$after['progress'],
			'The progress changed.'
		);

		$this->send_json(
			'PUT',
			self::path( $a['id'], $ocean ),
			array(
				'revision' => 2,
				'state'    => new \stdClass(),
			)
		);
		$this->assertSame( '{}', wp_json_encode( $this->dispatch( 'GET', self::path( $a['id'], $ocean ) )->get_data()['state'] ), 'An empty state stays an object.' );
	}

	public function test_a_state_over_64_kb_is_refused_with_413_and_one_at_the_limit_is_kept(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		// {"s":"…"} is 8 bytes around the text.
		$at_limit = array( 's' => str_repeat( 'x', Child_Appadoo_State::MAX_STATE_BYTES - 8 ) );
		$over     = array( 's' => str_repeat( 'x', Child_Appadoo_State::MAX_STATE_BYTES - 7 ) );

		$this->assertSame(
			200,
			$this->send_json(
				'PUT',
				self::path( $child['id'], $appadoo ),
				array(
					'revision' => 0,
					'state'    => $at_limit,
				)
			)->get_status(),
			'Exactly 64 KB is kept.'
		);
		$before = self::family_snapshot();
		$this->assert_error(
			$this->send_json(
				'PUT',
				self::path( $child['id'], $appadoo ),
				array(
					'revision' => 1,
					'state'    => $over,
				)
			),
			413,
			'playpal_family_state_too_large',
			'One byte over'
		);
		$huge = $this->send_json(
			'PUT',
			self::path( $child['id'], $appadoo ),
			array(
				'revision' => 1,
				'state'    => array( 's' => str_repeat( 'y', 300000 ) ),
			)
		);
		$this->assert_error( $huge, 413, 'playpal_family_state_too_large', 'A body far over' );
		$this->assertSame( Child_Appadoo_State::MAX_STATE_BYTES, $huge->get_data()['data']['maxBytes'] ?? null, 'The answer says the limit.' );
		$this->assertEquals( $before, self::family_snapshot(), 'The refused states changed nothing.' );
	}

	/**
	 * States that are not JSON objects.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function not_objects(): array {
		return array(
			'a list'        => array( '{"revision":0,"state":[1,2]}' ),
			'an empty list' => array( '{"revision":0,"state":[]}' ),
			'a string'      => array( '{"revision":0,"state":"saved"}' ),
			'a number'      => array( '{"revision":0,"state":7}' ),
			'null'          => array( '{"revision":0,"state":null}' ),
			'too deep'      => array( '{"revision":0,"state":' . str_repeat( '{"a":', 40 ) . '1' . str_repeat( '}', 40 ) . '}' ),
		);
	}

	/**
	 * @dataProvider not_objects
	 *
	 * @param string $body Raw body.
	 */
	public function test_a_state_must_be_a_json_object( string $body ): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		$before  = self::family_snapshot();

		$response = $this->send_raw( 'PUT', self::path( $child['id'], $appadoo ), $body );

		$this->assertSame( 400, $response->get_status(), 'Refused: ' . substr( $body, 0, 40 ) . ' → ' . wp_json_encode( $response->get_data() ) );
		$this->assertEquals( $before, self::family_snapshot(), 'Nothing stored.' );
	}

	public function test_only_appadoos_the_family_may_play_keep_state(): void {
		$stranger = $this->user();
		$private  = $this->appadoo( $stranger, 'Private' );
		$live     = $this->appadoo( $stranger, 'Live' );
		( new Appadoo_Deployment( new Feature_Flags( new Settings() ), new Appadoo_Repository() ) )->deploy( get_post( $live ) );
		$this->parent_signed_in();
		$child = $this->add_child();

		$this->assert_error(
			$this->send_json(
				'PUT',
				self::path( $child['id'], $private ),
				array(
					'revision' => 0,
					'state'    => array( 'a' => 1 ),
				)
			),
			404,
			'playpal_appadoo_not_found',
			'Someone else\'s private Appadoo'
		);
		$this->assert_error( $this->dispatch( 'GET', self::path( $child['id'], $private ) ), 404, 'playpal_appadoo_not_found', 'Reading it' );
		$this->assertSame( 0, self::count_rows( Schema::child_appadoos_table() ), 'Nothing stored for it.' );
		$this->assertSame(
			200,
			$this->send_json(
				'PUT',
				self::path( $child['id'], $live ),
				array(
					'revision' => 0,
					'state'    => array( 'a' => 1 ),
				)
			)->get_status(),
			'A Live Appadoo keeps state.'
		);
	}

	public function test_deleting_an_appadoo_forgets_every_childs_state_in_it(): void {
		$parent  = $this->parent_signed_in();
		$child   = $this->add_child();
		$appadoo = $this->appadoo( $parent );
		$this->send_json(
			'PUT',
			self::path( $child['id'], $appadoo ),
			array(
				'revision' => 0,
				'state'    => array( 'a' => 1 ),
			)
		);

		( new Appadoo_Repository() )->delete( get_post( $appadoo ) );

		$this->assertSame( 0, self::count_rows( Schema::child_appadoos_table() ), 'The state went with the Appadoo.' );
	}
}
