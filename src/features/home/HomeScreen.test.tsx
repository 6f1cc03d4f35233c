/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import HomeScreen from './HomeScreen';
import { DEMO_PATH } from './api/get-demo';
import { answer, mockedApiFetch } from '../../test-utils/api-fetch';

beforeEach( () => {
	document.head.innerHTML = '';
} );

describe( 'HomeScreen', () => {
	it( 'shows the hero, benefits, stats, product grid and call to action', async () => {
		mockedApiFetch.mockResolvedValue( answer( 200, { message: 'Hello' } ) );

		renderScreen( <HomeScreen /> );

		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Print. Play. Done!',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( 'No fees. No fuss.' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Why families love PlayPal' } )
		).toBeInTheDocument();

		for ( const [ value, label ] of [
			[ '10K+', 'Families' ],
			[ '500+', 'Printables' ],
			[ '4.9', 'Rating' ],
			[ '50K+', 'Downloads' ],
		] ) {
			expect( screen.getByText( value as string ) ).toBeInTheDocument();
			expect( screen.getByText( label as string ) ).toBeInTheDocument();
		}

		const products = screen.getAllByTestId( 'placeholder-product' );
		expect( products.length ).toBeGreaterThanOrEqual( 4 );
		for ( const product of products ) {
			expect( within( product ).getByRole( 'img' ) ).toHaveAccessibleName(
				/Placeholder picture for/
			);
		}
		// No external images anywhere.
		expect( document.querySelectorAll( 'img' ) ).toHaveLength( 0 );

		expect(
			screen.getByRole( 'link', { name: 'Start Shopping' } )
		).toHaveAttribute( 'href', '/shop' );
		expect(
			screen.getByRole( 'link', { name: 'Shop Now' } )
		).toHaveAttribute( 'href', '/shop' );

		await waitFor( () =>
			expect( screen.getByTestId( 'demo-message' ) ).toHaveTextContent(
				'Hello'
			)
		);
	} );

	it( 'keeps the demo message in a hidden element', async () => {
		mockedApiFetch.mockResolvedValue(
			answer( 200, { message: 'Hello from PlayPal! Print. Play. Done.' } )
		);

		renderScreen( <HomeScreen /> );

		const message = screen.getByTestId( 'demo-message' );
		await waitFor( () =>
			expect( message ).toHaveTextContent(
				'Hello from PlayPal! Print. Play. Done.'
			)
		);
		expect( message ).not.toBeVisible();
		expect( message ).toHaveAttribute( 'hidden' );
		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( { path: DEMO_PATH, method: 'GET' } )
		);
	} );

	it( 'survives a failing demo request: logs it and keeps the page', async () => {
		mockedApiFetch.mockRejectedValue( {
			ok: false,
			status: 500,
			statusText: 'Internal Server Error',
			headers: new Headers(),
			text: () => Promise.resolve( 'database gone' ),
		} );

		renderScreen( <HomeScreen /> );

		await waitFor( () => expect( console ).toHaveErrored() );
		// eslint-disable-next-line no-console
		const [ label, error ] = ( console.error as jest.Mock ).mock.calls[ 0 ];
		expect( label ).toBe( 'Failed to load the demo message:' );
		expect( ( error as Error ).message ).toBe(
			'HTTP 500 Internal Server Error: database gone'
		);

		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Print. Play. Done!',
			} )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'demo-message' ) ).toBeEmptyDOMElement();
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
	} );

	it( 'sets the title, description and canonical link', async () => {
		mockedApiFetch.mockResolvedValue( answer( 200, { message: 'Hi' } ) );

		renderScreen( <HomeScreen /> );
		await waitFor( () =>
			expect( screen.getByTestId( 'demo-message' ) ).toHaveTextContent(
				'Hi'
			)
		);

		expect( document.title ).toBe( 'PlayPal — Print. Play. Done.' );
		expect(
			document.head
				.querySelector( 'meta[name="description"]' )
				?.getAttribute( 'content' )
		).toContain( 'No fees. No fuss.' );
		expect(
			document.head
				.querySelector( 'link[rel="canonical"]' )
				?.getAttribute( 'href' )
		).toBe( 'http://localhost/' );
	} );
} );
