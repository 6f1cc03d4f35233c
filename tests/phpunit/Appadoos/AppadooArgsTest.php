<?php
/**
 * Every argument rule of the Appadoo routes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Appadoos\Appadoo_Meta;

/**
 * Names, templates, play settings, scope and ids: the good values pass, the
 * bad ones are 400 with a WordPress or PlayPal code, never a 500.
 */
final class AppadooArgsTest extends AppadooTestCase {

	/**
	 * Bodies a create must refuse, with the code it answers.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_create_bodies(): array {
		$ok = array( 'template' => self::TEMPLATE );
		return array(
			'no template'               => array( array( 'name' => 'A' ), 'rest_missing_callback_param' ),
			'empty object'              => array( new \stdClass(), 'rest_missing_callback_param' ),
			'template null'             => array( array( 'template' => null ), 'rest_missing_callback_param' ),
			'template a number'         => array( array( 'template' => 42 ), 'rest_invalid_param' ),
			'template a list'           => array( array( 'template' => array( self::TEMPLATE ) ), 'rest_invalid_param' ),
			'template an object'        => array( array( 'template' => array( 'id' => self::TEMPLATE ) ), 'rest_invalid_param' ),
			'template true'             => array( array( 'template' => true ), 'rest_invalid_param' ),
			'template empty'            => array( array( 'template' => '' ), 'rest_invalid_param' ),
			'template 65 characters'    => array( array( 'template' => str_repeat( 'a', 65 ) ), 'rest_invalid_param' ),
			'template unknown'          => array( array( 'template' => 'nope' ), 'playpal_unknown_template' ),
			'name null'                 => array( $ok + array( 'name' => null ), 'rest_invalid_param' ),
			'name a number'             => array( $ok + array( 'name' => 7 ), 'rest_invalid_param' ),
			'name false'                => array( $ok + array( 'name' => false ), 'rest_invalid_param' ),
			'name a list'               => array( $ok + array( 'name' => array( 'A' ) ), 'rest_invalid_param' ),
			'name empty'                => array( $ok + array( 'name' => '' ), 'rest_invalid_param' ),
			'name only spaces'          => array( $ok + array( 'name' => "  \t\n " ), 'rest_invalid_param' ),
			'name only no-break spaces' => array( $ok + array( 'name' => "\u{00A0}\u{2003}" ), 'rest_invalid_param' ),
			'name 101 characters'       => array( $ok + array( 'name' => str_repeat( 'n', 101 ) ), 'rest_invalid_param' ),
			'name 101 emoji'            => array( $ok + array( 'name' => str_repeat( '😀', 101 ) ), 'rest_invalid_param' ),
			'name 5000 characters'      => array( $ok + array( 'name' => str_repeat( 'x', 5000 ) ), 'rest_invalid_param' ),
			'body a string'             => array( 'just a string', 'rest_invalid_json' ),
			'body a number'             => array( 12345, 'rest_invalid_json' ),
			'body true'                 => array( true, 'rest_invalid_json' ),
			'body a list'               => array( array( $ok ), 'rest_missing_callback_param' ),
			'body an empty list'        => array( array(), 'rest_missing_callback_param' ),
		);
	}

	#[DataProvider( 'bad_create_bodies' )]
	public function test_a_create_with_a_bad_field_is_400_and_writes_nothing( mixed $body, string $code ): void {
		$this->log_in_as( 'subscriber' );
		$before = $this->count_appadoos();

		$response = $this->send_json( 'POST', '/pp/v1/appadoos', $body );

		$this->assert_error( $response, 400, $code, 'POST ' . wp_json_encode( $body ) );
		$this->assertSame( $before, $this->count_appadoos(), 'Nothing was written.' );
	}

	/**
	 * Bodies a change must refuse, with the code it answers.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_change_bodies(): array {
		$settings = static fn( mixed $value ): array => array( 'settings' => $value );
		return array(
			'empty object'                        => array( new \stdClass(), 'playpal_nothing_to_update' ),
			'only unknown fields'                 => array( array( 'template' => 'space-station-alpha' ), 'playpal_nothing_to_update' ),
			'name null'                           => array( array( 'name' => null ), 'rest_invalid_param' ),
			'name a number'                       => array( array( 'name' => 1.5 ), 'rest_invalid_param' ),
			'name an object'                      => array( array( 'name' => array( 'first' => 'A' ) ), 'rest_invalid_param' ),
			'name empty'                          => array( array( 'name' => '' ), 'rest_invalid_param' ),
			'name 101 characters'                 => array( array( 'name' => str_repeat( 'é', 101 ) ), 'rest_invalid_param' ),
			'settings null'                       => array( $settings( null ), 'rest_invalid_param' ),
			'settings a string'                   => array( $settings( 'unlimited' ), 'rest_invalid_param' ),
			'settings an empty string'            => array( $settings( '' ), 'rest_invalid_param' ),
			'settings a number'                   => array( $settings( 30 ), 'rest_invalid_param' ),
			'settings true'                       => array( $settings( true ), 'rest_invalid_param' ),
			'settings a list'                     => array( $settings( array( true, '30' ) ), 'rest_invalid_param' ),
			'settings an unknown key'             => array( $settings( array( 'volume' => 11 ) ), 'rest_invalid_param' ),
			'settings a known and an unknown key' => array(
				$settings(
					array(
						'hdgFilter' => false,
						'HdgFilter' => true,
					)
				),
				'rest_invalid_param',
			),
			'timeLimit an integer'                => array( $settings( array( 'timeLimit' => 30 ) ), 'rest_invalid_param' ),
			'timeLimit "0"'                       => array( $settings( array( 'timeLimit' => '0' ) ), 'rest_invalid_param' ),
			'timeLimit "1441"'                    => array( $settings( array( 'timeLimit' => '1441' ) ), 'rest_invalid_param' ),
			'timeLimit "9999"'                    => array( $settings( array( 'timeLimit' => '9999' ) ), 'rest_invalid_param' ),
			'timeLimit "030"'                     => array( $settings( array( 'timeLimit' => '030' ) ), 'rest_invalid_param' ),
			'timeLimit " 30"'                     => array( $settings( array( 'timeLimit' => ' 30' ) ), 'rest_invalid_param' ),
			'timeLimit "30\n"'                    => array( $settings( array( 'timeLimit' => "30\n" ) ), 'rest_invalid_param' ),
			'timeLimit "-5"'                      => array( $settings( array( 'timeLimit' => '-5' ) ), 'rest_invalid_param' ),
			'timeLimit "1.5"'                     => array( $settings( array( 'timeLimit' => '1.5' ) ), 'rest_invalid_param' ),
			'timeLimit "Unlimited"'               => array( $settings( array( 'timeLimit' => 'Unlimited' ) ), 'rest_invalid_param' ),
			'timeLimit empty'                     => array( $settings( array( 'timeLimit' => '' ) ), 'rest_invalid_param' ),
			'timeLimit null'                      => array( $settings( array( 'timeLimit' => null ) ), 'rest_invalid_param' ),
			'hdgFilter "true"'                    => array( $settings( array( 'hdgFilter' => 'true' ) ), 'rest_invalid_param' ),
			'hdgFilter 1'                         => array( $settings( array( 'hdgFilter' => 1 ) ), 'rest_invalid_param' ),
			'hdgFilter null'                      => array( $settings( array( 'hdgFilter' => null ) ), 'rest_invalid_param' ),
			'printEnabled "0"'                    => array( $settings( array( 'printEnabled' => '0' ) ), 'rest_invalid_param' ),
			'printEnabled a list'                 => array( $settings( array( 'printEnabled' => array( false ) ) ), 'rest_invalid_param' ),
			'a good name with bad settings'       => array(
				array(
					'name'     => 'Fine',
					'settings' => array( 'timeLimit' => '0' ),
				),
				'rest_invalid_param',
			),
			'body a string'                       => array( 'rename me', 'rest_invalid_json' ),
			'body a list'                         => array( array( array( 'name' => 'A' ) ), 'playpal_nothing_to_update' ),
		);
	}

	#[DataProvider( 'bad_change_bodies' )]
	public function test_a_change_with_a_bad_field_is_400_for_patch_and_put_and_changes_nothing( mixed $body, string $code ): void {
		$me = $this->log_in_as( 'subscriber' );
		$id = $this->appadoo( $me, 'Original' );

		foreach ( array( 'PATCH', 'PUT' ) as $method ) {
			$response = $this->send_json( $method, "/pp/v1/appadoos/{$id}", $body );
			$this->assert_error( $response, 400, $code, "{$method} " . wp_json_encode( $body ) );
		}

		clean_post_cache( $id );
		$this->assertSame( 'Original', get_post( $id )->post_title, 'The name is unchanged.' );
		$this->assertSame( Appadoo_Meta::default_settings(), get_post_meta( $id, Appadoo_Meta::SETTINGS, true ), 'The settings are unchanged.' );
	}

	/**
	 * Settings at the edges of the rules, and what is stored.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: array<string, mixed>}>
	 */
	public static function good_settings(): array {
		return array(
			'one minute'        => array( array( 'timeLimit' => '1' ), array_merge( Appadoo_Meta::default_settings(), array( 'timeLimit' => '1' ) ) ),
			'a whole day'       => array( array( 'timeLimit' => '1440' ), array_merge( Appadoo_Meta::default_settings(), array( 'timeLimit' => '1440' ) ) ),
			'999 minutes'       => array( array( 'timeLimit' => '999' ), array_merge( Appadoo_Meta::default_settings(), array( 'timeLimit' => '999' ) ) ),
			'unlimited'         => array( array( 'timeLimit' => 'unlimited' ), array_merge( Appadoo_Meta::default_settings(), array( 'timeLimit' => 'unlimited' ) ) ),
			'filter off'        => array( array( 'hdgFilter' => false ), array_merge( Appadoo_Meta::default_settings(), array( 'hdgFilter' => false ) ) ),
			'printing off'      => array( array( 'printEnabled' => false ), array_merge( Appadoo_Meta::default_settings(), array( 'printEnabled' => false ) ) ),
			'nothing to change' => array( array(), Appadoo_Meta::default_settings() ),
			'all three'         => array(
				array(
					'timeLimit'    => '45',
					'hdgFilter'    => false,
					'printEnabled' => false,
				),
				array(
					'timeLimit'    => '45',
					'hdgFilter'    => false,
					'printEnabled' => false,
				),
			),
		);
	}

	/**
	 * Checks one good settings change.
	 *
	 * @param array<string, mixed> $sent     Settings sent.
	 * @param array<string, mixed> $expected Settings expected afterwards.
	 */
	#[DataProvider( 'good_settings' )]
	public function test_settings_at_the_edges_of_the_rules_are_accepted_and_merged( array $sent, array $expected ): void {
		$me = $this->log_in_as( 'subscriber' );
		$id = $this->appadoo( $me );

		$response = $this->send_json( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'settings' => (object) $sent ) );

		$this->assertSame( 200, $response->get_status(), 'PATCH ' . wp_json_encode( $sent ) . ' is accepted: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( $expected, $response->get_data()['appadoo']['settings'], 'The answer carries the merged settings.' );
		$this->assertSame( $expected, get_post_meta( $id, Appadoo_Meta::SETTINGS, true ), 'The merged settings are stored.' );
	}

	public function test_names_are_trimmed_and_white_space_runs_become_one_space_up_to_100_characters(): void {
		$me = $this->log_in_as( 'subscriber' );
		$id = $this->appadoo( $me );

		$cases = array(
			"  Sea\t\tLife \n Fun  "           => 'Sea Life Fun',
			str_repeat( '😀', 100 )             => str_repeat( '😀', 100 ),
			' ' . str_repeat( 'n', 100 ) . ' ' => str_repeat( 'n', 100 ),
			'Ünïcödé ✓ 日本語'                    => 'Ünïcödé ✓ 日本語',
		);
		foreach ( $cases as $sent => $stored ) {
			$response = $this->dispatch( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'name' => (string) $sent ) );
			$this->assertSame( 200, $response->get_status(), 'The name ' . wp_json_encode( $sent ) . ' is accepted.' );
			$this->assertSame( $stored, $response->get_data()['appadoo']['name'], 'The name ' . wp_json_encode( $sent ) . ' is stored cleaned.' );
		}
	}

	public function test_a_name_error_names_the_rule(): void {
		$this->log_in_as( 'subscriber' );

		$empty = $this->dispatch(
			'POST',
			'/pp/v1/appadoos',
			array(
				'name'     => '   ',
				'template' => self::TEMPLATE,
			)
		)->get_data();
		$long  = $this->dispatch(
			'POST',
			'/pp/v1/appadoos',
			array(
				'name'     => str_repeat( 'n', 101 ),
				'template' => self::TEMPLATE,
			)
		)->get_data();

		$this->assertSame( 'playpal_invalid_name', $empty['data']['details']['name']['code'] ?? null, 'An empty name has its own code in the details.' );
		$this->assertSame( 'Please give the Appadoo a name.', $empty['data']['params']['name'] ?? null, 'An empty name says so.' );
		$this->assertSame( 'The name can be at most 100 characters long.', $long['data']['params']['name'] ?? null, 'A long name says how long it may be.' );
	}

	public function test_scope_must_be_mine_or_all(): void {
		$this->log_in_as( 'administrator' );

		foreach ( array( 'ALL', 'everyone', '', 'mine ' ) as $scope ) {
			$response = $this->dispatch( 'GET', '/pp/v1/appadoos', array( 'scope' => $scope ) );
			$this->assert_error( $response, 400, 'rest_invalid_param', "scope={$scope}" );
		}
		$list = $this->dispatch( 'GET', '/pp/v1/appadoos', array( 'scope' => array( 'all' ) ) );
		$this->assert_error( $list, 400, 'rest_invalid_param', 'scope[]=all' );
	}

	public function test_ids_that_are_not_appadoos_are_404(): void {
		$me    = $this->log_in_as( 'subscriber' );
		$page  = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'private',
				'post_author' => $me,
				'post_title'  => 'A page of mine',
			)
		);
		$trash = $this->appadoo( $me );
		wp_update_post(
			array(
				'ID'          => $trash,
				'post_status' => 'trash',
			)
		);

		foreach ( array( 0, $page, $trash, PHP_INT_MAX ) as $id ) {
			$this->assert_error( $this->dispatch( 'GET', "/pp/v1/appadoos/{$id}" ), 404, 'playpal_appadoo_not_found', "GET /appadoos/{$id}" );
		}
		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/appadoos/99999999999999999999999' ), 404, 'playpal_appadoo_not_found', 'An id beyond the integer range' );
		$this->assert_error( $this->dispatch( 'GET', '/pp/v1/appadoos/abc' ), 404, 'rest_no_route', 'A non-numeric id matches no route' );
		$this->assert_error( $this->dispatch( 'POST', "/pp/v1/appadoos/{$page}" ), 404, 'rest_no_route', 'POST is not a method of an Appadoo' );
	}
}
