/**
 * Mounts the route tree in #playpal-root.
 */

/**
 * External dependencies
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { getConfig } from '../lib/config';
import { checkDesignTokens } from '../lib/design-tokens';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export const ROOT_ELEMENT_ID = 'playpal-root';

type AppRouter = ReturnType< typeof createAppRouter >;

/**
 * Resolves once the router has loaded the first route's lazy screen.
 *
 * @param router The app's router.
 */
function whenRouterReady( router: AppRouter ): Promise< void > {
	if ( router.state.initialized ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const unsubscribe = router.subscribe( ( state ) => {
			if ( state.initialized ) {
				unsubscribe();
				resolve();
			}
		} );
	} );
}

/**
 * @param  doc The document to mount in (tests pass their own).
 * @throws {Error} "Root container not found" when the shell printed no #playpal-root.
 */
export function mountApp( doc: Document = document ): void {
	const container = doc.getElementById( ROOT_ELEMENT_ID );
	if ( ! container ) {
		throw new Error( 'Root container not found' );
	}
	const router = createAppRouter( getConfig().basePath );
	const render = () =>
		createRoot( container ).render(
			<StrictMode>
				<AppProviders>
					<RouterProvider router={ router } />
				</AppProviders>
			</StrictMode>
		);
	if ( container.querySelector( '[data-playpal-first-screen]' ) ) {
		// The server printed this screen (includes/Frontend/First_Screen): it
		// stays until the route's lazy screen is here, so React replaces it with
		// the same screen rendered from the same data, never with an empty frame.
		void whenRouterReady( router ).then( render );
	} else {
		render();
	}
	// The shell printed the tokens as CSS variables: only say if one is missing (SPEC §8).
	checkDesignTokens();
}
