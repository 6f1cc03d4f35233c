<?php
/**
 * The player's host page and the family ("Who's playing?").
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;

/**
 * `/play/{key}/` for a signed-in parent with children carries the chooser's
 * data and may reach the family routes; everyone else gets today's page.
 */
final class HostPageFamilyTest extends FamilyTestCase {

	/**
	 * The host page of an Appadoo for a person.
	 *
	 * @param int $appadoo_id Appadoo.
	 * @param int $user_id    Who opens it.
	 */
	private function host_page( int $appadoo_id, int $user_id ): Play_Response {
		return ( new Player( new Settings() ) )->respond( get_post( $appadoo_id )->post_name . '/', $user_id );
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

	public function test_a_parent_without_children_gets_todays_page(): void {
		$parent = $this->parent_signed_in();
		$page   = $this->host_page( $this->appadoo( $parent ), $parent );

		$this->assertSame( 200, $page->status );
		$this->assertNull( self::family_of( $page->body ), 'No family data without children.' );
		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" src="[^"]+/play/#', $page->body, 'The frame loads at once, as before.' );
		$this->assertStringNotContainsString( 'family', $page->headers['Content-Security-Policy'], 'The policy reaches the sessions endpoint only.' );
	}

	public function test_a_parent_with_children_gets_the_chooser_data_and_the_frame_waits(): void {
		$parent  = $this->parent_signed_in();
		$first   = $this->add_child(
			array(
				'nickname'       => 'Zoë & "Al"',
				'weekdayMinutes' => 1,
				'weekendMinutes' => 1,
			)
		);
		$second  = $this->add_child(
			array(
				'nickname' => 'Ben',
				'avatar'   => 'owl',
			)
		);
		$appadoo = $this->appadoo( $parent );
		$page    = $this->host_page( $appadoo, $parent );

		$this->assertSame( 200, $page->status );
		$this->assertSame( 'private, no-store', $page->headers['Cache-Control'], 'The page stays private.' );
		$this->assertStringNotContainsString( 'Zoë & "Al"', $page->body, 'The nickname is JSON-escaped (JSON_HEX_AMP), never raw HTML.' );
		$family = self::family_of( $page->body );
		$this->assertIsArray( $family, 'The chooser data is printed.' );
		$this->assertSame( array( 'device', 'appadooId', 'timeLimit', 'children', 'timeZone', 'rest', 'nonce', 'printable', 'strings', 'signOut' ), array_keys( $family ), 'Only what the host page needs.' );
		$this->assertSame( wp_timezone_string(), $family['timeZone'], 'The site\'s time zone, for the host\'s site day.' );
		$sign_out = $family['signOut'];
		$count    = static fn( int $n ): string => sprintf( $sign_out['unsentForms'][ (int) $sign_out['unsentIndex'][ $n ] ], $n );
		$this->assertSame( '1 minute of play not yet sent', $count( 1 ), 'The sign-out dialog\'s count takes the singular for 1…' );
		$this->assertSame( '2 minutes of play not yet sent', $count( 2 ), '…and the plural for 2…' );
		$this->assertSame( '0 minutes of play not yet sent', $count( 0 ), '…and for 0, as English says it.' );
		$this->assertSame( 200, strlen( $family['signOut']['unsentIndex'] ), 'A form for each number below 200.' );
		$this->assertSame( $appadoo, $family['appadooId'] );
		$this->assertSame( '30', $family['timeLimit'], 'The Appadoo\'s own limit (default 30 minutes).' );
		$this->assertSame( array( $first['id'], $second['id'] ), array_column( $family['children'], 'id' ) );
		$this->assertSame( 'Zoë & "Al"', $family['children'][0]['nickname'], 'The nickname reads back as typed.' );
		$this->assertSame( array( 'id', 'nickname', 'avatar', 'today' ), array_keys( $family['children'][0] ), 'No budget settings, no row id.' );
		$this->assertSame( 60, $family['children'][0]['today']['remainingSeconds'], 'Today\'s figures, as GET /family/children.' );
		$this->assertNull( $family['children'][1]['today']['remainingSeconds'], 'Unlimited reads as null.' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{16}$/', $family['device'], 'A device key, not the user id.' );
		$this->assertNotSame( (string) $parent, $family['device'] );
		$this->assertSame( 1, wp_verify_nonce( $family['nonce'], 'wp_rest' ), 'A working REST nonce.' );
		$this->assertSame( rest_url( 'pp/v1/family/children/' ), $family['rest'], 'The family routes\' base.' );
		$this->assertNull( $family['printable'], 'No downloads: the break screen suggests something generic.' );

		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" data-playpal-src="[^"]+/play/#', $page->body, 'The frame waits for the choice.' );
		$this->assertDoesNotMatchRegularExpression( '#<iframe[^>]* src=#', $page->body, 'Nothing loads before the choice.' );
		$csp = $page->headers['Content-Security-Policy'];
		$this->assertMatchesRegularExpression( '#connect-src \\S+/sessions \\S+#', $csp, 'The sessions endpoint and one more source.' );
		$this->assertStringContainsString( (string) strtok( $family['rest'], '?' ), $csp, 'The family routes are reachable.' );
		$this->assertStringContainsString( "default-src 'none'", $csp, 'Nothing else changed.' );
		$this->assertStringContainsString( "frame-ancestors 'none'", $csp );
	}

	public function test_guests_and_unplayable_appadoos_get_todays_page(): void {
		$owner = $this->user();
		$mine  = $this->appadoo( $owner );
		$this->assertSame( 404, $this->host_page( $mine, 0 )->status, 'A guest still gets 404 for a private Appadoo.' );

		$manager = $this->user( 'administrator' );
		$this->sign_in( $manager );
		$this->add_child();
		$page = $this->host_page( $mine, $manager );
		$this->assertSame( 200, $page->status, 'A site manager may play anyone\'s Appadoo…' );
		$this->assertIsArray( self::family_of( $page->body ), '…and so may their children (Playable_Appadoos).' );

		// A filter answering something malformed never breaks the page.
		add_filter( 'playpal_player_host_family', fn() => array( 'no' => 'rest' ), 20 );
		$page = $this->host_page( $mine, $manager );
		remove_all_filters( 'playpal_player_host_family', 20 );
		$this->assertNull( self::family_of( $page->body ), 'A configuration without the routes\' base is dropped.' );
		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" src=#', $page->body );
	}
}
