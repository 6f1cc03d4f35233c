<?php
/**
 * The shop's address read and written as the React shop does.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Catalogue_Query;
use PlayPal\Commerce\Store;
use PlayPal\Tests\TestCase;

/**
 * The fixture tests/fixtures/first-screen/catalogue-paths.json is checked here and by
 * src/features/shop/catalogue/query.test.ts: each address reads as the same
 * canonical address and asks the Store API the same path on both sides, so
 * the response the shell embeds is found under the bundle's own request.
 */
final class CatalogueQueryTest extends TestCase {

	public function test_both_sides_read_and_write_each_address_alike(): void {
		$cases = wp_json_file_decode( PLAYPAL_PLUGIN_DIR . 'tests/fixtures/first-screen/catalogue-paths.json', array( 'associative' => true ) );
		$this->assertIsArray( $cases, 'The fixture is readable JSON.' );
		foreach ( $cases as $case ) {
			$query = Catalogue_Query::from_string( $case['address'] );

			$this->assertSame( $case['canonical'], $query->to_query_string(), "{$case['address']} reads as its canonical address." );
			$this->assertSame( $case['api'], Store::products_path( $query ), "{$case['address']} asks the Store API what the bundle asks." );
			$this->assertSame( $case['canonical'], Catalogue_Query::from_string( $case['canonical'] )->to_query_string(), 'The canonical address reads back as itself.' );
		}
	}

	public function test_a_page_number_alone_is_a_page_of_the_whole_catalogue(): void {
		$this->assertSame( '/wc/store/v1/products?per_page=24&orderby=menu_order&order=asc', Store::products_path(), 'Shop page size is 24, in the store’s menu order.' );
		$this->assertSame( '/wc/store/v1/products?per_page=24&page=2&orderby=menu_order&order=asc', Store::products_path( 2 ), 'Later pages add page.' );
	}

	public function test_page_links_show_the_ends_and_the_neighbours(): void {
		$this->assertSame( array( 1 ), Catalogue_Query::page_items( 1, 1 ), 'One page.' );
		$this->assertSame( array( 1, 2, 0, 42 ), Catalogue_Query::page_items( 1, 42 ), 'The first page of 42 (0 is a gap).' );
		$this->assertSame( array( 1, 0, 19, 20, 21, 0, 42 ), Catalogue_Query::page_items( 20, 42 ), 'A page in the middle.' );
		$this->assertSame( array( 1, 2, 3, 4, 5, 0, 42 ), Catalogue_Query::page_items( 4, 42 ), 'A gap of one page shows the page.' );
	}

	public function test_the_request_address_is_read_from_get(): void {
		$_GET = array(
			'filter_colour' => 'red,blue',
			'orderby'       => 'price',
			'page'          => '2',
			'search'        => 'tee',
		);
		try {
			$query = Catalogue_Query::from_request();
		} finally {
			$_GET = array();
		}

		$this->assertSame( '?filter_colour=blue,red&search=tee&orderby=price&page=2', $query->to_query_string(), 'The address of the request.' );
		$this->assertFalse( $query->is_indexable(), 'A search is not indexed.' );
		$this->assertTrue( $query->is_filtered(), 'It narrows the catalogue.' );
	}
}
