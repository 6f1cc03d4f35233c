<?php
/**
 * A converted page cannot reach the network; a zip's assets are served from the package.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Converter\Html_Rewriter;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;

// phpcs:disable WordPress.WP.EnqueuedResources -- Package pages under test, not WordPress pages.

/**
 * Conversion, the answer's report, and the player's headers and access.
 */
final class ConvertAndPlayTest extends ConvertTestCase {

	private const PAGE = <<<'HTML'
<!DOCTYPE html>
<html><head>
<meta charset="utf-8"><title>Space quiz</title>
<script src="https://cdn.example.com/lib.js"></script>
<link rel="stylesheet" href="https://fonts.example.com/css?family=Fun">
<link rel="stylesheet" href="style.css">
<style>@import url("https://evil.example/x.css"); body{background:url(https://img.example/bg.png)} .a{background:url(img/star.png)}</style>
<base href="https://example.org/">
</head><body>
<h1 style="background-image:url('//img.example/h.png')">Quiz</h1>
<iframe src="https://video.example/embed/1"></iframe>
<img src="https://img.example/a.png" alt=""><img src="img/star.png" alt="star">
<form action="https://collect.example/answers" method="post"><input name="a"><button>Send</button></form>
<a href="https://example.org/more">More</a>
<script>fetch("https://api.example.com/score", {method: "POST"}); var ok = 1;</script>
</body></html>
HTML;

	private int $owner;

	protected function setUp(): void {
		parent::setUp();
		$this->owner = $this->log_in_as( 'subscriber' );
	}

	public function test_a_page_comes_out_offline_with_every_removal_listed(): void {
		$response = $this->convert( $this->temp_file( self::PAGE ), 'space-quiz.html' );
		$this->assertSame( 201, $response->get_status(), 'A page converts. Body: ' . wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'space quiz', $data['appadoo']['name'], 'The name comes from the file name.' );
		$this->assertSame( 'converted', $data['appadoo']['template'], 'The template says converted.' );
		$this->assertSame( 'Converted HTML', $data['appadoo']['templateName'], 'The template name says converted.' );

		$conversion = $data['conversion'];
		$urls       = array_column( $conversion['removed'], 'url' );
		foreach ( array( 'https://cdn.example.com/lib.js', 'https://fonts.example.com/css?family=Fun', 'https://evil.example/x.css', 'https://img.example/bg.png', '//img.example/h.png', 'https://video.example/embed/1', 'https://img.example/a.png', 'https://collect.example/answers', 'https://example.org/', 'https://example.org/more', 'https://api.example.com/score' ) as $url ) {
			$this->assertContains( $url, $urls, "{$url} is listed." );
		}
		$by_url = array_column( $conversion['removed'], null, 'url' );
		$this->assertSame( 'blocked', $by_url['https://api.example.com/score']['action'], 'fetch() is listed as blocked by the CSP.' );
		$this->assertSame( 'connect', $by_url['https://api.example.com/score']['kind'], 'fetch() is a connect.' );
		$this->assertSame( 'script', $by_url['https://cdn.example.com/lib.js']['kind'], 'The remote script is a script.' );
		$this->assertSame( 'frame', $by_url['https://video.example/embed/1']['kind'], 'The iframe is a frame.' );
		$this->assertSame( 'form', $by_url['https://collect.example/answers']['kind'], 'The form action is a form.' );
		$this->assertSame( 10, $conversion['counts']['external'], 'Ten outside references removed or disabled.' );
		$this->assertSame( 1, $conversion['counts']['blocked'], 'One request blocked.' );
		$codes = array_column( $conversion['applied'], 'code' );
		foreach ( array( 'csp', 'no-network', 'sandbox', 'nosniff', 'external-removed', 'requests-blocked', 'forms-disabled' ) as $code ) {
			$this->assertContains( $code, $codes, "Applied lists {$code}." );
		}
		$this->assertNotContains( 'files-skipped', $codes, 'Nothing was skipped, so it is not claimed.' );
		$this->assertContains( 'time-limit', array_column( $conversion['added'], 'code' ), 'The runtime features are added.' );

		$id    = $data['appadoo']['id'];
		$html  = (string) file_get_contents( $this->stored_file( $id, 'index.html' ) );
		$lower = strtolower( $html );
		foreach ( array( 'cdn.example.com', 'fonts.example.com', 'evil.example', 'img.example', 'video.example', 'collect.example', '<base', '<iframe' ) as $gone ) {
			$this->assertStringNotContainsString( $gone, $lower, "{$gone} is gone from the page." );
		}
		$this->assertStringContainsString( 'href="style.css"', $html, 'The local style sheet stays.' );
		$this->assertStringContainsString( 'url(img/star.png)', $html, 'A local url() stays.' );
		$this->assertStringContainsString( 'fetch("https://api.example.com/score"', $html, 'The inline script stays; the CSP blocks its request.' );
		$this->assertSame( 1, substr_count( $html, Html_Rewriter::RUNTIME_PATH ), 'The runtime is injected once.' );
		$this->assertLessThan( strpos( $html, '</head>' ), strpos( $html, Html_Rewriter::RUNTIME_PATH ), 'The runtime goes in the head.' );

		// The player's answer: a CSP that allows only the package.
		$link = ( new Player( new Settings() ) )->preview_url( get_post( $id ), $this->owner );
		$page = $this->play( $link['url'], $this->owner );
		$this->assertSame( 200, $page->status, 'The owner plays the page.' );
		$csp = $page->headers['Content-Security-Policy'] ?? '';
		$this->assertStringContainsString( "connect-src 'none'", $csp, 'No network from scripts.' );
		$this->assertStringContainsString( "form-action 'none'", $csp, 'No form goes anywhere.' );
		$this->assertStringContainsString( "default-src 'none'", $csp, 'Nothing by default.' );
		$this->assertStringContainsString( 'sandbox allow-scripts', $csp, 'An opaque origin even in its own window.' );
		$base = substr( $link['url'], 0, strrpos( $link['url'], '/' ) + 1 );
		foreach ( array( 'script-src', 'style-src', 'img-src', 'font-src', 'media-src', 'frame-src' ) as $directive ) {
			preg_match( '/' . $directive . ' ([^;]*)/', $csp, $match );
			$sources = explode( ' ', $match[1] ?? '' );
			$this->assertSame( $base, $sources[0] ?? '', "{$directive} allows the package folder." );
			foreach ( $sources as $source ) {
				$this->assertFalse( str_starts_with( $source, 'http' ) && $source !== $base, "{$directive} allows no other host ({$source})." );
				$this->assertNotSame( '*', $source, "{$directive} has no wildcard." );
			}
		}
		$this->assertSame( 'nosniff', $page->headers['X-Content-Type-Options'] ?? '', 'nosniff.' );
		$this->assertSame( 'private, no-store', $page->headers['Cache-Control'] ?? '', 'Previews are not cached.' );
		$this->assertSame( 'text/html; charset=utf-8', $page->headers['Content-Type'] ?? '', 'The page is HTML.' );
	}

	public function test_zip_assets_are_all_served_from_the_package(): void {
		$png      = base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==' );
		$files    = array(
			'game/index.html'      => '<!doctype html><html><head><link rel="stylesheet" href="css/a.css"><script src="js/game.js"></script></head><body><img src="img/p.png"><audio src="snd/ding.mp3"></audio><a href="levels/two.html">Next</a></body></html>',
			'game/css/a.css'       => '@font-face{font-family:F;src:url(../fonts/f.woff2)} body{background:url("https://x.example/bg.png")}',
			'game/js/game.js'      => 'console.log("hi");',
			'game/img/p.png'       => $png,
			'game/snd/ding.mp3'    => 'ID3fake',
			'game/fonts/f.woff2'   => 'wOF2fake',
			'game/levels/two.html' => '<p>Level two</p>',
			'game/.DS_Store'       => 'junk',
			'__MACOSX/game/._x'    => 'junk',
			'game/server.php'      => '<?php echo 1;',
		);
		$response = $this->convert( $this->zip_of( $files ), 'game.zip' );
		$this->assertSame( 201, $response->get_status(), 'A zip converts. Body: ' . wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'game/index.html', $data['conversion']['entry'], 'The shallowest index.html is the entry.' );
		$this->assertSame( 2, $data['conversion']['counts']['skipped'], 'Hidden files are left out.' );
		$this->assertContains( 'files-skipped', array_column( $data['conversion']['applied'], 'code' ), 'Skipping is reported.' );
		$this->assertSame(
			array(
				array(
					'file' => 'game/server.php',
					'code' => 'server-script',
				),
			),
			$data['conversion']['refused'],
			'The server script is refused, with its code.'
		);
		$this->assertContains( 'files-refused', array_column( $data['conversion']['applied'], 'code' ), 'Refusing is reported.' );

		$id   = $data['appadoo']['id'];
		$link = ( new Player( new Settings() ) )->preview_url( get_post( $id ), $this->owner );
		$this->assertStringEndsWith( '/game/index.html', $link['url'], 'The preview opens the entry.' );
		$base  = substr( $link['url'], 0, -strlen( 'game/index.html' ) );
		$types = array(
			'game/index.html'      => 'text/html; charset=utf-8',
			'game/css/a.css'       => 'text/css; charset=utf-8',
			'game/js/game.js'      => 'text/javascript; charset=utf-8',
			'game/img/p.png'       => 'image/png',
			'game/snd/ding.mp3'    => 'audio/mpeg',
			'game/fonts/f.woff2'   => 'font/woff2',
			'game/levels/two.html' => 'text/html; charset=utf-8',
		);
		foreach ( $types as $path => $type ) {
			$answer = $this->play( $base . $path, $this->owner );
			$this->assertSame( 200, $answer->status, "{$path} is served." );
			$this->assertSame( $type, $answer->headers['Content-Type'], "{$path} has its type." );
			$this->assertArrayHasKey( 'Content-Security-Policy', $answer->headers, "{$path} carries the CSP." );
		}
		$this->assertSame( $png, $this->play( $base . 'game/img/p.png', $this->owner )->contents(), 'The image is served byte for byte.' );
		$this->assertStringNotContainsString( 'x.example', $this->play( $base . 'game/css/a.css', $this->owner )->contents(), 'Outside url() in a style sheet is removed.' );
		$this->assertStringContainsString( 'url(../fonts/f.woff2)', $this->play( $base . 'game/css/a.css', $this->owner )->contents(), 'Local url() in a style sheet stays.' );
		foreach ( array( 'game/.DS_Store', 'game/server.php', '__MACOSX/game/._x', 'game/../../index.php', 'game/missing.png' ) as $missing ) {
			$this->assertSame( 404, $this->play( $base . $missing, $this->owner )->status, "{$missing} is not served." );
		}
		$two = $this->play( $base . 'game/levels/two.html', $this->owner )->contents();
		$this->assertStringContainsString( 'src="../../playpal-runtime/runtime.js"', $two, 'A page in a sub-folder reaches the runtime at the package root.' );

		$runtime = $this->play( $base . 'playpal-runtime/runtime.js', $this->owner );
		$this->assertSame( 200, $runtime->status, 'The runtime is served.' );
		$this->assertStringStartsWith( 'window.playpalAppadoo=', $runtime->body, 'The runtime starts with the settings.' );
	}

	public function test_converting_a_converted_page_again_keeps_one_runtime_and_settings_show_on_next_open(): void {
		$first = $this->convert( $this->temp_file( self::PAGE ), 'a.html' )->get_data();
		$id    = $first['appadoo']['id'];
		$html  = (string) file_get_contents( $this->stored_file( $id, 'index.html' ) );

		$again = $this->convert( $this->temp_file( $html ), 'a.html', array( 'appadooId' => (string) $id ) );
		$this->assertSame( 200, $again->get_status(), 'A new version answers 200.' );
		$this->assertSame( $id, $again->get_data()['appadoo']['id'], 'Same Appadoo.' );
		$this->assertSame( 1, $this->count_appadoos(), 'No second Appadoo.' );
		$this->assertContains( 'runtime-replaced', array_column( $again->get_data()['conversion']['added'], 'code' ), 'The earlier runtime is reported replaced.' );
		$html2 = (string) file_get_contents( $this->stored_file( $id, 'index.html' ) );
		$this->assertSame( 1, substr_count( $html2, Html_Rewriter::RUNTIME_ATTRIBUTE ), 'Still exactly one runtime tag.' );
		$this->assertSame( 2, get_post_meta( $id, Appadoo_Meta::PACKAGE, true )['version'], 'Version 2.' );

		$link = ( new Player( new Settings() ) )->preview_url( get_post( $id ), $this->owner );
		$js   = dirname( $link['url'] ) . '/playpal-runtime/runtime.js';
		$this->assertStringContainsString( '"timeLimit":"30"', $this->play( $js, $this->owner )->body, 'Default time limit.' );
		$patch = $this->send_json(
			'PATCH',
			'/pp/v1/appadoos/' . $id,
			array(
				'settings' => array(
					'timeLimit' => '1',
					'hdgFilter' => false,
				),
			)
		);
		$this->assertSame( 200, $patch->get_status(), 'Settings change.' );
		$body = $this->play( $js, $this->owner )->body;
		$this->assertStringContainsString( '"timeLimit":"1"', $body, 'The next open has the new limit.' );
		$this->assertStringContainsString( '"hdgFilter":false', $body, 'The next open has the new filter.' );
	}

	public function test_player_access_owner_other_guest_manager_and_expiry(): void {
		$id   = $this->convert( $this->temp_file( '<!doctype html><p>hi</p>' ), 'a.html' )->get_data()['appadoo']['id'];
		$post = get_post( $id );
		$slug = $post->post_name;

		// /play/{slug}: the owner's cookie gets our host page framing a tokenised address; everyone else 404.
		$open = $this->play( $slug . '/', $this->owner );
		$this->assertSame( 200, $open->status, 'The owner gets the host page.' );
		$this->assertStringContainsString( '/play/' . $slug . '/' . $this->owner . '-', $open->body, 'The frame\'s address carries the owner\'s token.' );
		$other = $this->user();
		$this->assertSame( 404, $this->play( $slug, $other )->status, 'Another person gets 404.' );
		$this->assertSame( 404, $this->play( $slug, 0 )->status, 'A guest gets 404.' );
		$this->assertSame( 404, $this->play( 'no-such-appadoo/', $this->owner )->status, 'A missing Appadoo is 404.' );
		$manager = $this->user( 'administrator' );
		$this->assertSame( 200, $this->play( $slug, $manager )->status, 'A site manager may play it.' );

		// The token is the credential for the opaque-origin package (no cookie).
		$now  = time();
		$link = ( new Player( new Settings() ) )->preview_url( $post, $this->owner, $now );
		$this->assertSame( 200, $this->play( $link['url'], 0, $now )->status, 'The token works without a cookie.' );
		$this->assertSame( 403, $this->play( $link['url'], 0, $now + 5 * HOUR_IN_SECONDS )->status, 'An expired token is refused.' );
		$forged = str_replace( '/' . $this->owner . '-', '/' . $other . '-', $link['url'] );
		$this->assertSame( 404, $this->play( $forged, 0, $now )->status, 'A token with another user id does not verify.' );
		$tampered = preg_replace( '#-([0-9a-f]{32})/#', '-' . str_repeat( '0', 32 ) . '/', $link['url'] );
		$this->assertSame( 404, $this->play( (string) $tampered, 0, $now )->status, 'A token with a wrong signature is 404.' );
		$other_link = ( new Player( new Settings() ) )->preview_url( $post, $other, $now );
		$this->assertSame( 404, $this->play( $other_link['url'], $other, $now )->status, 'A validly signed token for someone without access is 404.' );

		// A token for one Appadoo opens no other.
		$second = $this->convert( $this->temp_file( '<!doctype html><p>two</p>' ), 'b.html' )->get_data()['appadoo']['id'];
		$token  = explode( '/', (string) wp_parse_url( $link['url'], PHP_URL_PATH ) )[3];
		$this->assertSame( 404, $this->play( get_post( $second )->post_name . '/' . $token . '/index.html', $this->owner, $now )->status, 'A token is scoped to its Appadoo.' );

		// Deleting the Appadoo ends its links.
		wp_delete_post( $id, true );
		$this->assertSame( 404, $this->play( $link['url'], 0, $now )->status, 'A deleted Appadoo is gone.' );
	}

	public function test_preview_route_answers_a_link_for_the_owner_only(): void {
		$id       = $this->convert( $this->temp_file( '<!doctype html><p>hi</p>' ), 'a.html' )->get_data()['appadoo']['id'];
		$response = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/pp/v1/appadoos/' . $id . '/preview' ) );
		$this->assertSame( 200, $response->get_status(), 'The owner gets a link.' );
		$data = $response->get_data();
		$this->assertStringContainsString( '/play/', $data['url'], 'A player address.' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $data['expiresAt'], 'An ISO expiry.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'Private.' );
		wp_set_current_user( $this->user() );
		$this->assert_error( rest_ensure_response( rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/pp/v1/appadoos/' . $id . '/preview' ) ) ), 404, 'playpal_appadoo_not_found', 'Another person' );
	}

	public function test_a_template_appadoo_plays_with_the_runtime(): void {
		$id   = $this->appadoo( $this->owner );
		$link = ( new Player( new Settings() ) )->preview_url( get_post( $id ), $this->owner );
		$page = $this->play( $link['url'], $this->owner );
		$this->assertSame( 200, $page->status, 'The starter page plays.' );
		$this->assertStringContainsString( Html_Rewriter::RUNTIME_PATH, $page->contents(), 'The starter page carries the runtime.' );
	}

	public function test_player_path_is_recognised_under_home_only(): void {
		$player = new Player( new Settings() );
		$this->assertSame( 'abc/', $player->path_under_player( '/play/abc/' ), 'Under /play/.' );
		$this->assertNull( $player->path_under_player( '/player/abc' ), 'Not /player.' );
		$this->assertNull( $player->path_under_player( '/shop/play/abc' ), 'Not deeper.' );
	}
}
