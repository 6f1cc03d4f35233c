/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { getToastState, resetToastStore } from '../../components/use-toast';
import { CartSheetContext } from '../../lib/cart-sheet';
import ShopScreen from './ShopScreen';
import { productsPath } from './api/products-path';
import { parseCatalogueQuery } from './catalogue/query';
import {
	createFakeStore,
	fakeApiFetch,
	fakeResponse,
	product,
} from './test-utils/fake-store-api';
import { globals, mockedApiFetch } from '../../test-utils/api-fetch';
import { press } from '../../test-utils/actions';

const KITS = [
	product( 1, 'Space Station Alpha', '1299' ),
	product( 2, 'Dinosaur Dig Site Expedition', '1099' ),
	product( 3, 'Sold Out Kit', '999', { is_in_stock: false } ),
];

function renderShop( openCart = jest.fn(), route = '/shop' ) {
	renderScreen(
		<CartSheetContext.Provider
			value={ { openCart, closeCart: jest.fn(), isOpen: false } }
		>
			<ShopScreen />
		</CartSheetContext.Provider>,
		{ route }
	);
	return openCart;
}

/**
 * The product card at `index`, once the cards are there.
 *
 * @param index Its place in the grid, from 0.
 */
async function cardAt( index: number ) {
	return ( await screen.findAllByTestId( 'product-card' ) )[
		index
	] as HTMLElement;
}

const CATEGORIES = [
	{ id: 15, name: 'Hoodies', slug: 'hoodies', parent: 0, count: 40 },
	{ id: 16, name: 'Tees', slug: 'tees', parent: 0, count: 20 },
];
const COLOUR = { id: 1, name: 'Colour', taxonomy: 'pa_colour' };
const COLOURS = [
	{ id: 30, name: 'Blue', slug: 'blue', parent: 0, count: 30 },
	{ id: 31, name: 'Red', slug: 'red', parent: 0, count: 30 },
];

/**
 * A fake store with a catalogue of `count` kits, paged as the Store API
 * pages (per_page, page, X-WP-Total, X-WP-TotalPages), a search that
 * matches names, and the filter bar's lists.
 *
 * @param count How many kits.
 */
function catalogueStore( count: number ) {
	const kits = Array.from( { length: count }, ( _, index ) =>
		product( index + 1, `Kit ${ index + 1 }` )
	);
	const store = createFakeStore( kits );
	const handler: typeof store.handler = ( options ) => {
		const [ route = '', query = '' ] = ( options.path ?? '' ).split( '?' );
		const params = new URLSearchParams( query );
		if ( route === '/wc/store/v1/products/categories' ) {
			store.requests.push( `GET ${ options.path }` );
			return fakeResponse( { body: CATEGORIES } );
		}
		if ( route === '/wc/store/v1/products/attributes' ) {
			store.requests.push( `GET ${ options.path }` );
			return fakeResponse( { body: [ COLOUR ] } );
		}
		if ( route === '/wc/store/v1/products/attributes/1/terms' ) {
			store.requests.push( `GET ${ options.path }` );
			return fakeResponse( { body: COLOURS } );
		}
		if ( route === '/wc/store/v1/products' && params.has( 'per_page' ) ) {
			store.requests.push( `GET ${ options.path }` );
			const search = params.get( 'search' ) ?? '';
			const matches = kits.filter( ( kit ) =>
				kit.name.includes( search )
			);
			const perPage = Number( params.get( 'per_page' ) );
			const page = Number( params.get( 'page' ) ?? '1' );
			return fakeResponse( {
				body: matches.slice( ( page - 1 ) * perPage, page * perPage ),
				headers: {
					'X-WP-Total': String( matches.length ),
					'X-WP-TotalPages': String(
						Math.ceil( matches.length / perPage )
					),
				},
			} );
		}
		return store.handler( options );
	};
	return { ...store, handler };
}

beforeEach( () => {
	globals.playpalConfig = { storeActive: true };
	resetToastStore();
} );

describe( 'ShopScreen', () => {
	it( 'lists the products with their price, "Add Magic to Cart" and Details', async () => {
		const store = createFakeStore( KITS );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );

		renderShop();

		expect( screen.getByText( 'Loading play kits…' ) ).toBeInTheDocument();
		const cards = await screen.findAllByTestId( 'product-card' );
		expect( cards ).toHaveLength( 3 );
		const first = within( cards[ 0 ] as HTMLElement );
		expect(
			first.getByRole( 'heading', { name: 'Space Station Alpha' } )
		).toBeInTheDocument();
		expect( first.getByText( '$12.99' ) ).toBeInTheDocument();
		expect(
			first.getByRole( 'button', { name: /Add Magic to Cart/ } )
		).toBeEnabled();
		expect(
			first.getByRole( 'link', { name: /Details/ } )
		).toHaveAttribute( 'href', '/product/space-station-alpha' );
		expect(
			store.requests.filter( ( line ) =>
				line.startsWith( 'GET /wc/store/v1/products?' )
			)
		).toEqual( [ `GET ${ productsPath() }` ] );
	} );

	it( 'links to the cart and the member portal', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( createFakeStore( KITS ).handler )
		);

		renderShop();

		expect(
			screen.getByRole( 'link', { name: 'View cart' } )
		).toHaveAttribute( 'href', '/cart' );
		expect(
			screen.getByRole( 'link', { name: 'Member portal' } )
		).toHaveAttribute( 'href', '/member-portal' );
		await screen.findAllByTestId( 'product-card' );
	} );

	it( 'disables adding a product that is out of stock', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( createFakeStore( KITS ).handler )
		);

		renderShop();

		const card = await cardAt( 2 );
		expect(
			within( card ).getByRole( 'button', { name: /Add Magic to Cart/ } )
		).toBeDisabled();
		expect(
			within( card ).getByText( 'Out of stock' )
		).toBeInTheDocument();
	} );

	it( 'adds a product sold in pairs from its card in the smallest quantity the store sells', async () => {
		const pairs = product( 4, 'Twin Puppet Pack', '1500', {
			add_to_cart: { minimum: 2, maximum: 10, multiple_of: 2 },
		} );
		const store = createFakeStore( [ pairs ] );
		const sent: unknown[] = [];
		mockedApiFetch.mockImplementation( async ( options ) => {
			if ( options.path?.endsWith( 'add-item' ) ) {
				sent.push( options.data );
			}
			return fakeApiFetch( store.handler )( options );
		} );
		const openCart = renderShop();

		const card = await cardAt( 0 );
		await press( userEvent, /Add Magic to Cart/, card );

		await waitFor( () => expect( openCart ).toHaveBeenCalled() );
		expect( sent ).toEqual( [ { id: 4, quantity: 2 } ] );
	} );

	it( 'adds a product ("Adding..." while busy) and opens the cart drawer', async () => {
		const store = createFakeStore( KITS );
		let release: () => void = () => undefined;
		mockedApiFetch.mockImplementation( async ( options ) => {
			if ( options.path?.endsWith( 'add-item' ) ) {
				await new Promise< void >(
					( resolve ) => ( release = resolve )
				);
			}
			return fakeApiFetch( store.handler )( options );
		} );
		const openCart = renderShop();

		const card = await cardAt( 0 );
		await press( userEvent, /Add Magic to Cart/, card );

		expect(
			within( card ).getByRole( 'button', { name: /Adding\.\.\./ } )
		).toBeDisabled();
		release();
		await waitFor( () => expect( openCart ).toHaveBeenCalledTimes( 1 ) );
		expect( store.cart().items_count ).toBe( 1 );
	} );

	it( 'tells the person when the store refuses a product', async () => {
		const store = createFakeStore( KITS );
		store.failNext(
			'/wc/store/v1/cart/add-item',
			fakeResponse( {
				status: 400,
				body: {
					code: 'woocommerce_rest_product_out_of_stock',
					message:
						'You cannot add &quot;Space Station Alpha&quot; to the cart because the product is out of stock.',
					data: { status: 400 },
				},
			} )
		);
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		const openCart = renderShop();

		const card = await cardAt( 0 );
		await press( userEvent, /Add Magic to Cart/, card );

		await waitFor( () =>
			expect( getToastState().toasts[ 0 ]?.description ).toBe(
				'Sorry, Space Station Alpha is out of stock right now.'
			)
		);
		expect( openCart ).not.toHaveBeenCalled();
		// Logged as well (SPEC §8).
		expect( console ).toHaveErrored();
	} );

	it( 'shows no price for unpriced or free products and says they are not available', async () => {
		const store = createFakeStore( [
			// As WooCommerce sends them: an unpriced product's price is "0".
			product( 4, 'Unpriced Kit', '0', {
				is_purchasable: false,
				price_html: '',
			} ),
			product( 5, 'Free Kit', '0' ),
		] );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );

		renderShop();

		const cards = await screen.findAllByTestId( 'product-card' );
		expect( cards ).toHaveLength( 2 );
		for ( const card of cards ) {
			expect( within( card ).queryByTestId( 'price' ) ).toBeNull();
			expect( within( card ).queryByText( /\$0\.00/ ) ).toBeNull();
			expect(
				within( card ).getByRole( 'button', { name: /Not available/ } )
			).toBeDisabled();
		}
		expect(
			store.requests.filter( ( request ) => request.startsWith( 'POST' ) )
		).toHaveLength( 0 );
	} );

	it( 'shows "More Magic Coming Soon" when the shop has no products', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( createFakeStore( [] ).handler )
		);

		renderShop();

		expect(
			await screen.findByRole( 'heading', {
				name: 'More Magic Coming Soon',
			} )
		).toBeInTheDocument();
	} );

	it( 'offers a retry when the shop fails to load', async () => {
		const store = createFakeStore( KITS );
		store.failNext(
			productsPath(),
			fakeResponse( { status: 500, body: { code: 'oops' } } )
		);
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );

		renderShop();

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Try again' } )
		);
		expect( await screen.findAllByTestId( 'product-card' ) ).toHaveLength(
			3
		);
	} );

	it( 'says the shop is not open yet without a store, and asks nothing', () => {
		globals.playpalConfig = { storeActive: false };

		renderShop();

		expect(
			screen.getByRole( 'heading', { name: 'The shop is not open yet' } )
		).toBeInTheDocument();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'pages through the catalogue with page links, 24 kits a page', async () => {
		const store = catalogueStore( 50 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		renderShop();

		expect( await screen.findAllByTestId( 'product-card' ) ).toHaveLength(
			24
		);
		expect(
			screen.getByText( 'Showing 1–24 of 50 play kits' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Load more/ } )
		).toBeNull();
		const pages = screen.getByRole( 'navigation', { name: 'Shop pages' } );
		expect(
			within( pages ).getByRole( 'link', { name: '1' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect(
			within( pages ).getByRole( 'link', { name: 'Next' } )
		).toHaveAttribute( 'href', '/shop?page=2' );

		await userEvent.click(
			within( pages ).getByRole( 'link', { name: '3' } )
		);

		expect(
			await screen.findByText( 'Showing 49–50 of 50 play kits' )
		).toBeInTheDocument();
		expect( screen.getAllByTestId( 'product-card' ) ).toHaveLength( 2 );
		expect(
			within(
				screen.getByRole( 'navigation', { name: 'Shop pages' } )
			).getByRole( 'link', { name: '3' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect( store.requests ).toContain( `GET ${ productsPath( 3 ) }` );
		expect( document.title ).toBe( 'Shop, page 3 | PlayPal' );
		// The new page starts at its top, not at the links below it.
		expect( screen.getByTestId( 'shop-results' ) ).toHaveFocus();
	} );

	it( 'asks for the page the address describes and shows its choices in the filter bar', async () => {
		const store = catalogueStore( 5 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		const address = '?orderby=price&filter_colour=red&category=hoodies';
		renderShop( jest.fn(), `/shop${ address }` );

		await screen.findAllByTestId( 'product-card' );
		expect( store.requests ).toContain(
			`GET ${ productsPath( parseCatalogueQuery( address ) ) }`
		);
		const bar = screen.getByRole( 'search', { name: 'Filter play kits' } );
		await waitFor( () =>
			expect(
				within( bar ).getByRole( 'combobox', { name: 'Category' } )
			).toHaveValue( 'hoodies' )
		);
		expect(
			within( bar ).getByRole( 'combobox', { name: 'Colour' } )
		).toHaveValue( 'red' );
		expect(
			within( bar ).getByRole( 'combobox', { name: 'Sort by' } )
		).toHaveValue( 'price' );
		expect(
			within( bar ).getByRole( 'link', { name: 'Clear filters' } )
		).toHaveAttribute( 'href', '/shop' );
		// A filtered page is its own page, kept out of search results.
		expect(
			document.head
				.querySelector( 'link[rel="canonical"]' )
				?.getAttribute( 'href' )
		).toBe(
			'http://localhost/shop?category=hoodies&filter_colour=red&orderby=price'
		);
		expect(
			document.head
				.querySelector( 'meta[name="robots"]' )
				?.getAttribute( 'content' )
		).toBe( 'noindex, follow' );
	} );

	it( 'searches and sorts from the filter bar, with the keyboard, from page 1', async () => {
		const store = catalogueStore( 30 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		renderShop( jest.fn(), '/shop?page=2' );
		await screen.findAllByTestId( 'product-card' );

		const bar = screen.getByRole( 'search', { name: 'Filter play kits' } );
		await userEvent.type(
			within( bar ).getByRole( 'searchbox', {
				name: 'Search play kits',
			} ),
			'Kit 2'
		);
		await userEvent.selectOptions(
			within( bar ).getByRole( 'combobox', { name: 'Sort by' } ),
			'Newest'
		);
		// From the sort select, the next stop is "Apply".
		await userEvent.tab();
		expect(
			within( bar ).getByRole( 'button', { name: 'Apply' } )
		).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );

		expect(
			await screen.findByText( 'Showing 1–11 of 11 play kits' )
		).toBeInTheDocument();
		expect( store.requests ).toContain(
			`GET ${ productsPath(
				parseCatalogueQuery( '?search=Kit%202&orderby=date' )
			) }`
		);
		expect(
			within( bar ).getByRole( 'searchbox', { name: 'Search play kits' } )
		).toHaveValue( 'Kit 2' );
	} );

	it( 'says "No play kits match" with a way back when a filter leaves nothing', async () => {
		const store = catalogueStore( 5 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		renderShop( jest.fn(), '/shop?search=unicorn' );

		expect(
			await screen.findByRole( 'heading', { name: 'No play kits match' } )
		).toBeInTheDocument();
		expect(
			within( screen.getByTestId( 'shop-no-match' ) ).getByRole( 'link', {
				name: 'Clear filters',
			} )
		).toHaveAttribute( 'href', '/shop' );
		expect( screen.queryByText( 'More Magic Coming Soon' ) ).toBeNull();
	} );
} );
