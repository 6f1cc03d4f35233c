<?php
/**
 * The offline app's addresses over real HTTP (issue 24: manifest, worker, kill switch, nonce-free shell).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Offline;

use PHPUnit\Framework\TestCase;
use PlayPal\Commerce\Store;
use PlayPal\Offline\Offline_User_Key;
use PlayPal\Settings\Settings;
use PlayPal\Tests\SiteServer;

/**
 * Headers only exist on a real response, so these read the served phpunit
 * site. No transaction: the signed-in user and the settings the tests change
 * are committed, and put back afterwards.
 */
final class OfflineHttpTest extends TestCase {

	private static ?SiteServer $server = null;

	private static int $user_id = 0;

	/**
	 * The settings before the class ran.
	 *
	 * @var mixed
	 */
	private static mixed $settings_before = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$settings_before = get_option( Settings::OPTION, null );
		self::$server          = new SiteServer();
		self::$user_id         = (int) wp_insert_user(
			array(
				'user_login' => 'offline_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'offline-' . wp_generate_password( 6, false ) . '@example.test',
				'role'       => 'subscriber',
			)
		);
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		require_once ABSPATH . 'wp-admin/includes/user.php';
		if ( self::$user_id > 0 ) {
			wp_delete_user( self::$user_id );
		}
		self::restore_settings();
		parent::tearDownAfterClass();
	}

	protected function tearDown(): void {
		self::restore_settings();
		parent::tearDown();
	}

	private static function restore_settings(): void {
		if ( null === self::$settings_before ) {
			delete_option( Settings::OPTION );
		} else {
			update_option( Settings::OPTION, self::$settings_before );
		}
		wp_cache_flush();
	}

	/**
	 * @param array<string, mixed> $changes Settings to change, committed for the server.
	 */
	private function set( array $changes ): void {
		$settings = ( new Settings() )->get();
		unset( $settings['referral']['apiKeySet'] );
		update_option( Settings::OPTION, array_replace( $settings, $changes ) );
		wp_cache_flush();
	}

	/**
	 * @param string                $path    Path.
	 * @param array<string, string> $cookies Cookies by name.
	 * @return array{status: int, headers: \WpOrg\Requests\Utility\CaseInsensitiveDictionary|array, body: string}
	 */
	private function get( string $path, array $cookies = array() ): array {
		$response = wp_remote_get(
			self::$server->base . $path,
			array(
				'timeout'     => 120,
				'redirection' => 0,
				'cookies'     => $cookies,
			)
		);
		$this->assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
		return array(
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'headers' => wp_remote_retrieve_headers( $response ),
			'body'    => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * @return array<string, string>
	 */
	private function signed_in(): array {
		return array( LOGGED_IN_COOKIE => wp_generate_auth_cookie( self::$user_id, time() + HOUR_IN_SECONDS, 'logged_in' ) );
	}

	public function test_the_worker_is_served_at_the_base_path_as_javascript_never_cached_with_its_config(): void {
		$worker = $this->get( '/playpal-sw.js' );

		$this->assertSame( 200, $worker['status'], 'The worker answers at the base path, so its scope can be the whole app.' );
		$this->assertSame( 'text/javascript; charset=utf-8', $worker['headers']['content-type'], 'A worker must be served as JavaScript.' );
		$this->assertSame( 'no-cache', $worker['headers']['cache-control'], 'Every update check reaches the site.' );
		$this->assertSame( 'nosniff', $worker['headers']['x-content-type-options'] );
		$this->assertArrayNotHasKey( 'service-worker-allowed', $worker['headers']->getAll(), 'Served from the scope itself, it needs no wider scope.' );
		$this->assertMatchesRegularExpression( '/^self\.PLAYPAL_SW=(\{.*\});\n/', $worker['body'], 'The config comes first.' );
		preg_match( '/^self\.PLAYPAL_SW=(\{.*\});\n/', $worker['body'], $match );
		$config = json_decode( $match[1], true );
		$this->assertSame( '/', $config['base'], 'The scope is the base path.' );
		$this->assertContains( '', $config['routes'], 'The route table is the server’s.' );
		$this->assertSame( '/?playpal-offline-shell=1', $config['shell'] );
		$this->assertSame( '/playpal-offline.html', $config['offline'] );
		$urls = array_column( $config['precache'], 'url' );
		$this->assertContains( '/playpal-offline.html', $urls, 'The offline screen is in the shell.' );
		$this->assertContains( '/?playpal-offline-shell=1', $urls, 'So is the nonce-free shell page.' );
		$this->assertNotEmpty( preg_grep( '#/build/index\.js$#', $urls ), 'And the bundle.' );
		$this->assertNotEmpty( preg_grep( '#/wp-includes/js/dist/vendor/react(\.min)?\.js$#', $urls ), 'And WordPress’s React, which the bundle takes.' );
		$this->assertEmpty( preg_grep( '/[?&]ver=/', $urls ), 'Listed without ?ver=: the version is the revision.' );
		$this->assertStringContainsString( 'playpal:skip-waiting', $worker['body'], 'The built worker follows.' );
	}

	public function test_a_base_path_moves_the_worker_and_the_manifest_with_it(): void {
		$this->set( array( 'base_path' => '/kids/' ) );

		$worker   = $this->get( '/kids/playpal-sw.js' );
		$manifest = json_decode( $this->get( '/kids/playpal.webmanifest' )['body'], true );

		$this->assertSame( 200, $worker['status'], 'The worker is under the base.' );
		$this->assertStringContainsString( '"base":"/kids/"', $worker['body'], 'Its scope is the base.' );
		$this->assertSame( '/kids/', $manifest['start_url'] );
		$this->assertSame( '/kids/', $manifest['scope'] );
		$this->assertNotSame( 200, $this->get( '/playpal-sw.js' )['status'], 'Nothing is served outside the base.' );
		$this->assertStringContainsString( '"retired":["/"]', $this->get( '/kids/about' )['body'], 'Pages name the scope left, whose worker they remove.' );
	}

	public function test_the_manifest_makes_the_app_installable_in_the_sites_colours(): void {
		$answer   = $this->get( '/playpal.webmanifest' );
		$manifest = json_decode( $answer['body'], true );
		$colors   = ( new Settings() )->tokens()['colors'];

		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( 'application/manifest+json; charset=utf-8', $answer['headers']['content-type'] );
		$this->assertSame( get_bloginfo( 'name' ), $manifest['name'] );
		$this->assertNotSame( '', $manifest['short_name'] );
		$this->assertLessThanOrEqual( 12, mb_strlen( $manifest['short_name'] ) );
		$this->assertSame( 'standalone', $manifest['display'] );
		$this->assertSame( '/', $manifest['start_url'] );
		$this->assertSame( '/', $manifest['scope'] );
		$this->assertSame( $colors['primary'], $manifest['theme_color'] );
		$this->assertSame( $colors['background'], $manifest['background_color'] );
		$found = array();
		foreach ( $manifest['icons'] as $icon ) {
			$file = PLAYPAL_PLUGIN_DIR . 'build/icons/' . basename( $icon['src'] );
			$size = getimagesize( $file );
			$this->assertIsArray( $size, "{$icon['src']} is a file of the plugin." );
			$this->assertSame( $icon['sizes'], $size[0] . 'x' . $size[1], "{$icon['src']} is as large as it says." );
			$this->assertSame( 'image/png', $size['mime'] );
			$image = $this->get( $icon['src'] );
			$this->assertSame( 200, $image['status'], "{$icon['src']} is served." );
			$found[] = $icon['sizes'] . ' ' . $icon['purpose'];
		}
		foreach ( array( '192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable' ) as $wanted ) {
			$this->assertContains( $wanted, $found );
		}
	}

	public function test_app_pages_link_the_manifest_and_load_the_registration_after_load(): void {
		$page = $this->get( '/about' )['body'];

		$this->assertStringContainsString( '<link rel="manifest" href="/playpal.webmanifest" />', $page );
		$this->assertStringContainsString( '<meta name="theme-color" content="' . ( new Settings() )->tokens()['colors']['primary'] . '" />', $page );
		$this->assertMatchesRegularExpression( '#addEventListener\("load",function\(\)\{var s=document\.createElement\("script"\);s\.src="[^"]*/build/offline-client\.js\?ver=#', $page, 'The registration is added after the load event.' );
		$this->assertDoesNotMatchRegularExpression( '#<script[^>]+src="[^"]*offline-client\.js#', $page, 'Not as a script of the page itself.' );
	}

	public function test_switched_off_the_worker_removes_itself_and_pages_no_longer_register_it(): void {
		$this->set( array( 'offline_app' => false ) );

		$worker = $this->get( '/playpal-sw.js' );
		$this->assertSame( 200, $worker['status'], 'Devices that have the worker still find one at its address.' );
		$this->assertSame( 'text/javascript; charset=utf-8', $worker['headers']['content-type'] );
		$this->assertStringContainsString( 'self.registration.unregister()', $worker['body'], 'It unregisters itself…' );
		$this->assertStringContainsString( "indexOf('playpal-') === 0", $worker['body'], '…after deleting PlayPal’s caches.' );
		$this->assertStringNotContainsString( 'PLAYPAL_SW', $worker['body'], 'No offline app in it.' );
		$this->assertStringNotContainsString( 'offline-client.js', $this->get( '/about' )['body'], 'Pages no longer register it.' );
	}

	public function test_the_shell_is_a_guests_page_whoever_asks_and_a_persons_page_names_their_key(): void {
		$own   = $this->get( '/', $this->signed_in() );
		$shell = $this->get( '/?playpal-offline-shell=1' ); // As the worker asks: without cookies.
		$asked = $this->get( '/?playpal-offline-shell=1', $this->signed_in() );

		$this->assertArrayNotHasKey( 'x-playpal-offline-key', $asked['headers']->getAll(), 'Even asked with a sign-in cookie, the shell is nobody’s…' );
		$this->assertStringContainsString( '"loggedIn":false', $asked['body'], '…and made for nobody.' );
		$this->assertStringContainsString( 'private', $asked['headers']['cache-control'], 'Sent with a cookie, it is private: the worker would refuse it.' );

		$this->assertSame( Offline_User_Key::for_user( self::$user_id ), $own['headers']['x-playpal-offline-key'], 'A person’s page names whose it is.' );
		$this->assertMatchesRegularExpression( '/createNonceMiddleware\( "[0-9a-f]{10}" \)/', $own['body'], 'It carries their nonce…' );

		$this->assertSame( 200, $shell['status'] );
		$this->assertSame( 'public, max-age=60', $shell['headers']['cache-control'], '…the shell is a page anyone may keep,' );
		$this->assertArrayNotHasKey( 'x-playpal-offline-key', $shell['headers']->getAll(), 'nobody’s,' );
		$this->assertStringContainsString( 'createNonceMiddleware( "" )', $shell['body'], 'with no REST nonce,' );
		$this->assertStringContainsString( '"storeApiNonce":""', $shell['body'], 'no Store API nonce' );
		$this->assertStringContainsString( '"loggedIn":false', $shell['body'], 'and nobody signed in.' );
		$this->assertStringNotContainsString( wp_create_nonce( Store::NONCE_ACTION ), $shell['body'] );
	}

	public function test_the_offline_screen_is_a_complete_page_that_links_to_the_library(): void {
		$screen = $this->get( '/playpal-offline.html' );

		$this->assertSame( 200, $screen['status'] );
		$this->assertSame( 'text/html; charset=utf-8', $screen['headers']['content-type'] );
		$this->assertStringContainsString( '<h1>You’re offline</h1>', $screen['body'] );
		$this->assertStringContainsString( 'href="/member-portal#offline-library"', $screen['body'] );
		$this->assertStringContainsString( '--pp-color-primary:', $screen['body'], 'In the site’s colours.' );
		$this->assertStringNotContainsString( '<script', $screen['body'], 'Nothing to run, nothing to fetch.' );
		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), $screen['body'] );
	}
}
