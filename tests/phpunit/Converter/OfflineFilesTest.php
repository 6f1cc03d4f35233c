<?php
/**
 * GET pp/v1/appadoos/{appadoo}/offline-files: what the offline library saves to play an Appadoo.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Player\Play_Response;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;
use WP_REST_Response;

/**
 * Ownership (404 for others), Live Appadoos for anyone signed in, the
 * answer's shape, and that the list is exactly what the player serves: the
 * saved host page frames a listed address, and every listed address answers
 * 200 with the listed number of bytes.
 */
final class OfflineFilesTest extends ConvertTestCase {

	private int $owner;

	private int $id;

	protected function setUp(): void {
		parent::setUp();
		$this->owner = $this->log_in_as( 'subscriber' );
		$zip         = $this->zip_of(
			array(
				'index.html'      => '<!doctype html><html><head><title>Game</title><link rel="stylesheet" href="css/a.css"></head><body><img src="img/b.png"><script src="game/app.js"></script></body></html>', // phpcs:ignore WordPress.WP.EnqueuedResources -- A package page's bytes, not a page of the site.
				'css/a.css'       => 'body{color:red}',
				'img/b.png'       => "\x89PNG\r\n\x1a\n" . str_repeat( 'x', 300 ),
				'game/app.js'     => 'document.title = "ok";',
				'game/level 1.md' => '# One',
			)
		);
		$this->id    = $this->convert( $zip, 'game.zip' )->get_data()['appadoo']['id'];
	}

	protected function tearDown(): void {
		unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'] );
		parent::tearDown();
	}

	private function files_of( int|string $appadoo ): WP_REST_Response {
		return $this->send_raw( 'GET', '/pp/v1/appadoos/' . $appadoo . '/offline-files', null );
	}

	private function slug(): string {
		return get_post( $this->id )->post_name;
	}

	/**
	 * Asks the player for an absolute address, query included, as someone.
	 *
	 * @param string $url     Address.
	 * @param int    $user_id Who (their cookie).
	 */
	private function fetch( string $url, int $user_id ): Play_Response {
		$player = new Player( new Settings() );
		$rest   = $player->path_under_player( (string) wp_parse_url( $url, PHP_URL_PATH ) );
		$this->assertNotNull( $rest, "{$url} is a player address." );
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		return $player->respond( (string) $rest, $user_id, null, null, $query[ Player::OFFLINE_QUERY_ARG ] ?? null );
	}

	private static function framed( Play_Response $host ): string {
		preg_match( '#<iframe id="playpal-player" src="([^"]+)"#', $host->body, $frame );
		return html_entity_decode( $frame[1] ?? '', ENT_QUOTES );
	}

	public function test_the_list_is_exactly_what_the_player_serves_and_the_saved_host_page_frames_it(): void {
		$response = $this->files_of( $this->id );
		$this->assertSame( 200, $response->get_status(), 'The owner gets the list. Body: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'Private.' );
		$data = $response->get_data();
		$open = home_url( '/play/' . $this->slug() . '/' );
		$this->assertSame( array( $this->id, $this->slug(), 'game', $open ), array( $data['id'], $data['key'], $data['name'], $data['openUrl'] ), 'Who, and where it opens.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $data['expiresAt'], 'An ISO expiry.' );

		$host = $data['files'][0];
		$this->assertSame( $open, $host['url'], 'The host page is stored under the address the browser opens.' );
		$this->assertStringStartsWith( $open . '?offline=' . $this->owner . '-', $host['fetchUrl'], 'It is fetched with the files\' token.' );

		$urls = array_column( $data['files'], 'url' );
		$this->assertSame( count( $urls ), count( array_unique( $urls ) ), 'No address twice.' );
		$token    = (string) wp_parse_url( $host['fetchUrl'], PHP_URL_QUERY );
		$token    = substr( $token, strlen( 'offline=' ) );
		$base     = $open . $token . '/';
		$expected = array( $open, $base . 'playpal-runtime/runtime.js', $base . 'css/a.css', $base . 'game/app.js', $base . 'game/level%201.md', $base . 'img/b.png', $base . 'index.html' );
		$this->assertSame( $expected, $urls, 'The host page, the runtime and every package file (encoded), under one token.' );
		$this->assertSame( count( $expected ), $data['count'], 'The count.' );
		$this->assertSame( array_sum( array_column( $data['files'], 'bytes' ) ), $data['bytes'], 'The total is the sum.' );

		$page = $this->fetch( $host['fetchUrl'], $this->owner );
		$this->assertSame( 200, $page->status, 'The host page answers.' );
		$this->assertSame( $base . 'index.html', self::framed( $page ), 'The saved host page frames the listed entry page.' );
		$this->assertStringContainsString( 'sandbox="allow-scripts allow-forms allow-modals"', $page->body, 'The frame keeps its sandbox.' );
		$this->assertStringContainsString( "frame-ancestors 'none'", $page->headers['Content-Security-Policy'] ?? '', 'The page keeps its own policy.' );
		$this->assertSame( $host['bytes'], strlen( $page->body ), 'The host page has the listed size.' );

		foreach ( array_slice( $data['files'], 1 ) as $file ) {
			$this->assertSame( $file['url'], $file['fetchUrl'], 'A package file is fetched where it is stored.' );
			$answer = $this->fetch( $file['url'], 0 );
			$this->assertSame( 200, $answer->status, "{$file['url']} is served (with no cookie, as in the sandbox)." );
			$this->assertSame( $file['bytes'], strlen( $answer->contents() ), "{$file['url']} has the listed size." );
		}
	}

	public function test_the_offline_query_frames_only_the_persons_own_unexpired_token(): void {
		$post  = get_post( $this->id );
		$now   = time();
		$mine  = ( new Player( new Settings() ) )->offline_files( $post, $this->owner, $now - 5 * HOUR_IN_SECONDS )['token'];
		$open  = home_url( '/play/' . $this->slug() . '/' );
		$stale = self::framed( $this->fetch( $open . '?offline=' . $mine, $this->owner ) );
		$this->assertStringNotContainsString( $mine, $stale, 'An expired token is not framed: a fresh one is.' );
		$this->assertStringContainsString( '/play/' . $this->slug() . '/' . $this->owner . '-', $stale, 'The fresh one is the owner\'s.' );

		$manager = $this->user( 'administrator' );
		$theirs  = ( new Player( new Settings() ) )->offline_files( $post, $manager )['token'];
		$this->assertStringNotContainsString( $theirs, self::framed( $this->fetch( $open . '?offline=' . $theirs, $this->owner ) ), 'Another person\'s token is not framed.' );
		$this->assertStringNotContainsString( 'garbage', self::framed( $this->fetch( $open . '?offline=garbage', $this->owner ) ), 'A malformed one is ignored.' );
		$this->assertSame( 404, $this->fetch( $open . '?offline=' . $mine, $this->user() )->status, 'Someone who may not play it still gets 404.' );
	}

	public function test_only_the_saved_copy_is_marked_and_its_policy_admits_blob_files_and_still_no_network(): void {
		$post   = get_post( $this->id );
		$open   = home_url( '/play/' . $this->slug() . '/' );
		$token  = ( new Player( new Settings() ) )->offline_files( $post, $this->owner )['token'];
		$saved  = $this->fetch( $open . '?offline=' . $token, $this->owner );
		$online = $this->fetch( $open, $this->owner );

		$this->assertStringContainsString( ' data-playpal-saved="1"', $saved->body, 'The saved copy tells its relay to play the saved files.' );
		$this->assertStringNotContainsString( 'data-playpal-saved', $online->body, 'The page opened online does not.' );
		$this->assertStringNotContainsString( 'data-playpal-saved', $this->fetch( $open . '?offline=garbage', $this->owner )->body, 'Nor does one whose token was refused.' );
		$this->assertStringNotContainsString( "'unsafe-inline'", $online->headers['Content-Security-Policy'], 'Online, the policy is unchanged.' );
		$this->assertStringContainsString( 'sandbox="allow-scripts allow-forms allow-modals"', $saved->body, 'The saved copy\'s frame keeps its sandbox.' );

		$csp = $saved->headers['Content-Security-Policy'];
		preg_match( "#script-src 'nonce-([0-9a-f]+)'#", $csp, $nonce );
		$this->assertStringContainsString( '<script nonce="' . ( $nonce[1] ?? 'missing' ) . '">', $saved->body, 'Its relay still runs by the answer\'s nonce.' );
		$this->assertStringContainsString( "script-src 'nonce-" . ( $nonce[1] ?? '' ) . "' blob: 'unsafe-eval'", $csp, 'Scripts: by nonce or from blob: (the frame inherits this policy).' );
		$this->assertStringContainsString( 'connect-src ' . rest_url( 'pp/v1/appadoos/' . $this->slug() . '/sessions' ) . ';', $csp, 'The network: the sessions endpoint alone.' );
		$this->assertStringContainsString( 'img-src blob: data:;', $csp, 'Pictures from blob: and data: only.' );
		$this->assertStringContainsString( 'frame-src ' . $open . ';', $csp, 'Frames of this Appadoo\'s player path only.' );
		foreach ( array( "default-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'", "object-src 'none'" ) as $directive ) {
			$this->assertStringContainsString( $directive, $csp, "The saved copy keeps {$directive}." );
		}
		$this->assertDoesNotMatchRegularExpression( '#https?://(?!' . preg_quote( (string) wp_parse_url( home_url(), PHP_URL_HOST ), '#' ) . ')#', $csp, 'No other site is named.' );
	}

	public function test_someone_elses_appadoo_is_404_a_live_one_is_listed_for_anyone_signed_in(): void {
		$other = $this->user();
		wp_set_current_user( $other );
		$this->assert_error( $this->files_of( $this->id ), 404, 'playpal_appadoo_not_found', 'Another person, by id' );
		$this->assert_error( $this->files_of( $this->slug() ), 404, 'playpal_appadoo_not_found', 'Another person, by key' );
		$this->assert_error( $this->files_of( 99999999 ), 404, 'playpal_appadoo_not_found', 'A missing Appadoo' );
		$this->assertSame( 404, $this->files_of( 'not-a-key' )->get_status(), 'Not an id nor a key: no such route.' );
		wp_set_current_user( 0 );
		$this->assert_error( $this->files_of( $this->id ), 401, 'playpal_not_signed_in', 'A guest' );

		wp_set_current_user( $this->owner );
		$this->assertSame( 200, $this->send_raw( 'POST', '/pp/v1/appadoos/' . $this->id . '/deploy', null )->get_status(), 'Deployed.' );
		wp_set_current_user( $other );
		foreach ( array( $this->id, $this->slug() ) as $appadoo ) {
			$live = $this->files_of( $appadoo );
			$this->assertSame( 200, $live->get_status(), "A Live Appadoo is listed for anyone signed in ({$appadoo})." );
			$host = $live->get_data()['files'][0];
			$this->assertStringContainsString( '?offline=' . $other . '-', $host['fetchUrl'], 'Under their own token.' );
			$this->assertContains( self::framed( $this->fetch( $host['fetchUrl'], $other ) ), array_column( $live->get_data()['files'], 'url' ), 'Their host page frames a listed address.' );
		}
		wp_set_current_user( 0 );
		$this->assert_error( $this->files_of( $this->slug() ), 401, 'playpal_not_signed_in', 'A guest, even for a Live one' );

		wp_set_current_user( $this->owner );
		$this->send_raw( 'DELETE', '/pp/v1/appadoos/' . $this->id . '/deploy', null );
		wp_set_current_user( $other );
		$this->assert_error( $this->files_of( $this->slug() ), 404, 'playpal_appadoo_not_found', 'No longer Live' );
	}

	public function test_licences_list_only_the_appadoos_still_playable(): void {
		$mine   = $this->id;
		$other  = $this->user();
		$theirs = $this->appadoo( $other, 'Theirs' );
		$ask    = fn(): array => $this->dispatch( 'GET', '/pp/v1/offline/licences', array( 'appadoos' => array( $mine, $theirs, 99999999 ) ) )->get_data();
		$this->assertSame( array(), $ask()['downloads'], 'No download asked, none answered.' );
		$this->assertSame( array( $mine ), $ask()['appadoos'], 'Only one\'s own Appadoo is still held.' );
		wp_set_current_user( $other );
		$this->assertSame( array( $theirs ), $ask()['appadoos'], 'For the other person, only theirs.' );
		wp_set_current_user( $this->owner );
		$this->send_raw( 'POST', '/pp/v1/appadoos/' . $mine . '/deploy', null );
		wp_set_current_user( $other );
		$this->assertSame( array( $mine, $theirs ), $ask()['appadoos'], 'A Live Appadoo is held by anyone.' );
		wp_delete_post( $mine, true );
		$this->assertSame( array( $theirs ), $ask()['appadoos'], 'A deleted one is not.' );
		$this->assertSame( 400, $this->dispatch( 'GET', '/pp/v1/offline/licences', array( 'downloads' => array( '../x' ) ) )->get_status(), 'A malformed id is refused by the schema.' );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->dispatch( 'GET', '/pp/v1/offline/licences' )->get_status(), 'Guests are refused.' );
	}
}
