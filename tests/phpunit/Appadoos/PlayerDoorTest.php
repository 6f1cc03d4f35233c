<?php
/**
 * The package plays only inside its host page.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Player\Host_Page;
use PlayPal\Appadoos\Player\Play_Lease;
use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Play_Token;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;

/**
 * Issue 38, "Open the game's own address": the frame's package address in
 * the host page's source, opened in a tab of its own (signed in or out),
 * played for the token's 4 hours with no chooser, clock or break. Now:
 *
 * - a package request with `Sec-Fetch-Dest: document` answers a small page
 *   "Open this Appadoo from PlayPal" (403, no-store), never the package
 *   (owner, signed-out holder, Live visitor, share guest — who uses no more of
 *   the code by it); frames, scripts and the rest are served as before;
 * - the package's policy says `frame-ancestors 'self'`;
 * - the token is bound to one load with a short lease its host page renews,
 *   and the address stops within that lease once nobody renews it (a clock
 *   the test moves).
 */
final class PlayerDoorTest extends AppadooTestCase {

	private int $owner;

	private int $id;

	private string $address = '203.0.113.10';

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags(
			array(
				'sharing' => true,
				'portals' => true,
			)
		);
		$this->owner = $this->user( 'subscriber', 'Ada' );
		$this->id    = $this->appadoo( $this->owner, 'Ocean <b>deep</b>' );
		add_filter( 'playpal_client_address', fn(): string => $this->address );
	}

	protected function tearDown(): void {
		remove_all_filters( 'playpal_client_address' );
		remove_all_filters( 'playpal_play_token_ttl' );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	private function slug(): string {
		return get_post( $this->id )->post_name;
	}

	/**
	 * A request to the player.
	 *
	 * @param string      $url     Address (absolute, or the part after /play/).
	 * @param int         $user_id Cookie's person (0: signed out).
	 * @param int|null    $now     Time.
	 * @param string|null $dest    Sec-Fetch-Dest.
	 * @param mixed       $share   The share query.
	 */
	private function play( string $url, int $user_id, ?int $now = null, ?string $dest = null, mixed $share = null ): Play_Response {
		$player = new Player( new Settings() );
		$rest   = str_starts_with( $url, 'http' ) ? $player->path_under_player( (string) wp_parse_url( $url, PHP_URL_PATH ) ) : $url;
		$this->assertNotNull( $rest, "{$url} is a player address." );
		return $player->respond( (string) $rest, $user_id, $now, $share, null, $dest );
	}

	/**
	 * Opens the host page; answers it and the address it frames.
	 *
	 * @param int      $user_id Person.
	 * @param int|null $now     Time.
	 * @param mixed    $share   A share code.
	 * @return array{0: Play_Response, 1: string}
	 */
	private function host( int $user_id, ?int $now = null, mixed $share = null ): array {
		$page = $this->play( $this->slug() . '/', $user_id, $now, 'document', $share );
		$this->assertSame( 200, $page->status, 'The host page opens.' );
		$this->assertSame( 1, preg_match( '#<iframe id="playpal-player" src="([^"]+)"#', $page->body, $match ), 'It frames the package.' );
		return array( $page, html_entity_decode( $match[1], ENT_QUOTES ) );
	}

	/**
	 * The token in a package address.
	 *
	 * @param string $url Address.
	 */
	private static function token_of( string $url ): string {
		return explode( '/', (string) wp_parse_url( $url, PHP_URL_PATH ) )[3];
	}

	/**
	 * Checks an answer is the door page and nothing of the package.
	 *
	 * @param Play_Response $answer  Answer.
	 * @param string        $context Who asked.
	 */
	private function assert_door( Play_Response $answer, string $context ): void {
		$this->assertSame( 403, $answer->status, "{$context}: refused as a page of its own." );
		$this->assertNull( $answer->file, "{$context}: no package file is sent." );
		$this->assertStringContainsString( '<h1>Open this Appadoo from PlayPal</h1>', $answer->body, "{$context}: the page says where it plays." );
		$this->assertStringNotContainsString( 'playpal-runtime', $answer->body, "{$context}: none of the package's page." );
		$this->assertSame( 'no-store', $answer->headers['Cache-Control'] ?? '', "{$context}: nothing of it is kept." );
		$this->assertSame( 'text/html; charset=utf-8', $answer->headers['Content-Type'] ?? '', "{$context}: a page." );
		$this->assertStringContainsString( "frame-ancestors 'none'", $answer->headers['Content-Security-Policy'] ?? '', "{$context}: the page itself is framed nowhere." );
	}

	/**
	 * Renews through the route, as the host page does.
	 *
	 * @param string $token Token.
	 * @param string $renew Key.
	 */
	private function renew_route( string $token, string $renew ): \WP_REST_Response {
		return $this->send_raw( 'POST', '/pp/v1/appadoos/' . $this->slug() . '/play-lease', (string) wp_json_encode( compact( 'token', 'renew' ) ) );
	}

	public function test_the_package_opened_as_a_page_gets_the_door_signed_in_and_signed_out(): void {
		list( , $url ) = $this->host( $this->owner );
		$entry         = $this->play( $url, 0, null, 'iframe' );
		$this->assertSame( 200, $entry->status, 'In its frame the entry page plays.' );
		$this->assertStringContainsString( 'playpal-runtime', $entry->contents(), 'The package\'s page.' );
		$this->assertSame( 200, $this->play( $url, 0 )->status, 'Without fetch metadata the bytes are served (the runtime checks the frame).' );
		$this->assertSame( 200, $this->play( dirname( $url ) . '/playpal-runtime/runtime.js', 0, null, 'script' )->status, 'Its scripts are served.' );

		$signed_in = $this->play( $url, $this->owner, null, 'document' );
		$this->assert_door( $signed_in, 'The owner, signed in' );
		$this->assertStringContainsString( 'href="' . esc_url( Player::public_url( $this->slug() ) ) . '"', $signed_in->body, 'It links to the host page.' );
		$this->assertStringContainsString( 'Open Ocean &lt;b&gt;deep&lt;/b&gt; on PlayPal', $signed_in->body, 'The Appadoo\'s name, escaped.' );
		$this->assertStringNotContainsString( '<b>deep', $signed_in->body, 'No markup from the name.' );

		$this->assert_door( $this->play( $url, 0, null, 'document' ), 'Signed out, with the address' );
		$this->assert_door( $this->play( dirname( $url ) . '/', 0, null, 'document' ), 'The package folder' );
		$this->assert_door( $this->play( dirname( $url ) . '/playpal-runtime/runtime.js', 0, null, 'document' ), 'The runtime opened as a page' );
		$this->assert_door( $this->play( $url, 0, time() + DAY_IN_SECONDS, 'document' ), 'An old address (its lease long over)' );

		$this->assertSame( 404, $this->play( str_replace( '/' . $this->owner . '-', '/' . $this->user() . '-', $url ), 0, null, 'document' )->status, 'A forged token is still 404: the door says nothing of addresses that are not.' );
		$this->assertSame( 404, $this->play( $this->slug() . '/not-a-token/index.html', 0, null, 'document' )->status, 'Nor of a made-up one.' );
		$this->assertSame( 200, $this->play( $this->slug() . '/', $this->owner, null, 'document' )->status, 'The host page itself still opens as a page.' );
	}

	public function test_a_live_appadoos_visitor_gets_the_door_too(): void {
		wp_set_current_user( $this->owner );
		$this->assertSame( 200, $this->send_raw( 'POST', '/pp/v1/appadoos/' . $this->id . '/deploy', null )->get_status(), 'Deployed.' );
		wp_set_current_user( 0 );
		list( $page, $url ) = $this->host( 0 );
		$this->assertStringContainsString( '/play/' . $this->slug() . '/0-', $url, 'A visitor\'s address.' );
		$this->assertSame( 200, $this->play( $url, 0, null, 'iframe' )->status, 'It plays in its frame.' );
		$this->assert_door( $this->play( $url, 0, null, 'document' ), 'A Live visitor' );

		$token = self::token_of( $url );
		$this->assertStringContainsString( 'data-playpal-renew="' . Play_Token::renew_key( $token ) . '"', $page->body, 'The visitor\'s page renews its own load.' );
		$claims = Play_Token::read( $token, $this->id );
		$this->assertIsArray( $claims, 'A token of this Appadoo.' );
		Play_Lease::start( 'p' . $claims['load'], true, time() - 60, $claims['expires'] );
		$this->assertSame( 200, $this->renew_route( $token, Play_Token::renew_key( $token ) )->get_status(), 'A signed-out visitor renews (no cookie, no nonce).' );
	}

	public function test_a_share_guest_gets_the_door_without_using_the_code_and_renews_their_page(): void {
		wp_set_current_user( $this->owner );
		$made = $this->dispatch(
			'POST',
			'/pp/v1/share-codes',
			array(
				'appadooId'  => $this->id,
				'days'       => 7,
				'usageLimit' => 2,
			)
		);
		$this->assertSame( 201, $made->get_status(), 'Shared.' );
		$code = $made->get_data()['item']['shareCode'];
		wp_set_current_user( 0 );

		$now           = time() - 60;
		list( , $url ) = $this->host( 0, $now, $code );
		$token         = self::token_of( $url );
		$this->assertStringStartsWith( 's', $token, 'A share token.' );
		$this->assertSame( 200, $this->play( $url, 0, $now, 'iframe' )->status, 'The guest plays in the frame.' );

		$this->address = '198.51.100.20';
		$door          = $this->play( $url, 0, $now, 'document' );
		$this->assert_door( $door, 'A share guest\'s address in another tab' );
		$this->assertStringContainsString( 'open the link you were sent again', $door->body, 'The guest is told to open the link again.' );
		wp_set_current_user( $this->owner );
		$this->assertSame( 1, (int) $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_data()['items'][0]['timesShared'], 'Opening it as a page took no use of the code.' );
		wp_set_current_user( 0 );

		$this->address = '203.0.113.10';
		$renewed       = $this->renew_route( $token, Play_Token::renew_key( $token ) );
		$this->assertSame( 200, $renewed->get_status(), 'The guest\'s host page renews its load: ' . wp_json_encode( $renewed->get_data() ) );
		$this->assertSame( 'private, no-store', $renewed->get_headers()['Cache-Control'] ?? '', 'Not kept.' );
		$this->assertSame( 200, $this->play( $url, 0, $now + 600, 'iframe' )->status, 'Past the first lease, renewed, it still plays.' );
	}

	public function test_the_package_policy_lets_only_the_site_frame_it(): void {
		list( $page, $url ) = $this->host( $this->owner );
		$csp                = $this->play( $url, 0, null, 'iframe' )->headers['Content-Security-Policy'] ?? '';
		$this->assertStringContainsString( "frame-ancestors 'self';", $csp, 'Only this site\'s pages frame the package.' );
		$this->assertStringNotContainsString( 'frame-ancestors http', $csp, 'Not by origin any more.' );
		$this->assertSame( $csp, Player::csp( dirname( $url ) . '/' ), 'Player::csp() is the header.' );
		$this->assertSame( 'Sec-Fetch-Dest', $this->play( $url, 0, null, 'iframe' )->headers['Vary'] ?? '', 'The answer varies by where it is loaded.' );
		$this->assertStringContainsString( Host_Page::lease_endpoint( $this->slug() ), $page->headers['Content-Security-Policy'], 'The host page may reach its renewal endpoint.' );
	}

	public function test_the_address_lives_while_its_host_page_renews_it_and_stops_after(): void {
		$t             = time();
		list( , $url ) = $this->host( $this->owner, $t );
		$token         = self::token_of( $url );
		$renew         = Play_Token::renew_key( $token );
		$player        = new Player( new Settings() );
		$post          = get_post( $this->id );
		$this->assertSame( Play_Lease::TTL, Play_Lease::ttl(), 'Ten minutes by default.' );

		$this->assertSame( 200, $this->play( $url, 0, $t + 599, 'iframe' )->status, 'Within its first lease it plays.' );
		$too_soon = $player->renew_lease( $post, $token, $renew, $t + 10 );
		$this->assertSame( 'rate_limited', $too_soon['status'], 'Ten seconds after the last renewal is too soon.' );
		$this->assertSame( 20, $too_soon['retry_after'], 'It says how long to wait.' );

		// The page renews every 4 minutes while shown: the address outlives its first ten minutes.
		for ( $at = $t + 240; $at <= $t + 1200; $at += 240 ) {
			$renewed = $player->renew_lease( $post, $token, $renew, $at );
			$this->assertSame( 'ok', $renewed['status'], "Renewed at +{$at}." );
			$this->assertSame( $at + 600, $renewed['expires'], 'For ten more minutes.' );
		}
		$this->assertSame( 200, $this->play( $url, 0, $t + 1700, 'iframe' )->status, 'Twenty-eight minutes in, still playing.' );

		// The page is gone (last renewal at +1200): ten minutes later the address is over.
		$over = $this->play( $url, 0, $t + 1801, 'iframe' );
		$this->assertSame( 403, $over->status, 'Once nobody renews it, it stops within the lease.' );
		$this->assertNull( $over->file, 'Nothing of the package.' );
		$this->assertSame( 'expired', $player->renew_lease( $post, $token, $renew, $t + 1801 )['status'], 'A lease that ran out is not renewed again.' );
		$this->assertSame( 403, $this->play( $url, 0, $t + 1801, 'iframe' )->status, 'And stays over.' );

		$this->assertSame( 'refused', $player->renew_lease( $post, $token, str_repeat( 'a', 64 ), $t + 300 )['status'], 'A wrong key renews nothing.' );
		list( , $other ) = $this->host( $this->owner, $t );
		$this->assertSame( 'refused', $player->renew_lease( $post, self::token_of( $other ), $renew, $t + 300 )['status'], 'One load\'s key renews no other load.' );
		$this->assertNotSame( self::token_of( $other ), $token, 'Each page load has its own token.' );
	}

	public function test_a_lease_never_outlives_its_token_nor_a_person_who_lost_access(): void {
		add_filter( 'playpal_play_token_ttl', static fn(): int => 900 );
		$t             = time();
		list( , $url ) = $this->host( $this->owner, $t );
		$token         = self::token_of( $url );
		$player        = new Player( new Settings() );
		$post          = get_post( $this->id );
		$this->assertSame( $t + 900, $player->renew_lease( $post, $token, Play_Token::renew_key( $token ), $t + 500 )['expires'], 'Renewed up to the token\'s own end only.' );
		$this->assertSame( 403, $this->play( $url, 0, $t + 901, 'iframe' )->status, 'After it, over.' );

		$manager       = $this->user( 'administrator' );
		list( , $url ) = $this->host( $manager, $t );
		$token         = self::token_of( $url );
		( new \WP_User( $manager ) )->set_role( 'subscriber' );
		$this->assertSame( 'refused', $player->renew_lease( $post, $token, Play_Token::renew_key( $token ), $t + 300 )['status'], 'Someone who may no longer see the Appadoo renews nothing.' );
	}

	public function test_the_preview_and_the_offline_save_have_a_fixed_lease_no_page_renews(): void {
		$t       = time();
		$post    = get_post( $this->id );
		$player  = new Player( new Settings() );
		$preview = $player->preview_url( $post, $this->owner, $t );
		$this->assertSame( $t + HOUR_IN_SECONDS, $preview['expires'], 'The portal\'s preview: an hour.' );
		$this->assertSame( 200, $this->play( $preview['url'], 0, $t + 3500, 'iframe' )->status, 'It plays in the portal\'s dialog for its hour.' );
		$this->assertSame( 403, $this->play( $preview['url'], 0, $t + 3700, 'iframe' )->status, 'Not after.' );
		$token = self::token_of( $preview['url'] );
		$this->assertSame( 'refused', $player->renew_lease( $post, $token, Play_Token::renew_key( $token ), $t + 600 )['status'], 'Nobody renews a fixed lease, even with its key.' );
		$this->assert_door( $this->play( $preview['url'], $this->owner, $t, 'document' ), 'The preview address in a tab' );

		$saved = $player->offline_files( $post, $this->owner, $t );
		$this->assertSame( $t + HOUR_IN_SECONDS, $saved['expires'], 'The offline save fetches under an hour\'s lease.' );
		$copy = $player->respond( $this->slug() . '/', $this->owner, $t, null, $saved['token'] );
		$this->assertStringContainsString( 'data-playpal-saved="1"', $copy->body, 'The saved copy frames the saved token.' );
		$this->assertStringNotContainsString( 'data-playpal-renew', $copy->body, 'The saved copy renews nothing: it plays from the cache.' );
		$this->assertStringNotContainsString( 'data-playpal-saved', $player->respond( $this->slug() . '/', $this->owner, $t + 3700, null, $saved['token'] )->body, 'After the lease, the query is ignored: a fresh page.' );

		// The longest token (a 12-digit user id) is still read: every bound on its length allows it.
		$longest = Play_Token::issue( $this->id, 999999999999, $t );
		$this->assertGreaterThan( 64, strlen( $longest ), 'Longer than the old bound of the offline query.' );
		$this->assertLessThanOrEqual( Play_Token::MAX_LENGTH, strlen( $longest ), 'Within the bound.' );
		$this->assertSame( 999999999999, Play_Token::read( $longest, $this->id, $t )['user'] ?? null, 'It reads back.' );
	}

	public function test_the_renewal_key_is_only_in_the_host_page(): void {
		list( $page, $url ) = $this->host( $this->owner );
		$token              = self::token_of( $url );
		$renew              = Play_Token::renew_key( $token );
		$this->assertStringContainsString( 'data-playpal-lease="' . esc_url( Host_Page::lease_endpoint( $this->slug() ) ) . '"', $page->body, 'The frame names its renewal endpoint.' );
		$this->assertStringContainsString( 'data-playpal-token="' . $token . '"', $page->body, 'And its token.' );
		$this->assertStringNotContainsString( $renew, $url, 'The key is no part of the package address.' );
		$this->assertStringNotContainsString( $renew, $this->play( dirname( $url ) . '/playpal-runtime/runtime.js', 0, null, 'script' )->body, 'Nor of what the package reads.' );
		$this->assertStringNotContainsString( $renew, $this->play( $url, 0, null, 'iframe' )->contents(), 'Nor of its page.' );
		$this->assertStringContainsString( '"door":{"url":', $this->play( dirname( $url ) . '/playpal-runtime/runtime.js', 0, null, 'script' )->body, 'The runtime knows where its host page is.' );
	}

	public function test_the_renewal_route_refuses_with_stable_codes(): void {
		list( , $url ) = $this->host( $this->owner, time() - 60 );
		$token         = self::token_of( $url );
		$renew         = Play_Token::renew_key( $token );

		$this->assert_error( $this->send_raw( 'POST', '/pp/v1/appadoos/no-such-appadoo/play-lease', (string) wp_json_encode( compact( 'token', 'renew' ) ) ), 404, 'playpal_appadoo_not_found', 'Another key' );
		$this->assert_error( $this->renew_route( $token, str_repeat( '0', 64 ) ), 403, 'playpal_play_lease_refused', 'A wrong key' );
		$unleased = Play_Token::issue( $this->id, $this->owner );
		$this->assert_error( $this->renew_route( $unleased, Play_Token::renew_key( $unleased ) ), 410, 'playpal_play_lease_expired', 'A load with no lease' );

		$first = $this->renew_route( $token, $renew );
		$this->assertSame( 200, $first->get_status(), 'The host page renews.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $first->get_data()['expiresAt'], 'An ISO expiry.' );
		$this->assertSame( 240, $first->get_data()['renewEvery'], 'Renew again in four minutes.' );
		$this->assertSame( array( 'success', 'expiresAt', 'renewEvery' ), array_keys( $first->get_data() ), 'No secret in the answer.' );
		$again = $this->renew_route( $token, $renew );
		$this->assert_error( $again, 429, 'playpal_play_lease_rate_limited', 'Right after' );
		$this->assertGreaterThan( 0, $again->get_data()['data']['retry_after'] ?? 0, 'It says how long to wait.' );

		$other = $this->appadoo( $this->owner, 'Another' );
		$this->assert_error( $this->send_raw( 'POST', '/pp/v1/appadoos/' . get_post( $other )->post_name . '/play-lease', (string) wp_json_encode( compact( 'token', 'renew' ) ) ), 403, 'playpal_play_lease_refused', 'Another Appadoo\'s route' );
	}
}
