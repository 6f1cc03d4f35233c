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
import CartScreen from './CartScreen';
import {
	createFakeStore,
	fakeApiFetch,
	product,
	seedCart,
} from './test-utils/fake-store-api';
import { globals, mockedApiFetch } from '../../test-utils/api-fetch';

const KITS = [
	product( 1, 'Space Station Alpha', '1299' ),
	product( 2, 'Magical Forest Friends', '899' ),
];

beforeEach( () => {
	globals.playpalConfig = { storeActive: true };
	resetToastStore();
} );

describe( 'CartScreen', () => {
	it( 'lists the lines with picture, name, quantity and Remove, and links to checkout', async () => {
		const store = createFakeStore( KITS );
		await seedCart( store, 1, 2 );
		await seedCart( store, 2 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );

		renderScreen( <CartScreen />, { route: '/cart' } );

		expect( screen.getByText( 'Loading...' ) ).toBeInTheDocument();
		const lines = await screen.findAllByTestId( 'cart-item' );
		expect( lines ).toHaveLength( 2 );
		const first = within( lines[ 0 ] as HTMLElement );
		expect( first.getByText( 'Space Station Alpha' ) ).toBeInTheDocument();
		expect( first.getByText( 'Qty: 2' ) ).toBeInTheDocument();
		expect( first.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			KITS[ 0 ]?.images[ 0 ]?.thumbnail
		);
		expect( screen.getByTestId( 'cart-total' ) ).toHaveTextContent(
			'$34.97'
		);
		expect(
			screen.getByRole( 'link', { name: 'Checkout' } )
		).toHaveAttribute( 'href', '/checkout' );
	} );

	it( 'removes a line and shows "Your cart is empty."', async () => {
		const store = createFakeStore( KITS );
		await seedCart( store, 1 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );

		renderScreen( <CartScreen />, { route: '/cart' } );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Remove Space Station Alpha',
			} )
		);

		expect(
			await screen.findByText( 'Your cart is empty.' )
		).toBeInTheDocument();
		expect( store.requests ).toContain(
			'POST /wc/store/v1/cart/remove-item'
		);
	} );

	it( 'takes the cart from a 409 when the line was already gone', async () => {
		const store = createFakeStore( KITS );
		await seedCart( store, 1 );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		renderScreen( <CartScreen />, { route: '/cart' } );
		const remove = await screen.findByRole( 'button', {
			name: 'Remove Space Station Alpha',
		} );
		// Another tab empties the cart behind this page's back.
		await store.handler( {
			path: '/wc/store/v1/cart/remove-item',
			method: 'POST',
			data: { key: 'key-1' },
		} );

		await userEvent.click( remove );

		expect(
			await screen.findByText( 'Your cart is empty.' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( getToastState().toasts[ 0 ]?.title ).toBe(
				'Your cart was updated'
			)
		);
		// Said on the page too, though the row it came from is gone.
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'That item had already changed, so we refreshed your cart.'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'says the shop is not open yet without a store', () => {
		globals.playpalConfig = { storeActive: false };

		renderScreen( <CartScreen />, { route: '/cart' } );

		expect(
			screen.getByRole( 'heading', { name: 'The shop is not open yet' } )
		).toBeInTheDocument();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );
} );
