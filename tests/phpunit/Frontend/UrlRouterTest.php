<?php
/**
 * Which paths the app answers, and with which status (DESIGN §2).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend;

use PlayPal\Frontend\Url_Router;
use PlayPal\Tests\TestCase;

/**
 * Url_Router::decide() for the root base and a sub-path base.
 */
final class UrlRouterTest extends TestCase {

	/**
	 * Stand-ins for routes features register, removed again after each test.
	 *
	 * @param string[] $routes Route patterns.
	 * @return string[]
	 */
	public static function add_feature_routes( array $routes ): array {
		return array_merge( $routes, array( 'test-kit/{slug}', 'test-shop' ) );
	}

	/**
	 * A feature's answer for a slug that does not exist.
	 *
	 * @param int                  $status  Status so far.
	 * @param string               $pattern Route pattern.
	 * @param array<string,string> $params  Route parameters.
	 */
	public static function missing_slug_is_404( int $status, string $pattern, array $params ): int {
		return 'test-kit/{slug}' === $pattern && 'missing' === ( $params['slug'] ?? '' ) ? 404 : $status;
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'playpal_routes', array( self::class, 'add_feature_routes' ) );
	}

	protected function tearDown(): void {
		// Only this test's callbacks: features register theirs on the same hooks.
		remove_filter( 'playpal_routes', array( self::class, 'add_feature_routes' ) );
		remove_filter( 'playpal_route_status', array( self::class, 'missing_slug_is_404' ) );
		$GLOBALS['wp_query']->init();
		parent::tearDown();
	}


	public function test_an_app_route_is_answered_with_200(): void {
		$decision = $this->router_with_base( '/' )->decide( '/about' );
		$this->assertSame( 200, $decision['status'] ?? null, '/about is an app route.' );
		$this->assertSame( 'about', $decision['pattern'], 'The about pattern should match.' );
	}

	public function test_home_and_trailing_slashes_match(): void {
		$router = $this->router_with_base( '/' );
		$this->assertSame( '', $router->decide( '/' )['pattern'] ?? null, '/ is Home.' );
		$this->assertSame( 'test-shop', $router->decide( '/test-shop/' )['pattern'] ?? null, 'A trailing slash still matches.' );
	}

	public function test_a_dynamic_route_captures_its_slug(): void {
		$decision = $this->router_with_base( '/' )->decide( '/test-kit/space-station-alpha/' );
		$this->assertSame( 'test-kit/{slug}', $decision['pattern'] ?? null, 'The path matches test-kit/{slug}.' );
		$this->assertSame( array( 'slug' => 'space-station-alpha' ), $decision['params'], 'The slug is captured.' );
	}

	public function test_an_unknown_path_stays_with_wordpress_unless_wordpress_answers_404(): void {
		$router = $this->router_with_base( '/' );
		$this->assertNull( $router->decide( '/sample-page/' ), 'A page WordPress can show is left to WordPress.' );

		$GLOBALS['wp_query']->set_404();
		$decision = $router->decide( '/no-such-page' );
		$this->assertSame( 404, $decision['status'] ?? null, 'A WordPress 404 becomes the app’s 404 page.' );
		$this->assertNull( $decision['pattern'], 'A 404 has no route pattern.' );
	}

	public function test_paths_wordpress_owns_are_never_taken(): void {
		$router = $this->router_with_base( '/' );
		$GLOBALS['wp_query']->set_404();
		foreach ( array( '/wp-admin/', '/wp-json/pp/v1/health', '/wp-login.php', '/wp-content/uploads/x.png', '/xmlrpc.php' ) as $path ) {
			$this->assertNull( $router->decide( $path ), "$path belongs to WordPress." );
		}
	}

	public function test_search_results_stay_with_wordpress(): void {
		$router                         = $this->router_with_base( '/' );
		$GLOBALS['wp_query']->is_search = true;
		$this->assertNull( $router->decide( '/' ), 'A ?s= search at the root is WordPress’s, not the app’s Home.' );
	}

	public function test_a_sub_path_base_owns_only_its_own_paths(): void {
		$router = $this->router_with_base( '/play' );
		$this->assertSame( '/play', $router->basename(), 'The router basename is the base without a trailing slash.' );
		$this->assertSame( 'about', $router->decide( '/play/about' )['pattern'] ?? null, '/play/about is the About route.' );
		$this->assertSame( '', $router->decide( '/play' )['pattern'] ?? null, '/play is Home.' );

		$GLOBALS['wp_query']->set_404();
		$this->assertNull( $router->decide( '/about' ), 'Paths outside the base are WordPress’s, even when they 404.' );
		$this->assertSame( 404, $router->decide( '/play/nothing-here' )['status'] ?? null, 'Unknown paths under the base get the app’s 404.' );
	}

	public function test_the_apps_routes_are_kept_from_speculative_loading_under_its_base(): void {
		$router  = $this->router_with_base( '/play' );
		$exclude = $router->speculation_exclude_paths( array( '/elsewhere/*' ) );
		$this->assertContains( '/elsewhere/*', $exclude, 'Paths others exclude stay excluded.' );
		foreach ( array( '/play', '/play/', '/play/about', '/play/about/', '/play/test-kit/*', '/play/test-kit/*/', '/play/test-shop' ) as $path ) {
			$this->assertContains( $path, $exclude, "The app opens {$path} itself: the browser should not prefetch it." );
		}
		$this->assertNotContains( '/about', $exclude, 'Paths outside the base are not the app’s.' );
		$this->assertSame( $exclude, array_values( array_unique( $exclude ) ), 'Each pattern once.' );
	}

	public function test_a_route_no_screen_has_claimed_is_not_answered_with_200(): void {
		$router = $this->router_with_base( '/' );
		$this->assertNull( $router->decide( '/not-a-screen' ), 'Until a feature registers a path, WordPress decides.' );
		$GLOBALS['wp_query']->set_404();
		$this->assertSame( 404, $router->decide( '/not-a-screen' )['status'] ?? null, 'An unclaimed app path that WordPress 404s gets the app’s 404.' );
	}

	public function test_the_root_base_has_an_empty_basename(): void {
		$this->assertSame( '', $this->router_with_base( '/' )->basename(), 'React Router gets "" for the site root.' );
	}

	public function test_a_feature_can_answer_404_for_a_missing_slug(): void {
		add_filter( 'playpal_route_status', array( self::class, 'missing_slug_is_404' ), 10, 3 );
		$router = $this->router_with_base( '/' );
		$this->assertSame( 404, $router->decide( '/test-kit/missing' )['status'] ?? null, 'The filter turns a missing post into a 404.' );
		$this->assertSame( 200, $router->decide( '/test-kit/present' )['status'] ?? null, 'Other slugs stay 200.' );
	}
}
