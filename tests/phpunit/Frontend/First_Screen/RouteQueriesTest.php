<?php
/**
 * The post and product a page shows are queried once per request.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\App_Shell;
use PlayPal\Frontend\Assets;
use PlayPal\Frontend\First_Screen\First_Screen;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Data;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;

/**
 * Status, head tags, preload and printed HTML all read one memo (Route_Data).
 * Queries are counted as bench/php/query-counter.php counts them: through
 * WordPress's `query` filter.
 */
final class RouteQueriesTest extends FirstScreenTestCase {

	/**
	 * Queries seen whose SQL names the needle (a slug) as a quoted value.
	 *
	 * @var string[]
	 */
	private array $seen = array();

	private string $needle = '';

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'query', array( $this, 'record' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'query', array( $this, 'record' ) );
		parent::tearDown();
	}

	/**
	 * @param string $sql A query about to run.
	 */
	public function record( string $sql ): string {
		// Quoted either way: WordPress quotes values with ', WooCommerce's product query with ".
		if ( '' !== $this->needle && ( str_contains( $sql, "'" . $this->needle . "'" ) || str_contains( $sql, '"' . $this->needle . '"' ) ) ) {
			$this->seen[] = $sql;
		}
		return $sql;
	}

	/**
	 * Runs everything the shell does for a request path, as on a real page,
	 * from a cold memo, and returns how many queries named the slug.
	 *
	 * @param string $path Request path.
	 * @param string $slug The slug the queries name.
	 */
	private function queries_for_page( string $path, string $slug ): int {
		wp_cache_flush();
		$this->seen   = array();
		$this->needle = $slug;

		$settings = new Settings();
		$router   = new Url_Router( $settings );
		$decision = $router->decide( $path );
		$this->assertSame( 200, $decision['status'] ?? null, "$path is found." );
		( new \ReflectionProperty( Url_Router::class, 'current' ) )->setValue( $router, $decision );

		( new Route_Meta() )->for_route( $decision['pattern'], $decision['params'] );
		$shell  = new App_Shell( $settings, $router, new Assets( $settings ) );
		$config = ( new \ReflectionMethod( App_Shell::class, 'config' ) )->invoke( $shell );
		$html   = ( new First_Screen( $router, new Route_Data(), new Store() ) )->current_html();

		$this->assertNotEmpty( $config['preloaded'], 'The page embeds its responses.' );
		$this->assertNotSame( '', $html, 'The page prints its screen.' );
		$this->needle = '';
		return count( $this->seen );
	}

	public function test_a_post_page_queries_its_post_once(): void {
		$this->publish_post( 'Rainy Day Rescue', 1, '<p>Tape a road.</p>' );

		$queries = $this->queries_for_page( '/blog/rainy-day-rescue', 'rainy-day-rescue' );

		$this->assertSame( 1, $queries, "Status, head tags, preload and HTML share one query for the post:\n" . implode( "\n", $this->seen ) );
	}

	public function test_a_product_page_looks_its_product_up_once(): void {
		$this->create_product( 'Ocean Adventure', '18.00' );
		// What one Store API request for the product costs, whatever the store's own query plan.
		wp_cache_flush();
		$this->seen   = array();
		$this->needle = 'ocean-adventure';
		$request      = new \WP_REST_Request( 'GET', '/wc/store/v1/products' );
		$request->set_query_params( array( 'slug' => 'ocean-adventure' ) );
		rest_do_request( $request );
		$one_lookup = count( $this->seen );
		$this->assertGreaterThan( 0, $one_lookup, 'A lookup by slug queries the database.' );

		$queries = $this->queries_for_page( '/product/ocean-adventure', 'ocean-adventure' );

		$this->assertSame( $one_lookup, $queries, "Status, head tags, preload and HTML share one lookup of the product:\n" . implode( "\n", $this->seen ) );
	}
}
