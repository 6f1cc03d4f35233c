/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import ProductScreen from './ProductScreen';
import { groupedMembersPath } from './api/get-grouped-members';
import { variationsPath } from './api/get-variations';
import {
	createFakeStore,
	fakeApiFetch,
	fakeResponse,
	product,
} from './test-utils/fake-store-api';
import type { FakeStore } from './test-utils/fake-store-api';
import {
	HOODIE,
	HOODIE_VARIATIONS,
	SAMPLE_STORE,
} from './test-utils/sample-store';
import type { StoreProduct } from './types';
import { globals, mockedApiFetch } from '../../test-utils/api-fetch';
import { press } from '../../test-utils/actions';

function open( slug: string, products: StoreProduct[] = SAMPLE_STORE ) {
	const store = createFakeStore( products );
	mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
	renderScreen(
		<Routes>
			<Route
				path="/product/:slug"
				element={ <ProductScreen notFound={ <p>Not found</p> } /> }
			/>
			<Route path="/cart" element={ <p>The cart page</p> } />
		</Routes>,
		{ route: `/product/${ slug }` }
	);
	return store;
}

function addWrites( store: FakeStore ) {
	return store.writes.filter( ( write ) =>
		write.request.endsWith( '/cart/add-item' )
	);
}

beforeEach( () => {
	globals.playpalConfig = { storeActive: true };
	document.head.innerHTML = '';
} );

describe( 'a variable product', () => {
	it( 'shows one radio group per attribute and holds Add to Cart until every one is chosen', async () => {
		open( 'hoodie' );

		const color = await screen.findByRole( 'group', { name: 'Color' } );
		const logo = screen.getByRole( 'group', { name: 'Logo' } );
		expect(
			within( color )
				.getAllByRole( 'radio' )
				.map( ( radio ) => radio.getAttribute( 'value' ) )
		).toEqual( [ 'blue', 'green', 'red' ] );
		expect( within( logo ).getAllByRole( 'radio' ) ).toHaveLength( 2 );
		expect( screen.getByTestId( 'product-price' ) ).toHaveTextContent(
			'$42.00 – $45.00'
		);
		const add = screen.getByRole( 'button', { name: 'Add to Cart' } );
		expect( add ).toBeDisabled();
		expect( screen.getByTestId( 'add-blocked' ) ).toHaveTextContent(
			'Choose Color, Logo first.'
		);
		expect( add ).toHaveAttribute(
			'aria-describedby',
			screen.getByTestId( 'add-blocked' ).id
		);
	} );

	it( 'disables a term whose variations are out of stock, and one no variation takes with the other choices, and says why', async () => {
		open( 'hoodie' );

		// Green's only variation is out of stock (known once the variations load).
		expect(
			await screen.findByRole( 'radio', {
				name: 'Green — out of stock',
			} )
		).toBeDisabled();
		expect( screen.getByRole( 'radio', { name: 'Red' } ) ).toBeEnabled();

		await userEvent.click( screen.getByRole( 'radio', { name: 'Yes' } ) );

		expect(
			screen.getByRole( 'radio', {
				name: 'Red — not available with Logo: Yes',
			} )
		).toBeDisabled();
		expect( screen.getByRole( 'radio', { name: 'Blue' } ) ).toBeEnabled();
		expect( screen.getByTestId( 'add-blocked' ) ).toHaveTextContent(
			'Choose Color first.'
		);
	} );

	it( 'shows the chosen variation’s price, stock, SKU and picture, and adds it with its attributes', async () => {
		const store = open( 'hoodie' );

		await userEvent.click(
			await screen.findByRole( 'radio', { name: 'Blue' } )
		);
		await userEvent.click( screen.getByRole( 'radio', { name: 'No' } ) );

		await waitFor( () =>
			expect( screen.getByTestId( 'product-sku' ) ).toHaveTextContent(
				'SKU: woo-hoodie-blue'
			)
		);
		expect( screen.getByTestId( 'product-price' ) ).toHaveTextContent(
			'$45.00'
		);
		expect( screen.getByText( 'Only 2 left' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			'https://example.test/hoodie-blue.jpg'
		);

		await userEvent.click( screen.getByRole( 'radio', { name: 'Yes' } ) );
		await waitFor( () =>
			expect( screen.getByTestId( 'product-sku' ) ).toHaveTextContent(
				'SKU: woo-hoodie-blue-logo'
			)
		);
		expect( screen.queryByText( 'Only 2 left' ) ).toBeNull();

		await press( userEvent, 'Add to Cart' );

		expect(
			await screen.findByText( 'The cart page' )
		).toBeInTheDocument();
		expect( addWrites( store ).map( ( write ) => write.data ) ).toEqual( [
			{
				id: 90,
				quantity: 1,
				variation: [
					{ attribute: 'Color', value: 'blue' },
					{ attribute: 'Logo', value: 'Yes' },
				],
			},
		] );
		expect( store.cart().items[ 0 ]?.variation ).toEqual( [
			{ attribute: 'Color', value: 'blue' },
			{ attribute: 'Logo', value: 'Yes' },
		] );
	} );

	it( 'is chosen with the keyboard: Tab into a group, arrows move the choice', async () => {
		open( 'hoodie' );
		await screen.findByRole( 'radio', { name: 'Green — out of stock' } );

		await userEvent.tab(); // Back to Shop
		await userEvent.tab();
		expect( screen.getByRole( 'radio', { name: 'Blue' } ) ).toHaveFocus();
		await userEvent.keyboard( '{ArrowRight}' );

		// Green is out of stock: the arrow passes over it to Red.
		expect( screen.getByRole( 'radio', { name: 'Red' } ) ).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Blue' } )
		).not.toBeChecked();
		// Red is made only without the logo: Yes says so.
		expect(
			screen.getByRole( 'radio', {
				name: 'Yes — not available with Color: Red',
			} )
		).toBeDisabled();
	} );

	it( 'starts from the store’s default choices and can clear them', async () => {
		const defaults = SAMPLE_STORE.map( ( item ) =>
			item.id === 45
				? {
						...item,
						attributes: item.attributes?.map( ( attribute ) => ( {
							...attribute,
							terms: attribute.terms.map( ( term ) => ( {
								...term,
								default:
									term.slug === 'red' || term.slug === 'No',
							} ) ),
						} ) ),
					}
				: item
		);
		open( 'hoodie', defaults );

		expect(
			await screen.findByRole( 'radio', { name: 'Red' } )
		).toBeChecked();
		expect( screen.getByRole( 'radio', { name: 'No' } ) ).toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Add to Cart' } )
		).toBeEnabled();

		await press( userEvent, 'Clear choices' );

		expect(
			screen.getByRole( 'radio', { name: 'Red' } )
		).not.toBeChecked();
		expect(
			screen.getByRole( 'button', { name: 'Add to Cart' } )
		).toBeDisabled();
		// The pressed button is gone: focus is on the first choice, not lost.
		expect(
			screen.queryByRole( 'button', { name: 'Clear choices' } )
		).not.toBeInTheDocument();
		expect( screen.getAllByRole( 'radio' )[ 0 ] ).toHaveFocus();
	} );
} );

describe( 'a grouped product', () => {
	it( 'lists its members with price, stock and a quantity, and adds two in one request', async () => {
		const store = open( 'logo-collection' );

		const table = await screen.findByRole( 'table', {
			name: 'Products in Logo Collection',
		} );
		const rows = within( table ).getAllByTestId( 'grouped-member' );
		expect( rows.map( ( row ) => row.textContent ) ).toEqual( [
			expect.stringContaining( 'Hoodie with Logo$45.00' ),
			expect.stringContaining( 'T-Shirt$18.00' ),
			expect.stringContaining( 'Beanie$20.00Out of stock' ),
		] );
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Quantity of Beanie' } )
		).toBeNull();
		const shirts = screen.getByRole( 'spinbutton', {
			name: 'Quantity of T-Shirt',
		} );
		expect( shirts ).toHaveAttribute( 'max', '5' );
		const add = screen.getByRole( 'button', { name: 'Add to Cart' } );
		expect( add ).toBeDisabled();

		await userEvent.clear(
			screen.getByRole( 'spinbutton', {
				name: 'Quantity of Hoodie with Logo',
			} )
		);
		await userEvent.type(
			screen.getByRole( 'spinbutton', {
				name: 'Quantity of Hoodie with Logo',
			} ),
			'1'
		);
		await userEvent.clear( shirts );
		await userEvent.type( shirts, '2' );
		await userEvent.click( add );

		expect(
			await screen.findByText( 'The cart page' )
		).toBeInTheDocument();
		expect(
			store.requests.filter( ( request ) => request.startsWith( 'POST' ) )
		).toEqual( [
			'POST /wc/store/v1/batch',
			'POST /wc/store/v1/cart/add-item',
			'POST /wc/store/v1/cart/add-item',
		] );
		expect(
			store.cart().items.map( ( item ) => [ item.name, item.quantity ] )
		).toEqual( [
			[ 'Hoodie with Logo', 1 ],
			[ 'T-Shirt', 2 ],
		] );
	} );

	it( 'names the member the cart refused, beside it, and keeps its quantity', async () => {
		const store = open( 'logo-collection' );
		const shirts = await screen.findByRole( 'spinbutton', {
			name: 'Quantity of T-Shirt',
		} );
		await userEvent.clear( shirts );
		await userEvent.type( shirts, '1' );
		const hoodies = screen.getByRole( 'spinbutton', {
			name: 'Quantity of Hoodie with Logo',
		} );
		await userEvent.clear( hoodies );
		await userEvent.type( hoodies, '1' );
		// The first add inside the batch (Hoodie with Logo, in the table's order) is refused.
		store.failNext(
			'POST /wc/store/v1/cart/add-item',
			fakeResponse( {
				status: 400,
				body: {
					code: 'woocommerce_rest_product_out_of_stock',
					message: 'Out of stock.',
					data: { status: 400 },
				},
			} )
		);

		await press( userEvent, 'Add to Cart' );

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Hoodie with Logo' );
		const refused = screen.getByTestId( 'member-refused' );
		expect(
			within( refused.closest( 'tr' ) as HTMLElement ).getByRole(
				'rowheader'
			)
		).toHaveTextContent( 'Hoodie with Logo' );
		expect( hoodies ).toHaveValue( 1 );
		expect( hoodies ).toHaveAttribute( 'aria-describedby', refused.id );
		expect( screen.queryByText( 'The cart page' ) ).toBeNull();
		expect( store.cart().items.map( ( item ) => item.name ) ).toEqual( [
			'T-Shirt',
		] );
		expect( console ).toHaveErrored(); // The failure is logged (SPEC §8).
	} );
} );

describe( 'an external product', () => {
	it( 'links to its own website with its own words, and never adds', async () => {
		const store = open( 'wordpress-pennant' );

		const link = await screen.findByRole( 'link', {
			name: 'Buy on the WordPress swag store! (opens another website)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://mercantile.wordpress.org/product/wordpress-pennant/'
		);
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer external' );
		expect( screen.queryByRole( 'button', { name: /Add/ } ) ).toBeNull();
		expect( addWrites( store ) ).toEqual( [] );
	} );

	it( 'shows no link to an address that is not a web page', async () => {
		open( 'bad-link', [
			product( 3, 'Bad Link', '100', {
				type: 'external',
				add_to_cart: { text: 'Go', url: 'javascript:alert(1)' },
			} ),
		] );

		await screen.findByRole( 'heading', { name: 'Bad Link' } );
		expect( screen.queryByRole( 'link', { name: /Go/ } ) ).toBeNull();
	} );
} );

describe( 'quantity and stock rules', () => {
	it( 'offers only the quantities WooCommerce allows and adds that many', async () => {
		const store = open( 'stickers', [
			product( 6, 'Stickers', '300', {
				add_to_cart: { minimum: 2, maximum: 8, multiple_of: 2 },
			} ),
		] );

		const quantity = await screen.findByRole( 'spinbutton', {
			name: 'Quantity',
		} );
		expect( quantity ).toHaveValue( 2 );
		expect( quantity ).toHaveAttribute( 'min', '2' );
		expect( quantity ).toHaveAttribute( 'max', '8' );
		expect( quantity ).toHaveAttribute( 'step', '2' );

		await userEvent.clear( quantity );
		await userEvent.type( quantity, '5' );
		await userEvent.tab(); // Leaving the field sets the nearest allowed quantity.
		expect( quantity ).toHaveValue( 6 );
		await userEvent.clear( quantity );
		await userEvent.type( quantity, '30' );
		await press( userEvent, 'Add to Cart' );

		await screen.findByText( 'The cart page' );
		expect( addWrites( store ).map( ( write ) => write.data ) ).toEqual( [
			{ id: 6, quantity: 8 },
		] );
	} );

	it( 'asks no quantity of a product sold individually', async () => {
		const store = open( 'creator-pack', [
			product( 7, 'Creator Pack', '900', {
				sold_individually: true,
				add_to_cart: { minimum: 1, maximum: 1, multiple_of: 1 },
			} ),
		] );

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Add to Cart' } )
		);

		await screen.findByText( 'The cart page' );
		expect( screen.queryByRole( 'spinbutton' ) ).toBeNull();
		expect( addWrites( store ).map( ( write ) => write.data ) ).toEqual( [
			{ id: 7, quantity: 1 },
		] );
	} );

	it.each( [
		[ { is_in_stock: false }, 'Out of stock', false ],
		[ { is_on_backorder: true }, 'Available on backorder', true ],
		[ { low_stock_remaining: 2 }, 'Only 2 left', true ],
	] )( 'says the stock in words (%p)', async ( stock, words, buyable ) => {
		open( 'kit', [ product( 8, 'Kit', '500', stock ) ] );

		expect( await screen.findByText( words ) ).toBeInTheDocument();
		const add = screen.getByRole( 'button', { name: 'Add to Cart' } );
		expect( add.hasAttribute( 'disabled' ) ).toBe( ! buyable );
	} );
} );

describe( 'the page as the server sent it', () => {
	it( 'asks for variations and members under the paths the shell embeds (includes/Commerce/Store.php)', () => {
		// The same strings as Store::variations_path() and Store::grouped_members_path() (ProductKindsTest).
		expect( variationsPath( 45 ) ).toBe(
			'/wc/store/v1/products?type=variation&parent=45&per_page=100'
		);
		expect( groupedMembersPath( [ 48, 46 ] ) ).toBe(
			'/wc/store/v1/products?include=48,46&orderby=include&per_page=100'
		);
	} );

	it( 'shows a variable product’s choices from the embedded responses on its first render', () => {
		globals.playpalConfig = {
			storeActive: true,
			preloaded: {
				'/wc/store/v1/products?slug=hoodie': { body: [ HOODIE ] },
				[ variationsPath( 45 ) ]: { body: HOODIE_VARIATIONS },
			},
		};
		// The preloading middleware answers in the app; here nothing answers.
		mockedApiFetch.mockReturnValue( new Promise( () => undefined ) );

		renderScreen(
			<Routes>
				<Route
					path="/product/:slug"
					element={ <ProductScreen notFound={ null } /> }
				/>
			</Routes>,
			{ route: '/product/hoodie' }
		);

		expect(
			screen.getByRole( 'radio', { name: 'Green — out of stock' } )
		).toBeDisabled();
	} );
} );
