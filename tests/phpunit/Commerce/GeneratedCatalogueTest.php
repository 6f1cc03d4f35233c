<?php
/**
 * The generated catalogue (bin/php/catalogue-generator.php) and a shop page
 * of it printed for a filtered address.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Catalogue_Query;
use PlayPal\Commerce\Coming_Soon;
use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;
use PlayPal\Routing\Route_Data;
use PlayPal\Tests\Frontend\First_Screen\FirstScreenTestCase;

/**
 * A small N keeps the test quick; the bench and the e2e catalogue phase make 1,000.
 */
final class GeneratedCatalogueTest extends FirstScreenTestCase {

	private const COUNT = 30;

	protected function setUp(): void {
		parent::setUp();
		require_once PLAYPAL_PLUGIN_DIR . 'bin/php/catalogue-generator.php';
		// Only the generated products (the site's own are rolled back afterwards).
		foreach ( get_posts(
			array(
				'post_type'   => 'product',
				'numberposts' => -1,
				'post_status' => 'any',
				'fields'      => 'ids',
			)
		) as $id ) {
			wp_delete_post( (int) $id, true );
		}
		delete_option( PLAYPAL_GENERATED_OPTION );
	}

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	public function test_it_makes_n_products_in_categories_with_two_attributes_once(): void {
		$first  = playpal_generate_catalogue( self::COUNT, false );
		$second = playpal_generate_catalogue( self::COUNT, false );

		$this->assertSame(
			array(
				'made'  => self::COUNT,
				'total' => self::COUNT,
			),
			$first,
			'The first run makes N products.'
		);
		$this->assertSame(
			array(
				'made'  => 0,
				'total' => self::COUNT,
			),
			$second,
			'A second run makes nothing.'
		);
		$this->assertSame(
			array(
				'made'  => 5,
				'total' => self::COUNT + 5,
			),
			playpal_generate_catalogue( self::COUNT + 5, false ),
			'A larger N makes only the rest.'
		);

		$all = $this->get( Store::products_path( Catalogue_Query::from_string( '' ) ) );
		$this->assertSame( '35', (string) $all['headers']['X-WP-Total'], 'The Store API lists them all.' );
		$this->assertSame( '2', (string) $all['headers']['X-WP-TotalPages'], 'In pages of 24.' );

		$categories = $this->get( Store::categories_path() )['data'];
		$this->assertGreaterThanOrEqual( 5, count( $categories ), 'They fill several categories.' );
		$attributes = array_column( $this->get( Store::attributes_path() )['data'], 'taxonomy' );
		$this->assertSame( array( 'pa_colour', 'pa_size' ), array_values( array_intersect( array( 'pa_colour', 'pa_size' ), $attributes ) ), 'With two global attributes.' );

		$prices = array_map( static fn( array $product ): int => (int) $product['prices']['price'], $this->get( Store::products_path( Catalogue_Query::from_string( '?orderby=price' ) ) )['data'] );
		$sorted = $prices;
		sort( $sorted );
		$this->assertSame( $sorted, $prices, 'Price low to high sorts by price.' );
		$this->assertGreaterThan( 1, count( array_unique( $prices ) ), 'Prices vary.' );
		$this->assertFalse( has_filter( 'posts_clauses', array( WC()->query, 'order_by_price_asc_post_clauses' ) ), 'The price order WooCommerce hooks for the request is taken back: later queries keep their own order.' );
	}

	public function test_a_filtered_address_prints_and_embeds_that_page_and_nothing_else(): void {
		playpal_generate_catalogue( self::COUNT, false );
		$_GET  = array(
			'category'      => 'space-kits',
			'filter_colour' => 'red',
			'orderby'       => 'price-desc',
		);
		$query = Catalogue_Query::from_request();
		$page  = $this->get( Store::products_path( $query ) );
		$this->assertSame( 200, $page['status'], 'The Store API answers the filtered path.' );
		$names = array_map( static fn( array $product ): string => $product['name'], $page['data'] );
		$this->assertNotEmpty( $names, 'Some generated kit is red and in Space Kits (the generator is deterministic).' );
		$this->assertLessThan( self::COUNT, count( $names ), 'Fewer than the whole catalogue.' );
		foreach ( $page['data'] as $product ) {
			$this->assertContains( 'space-kits', array_column( $product['categories'], 'slug' ), "{$product['name']} is in the category." );
		}

		$html = $this->screen( 'shop' );

		foreach ( $names as $name ) {
			$this->assertStringContainsString( '>' . $name . '<', $html, "$name is printed." );
		}
		$this->assertSame( count( $names ), substr_count( $html, 'pp-fs-product-card' ), 'Only the matching kits are printed.' );
		$this->assertStringContainsString( '<option value="space-kits" selected=\'selected\'>Space Kits</option>', $html, 'The filter bar shows the category chosen.' );
		$this->assertStringContainsString( '<option value="red" selected=\'selected\'>Red</option>', $html, 'And the colour.' );
		$this->assertStringContainsString( 'role="search"', $html, 'The filter bar is a search form.' );
		$this->assertMatchesRegularExpression( '#<form[^>]+method="get" action="/shop"#', $html, 'It submits to the same page without JavaScript.' );

		$routes = new Shop_Routes( new Store() );
		$paths  = $routes->preload_paths(
			array(),
			array(
				'pattern' => 'shop',
				'params'  => array(),
				'status'  => 200,
			)
		);
		$this->assertContains( Store::products_path( $query ), $paths, 'The shell embeds the filtered page under the path the bundle asks for.' );
		$this->assertNotContains( Store::products_path(), $paths, 'Not the unfiltered one.' );
		$this->assertCount( 4 + count( $routes->attribute_ids() ), $paths, 'Cart, products, categories, attributes and one terms list per attribute: nothing per product.' );
		$this->assertSame(
			'noindex, follow',
			$routes->meta(
				array(
					'title'       => '',
					'description' => '',
					'robots'      => '',
				),
				'shop',
				array()
			)['robots'],
			'A filtered page is not indexed.'
		);
		$this->assertSame( 'http://example.test/shop?category=space-kits&filter_colour=red&orderby=price-desc', $routes->canonical_url( 'http://example.test/shop', array( 'pattern' => 'shop' ) ), 'Its canonical link is its own address in the one order.' );
	}

	public function test_a_second_page_is_titled_with_its_number_and_a_filter_that_matches_nothing_says_so(): void {
		playpal_generate_catalogue( self::COUNT, false );
		$routes = new Shop_Routes( new Store() );
		$_GET   = array( 'page' => '2' );

		$this->assertSame(
			'Shop, page 2 | PlayPal',
			$routes->meta(
				array(
					'title'       => '',
					'description' => '',
					'robots'      => '',
				),
				'shop',
				array()
			)['title'],
			'Page 2 says so in its title.'
		);
		$this->assertSame(
			'',
			$routes->meta(
				array(
					'title'       => '',
					'description' => '',
					'robots'      => '',
				),
				'shop',
				array()
			)['robots'],
			'And is indexed, canonical to itself.'
		);
		$html = $this->screen( 'shop' );
		$this->assertStringContainsString( 'Showing 25–30 of 30 play kits', $html, 'It shows the rest of the catalogue.' );
		$this->assertStringContainsString( '<a href="/shop?page=2" aria-current="page">2</a>', $html, 'Its link is the current page.' );

		$_GET = array( 'search' => 'no such kit anywhere' );
		$html = $this->screen( 'shop' );
		$this->assertStringContainsString( 'No play kits match', $html, 'An empty result says so.' );
		$this->assertStringContainsString( '>Clear filters</a>', $html, 'With a way back.' );
		$this->assertStringNotContainsString( 'More Magic Coming Soon', $html, 'It is not the empty store.' );
	}

	/**
	 * A Store API answer dispatched in process.
	 *
	 * @param string $path Store API path.
	 * @return array{status: int, data: mixed, headers: array<string, mixed>}
	 */
	private function get( string $path ): array {
		$entry = ( new Route_Data() )->get( $path );
		return array(
			'status'  => $entry['status'],
			'data'    => $entry['data'],
			'headers' => $entry['headers'],
		);
	}
}
