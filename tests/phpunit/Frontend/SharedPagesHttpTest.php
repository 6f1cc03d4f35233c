<?php
/**
 * App pages a cache may share, over real HTTP (issue 16, item 2).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend;

use PHPUnit\Framework\TestCase;
use PlayPal\Commerce\Store;
use PlayPal\Tests\SiteServer;

/**
 * Serves the phpunit site and reads its pages as a guest, as a guest with a
 * cart cookie and as someone signed in. Headers only exist on a real
 * response (PHP's CLI keeps none), so these go over HTTP. No transaction:
 * the signed-in user is committed, and removed afterwards.
 */
final class SharedPagesHttpTest extends TestCase {

	private static ?SiteServer $server = null;

	private static int $user_id = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server  = new SiteServer();
		self::$user_id = (int) wp_insert_user(
			array(
				'user_login' => 'shared_pages_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'shared-pages-' . wp_generate_password( 6, false ) . '@example.test',
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
		parent::tearDownAfterClass();
	}

	/**
	 * GETs a page of the served site.
	 *
	 * @param string                $path    Path.
	 * @param array<string, string> $headers Request headers.
	 * @param array<string, string> $cookies Cookies by name.
	 * @return array{status: int, headers: \WpOrg\Requests\Utility\CaseInsensitiveDictionary|array, body: string}
	 */
	private function get( string $path, array $headers = array(), array $cookies = array() ): array {
		$response = wp_remote_get(
			self::$server->base . $path,
			array(
				'timeout'     => 120,
				'redirection' => 0,
				'headers'     => $headers,
				'cookies'     => $cookies,
			)
		);
		$this->assertNotWpError( $response );
		return array(
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'headers' => wp_remote_retrieve_headers( $response ),
			'body'    => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * @param mixed $response What wp_remote_get() returned.
	 */
	private function assertNotWpError( $response ): void {
		$this->assertFalse( is_wp_error( $response ), is_wp_error( $response ) ? $response->get_error_message() : '' );
	}

	/**
	 * Asserts that the page carries no nonce and no cart of anyone's.
	 *
	 * @param string $html The page.
	 * @param string $path For messages.
	 */
	private function assertNothingPersonal( string $html, string $path ): void {
		// A guest's nonces are the same in this process as on the server (same salts, user 0, no session).
		$this->assertStringNotContainsString( wp_create_nonce( 'wp_rest' ), $html, "{$path}: no REST nonce." );
		$this->assertStringNotContainsString( wp_create_nonce( Store::NONCE_ACTION ), $html, "{$path}: no Store API nonce." );
		$this->assertStringContainsString( 'createNonceMiddleware( "" )', $html, "{$path}: WordPress's REST nonce middleware is handed none." );
		$this->assertStringContainsString( '"storeApiNonce":""', $html, "{$path}: the config holds no Store API nonce." );
		$this->assertStringNotContainsString( '"/wc/store/v1/cart":', $html, "{$path}: no cart is embedded." );
		$this->assertDoesNotMatchRegularExpression( '/"Nonce(-Timestamp)?":"[^"]+"/i', $html, "{$path}: no embedded response names a nonce." );
		$this->assertStringContainsString( '"loggedIn":false', $html, "{$path}: made for nobody in particular." );
	}

	public function test_a_guest_gets_a_page_a_proxy_may_keep_with_nothing_of_theirs_in_it(): void {
		foreach ( array( '/about', '/blog', '/shop' ) as $path ) {
			$page = $this->get( $path );

			$this->assertSame( 200, $page['status'], "{$path} answers 200." );
			$this->assertSame( 'public, max-age=60', $page['headers']['cache-control'], "{$path} may be kept by a shared cache for a minute." );
			$this->assertSame( 'Cookie', $page['headers']['vary'], "{$path} varies by cookie: a visitor with a login or a cart is someone else." );
			$this->assertMatchesRegularExpression( '#^W/"[0-9a-f]{32}"$#', (string) $page['headers']['etag'], "{$path} has an ETag." );
			$this->assertStringContainsString( '<div id="playpal-root">', $page['body'], "{$path} is the app shell." );
			$this->assertNothingPersonal( $page['body'], $path );
		}
	}

	public function test_two_guests_get_the_same_page_and_the_blog_says_when_it_last_changed(): void {
		$first  = $this->get( '/blog' );
		$second = $this->get( '/blog' );

		$this->assertSame( $first['body'], $second['body'], 'Every guest gets the same bytes.' );
		$this->assertSame( $first['headers']['etag'], $second['headers']['etag'], 'And the same ETag.' );
		wp_cache_flush(); // The server changed options this process holds in memory.
		$modified = strtotime( (string) $first['headers']['last-modified'] );
		$this->assertSame( \PlayPal\Content\Content_Version::current()['t'], $modified, 'Last-Modified is when the published content last changed.' );
		$this->assertArrayNotHasKey( 'last-modified', $this->get( '/about' )['headers']->getAll(), 'A page that cannot tell sends none.' );
	}

	public function test_a_matching_if_none_match_gets_304_without_a_body_and_another_gets_the_page(): void {
		$page = $this->get( '/blog' );
		$etag = (string) $page['headers']['etag'];

		$same = $this->get( '/blog', array( 'If-None-Match' => $etag ) );
		$this->assertSame( 304, $same['status'], 'The same ETag: not modified.' );
		$this->assertSame( '', $same['body'], 'A 304 has no body.' );
		$this->assertSame( $etag, $same['headers']['etag'], 'It names the ETag again.' );
		$this->assertSame( 'public, max-age=60', $same['headers']['cache-control'], 'And renews the cache’s copy.' );

		$strong = $this->get( '/blog', array( 'If-None-Match' => '"other", ' . substr( $etag, 2 ) ) );
		$this->assertSame( 304, $strong['status'], 'A list with the same tag, compared weakly: not modified.' );

		$other = $this->get( '/blog', array( 'If-None-Match' => 'W/"0123456789abcdef0123456789abcdef"' ) );
		$this->assertSame( 200, $other['status'], 'Another ETag: the page.' );
		$this->assertSame( $page['body'], $other['body'], 'The whole page.' );
	}

	public function test_a_guest_with_a_cart_cookie_gets_a_private_page_with_their_nonce_and_cart(): void {
		$page = $this->get( '/shop', array(), array( 'wp_woocommerce_session_' . COOKIEHASH => 'not-a-session' ) );

		$this->assertSame( 200, $page['status'], 'The page answers.' );
		$this->assertSame( 'private, no-store, max-age=0', $page['headers']['cache-control'], 'No shared cache may keep it.' );
		$this->assertArrayNotHasKey( 'etag', $page['headers']->getAll(), 'No validator for a page of one’s own.' );
		$this->assertMatchesRegularExpression( '/"storeApiNonce":"[0-9a-f]{10}"/', $page['body'], 'It carries the Store API nonce.' );
		$this->assertStringContainsString( '"/wc/store/v1/cart":{"body":', $page['body'], 'And embeds the cart.' );
	}

	public function test_someone_signed_in_gets_a_private_page(): void {
		$cookie = wp_generate_auth_cookie( self::$user_id, time() + HOUR_IN_SECONDS, 'logged_in' );
		$page   = $this->get( '/about', array(), array( LOGGED_IN_COOKIE => $cookie ) );

		$this->assertSame( 200, $page['status'], 'The page answers.' );
		$this->assertSame( 'private, no-store, max-age=0', $page['headers']['cache-control'], 'No shared cache may keep it.' );
		$this->assertStringContainsString( '"loggedIn":true', $page['body'], 'The page is made for the person signed in.' );
		$this->assertMatchesRegularExpression( '/createNonceMiddleware\( "[0-9a-f]{10}" \)/', $page['body'], 'With their REST nonce.' );
	}

	public function test_a_page_that_sets_a_cookie_is_nobodys_to_share(): void {
		// WooCommerce's private "coming soon" link is kept in a cookie set by this very response.
		update_option( 'woocommerce_private_link', 'yes' );
		update_option( 'woocommerce_share_key', 'sharedpages1' );
		update_option( 'woocommerce_coming_soon', 'yes' );
		update_option( 'woocommerce_store_pages_only', 'yes' );
		try {
			$page = $this->get( '/about?woo-share=sharedpages1' );
		} finally {
			delete_option( 'woocommerce_private_link' );
			delete_option( 'woocommerce_share_key' );
			delete_option( 'woocommerce_coming_soon' );
			delete_option( 'woocommerce_store_pages_only' );
		}

		$this->assertSame( 200, $page['status'], 'The page answers.' );
		$this->assertStringContainsString( 'woo-share=', implode( "\n", (array) $page['headers']['set-cookie'] ), 'The response sets the share cookie.' );
		$this->assertSame( 'private, no-store, max-age=0', $page['headers']['cache-control'], 'So no shared cache may keep it.' );
	}
}
