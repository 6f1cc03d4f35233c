<?php
/**
 * "Who's playing?" on a share link's page, and the one rule that lets the
 * family routes count time and keep state for a shared Appadoo.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Errors\Not_Found;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use WP_REST_Response;

/**
 * A signed-in parent who opened a share link (Play It Forward) gets the
 * chooser; the host page sends the share token it was handed with each
 * family request (`X-PlayPal-Share`), and Playable_Appadoos admits it as the
 * player does (Share_Codes::admit()). Without it, with a forged one, one of
 * another Appadoo, or once the share has expired, the Appadoo reads as
 * missing (404) and nothing is read or stored.
 */
final class SharedAppadooFamilyTest extends FamilyTestCase {

	private int $owner;

	private int $appadoo;

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'sharing' => true ) );
		add_filter( 'playpal_client_address', static fn(): string => '203.0.113.77' );
		$this->owner   = $this->user( 'subscriber', 'Ada' );
		$this->appadoo = $this->appadoo( $this->owner, 'Ocean for friends' );
	}

	protected function tearDown(): void {
		remove_all_filters( 'playpal_client_address' );
		parent::tearDown();
	}

	/**
	 * The owner shares an Appadoo; answers the code. The current user stays who it was.
	 *
	 * @param int $appadoo_id Appadoo.
	 */
	private function share( int $appadoo_id ): string {
		$before = get_current_user_id();
		wp_set_current_user( $this->owner );
		$response = $this->dispatch( 'POST', '/pp/v1/share-codes', array( 'appadooId' => $appadoo_id ) );
		wp_set_current_user( $before );
		$this->assertSame( 201, $response->get_status(), 'Shared: ' . wp_json_encode( $response->get_data() ) );
		return $response->get_data()['item']['shareCode'];
	}

	/**
	 * Someone opens a share link.
	 *
	 * @param int    $appadoo_id Appadoo.
	 * @param string $code       Share code.
	 * @param int    $user_id    Who (0: a guest).
	 */
	private function open_link( int $appadoo_id, string $code, int $user_id ): Play_Response {
		return ( new Player( new Settings() ) )->respond( get_post( $appadoo_id )->post_name . '/', $user_id, null, $code );
	}

	/**
	 * The family configuration printed in a host page, or null.
	 *
	 * @param string $html The page.
	 * @return array<string, mixed>|null
	 */
	private static function family_of( string $html ): ?array {
		if ( ! preg_match( '#<script type="application/json" id="playpal-family">(.*?)</script>#s', $html, $match ) ) {
			return null;
		}
		$decoded = json_decode( $match[1], true );
		return is_array( $decoded ) ? $decoded : null;
	}

	/**
	 * A parent with a child opens the share link; answers the child and the share token of the page.
	 *
	 * @return array{0: array<string, mixed>, 1: string}
	 */
	private function parent_on_share_page(): array {
		$parent = $this->parent_signed_in();
		$child  = $this->add_child( array( 'nickname' => 'Ana' ) );
		$page   = $this->open_link( $this->appadoo, $this->share( $this->appadoo ), $parent );
		$this->assertSame( 200, $page->status, 'The share link opens.' );
		$family = self::family_of( $page->body );
		$this->assertIsArray( $family, 'A signed-in parent with children gets the chooser on a share link.' );
		return array( $child, (string) $family['share'] );
	}

	/**
	 * The state address.
	 *
	 * @param string $child_id   Child.
	 * @param int    $appadoo_id Appadoo.
	 */
	private static function state_path( string $child_id, int $appadoo_id ): string {
		return '/pp/v1/family/children/' . $child_id . '/appadoos/' . $appadoo_id . '/state';
	}

	/**
	 * The three family requests about an Appadoo, sent with a share header (or none).
	 *
	 * @param string      $child_id   Child.
	 * @param int         $appadoo_id Appadoo.
	 * @param string|null $share      Header value, or null for none.
	 * @return array<string, WP_REST_Response>
	 */
	private function family_requests( string $child_id, int $appadoo_id, ?string $share ): array {
		$headers = null === $share ? array() : array( 'X-PlayPal-Share' => $share );
		$read    = $this->dispatch( 'GET', self::state_path( $child_id, $appadoo_id ), array(), $headers );
		return array(
			'GET state' => $read,
			'PUT state' => $this->dispatch(
				'PUT',
				self::state_path( $child_id, $appadoo_id ),
				array(
					// The revision just read (a refused read has none: 0).
					'revision' => (int) ( $read->get_data()['revision'] ?? 0 ),
					'state'    => array( 'stars' => 3 ),
					'progress' => array(
						'score'     => 3,
						'completed' => false,
					),
				),
				$headers
			),
			'POST play' => $this->dispatch(
				'POST',
				'/pp/v1/family/children/' . $child_id . '/play',
				array(
					'appadooId' => $appadoo_id,
					'session'   => self::session(),
					'seconds'   => 42,
				),
				$headers
			),
		);
	}

	/**
	 * Asserts each answer is the Appadoo's 404 and that nothing was stored.
	 *
	 * @param string      $child_id Child.
	 * @param int         $appadoo  Appadoo asked about.
	 * @param string|null $share    Header value.
	 * @param string      $context  What was sent.
	 */
	private function assert_refused( string $child_id, int $appadoo, ?string $share, string $context ): void {
		$before = self::family_snapshot();
		foreach ( $this->family_requests( $child_id, $appadoo, $share ) as $request => $response ) {
			$this->assert_error( $response, 404, 'playpal_appadoo_not_found', "{$request}, {$context}" );
		}
		$this->assertSame( $before, self::family_snapshot(), "Nothing stored: {$context}." );
	}

	public function test_a_share_link_opened_by_a_parent_with_children_asks_whos_playing(): void {
		$parent = $this->parent_signed_in();
		$this->add_child( array( 'nickname' => 'Ana' ) );
		$page = $this->open_link( $this->appadoo, $this->share( $this->appadoo ), $parent );

		$this->assertSame( 200, $page->status );
		$family = self::family_of( $page->body );
		$this->assertIsArray( $family, 'The chooser data is printed.' );
		$this->assertSame( $this->appadoo, $family['appadooId'] );
		$this->assertSame( array( 'Ana' ), array_column( $family['children'], 'nickname' ) );
		$this->assertMatchesRegularExpression( '/^s\d+-[0-9a-f]{16}-[0-9a-f]{32}$/', $family['share'], 'The page holds its share token.' );
		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" data-playpal-src="[^"]+/play/[^/"]+/' . preg_quote( $family['share'], '#' ) . '/#', $page->body, 'The frame waits for the choice, on the share token\'s address.' );
		$this->assertStringContainsString( (string) strtok( $family['rest'], '?' ), $page->headers['Content-Security-Policy'], 'The family routes are reachable.' );
		$this->assertStringContainsString( 'playpal_share=', $page->headers['Set-Cookie'] ?? '', 'The open still counts for the share\'s conversions.' );
	}

	public function test_a_guest_and_a_parent_without_children_keep_todays_share_page(): void {
		$code = $this->share( $this->appadoo );
		wp_set_current_user( 0 );
		$guest = $this->open_link( $this->appadoo, $code, 0 );
		$this->assertSame( 200, $guest->status );
		$this->assertNull( self::family_of( $guest->body ), 'A guest: no family.' );
		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" src="#', $guest->body, 'The frame loads at once.' );

		$childless = $this->parent_signed_in();
		$page      = $this->open_link( $this->appadoo, $code, $childless );
		$this->assertNull( self::family_of( $page->body ), 'A parent without children: no family.' );
		$this->assertStringNotContainsString( 'family', $page->headers['Content-Security-Policy'], 'The sessions endpoint alone.' );
	}

	public function test_a_valid_share_lets_the_family_count_time_and_keep_state(): void {
		[ $child, $share ] = $this->parent_on_share_page();

		$answers = $this->family_requests( $child['id'], $this->appadoo, $share );
		foreach ( $answers as $request => $response ) {
			$this->assertSame( 200, $response->get_status(), $request . ': ' . wp_json_encode( $response->get_data() ) );
		}
		$loaded = $this->dispatch( 'GET', self::state_path( $child['id'], $this->appadoo ), array(), array( 'X-PlayPal-Share' => $share ) )->get_data();
		$this->assertSame( '{"stars":3}', wp_json_encode( $loaded['state'] ), 'The state is kept for the shared Appadoo.' );
		$this->assertSame(
			array(
				'score'     => 3.0,
				'completed' => false,
			),
			$loaded['progress']
		);
		$this->assertSame( 42, $answers['POST play']->get_data()['today']['playedSeconds'], 'The time counts on the child\'s budget.' );
		$overview = $this->dispatch( 'GET', '/pp/v1/family/overview' )->get_data();
		$this->assertSame( 'Ocean for friends', $overview['children'][0]['appadoos'][0]['title'], 'The parent\'s view lists it.' );
	}

	public function test_without_a_share_a_forged_one_or_another_appadoos_the_shared_appadoo_is_missing(): void {
		[ $child, $share ] = $this->parent_on_share_page();
		$other             = $this->appadoo( $this->owner, 'Space for friends' );
		$other_page        = $this->open_link( $other, $this->share( $other ), get_current_user_id() );
		$other_share       = (string) self::family_of( $other_page->body )['share'];

		$this->assert_refused( $child['id'], $this->appadoo, null, 'no share header' );
		$this->assert_refused( $child['id'], $this->appadoo, '', 'an empty share header' );
		$this->assert_refused( $child['id'], $this->appadoo, substr( $share, 0, -1 ) . ( str_ends_with( $share, '0' ) ? '1' : '0' ), 'a forged signature' );
		$this->assert_refused( $child['id'], $this->appadoo, $other_share, 'another Appadoo\'s share' );
		$this->assert_refused( $child['id'], $this->appadoo, str_repeat( 's', 500 ), 'a long header' );
		// A share of one Appadoo opens no other: not the one it names, not a private one of the same owner.
		$this->assert_refused( $child['id'], $this->appadoo( $this->owner, 'Not shared' ), $share, 'a share for another Appadoo' );

		// Another parent's child is still another parent's, share or not.
		$parent = get_current_user_id();
		$this->sign_in( $this->owner );
		$owners_child = $this->add_child( array( 'nickname' => 'Own' ) );
		wp_set_current_user( $parent );
		$this->assert_error( $this->family_requests( $owners_child['id'], $this->appadoo, $share )['GET state'], 404, 'playpal_family_child_not_found', 'another parent\'s child' );

		wp_set_current_user( 0 );
		$this->assert_error( $this->family_requests( $child['id'], $this->appadoo, $share )['PUT state'], 401, 'playpal_not_signed_in', 'a guest with the token' );
	}

	public function test_an_expired_share_or_sharing_turned_off_is_missing_again(): void {
		[ $child, $share ] = $this->parent_on_share_page();
		$this->assertSame( 200, $this->family_requests( $child['id'], $this->appadoo, $share )['GET state']->get_status(), 'Admitted while the share lasts.' );

		// The token's own hour is over (its code still live): as the player, no more.
		try {
			self::services()->appadoos->find( $this->appadoo, get_current_user_id(), $share, time() + 2 * HOUR_IN_SECONDS );
			$this->fail( 'A share token past its hour still admitted the family.' );
		} catch ( Not_Found $missing ) {
			$this->assertSame( 'playpal_appadoo_not_found', $missing->get_error_code() );
		}

		$this->set_flags( array( 'sharing' => false ) );
		$this->assert_refused( $child['id'], $this->appadoo, $share, 'sharing turned off' );
		$this->set_flags( array( 'sharing' => true ) );

		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::share_codes_table() . ' SET expires_at = %s', gmdate( 'Y-m-d H:i:s', time() - 60 ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assert_refused( $child['id'], $this->appadoo, $share, 'the share code expired' );
	}
	public function test_fuzz_300_share_headers_on_the_writes_store_nothing(): void {
		[ $child, $share ] = $this->parent_on_share_page();
		mt_srand( 2511 );
		$before = self::family_snapshot();
		for ( $tried = 0, $i = 0; $tried < 300; $i++ ) {
			$header = match ( $i % 3 ) {
				// Near misses: the real token with one character changed, cut or grown.
				0 => substr_replace( $share, chr( mt_rand( 33, 126 ) ), mt_rand( 0, strlen( $share ) - 1 ), 1 ),
				1 => substr( $share, 0, mt_rand( 1, strlen( $share ) - 1 ) ) . ( 0 === mt_rand( 0, 1 ) ? '' : bin2hex( random_bytes( mt_rand( 1, 8 ) ) ) ),
				default => 's' . mt_rand( 0, PHP_INT_MAX ) . '-' . bin2hex( random_bytes( 8 ) ) . '-' . bin2hex( random_bytes( 16 ) ),
			};
			if ( $header === $share ) {
				continue; // The one value that is the token (a change to the same character).
			}
			$appadoo = 0 === $i % 2 ? $this->appadoo : $this->appadoo + 1000 + $i;
			$answer  = 0 === $i % 2
				? $this->dispatch(
					'PUT',
					self::state_path( $child['id'], $appadoo ),
					array(
						'revision' => 0,
						'state'    => array( 'i' => $i ),
					),
					array( 'X-PlayPal-Share' => $header )
				)
				: $this->dispatch(
					'POST',
					'/pp/v1/family/children/' . $child['id'] . '/play',
					array(
						'appadooId' => $appadoo,
						'session'   => self::session(),
						'seconds'   => 5,
					),
					array( 'X-PlayPal-Share' => $header )
				);
			$this->assertSame( 404, $answer->get_status(), 'Header ' . wp_json_encode( $header ) . ': ' . wp_json_encode( $answer->get_data() ) );
			++$tried;
		}
		$this->assertSame( 300, $tried );
		$this->assertSame( $before, self::family_snapshot(), 'No header but the page\'s own stored anything.' );
	}
}
