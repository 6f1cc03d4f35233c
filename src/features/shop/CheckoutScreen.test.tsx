/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import CheckoutScreen from './CheckoutScreen';
import { leaveAppFor } from './utils/navigation';
import { globals } from '../../test-utils/api-fetch';

jest.mock( './utils/navigation', () => ( { leaveAppFor: jest.fn() } ) );

const mockedLeave = leaveAppFor as jest.Mock;

function renderFromCart() {
	renderScreen(
		<Routes>
			<Route
				path="/cart"
				element={ <Link to="/checkout">Checkout</Link> }
			/>
			<Route path="/checkout" element={ <CheckoutScreen /> } />
		</Routes>,
		{ route: '/cart' }
	);
}

beforeEach( () => {
	mockedLeave.mockReset();
} );

describe( 'CheckoutScreen', () => {
	it( 'says "Redirecting to checkout" and leaves for the store’s checkout page', async () => {
		globals.playpalConfig = {
			storeActive: true,
			checkoutUrl: 'https://example.test/store/checkout/',
		};
		renderFromCart();

		await userEvent.click(
			screen.getByRole( 'link', { name: 'Checkout' } )
		);

		expect(
			screen.getByRole( 'heading', { name: 'Redirecting to checkout' } )
		).toBeInTheDocument();
		expect( mockedLeave ).toHaveBeenCalledWith(
			'https://example.test/store/checkout/'
		);
		expect( document.title ).toBe( 'Checkout | PlayPal' );
	} );

	it( 'offers a link instead of looping when it was loaded at the checkout URL itself', () => {
		globals.playpalConfig = {
			storeActive: true,
			checkoutUrl: `${ window.location.origin }/checkout/`,
		};
		window.history.replaceState( null, '', '/checkout' );

		renderScreen( <CheckoutScreen />, { route: '/checkout' } );

		expect( mockedLeave ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'link', { name: 'Continue to checkout' } )
		).toHaveAttribute( 'href', `${ window.location.origin }/checkout/` );
		window.history.replaceState( null, '', '/' );
	} );

	it( 'says the shop is not open yet without a store', () => {
		globals.playpalConfig = { storeActive: false };

		renderScreen( <CheckoutScreen />, { route: '/checkout' } );

		expect(
			screen.getByRole( 'heading', { name: 'The shop is not open yet' } )
		).toBeInTheDocument();
		expect( mockedLeave ).not.toHaveBeenCalled();
	} );
} );
