/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import ProductScreen from './ProductScreen';
import ShopScreen from './ShopScreen';
import {
	createFakeStore,
	fakeApiFetch,
	product,
} from './test-utils/fake-store-api';
import { globals, mockedApiFetch } from '../../test-utils/api-fetch';

const KIT = product( 4, 'Space Station Alpha', '1299', {
	description: '<p>Mission badges and a <strong>control panel</strong>.</p>',
} );

function renderProduct( path: string ) {
	renderScreen(
		<Routes>
			<Route
				path="/product/:slug"
				element={
					<ProductScreen notFound={ <p>Oops! Page not found</p> } />
				}
			/>
			<Route path="/cart" element={ <p>The cart page</p> } />
		</Routes>,
		{ route: path }
	);
}

beforeEach( () => {
	globals.playpalConfig = { storeActive: true };
	document.head.innerHTML = '';
} );

describe( 'ProductScreen', () => {
	it( 'opened from the Shop, shows the product at once and asks for it once', async () => {
		const store = createFakeStore( [ KIT ] );
		const answer = fakeApiFetch( store.handler );
		const productRequests: string[] = [];
		mockedApiFetch.mockImplementation( ( options: { path?: string } ) => {
			if ( String( options.path ).includes( '?slug=' ) ) {
				productRequests.push( String( options.path ) );
				// Still on its way: what shows comes from the shop page.
				return new Promise( () => undefined );
			}
			return answer( options );
		} );
		renderScreen(
			<Routes>
				<Route path="/shop" element={ <ShopScreen /> } />
				<Route
					path="/product/:slug"
					element={ <ProductScreen notFound={ null } /> }
				/>
			</Routes>,
			{ route: '/shop' }
		);

		await userEvent.click(
			await screen.findByRole( 'link', { name: /Details/ } )
		);

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Space Station Alpha',
			} )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Loading' ) ).not.toBeInTheDocument();
		// The one request starts after the first paint.
		await waitFor( () =>
			expect( productRequests ).toEqual( [
				'/wc/store/v1/products?slug=space-station-alpha',
			] )
		);
	} );

	it( 'shows "Loading", then the picture, name, price HTML and description HTML', async () => {
		const store = createFakeStore( [ KIT ] );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );

		renderProduct( '/product/space-station-alpha' );

		expect( screen.getByText( 'Loading' ) ).toBeInTheDocument();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Space Station Alpha',
			} )
		).toBeInTheDocument();
		expect( screen.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			KIT.images[ 0 ]?.src
		);
		expect( screen.getByTestId( 'product-price' ) ).toHaveTextContent(
			'$12.99'
		);
		expect( screen.getByText( 'control panel' ).tagName ).toBe( 'STRONG' );
		expect(
			screen.getByRole( 'link', { name: 'Back to Shop' } )
		).toHaveAttribute( 'href', '/shop' );
		expect( document.title ).toBe( 'Space Station Alpha | PlayPal' );
		expect( store.requests ).toEqual( [
			'GET /wc/store/v1/products?slug=space-station-alpha',
		] );
	} );

	it( 'adds it to the cart ("Adding...") and then opens the Cart page', async () => {
		let release: () => void = () => undefined;
		const store = createFakeStore( [ KIT ] );
		mockedApiFetch.mockImplementation( async ( options ) => {
			if ( options.path?.endsWith( 'add-item' ) ) {
				await new Promise< void >(
					( resolve ) => ( release = resolve )
				);
			}
			return fakeApiFetch( store.handler )( options );
		} );
		renderProduct( '/product/space-station-alpha' );

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Add to Cart' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Adding...' } )
		).toBeDisabled();
		release();

		expect(
			await screen.findByText( 'The cart page' )
		).toBeInTheDocument();
		expect( store.cart().items ).toHaveLength( 1 );
	} );

	it( 'shows no "$0.00" for a free product and says it is not available', async () => {
		// WooCommerce prints "$0.00" as the price HTML of a zero-priced product.
		const free = product( 5, 'Free Kit', '0', {
			price_html: '<span class="amount">$0.00</span>',
		} );
		mockedApiFetch.mockImplementation(
			fakeApiFetch( createFakeStore( [ free ] ).handler )
		);

		renderProduct( '/product/free-kit' );

		expect(
			await screen.findByRole( 'button', { name: 'Not available' } )
		).toBeDisabled();
		expect( screen.queryByTestId( 'product-price' ) ).toBeNull();
		expect( screen.queryByText( /\$0\.00/ ) ).toBeNull();
	} );

	it( 'shows the 404 screen for a slug the store does not know', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( createFakeStore( [ KIT ] ).handler )
		);

		renderProduct( '/product/no-such-kit' );

		expect(
			await screen.findByText( 'Oops! Page not found' )
		).toBeInTheDocument();
	} );

	it( 'says the shop is not open yet without a store', () => {
		globals.playpalConfig = { storeActive: false };

		renderProduct( '/product/space-station-alpha' );

		expect(
			screen.getByRole( 'heading', { name: 'The shop is not open yet' } )
		).toBeInTheDocument();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );
} );
