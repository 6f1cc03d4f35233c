/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { useCartSheet } from '../../../lib/cart-sheet';
import {
	createFakeStore,
	fakeApiFetch,
	product,
	seedCart,
} from '../test-utils/fake-store-api';
import { CartCountBadge } from './CartCountBadge';
import { CartSheetProvider } from './CartSheetProvider';
import { globals, mockedApiFetch } from '../../../test-utils/api-fetch';
import { press } from '../../../test-utils/actions';

const KIT = product( 1, 'Space Station Alpha', '1299' );

/** A Cart button as the header, Blog or Shop renders one. */
function CartButton() {
	const { openCart } = useCartSheet();
	return (
		<button type="button" onClick={ openCart }>
			Cart <CartCountBadge />
		</button>
	);
}

function renderWithSheet() {
	renderScreen(
		<CartSheetProvider>
			<CartButton />
		</CartSheetProvider>
	);
}

async function openSheet() {
	await press( userEvent, /^Cart/ );
	return screen.findByRole( 'dialog', { name: 'Cart' } );
}

/**
 * Renders the page over a store whose cart holds `quantity` kits.
 *
 * @param quantity How many kits are in the cart.
 */
async function renderWithKits( quantity: number ) {
	const store = createFakeStore( [ KIT ] );
	await seedCart( store, 1, quantity );
	mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
	renderWithSheet();
	return store;
}

/** Opens the sheet over a store whose cart holds one kit. */
async function openWithOneKit() {
	const store = await renderWithKits( 1 );
	return { store, sheet: await openSheet() };
}

beforeEach( () => {
	globals.playpalConfig = { storeActive: true };
} );

describe( 'Cart side sheet', () => {
	it( 'opens from any Cart button, loads the cart and says when it is empty', async () => {
		const store = createFakeStore( [ KIT ] );
		mockedApiFetch.mockImplementation( fakeApiFetch( store.handler ) );
		renderWithSheet();

		const sheet = await openSheet();

		expect(
			await within( sheet ).findByText( 'Your cart is empty' )
		).toBeInTheDocument();
		expect( store.requests ).toContain( 'GET /wc/store/v1/cart' );
	} );

	it( 'shows the cart the page already has without asking for it again, however often it opens', async () => {
		const store = await renderWithKits( 2 );
		expect( await screen.findByTestId( 'cart-count' ) ).toHaveTextContent(
			'2'
		);
		expect( store.requests ).toEqual( [ 'GET /wc/store/v1/cart' ] );

		let sheet = await openSheet();
		expect(
			await within( sheet ).findByTestId( 'cart-item-quantity' )
		).toHaveTextContent( '2' );
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		sheet = await openSheet();

		expect(
			within( sheet ).getByTestId( 'cart-item-quantity' )
		).toHaveTextContent( '2' );
		expect( store.requests ).toEqual( [ 'GET /wc/store/v1/cart' ] );
	} );

	it( 'shows "Loading..." until the cart arrives', async () => {
		let release: () => void = () => undefined;
		const store = createFakeStore( [ KIT ] );
		mockedApiFetch.mockImplementation( async ( options ) => {
			await new Promise< void >( ( resolve ) => ( release = resolve ) );
			return fakeApiFetch( store.handler )( options );
		} );
		renderWithSheet();

		const sheet = await openSheet();

		expect( within( sheet ).getByText( 'Loading...' ) ).toBeInTheDocument();
		release();
		expect(
			await within( sheet ).findByText( 'Your cart is empty' )
		).toBeInTheDocument();
	} );

	it( 'raises and lowers the quantity on the server, never below 1, and removes', async () => {
		const { store, sheet } = await openWithOneKit();
		const minus = await within( sheet ).findByRole( 'button', {
			name: 'One fewer Space Station Alpha',
		} );
		const plus = within( sheet ).getByRole( 'button', {
			name: 'One more Space Station Alpha',
		} );

		expect( minus ).toBeDisabled();
		await userEvent.click( plus );
		await waitFor( () =>
			expect(
				within( sheet ).getByTestId( 'cart-item-quantity' )
			).toHaveTextContent( '2' )
		);
		expect( store.cart().items[ 0 ]?.quantity ).toBe( 2 );
		expect( screen.getByTestId( 'cart-count' ) ).toHaveTextContent( '2' );
		expect( within( sheet ).getByTestId( 'cart-total' ) ).toHaveTextContent(
			'$25.98'
		);

		await waitFor( () => expect( minus ).toBeEnabled() );
		await userEvent.click( minus );
		await waitFor( () =>
			expect(
				within( sheet ).getByTestId( 'cart-item-quantity' )
			).toHaveTextContent( '1' )
		);
		await waitFor( () => expect( minus ).toBeDisabled() );

		await press( userEvent, 'Remove Space Station Alpha', sheet );
		expect(
			await within( sheet ).findByText( 'Your cart is empty' )
		).toBeInTheDocument();
		expect( store.requests ).toEqual(
			expect.arrayContaining( [
				'POST /wc/store/v1/cart/update-item',
				'POST /wc/store/v1/cart/remove-item',
			] )
		);
	} );

	it( 'links to checkout and closes when it is followed', async () => {
		const { sheet } = await openWithOneKit();

		const checkout = await within( sheet ).findByRole( 'link', {
			name: 'Checkout',
		} );
		expect( checkout ).toHaveAttribute( 'href', '/checkout' );
		await userEvent.click( checkout );

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'shows the item count on the Cart button', async () => {
		await renderWithKits( 3 );

		expect( await screen.findByTestId( 'cart-count' ) ).toHaveTextContent(
			'3'
		);
		expect(
			screen.getByRole( 'button', { name: /^Cart/ } )
		).toHaveAccessibleName( 'Cart 3 items' );
	} );
} );
