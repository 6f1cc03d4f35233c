<?php
/**
 * The host page the offline library saves, for a parent with children.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Appadoos\Player\Host_Page;
use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;

/**
 * The saved copy (`/play/{key}/?offline={token}`) carries the family
 * configuration the online page has, but no REST nonce (it is kept on the
 * device), says where a fresh one is asked, and may reach exactly that and
 * the family routes. Everyone without children keeps today's saved page.
 */
final class SavedHostPageFamilyTest extends FamilyTestCase {

	/**
	 * The saved copy of an Appadoo's host page, fetched as the offline library does.
	 *
	 * @param int $appadoo_id Appadoo.
	 * @param int $user_id    Who saves it.
	 * @return array{0: Play_Response, 1: array<string, mixed>} The page and its offline_files() list.
	 */
	private function saved_copy( int $appadoo_id, int $user_id ): array {
		$player = new Player( new Settings() );
		$files  = $player->offline_files( get_post( $appadoo_id ), $user_id );
		$page   = $player->respond( get_post( $appadoo_id )->post_name . '/', $user_id, null, null, $files['token'] );
		return array( $page, $files );
	}

	/**
	 * The family configuration printed in a page, or null.
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
	 * The page with its per-answer CSP nonce replaced, to compare two answers.
	 *
	 * @param Play_Response $page A host page.
	 */
	private static function without_nonce( Play_Response $page ): string {
		preg_match( "#'nonce-([0-9a-f]{32})'#", $page->headers['Content-Security-Policy'], $nonce );
		return str_replace( $nonce[1] ?? 'missing', 'NONCE', $page->body . "\n" . $page->headers['Content-Security-Policy'] );
	}

	public function test_a_parents_saved_copy_carries_the_family_without_a_nonce(): void {
		$parent               = $this->parent_signed_in();
		$child                = $this->add_child(
			array(
				'nickname'       => 'Ana',
				'weekdayMinutes' => 2,
				'weekendMinutes' => 2,
			)
		);
		$appadoo              = $this->appadoo( $parent );
		$online               = self::family_of( ( new Player( new Settings() ) )->respond( get_post( $appadoo )->post_name . '/', $parent )->body );
		list( $page, $files ) = $this->saved_copy( $appadoo, $parent );

		$this->assertSame( 200, $page->status );
		$this->assertStringContainsString( ' data-playpal-saved="1"', $page->body, 'It is the saved copy.' );
		$family = self::family_of( $page->body );
		$this->assertIsArray( $family, 'The saved copy carries the family configuration.' );
		$this->assertSame( array( 'device', 'appadooId', 'timeLimit', 'children', 'timeZone', 'rest', 'nonce', 'printable', 'strings', 'signOut', 'nonceUrl' ), array_keys( $family ), 'What the online page prints, and where a fresh nonce is asked.' );
		$this->assertSame( '', $family['nonce'], 'No REST nonce is kept on the device.' );
		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), $page->body, 'Nowhere in the page.' );
		$this->assertSame( admin_url( 'admin-ajax.php?action=rest-nonce' ), $family['nonceUrl'], 'WordPress\'s own signed-in nonce address.' );
		unset( $online['nonce'], $family['nonce'], $family['nonceUrl'] );
		$this->assertSame( $online, $family, 'Everything else as the online page: device key, children, today\'s figures, routes, texts.' );
		$this->assertSame( $child['id'], $family['children'][0]['id'] );
		$this->assertSame( 120, $family['children'][0]['today']['remainingSeconds'], 'Today\'s figures when saved.' );
		$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" data-playpal-src="[^"]+/play/#', $page->body, 'The frame waits for "Who\'s playing?".' );
		$this->assertSame( $files['files'][0]['bytes'], strlen( $page->body ), 'The listed size is still the served one.' );

		$csp = $page->headers['Content-Security-Policy'];
		$this->assertStringContainsString(
			'connect-src ' . rest_url( 'pp/v1/appadoos/' . get_post( $appadoo )->post_name . '/sessions' ) . ' ' . rest_url( 'pp/v1/family/children/' ) . ' ' . rest_url( 'pp/v1/family/parent-mode' ) . ' ' . admin_url( 'admin-ajax.php' ) . ';',
			$csp,
			'The network: the sessions endpoint, the family routes (and parent mode, for the break screen\'s switch) and the nonce address (its path), nothing else.'
		);
		foreach ( array( "default-src 'none'", "script-src 'nonce-", 'img-src blob: data:', "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'" ) as $directive ) {
			$this->assertStringContainsString( $directive, $csp, "The saved copy keeps {$directive}." );
		}
		$online_csp = ( new Player( new Settings() ) )->respond( get_post( $appadoo )->post_name . '/', $parent )->headers['Content-Security-Policy'];
		$this->assertStringNotContainsString( 'admin-ajax', $online_csp, 'The page opened online has its nonce printed: it never asks.' );
	}

	public function test_a_parent_without_children_and_a_guests_copy_are_todays_saved_page_exactly(): void {
		$parent               = $this->parent_signed_in();
		$appadoo              = $this->appadoo( $parent );
		list( $page, $files ) = $this->saved_copy( $appadoo, $parent );
		$token                = $files['token'];
		$entry                = preg_match( '#<iframe id="playpal-player" src="([^"]+)"#', $page->body, $frame ) ? html_entity_decode( $frame[1], ENT_QUOTES ) : '';
		$this->assertStringContainsString( '/' . $token . '/', $entry, 'The frame loads the saved files at once, as before.' );
		$this->assertNull( self::family_of( $page->body ), 'No family data without children.' );

		$todays = ( new Host_Page() )->respond( get_post( $appadoo ), $entry, 0, true );
		$this->assertSame( self::without_nonce( $todays ), self::without_nonce( $page ), 'Byte for byte the page (and policy) a person-less saved copy is.' );
		$this->assertStringNotContainsString( 'admin-ajax', $page->headers['Content-Security-Policy'] );
		$this->assertStringNotContainsString( 'family', $page->headers['Content-Security-Policy'] );

		// A malformed filter answer never reaches the saved copy either.
		add_filter( 'playpal_player_host_family', fn() => array( 'no' => 'rest' ), 20 );
		$this->add_child();
		$broken = ( new Host_Page() )->respond( get_post( $appadoo ), $entry, $parent, true );
		remove_all_filters( 'playpal_player_host_family', 20 );
		$this->assertSame( self::without_nonce( $todays ), self::without_nonce( $broken ), 'A configuration without the routes\' base is dropped: today\'s saved page.' );
	}

	public function test_the_offline_policy_names_the_family_sources_only_with_both(): void {
		$player   = 'https://example.org/play/k/';
		$endpoint = 'https://example.org/wp-json/pp/v1/appadoos/k/sessions';
		$this->assertStringContainsString( "connect-src {$endpoint};", Host_Page::offline_csp( 'n', $player, $endpoint ), 'No family: the sessions endpoint alone.' );
		$this->assertStringContainsString(
			"connect-src {$endpoint} https://example.org/index.php " . strtok( rest_url( 'pp/v1/family/parent-mode' ), '?' ) . ' https://example.org/wp-admin/admin-ajax.php;',
			Host_Page::offline_csp( 'n', $player, 'https://example.org/wp-json/pp/v1/appadoos/k/sessions', 'https://example.org/index.php?rest_route=/pp/v1/family/children/', 'https://example.org/wp-admin/admin-ajax.php?action=rest-nonce' ),
			'Plain permalinks: the paths, never a query.'
		);
	}
}
