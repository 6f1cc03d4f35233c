/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import '../lib/test-utils/polyfills';

/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { RouteErrorBoundary } from './RouteErrorBoundary';
import RouteErrorScreen, { describeRouteError } from './RouteErrorScreen';

function Boom(): never {
	throw new Error( 'The crayon box exploded' );
}

/** Throws on /boom, shows the path elsewhere; the boundary resets on a new path. */
function Page() {
	const { pathname } = useLocation();
	return (
		<>
			<Link to="/calm">Go somewhere calm</Link>
			<RouteErrorBoundary resetKey={ pathname }>
				{ pathname === '/boom' ? <Boom /> : <p>{ pathname }</p> }
			</RouteErrorBoundary>
		</>
	);
}

describe( 'RouteErrorBoundary and RouteErrorScreen', () => {
	it( 'shows "Unexpected Application Error!" with the message of what a screen threw', () => {
		render(
			<MemoryRouter initialEntries={ [ '/boom' ] }>
				<Page />
			</MemoryRouter>
		);

		expect(
			screen.getByRole( 'heading', {
				name: 'Unexpected Application Error!',
			} )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'route-error-detail' ) ).toHaveTextContent(
			'The crayon box exploded'
		);
		// A plain link with a full page load: the router itself may be what broke.
		expect(
			screen.getByRole( 'link', { name: 'Return to Home' } )
		).toHaveAttribute( 'href', '/' );
		expect( console ).toHaveErrored();
	} );

	it( 'renders the screen again after a navigation', async () => {
		render(
			<MemoryRouter initialEntries={ [ '/boom' ] }>
				<Page />
			</MemoryRouter>
		);
		expect(
			screen.getByTestId( 'route-error-detail' )
		).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'link', { name: 'Go somewhere calm' } )
		);

		expect( screen.getByText( '/calm' ) ).toBeInTheDocument();
		expect(
			screen.queryByTestId( 'route-error-detail' )
		).not.toBeInTheDocument();
		expect( console ).toHaveErrored();
	} );

	it( 'is the page’s main region only when nothing frames it', () => {
		const { rerender } = render( <RouteErrorScreen error="x" landmark /> );
		expect( screen.getByRole( 'main' ) ).toHaveTextContent( 'x' );

		rerender( <RouteErrorScreen error="x" /> );
		expect( screen.queryByRole( 'main' ) ).not.toBeInTheDocument();
		expect( console ).toHaveErrored();
	} );

	it( 'describes strings and unknown values too', () => {
		expect( describeRouteError( 'plain text' ) ).toBe( 'plain text' );
		expect( describeRouteError( { weird: true } ) ).toBe( 'Unknown error' );
	} );
} );
