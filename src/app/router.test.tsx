/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import '../lib/test-utils/polyfills';

/**
 * External dependencies
 */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { preloadRoute, routes } from './router';
import { globals } from '../test-utils/api-fetch';

jest.mock( '../features/appadoo-portal/AppadooPortalScreen', () => ( {
	__esModule: true,
	default: () => <h1>Appadoo portal</h1>,
} ) );
jest.mock( '../features/creators/CreatorProgrammeScreen', () => ( {
	__esModule: true,
	default: () => <h1>Creator programme</h1>,
} ) );
jest.mock( '../features/interest/CreateItForwardScreen', () => ( {
	__esModule: true,
	default: () => <h1>Create It Forward waitlist</h1>,
} ) );
jest.mock( '../features/about/AboutScreen', () => ( {
	__esModule: true,
	default: () => <h1>About</h1>,
} ) );

/**
 * Renders the screen the route table gives a path (without the layout).
 *
 * @param path The app path.
 */
function renderScreenAt( path: string ) {
	const matches = matchRoutes( routes, path ) ?? [];
	const leaf = matches[ matches.length - 1 ]?.route;
	return render(
		<MemoryRouter initialEntries={ [ path ] }>
			<Suspense fallback={ <p>Loading</p> }>{ leaf?.element }</Suspense>
		</MemoryRouter>
	);
}

describe( 'routes', () => {
	it( 'serves the Appadoo portal at /appadoo-portal and /appydo-portal, lazily', async () => {
		for ( const path of [ '/appadoo-portal', '/appydo-portal' ] ) {
			const { unmount } = renderScreenAt( path );
			expect(
				await screen.findByRole( 'heading', { name: 'Appadoo portal' } )
			).toBeInTheDocument();
			unmount();
		}
	} );

	it( 'serves /create-it-forward as the creator programme with creator_dashboard on, the waitlist with it off', async () => {
		for ( const [ on, heading ] of [
			[ true, 'Creator programme' ],
			[ false, 'Create It Forward waitlist' ],
		] as const ) {
			globals.playpalConfig = { flags: { creator_dashboard: on } };
			const { unmount } = renderScreenAt( '/create-it-forward' );
			expect(
				await screen.findByRole( 'heading', { name: heading } )
			).toBeInTheDocument();
			unmount();
		}
	} );

	it( 'preloads the screen a path shows (under the base path), which then renders without waiting', async () => {
		await preloadRoute( '/play/about', '/play' );

		renderScreenAt( '/about' );

		expect( screen.queryByText( 'Loading' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'About' } )
		).toBeInTheDocument();
	} );

	it( 'preloads nothing for a path no screen answers', async () => {
		await expect(
			preloadRoute( '/no-such-page', '' )
		).resolves.toBeUndefined();
	} );
} );
