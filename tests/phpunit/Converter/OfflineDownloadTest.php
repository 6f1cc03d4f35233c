<?php
/**
 * Download offline: one zip that plays from the file system.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Converter;

use PlayPal\Appadoos\Converter\Html_Rewriter;
use PlayPal\Appadoos\Player\Offline_Package;
use PlayPal\Appadoos\Player\Runtime_Config;
use PlayPal\Appadoos\Player\Session_Token;
use WP_HTML_Tag_Processor;
use WP_REST_Response;
use ZipArchive;

// phpcs:disable WordPress.WP.EnqueuedResources -- Package pages under test, not WordPress pages.

/**
 * GET pp/v1/appadoos/{id}/offline: the package's files at relative paths,
 * the runtime inlined once per page with the current settings, nothing that
 * points back at the site, no temporary file left.
 */
final class OfflineDownloadTest extends ConvertTestCase {

	private const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

	private int $owner;

	protected function setUp(): void {
		parent::setUp();
		$this->owner = $this->log_in_as( 'subscriber' );
	}

	/**
	 * Converts a zip and answers the new Appadoo's id.
	 *
	 * @param array<string, string> $files Entries.
	 */
	private function converted( array $files ): int {
		$response = $this->convert( $this->zip_of( $files ), 'game.zip' );
		$this->assertSame( 201, $response->get_status(), 'The zip converts. Body: ' . wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['appadoo']['id'];
	}

	private function download( int $id ): WP_REST_Response {
		return $this->send_raw( 'GET', '/pp/v1/appadoos/' . $id . '/offline', null );
	}

	/**
	 * The entries of a zip's bytes.
	 *
	 * @param string $bytes Zip.
	 * @return array<string, string> Name => bytes.
	 */
	private function unzip( string $bytes ): array {
		$path = $this->temp_file( $bytes );
		$zip  = new ZipArchive();
		$this->assertTrue( $zip->open( $path, ZipArchive::RDONLY | ZipArchive::CHECKCONS ), 'The download is a valid zip.' );
		$entries = array();
		$count   = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$entries[ (string) $zip->getNameIndex( $i ) ] = (string) $zip->getFromIndex( $i );
		}
		$zip->close();
		ksort( $entries );
		return $entries;
	}

	/**
	 * The text of every runtime script of a page.
	 *
	 * @param string $html Page.
	 * @return string[]
	 */
	private static function runtime_scripts( string $html ): array {
		$found     = array();
		$processor = new WP_HTML_Tag_Processor( $html );
		while ( $processor->next_tag( 'SCRIPT' ) ) {
			if ( null !== $processor->get_attribute( Html_Rewriter::RUNTIME_ATTRIBUTE ) ) {
				$found[] = $processor->get_modifiable_text();
			}
		}
		return $found;
	}

	/**
	 * Temporary offline files in the temp folder.
	 *
	 * @return string[]
	 */
	private static function temp_zips(): array {
		return (array) glob( trailingslashit( get_temp_dir() ) . Offline_Package::TEMP_PREFIX . '*' );
	}

	public function test_the_zip_holds_the_package_with_the_runtime_inlined_once_per_page(): void {
		$id = $this->converted(
			array(
				'index.html'      => '<!doctype html><html><head><title>Game</title><link rel="stylesheet" href="css/a.css"></head><body><img src="img/p.png" alt=""><a href="levels/two.html">Two</a><script src="js/game.js"></script></body></html>',
				'css/a.css'       => 'body{background:url(../img/p.png)}',
				'js/game.js'      => 'document.body.dataset.game = "on";',
				'img/p.png'       => base64_decode( self::PNG ),
				'levels/two.html' => '<!doctype html><p>Level two</p>',
			)
		);
		$this->send_json( 'PATCH', '/pp/v1/appadoos/' . $id, array( 'settings' => array( 'timeLimit' => '7' ) ) );
		$before = self::temp_zips();

		$response = $this->download( $id );
		$this->assertSame( 200, $response->get_status(), 'The owner downloads. Body: ' . substr( (string) wp_json_encode( $response->get_data() ), 0, 300 ) );
		$headers = $response->get_headers();
		$this->assertSame( 'application/zip', $headers['Content-Type'] ?? '', 'A zip.' );
		$this->assertSame( 'attachment; filename="game-offline.zip"', $headers['Content-Disposition'] ?? '', 'A download named after the Appadoo.' );
		$this->assertSame( 'private, no-store', $headers['Cache-Control'] ?? '', 'Private.' );
		$this->assertSame( $before, self::temp_zips(), 'No temporary file is left behind.' );

		$entries = $this->unzip( (string) $response->get_data() );
		$this->assertSame( array( 'css/a.css', 'img/p.png', 'index.html', 'js/game.js', 'levels/two.html' ), array_keys( $entries ), 'The package\'s files at their relative paths, nothing else.' );
		$this->assertSame( base64_decode( self::PNG ), $entries['img/p.png'], 'Assets byte for byte.' );

		$index = $entries['index.html'];
		$this->assertStringContainsString( 'href="css/a.css"', $index, 'Relative links stay relative.' );
		$this->assertStringContainsString( 'src="js/game.js"', $index, 'Local scripts stay.' );
		$this->assertStringNotContainsString( Html_Rewriter::RUNTIME_PATH, $index, 'No runtime file is asked for.' );
		$scripts = self::runtime_scripts( $index );
		$this->assertCount( 1, $scripts, 'index.html carries the runtime exactly once.' );
		$this->assertSame( 1, substr_count( $index, 'window.playpalAppadoo=' ), 'One configuration.' );
		$this->assertStringStartsWith( 'window.playpalAppadoo=', $scripts[0], 'The configuration comes first.' );
		$this->assertStringContainsString( '"timeLimit":"7"', $scripts[0], 'The current settings are inlined.' );
		$build = (string) file_get_contents( PLAYPAL_PLUGIN_DIR . Runtime_Config::BUILD );
		$this->assertNotSame( '', $build, 'The runtime is built.' );
		$this->assertStringEndsWith( trim( substr( $build, -80 ) ), trim( $scripts[0] ), 'The whole runtime is inlined.' );
		$this->assertLessThan( strpos( $index, '</head>' ), strpos( $index, 'window.playpalAppadoo=' ), 'In the head.' );
		$this->assertCount( 1, self::runtime_scripts( $entries['levels/two.html'] ), 'A page in a folder carries it once too.' );

		// Offline, a <meta> CSP keeps the page's scripts off the network, before any of its own elements.
		$meta = '<meta http-equiv="Content-Security-Policy" content="' . esc_attr( Offline_Package::CSP ) . '">';
		$this->assertStringContainsString( "connect-src 'none'", Offline_Package::CSP, 'No network from scripts offline.' );
		$this->assertStringContainsString( "form-action 'none'", Offline_Package::CSP, 'No form goes anywhere offline.' );
		$this->assertSame( 1, substr_count( $index, $meta ), 'index.html carries the policy once.' );
		$this->assertSame( strpos( $index, '<head>' ) + strlen( '<head>' ), strpos( $index, $meta ), 'First in the head.' );
		$two = $entries['levels/two.html'];
		$this->assertSame( 1, substr_count( $two, $meta ), 'A page without a head carries it too.' );
		$this->assertLessThan( strpos( $two, '<p>' ), strpos( $two, $meta ), 'Before the page\'s first element.' );

		// Nothing in the zip points back at the site or could open anything on it.
		$post   = get_post( $id );
		$host   = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		$secret = array(
			'home'       => home_url(),
			'host'       => $host,
			'slug'       => $post->post_name,
			'/play/'     => '/play/',
			'wp-json'    => 'wp-json',
			'pp/v1'      => 'pp/v1',
			'rest_route' => 'rest_route',
			'nonce'      => 'nonce',
			'REST nonce' => wp_create_nonce( 'wp_rest' ),
			'auth salt'  => substr( wp_salt( 'auth' ), 0, 16 ),
			// The runtime's code names a `token` field; what must be absent is this Appadoo's value and the sessions config.
			'token'      => Session_Token::for_appadoo( $post->ID, (string) $post->post_name ),
			'sessions'   => '"sessions"',
			'endpoint'   => 'endpoint',
		);
		foreach ( $entries as $name => $bytes ) {
			foreach ( $secret as $what => $needle ) {
				$this->assertStringNotContainsStringIgnoringCase( $needle, $bytes, "{$name} carries no {$what}." );
			}
			$this->assertDoesNotMatchRegularExpression( '/\b\d+-\d{9,12}-[0-9a-f]{32}\b/', $bytes, "{$name} carries no play token." );
		}
		$this->assertSame( array( 'name', 'settings', 'strings' ), array_keys( Runtime_Config::for_offline( $post ) ), 'The offline configuration is the name, the settings and the texts.' );
	}

	public function test_an_entry_page_in_a_folder_gets_an_index_that_opens_it(): void {
		$id      = $this->converted(
			array(
				'game/start.html' => '<!doctype html><html><head><title>Start</title></head><body>Go</body></html>',
				'game/pic.png'    => base64_decode( self::PNG ),
			)
		);
		$entries = $this->unzip( (string) $this->download( $id )->get_data() );
		$this->assertSame( array( 'game/pic.png', 'game/start.html', 'index.html' ), array_keys( $entries ), 'An index.html is added at the top.' );
		$this->assertStringContainsString( 'url=game/start.html', $entries['index.html'], 'It opens the entry page.' );
		$this->assertStringContainsString( 'href="game/start.html"', $entries['index.html'], 'With a link as well.' );
		$this->assertCount( 1, self::runtime_scripts( $entries['game/start.html'] ), 'The entry page carries the runtime once.' );
	}

	public function test_a_template_appadoo_downloads_too(): void {
		$id      = $this->appadoo( $this->owner, 'Ocean </script><b>x</b>' );
		$entries = $this->unzip( (string) $this->download( $id )->get_data() );
		$this->assertSame( array( 'index.html' ), array_keys( $entries ), 'The starter page.' );
		$scripts = self::runtime_scripts( $entries['index.html'] );
		$this->assertCount( 1, $scripts, 'With the runtime once.' );
		$this->assertStringNotContainsStringIgnoringCase( '</script', $scripts[0], 'A name cannot close the inlined script.' );
		$this->assertStringContainsString( '"name":"Ocean \u003C\/script\u003E', $scripts[0], 'The name is inlined as JSON.' );
	}

	public function test_only_the_owner_or_a_manager_downloads(): void {
		$id = $this->appadoo( $this->owner );
		wp_set_current_user( $this->user() );
		$this->assert_error( $this->download( $id ), 404, 'playpal_appadoo_not_found', 'Another person' );
		wp_set_current_user( 0 );
		$this->assert_error( $this->download( $id ), 401, 'playpal_not_signed_in', 'A guest' );
		wp_set_current_user( $this->user( 'administrator' ) );
		$this->assertSame( 200, $this->download( $id )->get_status(), 'A site manager downloads.' );
		$this->set_flags( array( 'portals' => false ) );
		$this->assert_error( $this->download( $id ), 404, 'playpal_feature_off', 'With the portals flag off' );
	}
}
