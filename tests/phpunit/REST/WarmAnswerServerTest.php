<?php
/**
 * Which requests REST\Warm_Answer_Server answers before WordPress builds its REST server.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST;

use PlayPal\Content\Content_Version;
use PlayPal\REST\Routes\Pages;
use PlayPal\REST\Routes\Posts;
use PlayPal\REST\Warm_Answer_Server;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;
use WP;

/**
 * Only an anonymous GET of the app's own content requests whose answer is
 * already cached; everything else takes WordPress's usual way.
 */
final class WarmAnswerServerTest extends TestCase {

	/**
	 * $_GET and $_SERVER before the test.
	 *
	 * @var array{0: array<string, mixed>, 1: array<string, mixed>}
	 */
	private array $saved;

	protected function setUp(): void {
		parent::setUp();
		$this->saved               = array( $_GET, $_SERVER ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$_SERVER['REQUEST_METHOD'] = 'GET';
		wp_insert_post(
			array(
				'post_title'  => 'Warm answers',
				'post_status' => 'publish',
			)
		);
	}

	protected function tearDown(): void {
		list( $_GET, $_SERVER ) = $this->saved; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Restores the test's globals.
		parent::tearDown();
	}

	/**
	 * What the server would answer for a REST route and query, or null.
	 *
	 * @param string               $route REST route, as WordPress parses it.
	 * @param array<string, mixed> $query The query string.
	 */
	private function warm_route( string $route, array $query ): ?object {
		$_GET                         = $query;
		$wp                           = new WP();
		$wp->query_vars['rest_route'] = $route;
		return ( new Warm_Answer_Server( new Settings() ) )->warm_route( $wp );
	}

	public function test_the_blogs_answer_is_served_early_once_it_is_cached(): void {
		$query = array(
			'_embed'   => '',
			'per_page' => '12',
		);
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query ), 'A cold answer is built by the full REST server.' );

		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/posts', array( '_embed' => '1' ) )->get_status() );

		$this->assertInstanceOf( Posts::class, $this->warm_route( '/pp/v1/posts', $query ) );
		$this->assertInstanceOf( Posts::class, $this->warm_route( '/pp/v1/posts/', array( '_embed' => '1' ) ), 'The same request written differently.' );

		Content_Version::bump();
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query ), 'After a change the answer is built again.' );
	}

	public function test_a_page_by_slug_is_served_early_once_it_is_cached(): void {
		wp_insert_post(
			array(
				'post_title'  => 'About warm answers',
				'post_name'   => 'about-warm-answers',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$query = array(
			'slug'   => 'about-warm-answers',
			'_embed' => '1',
		);
		$this->assertNull( $this->warm_route( '/pp/v1/pages', $query ) );
		$this->assertSame( 200, $this->dispatch( 'GET', '/pp/v1/pages', $query )->get_status() );
		$this->assertInstanceOf( Pages::class, $this->warm_route( '/pp/v1/pages', $query ) );
		$this->assertNull( $this->warm_route( '/pp/v1/pages', array( 'slug' => 'nothing-here' ) + $query ), 'Another slug is not cached.' );
	}

	public function test_everything_else_takes_wordpress_usual_way(): void {
		$query = array( '_embed' => '1' );
		$this->dispatch( 'GET', '/pp/v1/posts', $query );
		$this->assertNotNull( $this->warm_route( '/pp/v1/posts', $query ), 'The warm request itself is served early.' );

		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query + array( '_fields' => 'id' ) ), "WordPress's global parameters." );
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query + array( 'per_page' => '5' ) ), 'Other page sizes are never cached.' );
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query + array( 'page' => 'x' ) ), 'Invalid arguments get WordPress\'s error.' );
		$this->assertNull( $this->warm_route( '/pp/v1/health', array() ), 'Other routes.' );
		$this->assertNull( $this->warm_route( '/wp/v2/posts', $query ), 'Other routes.' );

		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query ), 'Other methods.' );
		$_SERVER['REQUEST_METHOD']              = 'GET';
		$_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] = 'DELETE';
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query ), 'A method override.' );
		unset( $_SERVER['HTTP_X_HTTP_METHOD_OVERRIDE'] );
		$_SERVER['HTTP_AUTHORIZATION'] = 'Basic ' . base64_encode( 'someone:app password' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query ), 'Credentials (application passwords).' );
		unset( $_SERVER['HTTP_AUTHORIZATION'] );
		$this->assertNotNull( $this->warm_route( '/pp/v1/posts', $query ) );

		$this->log_in_as( 'subscriber' );
		$this->assertNull( $this->warm_route( '/pp/v1/posts', $query ), 'A signed-in person.' );
	}

	/**
	 * The route read off the request before WordPress parses it.
	 *
	 * @param string               $uri   Request URI.
	 * @param array<string, mixed> $query The query string.
	 */
	private function requested_route( string $uri, array $query = array() ): string {
		$_SERVER['REQUEST_URI'] = $uri;
		$_GET                   = $query;
		return ( new Warm_Answer_Server( new Settings() ) )->requested_route();
	}

	public function test_the_route_is_read_off_the_request_as_wordpress_rewrite_rules_read_it(): void {
		update_option( 'permalink_structure', '/%postname%/' ); // Rolled back with the test's transaction.
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		$rest = rtrim( $home, '/' ) . '/' . rest_get_url_prefix();

		$this->assertSame( '/pp/v1/posts', $this->requested_route( $rest . '/pp/v1/posts?_embed&per_page=12' ) );
		$this->assertSame( '/pp/v1/posts', $this->requested_route( $rest . '/pp/v1/posts/' ), 'A trailing slash, as rest_api_loaded() trims it.' );
		$this->assertSame( '/pp/v1/pages', $this->requested_route( $rest . '/pp%2Fv1/pages' ), 'Decoded as WordPress decodes the query var.' );
		$this->assertSame( '/pp/v1/pages', $this->requested_route( $home . '?rest_route=/pp/v1/pages', array( 'rest_route' => '/pp/v1/pages' ) ) );
		$this->assertSame( '', $this->requested_route( $home . 'blog/' ), 'Not a REST address.' );
		$this->assertSame( '', $this->requested_route( $home . 'index.php/' . rest_get_url_prefix() . '/pp/v1/posts' ), 'Other spellings wait for WordPress to parse them.' );

		update_option( 'permalink_structure', '' );
		$this->assertSame( '', $this->requested_route( $rest . '/pp/v1/posts' ), 'Without pretty permalinks WordPress has no such rewrite rule.' );
		$this->assertSame( '/pp/v1/posts', $this->requested_route( $home . '?rest_route=/pp/v1/posts/', array( 'rest_route' => '/pp/v1/posts/' ) ) );
	}

	public function test_answers_wait_for_init_when_a_plugin_picks_the_locale_or_the_owner_says_so(): void {
		$server = new Warm_Answer_Server( new Settings() );
		$this->assertTrue( $server->may_serve_before_init() );

		$pick_locale = static fn( string $locale ): string => $locale;
		add_filter( 'determine_locale', $pick_locale );
		$this->assertFalse( $server->may_serve_before_init(), 'The locale is part of the cache key; a multilingual plugin may set it late.' );
		remove_filter( 'determine_locale', $pick_locale );
		add_filter( 'locale', $pick_locale );
		$this->assertFalse( $server->may_serve_before_init() );
		remove_filter( 'locale', $pick_locale );

		add_filter( 'playpal_warm_answers_before_init', '__return_false' );
		$this->assertFalse( $server->may_serve_before_init() );
		remove_filter( 'playpal_warm_answers_before_init', '__return_false' );
		$this->assertTrue( $server->may_serve_before_init() );
	}

	public function test_both_moments_are_hooked(): void {
		$server = new Warm_Answer_Server( new Settings() );
		$server->add_hooks();
		$this->assertSame( PHP_INT_MAX, has_action( 'after_setup_theme', array( $server, 'maybe_serve_before_init' ) ), 'After every plugin and the theme hooked their filters.' );
		$this->assertSame( 0, has_action( 'parse_request', array( $server, 'maybe_serve' ) ), "Before WordPress's rest_api_loaded()." );
		remove_action( 'after_setup_theme', array( $server, 'maybe_serve_before_init' ), PHP_INT_MAX );
		remove_action( 'parse_request', array( $server, 'maybe_serve' ), 0 );
	}
}
