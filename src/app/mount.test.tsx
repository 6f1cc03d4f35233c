/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { mountApp, ROOT_ELEMENT_ID } from './mount';

jest.mock( '@wordpress/api-fetch', () => {
	const mock = Object.assign(
		jest.fn( () =>
			Promise.resolve( {
				ok: true,
				status: 200,
				statusText: 'OK',
				headers: new Headers(),
				text: () => Promise.resolve( '{"message":"Hello"}' ),
			} )
		),
		{
			use: jest.fn(),
			setFetchHandler: jest.fn(),
			createPreloadingMiddleware: jest.fn(),
		}
	);
	return { __esModule: true, default: mock };
} );

describe( 'mountApp', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'throws "Root container not found" when the shell printed no mount element', () => {
		expect( () => mountApp() ).toThrow( 'Root container not found' );
	} );

	it( 'mounts the route tree in #playpal-root and shows the route for the URL', async () => {
		const root = document.createElement( 'div' );
		root.id = ROOT_ELEMENT_ID;
		document.body.appendChild( root );
		window.history.pushState( {}, '', '/no-such-page' );

		mountApp();

		expect(
			await screen.findByRole( 'heading', {
				name: 'Oops! Page not found',
			} )
		).toBeInTheDocument();
		expect( root ).toContainElement( screen.getByRole( 'banner' ) );
		// The 404 screen logs the missing path; the test page printed no design tokens.
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
		// eslint-disable-next-line no-console
		expect( ( console.warn as jest.Mock ).mock.calls[ 0 ][ 0 ] ).toContain(
			'[playpal] Missing design tokens:'
		);
	} );

	it( 'keeps a server-printed first screen until the route’s screen is loaded, then replaces it', async () => {
		const root = document.createElement( 'div' );
		root.id = ROOT_ELEMENT_ID;
		root.innerHTML =
			'<div data-playpal-first-screen><h1>Printed About</h1></div>';
		document.body.appendChild( root );
		window.history.pushState( {}, '', '/about' );
		// Every state the root goes through shows a screen: the printed one or React's.
		const blank: string[] = [];
		const observer = new MutationObserver( () => {
			const text = root.textContent ?? '';
			if (
				! text.includes( 'Printed About' ) &&
				! text.includes( 'About PlayPal' )
			) {
				blank.push( text.slice( 0, 80 ) );
			}
		} );
		observer.observe( root, { childList: true, subtree: true } );

		mountApp();

		expect(
			await screen.findByRole( 'heading', { name: 'About PlayPal' } )
		).toBeInTheDocument();
		observer.disconnect();
		expect( blank ).toEqual( [] );
		expect(
			screen.queryByRole( 'heading', { name: 'Printed About' } )
		).not.toBeInTheDocument();
		expect( console ).toHaveWarned();
	} );
} );
