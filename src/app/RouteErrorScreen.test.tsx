/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import '../lib/test-utils/polyfills';

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import {
	RouterProvider,
	UNSAFE_ErrorResponseImpl as ErrorResponse,
	createMemoryRouter,
} from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/**
 * Internal dependencies
 */
import RouteErrorScreen, { describeRouteError } from './RouteErrorScreen';

function Boom(): never {
	throw new Error( 'The crayon box exploded' );
}

function renderAt( path: string, children: RouteObject[] ) {
	const router = createMemoryRouter(
		[
			{
				path: '/',
				errorElement: <RouteErrorScreen />,
				children,
			},
		],
		{ initialEntries: [ path ] }
	);
	return render( <RouterProvider router={ router } /> );
}

describe( 'RouteErrorScreen', () => {
	it( 'shows "{status} {statusText}" for a route error response', async () => {
		renderAt( '/missing', [ { index: true, element: <p>home</p> } ] );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Unexpected Application Error!',
			} )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'route-error-detail' ) ).toHaveTextContent(
			'404 Not Found'
		);
		expect( console ).toHaveErrored();
		expect( console ).toHaveWarned();
	} );

	it( 'shows the status of a thrown error response', async () => {
		function Forbidden(): never {
			throw new ErrorResponse( 403, 'Forbidden', 'members only' );
		}
		renderAt( '/', [ { index: true, element: <Forbidden /> } ] );

		expect(
			await screen.findByTestId( 'route-error-detail' )
		).toHaveTextContent( '403 Forbidden' );
		expect( console ).toHaveErrored();
	} );

	it( 'shows the message of a thrown error', async () => {
		renderAt( '/', [ { index: true, element: <Boom /> } ] );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Unexpected Application Error!',
			} )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'route-error-detail' ) ).toHaveTextContent(
			'The crayon box exploded'
		);
		expect(
			screen.getByRole( 'link', { name: 'Return to Home' } )
		).toHaveAttribute( 'href', '/' );
		expect( console ).toHaveErrored();
	} );

	it( 'describes strings and unknown values too', () => {
		expect( describeRouteError( 'plain text' ) ).toBe( 'plain text' );
		expect( describeRouteError( { weird: true } ) ).toBe( 'Unknown error' );
	} );
} );
