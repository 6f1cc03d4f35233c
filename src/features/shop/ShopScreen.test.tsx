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
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getToastState, resetToastStore } from '../../components/use-toast';
import { CartSheetContext } from '../../lib/cart-sheet';
import ShopScreen from './ShopScreen';
import {
	createFakeStore,
	fakeApiFetch,
	fakeResponse,
	product,
} from './test-utils/fake-store-api';

const mockedApiFetch = apiFetch as unknown as jest.Mock;
const globals = window as unknown as { playpalConfig?: unknown };

const KITS = [
	product( 1, 'Space Station Alpha', '1299' ),
	product( 2, 'Dinosaur Dig Site Expedition', '1099' ),
	product( 3, 'Sold Out Kit', '999', { is_in_stock: false } ),
];

function renderShop( openCart = jest.fn() ) {
	renderScreen(
		<CartSheetContext.Provider
			value={ { openCart, closeCart: jest.fn(), isOpen: false } }
		>
			<ShopScreen />
		</CartSheetContext.Provider>,
		{ route: '/shop' }
	);
	return openCart;
}

beforeEach( () => {
	globals.playpalConfig = { storeActive: true };
	mockedApiFetch.mockReset();
	resetToastStore();
} );

afterEach( () => {
	delete globals.playpalConfig;
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
			store.requests.filter( ( line ) => line.includes( 'products' ) )
		).toEqual( [ 'GET /wc/store/v1/products?per_page=24' ] );
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

		const card = (
			await screen.findAllByTestId( 'product-card' )
		)[ 2 ] as HTMLElement;
		expect(
			within( card ).getByRole( 'button', { name: /Add Magic to Cart/ } )
		).toBeDisabled();
		expect(
			within( card ).getByText( 'Out of stock' )
		).toBeInTheDocument();
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

		const card = (
			await screen.findAllByTestId( 'product-card' )
		)[ 0 ] as HTMLElement;
		await userEvent.click(
			within( card ).getByRole( 'button', { name: /Add Magic to Cart/ } )
		);

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

		const card = (
			await screen.findAllByTestId( 'product-card' )
		)[ 0 ] as HTMLElement;
		await userEvent.click(
			within( card ).getByRole( 'button', { name: /Add Magic to Cart/ } )
		);

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
			'/wc/store/v1/products?per_page=24',
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
} );
