<?php
/**
 * The community screens as the server answers them.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Community;

use PlayPal\Community\Community_Routes;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * /forum, /play-ideas, /products-ai, /ugc and /submit answer 200 with their head tags;
 * their sub-paths answer 404.
 */
final class CommunityRoutesTest extends TestCase {

	private const PATHS = array( 'forum', 'play-ideas', 'products-ai', 'ugc', 'submit' );

	private Community_Routes $routes;

	protected function setUp(): void {
		parent::setUp();
		// A fresh instance of our own, as other tests may remove route filters.
		$this->routes = new Community_Routes();
		$this->routes->add_hooks();
	}

	protected function tearDown(): void {
		remove_filter( 'playpal_routes', array( $this->routes, 'add_routes' ) );
		remove_filter( 'playpal_route_meta', array( $this->routes, 'meta' ), 10 );
		remove_filter( 'playpal_preload_paths', array( $this->routes, 'preload_paths' ), 10 );
		$GLOBALS['wp_query']->init();
		parent::tearDown();
	}

	private function router(): Url_Router {
		$settings              = get_option( Settings::OPTION, array() );
		$settings              = is_array( $settings ) ? $settings : array();
		$settings['base_path'] = '/';
		update_option( Settings::OPTION, $settings );
		return new Url_Router( new Settings() );
	}

	public function test_the_plugin_registers_the_community_routes(): void {
		$hooked = 0;
		foreach ( $GLOBALS['wp_filter']['playpal_routes']->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof Community_Routes && $function[0] !== $this->routes ) {
					++$hooked;
				}
			}
		}
		$this->assertSame( 1, $hooked, 'The plugin hooks one Community_Routes of its own into playpal_routes.' );
	}

	public function test_the_five_screens_answer_200(): void {
		$router = $this->router();

		foreach ( self::PATHS as $path ) {
			$decision = $router->decide( "/{$path}" );
			$this->assertSame( 200, $decision['status'] ?? null, "/{$path} is an app route." );
			$this->assertSame( $path, $decision['pattern'], "/{$path} matches its own pattern." );
			$this->assertSame( 200, $router->decide( "/{$path}/" )['status'] ?? null, "/{$path}/ with a trailing slash is the same route." );
		}
	}

	public function test_unknown_sub_paths_answer_404(): void {
		$router = $this->router();
		// WordPress has nothing at these paths either.
		$GLOBALS['wp_query']->set_404();

		foreach ( array( 'forum/nope', 'play-ideas/anything', 'products-ai/x/y', 'ugc/submissions', 'submit/again' ) as $path ) {
			$decision = $router->decide( "/{$path}" );
			$this->assertSame( 404, $decision['status'] ?? null, "/{$path} is not a screen: 404." );
			$this->assertNull( $decision['pattern'], "/{$path} matches no route." );
		}
	}

	public function test_each_screen_has_its_title_and_description(): void {
		$meta     = new Route_Meta();
		$expected = array(
			'forum'       => 'The PlayBoard | PlayPal',
			'play-ideas'  => 'Play Ideas | PlayPal',
			'products-ai' => 'Find the Perfect Play Kit | PlayPal',
			'ugc'         => 'Community Love | PlayPal',
			'submit'      => 'Submit Your Story | PlayPal',
		);

		foreach ( $expected as $path => $title ) {
			$head = $meta->for_route( $path, array() );
			$this->assertSame( $title, $head['title'], "/{$path} has its own title." );
			$this->assertSame( Community_Routes::pages()[ $path ]['description'], $head['description'], "/{$path} has its own description." );
			$this->assertGreaterThan( 50, strlen( $head['description'] ), "/{$path}'s description says something." );
			$this->assertSame( '', $head['robots'], "/{$path} may be indexed." );
		}
	}

	public function test_the_screens_and_the_server_use_the_same_titles(): void {
		$root    = dirname( __DIR__, 3 ) . '/src/features/community/';
		$sources = array(
			'forum'       => 'forum/ForumScreen.tsx',
			'play-ideas'  => 'play-ideas/PlayIdeasScreen.tsx',
			'products-ai' => 'products-ai/ProductDiscoveryScreen.tsx',
			'ugc'         => 'ugc/CommunityLoveScreen.tsx',
			'submit'      => 'submit/SubmitStoryScreen.tsx',
		);
		foreach ( $sources as $path => $file ) {
			$client = (string) file_get_contents( $root . $file );
			$page   = Community_Routes::pages()[ $path ];
			$this->assertStringContainsString( "'" . str_replace( ' | PlayPal', '', $page['title'] ) . "'", $client, "The /{$path} screen sets the server's title." );
			$this->assertStringContainsString( $page['description'], $client, "The /{$path} screen sets the server's description." );
		}
	}

	public function test_each_screen_embeds_the_data_it_shows_first(): void {
		$expected = array(
			'forum'       => array( '/pp/v1/forum' ),
			'play-ideas'  => array( '/pp/v1/play-ideas' ),
			'products-ai' => array( '/pp/v1/discovery' ),
			'ugc'         => array( '/pp/v1/mentions', '/pp/v1/community-samples', '/pp/v1/submissions' ),
			'submit'      => array(),
		);
		foreach ( $expected as $path => $data_paths ) {
			$paths = $this->routes->preload_paths(
				array(),
				array(
					'pattern' => $path,
					'params'  => array(),
					'status'  => 200,
				)
			);
			$this->assertSame( $data_paths, $paths, "/{$path} embeds its data." );
		}
		$this->assertSame( array( '/x' ), $this->routes->preload_paths( array( '/x' ), null ), 'Other pages embed nothing of ours.' );

		$preloaded = rest_preload_api_request( array(), '/pp/v1/forum' );
		$this->assertNotEmpty( $preloaded['/pp/v1/forum']['body']['posts'] ?? array(), 'The embedded forum answer carries the posts.' );
	}
}
