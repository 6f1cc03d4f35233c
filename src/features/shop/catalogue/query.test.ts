/**
 * The address's state, read and written exactly as the server reads and
 * writes it: tests/fixtures/first-screen/catalogue-paths.json is checked
 * here and by tests/phpunit/Commerce/CatalogueQueryTest.php, so the page the
 * server prints and embeds is the page the bundle asks for.
 */

/**
 * Internal dependencies
 */
import paths from '../../../../tests/fixtures/first-screen/catalogue-paths.json';
import { productsPath } from '../api/products-path';
import { pageItems } from './pages';
import {
	isFiltered,
	isIndexable,
	parseCatalogueQuery,
	serialiseCatalogueQuery,
} from './query';

describe( 'the shop’s address', () => {
	it.each( paths )(
		'$address reads as $canonical and asks $api',
		( { address, canonical, api } ) => {
			const query = parseCatalogueQuery( address );

			expect( serialiseCatalogueQuery( query ) ).toBe( canonical );
			expect( productsPath( query ) ).toBe( api );
			// Writing is stable: the canonical address reads back as itself.
			expect(
				serialiseCatalogueQuery( parseCatalogueQuery( canonical ) )
			).toBe( canonical );
		}
	);

	it( 'keeps a page number for the whole catalogue', () => {
		expect( productsPath() ).toBe(
			'/wc/store/v1/products?per_page=24&orderby=menu_order&order=asc'
		);
		expect( productsPath( 3 ) ).toBe(
			'/wc/store/v1/products?per_page=24&page=3&orderby=menu_order&order=asc'
		);
	} );

	it( 'tells a narrowed catalogue, and what search engines may index', () => {
		expect( isFiltered( parseCatalogueQuery( '?page=2' ) ) ).toBe( false );
		expect( isFiltered( parseCatalogueQuery( '?orderby=date' ) ) ).toBe(
			false
		);
		expect( isFiltered( parseCatalogueQuery( '?category=hoodies' ) ) ).toBe(
			true
		);
		expect(
			isIndexable( parseCatalogueQuery( '?category=hoodies&page=2' ) )
		).toBe( true );
		expect( isIndexable( parseCatalogueQuery( '?search=tee' ) ) ).toBe(
			false
		);
		expect(
			isIndexable( parseCatalogueQuery( '?filter_colour=blue' ) )
		).toBe( false );
	} );
} );

describe( 'pageItems', () => {
	it( 'lists every page of a short catalogue', () => {
		expect( pageItems( 1, 1 ) ).toEqual( [ 1 ] );
		expect( pageItems( 2, 5 ) ).toEqual( [ 1, 2, 3, 4, 5 ] );
	} );

	it( 'shows the ends and the neighbours of a long one, with gaps', () => {
		expect( pageItems( 1, 42 ) ).toEqual( [ 1, 2, 'gap', 42 ] );
		expect( pageItems( 20, 42 ) ).toEqual( [
			1,
			'gap',
			19,
			20,
			21,
			'gap',
			42,
		] );
		expect( pageItems( 42, 42 ) ).toEqual( [ 1, 'gap', 41, 42 ] );
		// A gap of one page shows the page instead.
		expect( pageItems( 4, 42 ) ).toEqual( [ 1, 2, 3, 4, 5, 'gap', 42 ] );
	} );
} );
