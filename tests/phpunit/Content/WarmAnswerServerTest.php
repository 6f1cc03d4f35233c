<?php
/**
 * Which requests Content\Warm_Answer_Server answers before WordPress builds its REST server.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Content;

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
}
