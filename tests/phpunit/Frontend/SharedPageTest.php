<?php
/**
 * Who gets a page a cache may share, what such a page leaves out, and how
 * its validator is compared (the headers themselves: SharedPagesHttpTest).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\App_Shell;
use PlayPal\Frontend\Assets;
use PlayPal\Frontend\Shared_Page_Policy;
use PlayPal\Frontend\Shared_Page_Response;
use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Commerce\StoreTestCase;

/**
 * Shared_Page_Policy, Shared_Page_Response and the shell's config on a shared page.
 */
final class SharedPageTest extends StoreTestCase {

	private const SHOP_ROUTE = array(
		'pattern' => 'shop',
		'params'  => array(),
		'status'  => 200,
	);

	/**
	 * Cookies as the request arrived with them.
	 *
	 * @var array<string, string>
	 */
	private array $cookies = array();

	protected function setUp(): void {
		parent::setUp();
		$this->cookies = $_COOKIE;
		$_COOKIE       = array();
	}

	protected function tearDown(): void {
		$_COOKIE = $this->cookies;
		remove_all_filters( 'playpal_page_cache_max_age' );
		parent::tearDown();
	}

	public function test_a_guest_without_a_login_or_cart_cookie_may_share_a_page_and_others_may_not(): void {
		$policy = new Shared_Page_Policy();
		$this->assertTrue( $policy->is_shareable(), 'A guest with no cookies.' );

		$_COOKIE = array(
			'wordpress_test_cookie' => 'WP Cookie check',
			'playpal_ref'           => 'FRIEND1',
			'_ga'                   => 'GA1.1.1',
		);
		$this->assertTrue( $policy->is_shareable(), 'Cookies that change nothing on the page do not count.' );

		$personal = array( LOGGED_IN_COOKIE, AUTH_COOKIE, SECURE_AUTH_COOKIE, 'wp_woocommerce_session_' . COOKIEHASH, 'woocommerce_items_in_cart', 'woocommerce_cart_hash', 'woo-share' );
		foreach ( $personal as $name ) {
			$_COOKIE = array( $name => 'x' );
			$this->assertFalse( $policy->is_shareable(), "A visitor with {$name} gets a page of their own." );
		}

		$_COOKIE = array();
		$this->log_in_as( 'subscriber' );
		$this->assertFalse( $policy->is_shareable(), 'Someone signed in gets a page of their own.' );
	}

	public function test_the_time_a_cache_may_keep_a_page_is_a_filter_and_zero_keeps_pages_private(): void {
		$policy = new Shared_Page_Policy();
		$this->assertSame( 60, $policy->max_age(), 'A minute by default.' );

		add_filter( 'playpal_page_cache_max_age', static fn(): int => 300 );
		$this->assertSame( 300, $policy->max_age(), 'Filterable.' );
		$this->assertTrue( $policy->is_shareable(), 'Still shared.' );

		add_filter( 'playpal_page_cache_max_age', static fn(): int => 0, 20 );
		$this->assertFalse( $policy->is_shareable(), 'Zero: no page is shared.' );
	}

	public function test_a_shared_shop_page_embeds_the_catalogue_but_no_cart_and_no_nonce(): void {
		$this->create_product( 'Space Station Alpha' );

		$shared = $this->shell_config( true );
		$this->assertTrue( $shared['storeActive'], 'The shop is open.' );
		$this->assertSame( '', $shared['storeApiNonce'], 'No Store API nonce: the first cart read brings it.' );
		$this->assertArrayNotHasKey( Store::cart_path(), $shared['preloaded'], 'No cart: the app reads it after load.' );
		$this->assertArrayHasKey( Store::products_path(), $shared['preloaded'], 'The first page of the shop is embedded.' );
		foreach ( $shared['preloaded'] as $path => $entry ) {
			$names = array_map( 'strtolower', array_keys( (array) $entry['headers'] ) );
			$this->assertSame( array(), array_intersect( $names, Store::VISITOR_HEADERS ), "{$path} keeps no header of the visitor's." );
		}

		$private = $this->shell_config( false );
		$this->assertTrue( wp_verify_nonce( $private['storeApiNonce'], Store::NONCE_ACTION ) > 0, 'A page of one’s own carries the nonce.' );
		$this->assertArrayHasKey( Store::cart_path(), $private['preloaded'], 'And the cart.' );
	}

	public function test_a_shared_page_hands_wordpress_s_rest_middleware_no_nonce(): void {
		$scripts = wp_scripts();
		$before  = $scripts->get_data( 'wp-api-fetch', 'after' );
		$this->assertMatchesRegularExpression( '/createNonceMiddleware\( "[0-9a-f]{10}" \)/', implode( "\n", (array) $before ), 'WordPress prints a nonce for every visitor.' );

		( new Assets( new Settings() ) )->print_no_rest_nonce();

		$after = implode( "\n", (array) $scripts->get_data( 'wp-api-fetch', 'after' ) );
		$scripts->add_data( 'wp-api-fetch', 'after', $before );
		$this->assertStringContainsString( 'createNonceMiddleware( "" )', $after, 'The shared page hands it none.' );
		$this->assertStringContainsString( 'wp.apiFetch.use( wp.apiFetch.nonceMiddleware )', $after, 'The rest of WordPress’s set-up stays.' );
	}

	public function test_if_none_match_is_compared_weakly_and_a_list_or_star_matches(): void {
		$etag = Shared_Page_Response::etag( '<html>a</html>' );

		$this->assertMatchesRegularExpression( '#^W/"[0-9a-f]{32}"$#', $etag, 'A weak ETag from the body.' );
		$this->assertNotSame( $etag, Shared_Page_Response::etag( '<html>b</html>' ), 'Another body, another ETag.' );
		$this->assertTrue( Shared_Page_Response::matches( $etag, $etag ), 'The same tag.' );
		$this->assertTrue( Shared_Page_Response::matches( substr( $etag, 2 ), $etag ), 'Its strong form (weak comparison).' );
		$this->assertTrue( Shared_Page_Response::matches( '"x", ' . $etag . ' ,"y"', $etag ), 'One of a list.' );
		$this->assertTrue( Shared_Page_Response::matches( '*', $etag ), 'Any.' );
		$this->assertFalse( Shared_Page_Response::matches( '', $etag ), 'No header.' );
		$this->assertFalse( Shared_Page_Response::matches( 'W/"other"', $etag ), 'Another tag.' );
		$this->assertFalse( Shared_Page_Response::matches( ',,', $etag ), 'An empty list.' );
	}

	public function test_the_headers_of_a_shared_page(): void {
		$with_time = ( new Shared_Page_Response( 60, 1795460273 ) )->headers( 'page' );
		$this->assertSame(
			array(
				'Cache-Control' => 'public, max-age=60',
				'Vary'          => 'Cookie',
				'ETag'          => Shared_Page_Response::etag( 'page' ),
				'Last-Modified' => 'Mon, 23 Nov 2026 18:57:53 GMT',
			),
			$with_time,
			'Public for a minute, by cookie, with its validators.'
		);
		$this->assertArrayNotHasKey( 'Last-Modified', ( new Shared_Page_Response( 60 ) )->headers( 'page' ), 'No Last-Modified when the route cannot tell.' );
	}

	/**
	 * The config the shell hands the bundle on /shop, shared or not.
	 *
	 * @param bool $shareable Whether this visitor may get a shared page.
	 * @return array<string, mixed>
	 */
	private function shell_config( bool $shareable ): array {
		$settings = new Settings();
		$router   = new Url_Router( $settings, new Store() );
		$shell    = new App_Shell( $settings, $router, new Assets( $settings ), new Store() );
		// As if the router had matched /shop.
		( new \ReflectionProperty( Url_Router::class, 'current' ) )->setValue( $router, self::SHOP_ROUTE );
		if ( ! $shareable ) {
			$_COOKIE[ 'wp_woocommerce_session_' . COOKIEHASH ] = 'x';
		}
		( new \ReflectionMethod( App_Shell::class, 'choose_caching' ) )->invoke( $shell, self::SHOP_ROUTE );
		unset( $_COOKIE[ 'wp_woocommerce_session_' . COOKIEHASH ] );
		return ( new \ReflectionMethod( App_Shell::class, 'config' ) )->invoke( $shell );
	}
}
