/**
 * Mounts the route tree in #playpal-root.
 */

/**
 * External dependencies
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { getConfig } from '../lib/config';
import { checkDesignTokens } from '../lib/design-tokens';
import { AppProviders } from './providers';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { AppRoutes, preloadRoute } from './router';

export const ROOT_ELEMENT_ID = 'playpal-root';

/**
 * @param  doc The document to mount in (tests pass their own).
 * @throws {Error} "Root container not found" when the shell printed no #playpal-root.
 */
export function mountApp( doc: Document = document ): void {
	const container = doc.getElementById( ROOT_ELEMENT_ID );
	if ( ! container ) {
		throw new Error( 'Root container not found' );
	}
	const { basePath } = getConfig();
	const render = () =>
		createRoot( container ).render(
			<StrictMode>
				<AppProviders>
					<BrowserRouter basename={ basePath || '/' }>
						{ /* The layout itself failing: the error screen alone. */ }
						<RouteErrorBoundary resetKey="app" landmark>
							<AppRoutes />
						</RouteErrorBoundary>
					</BrowserRouter>
				</AppProviders>
			</StrictMode>
		);
	if ( container.querySelector( '[data-playpal-first-screen]' ) ) {
		// The server printed this screen (includes/Frontend/First_Screen): it
		// stays until the route's lazy screen is here, so React replaces it with
		// the same screen rendered from the same data, never with an empty frame.
		// A chunk that failed to arrive is asked for again by the screen itself,
		// whose failure the error boundary shows.
		void preloadRoute( doc.location.pathname, basePath ).then(
			render,
			render
		);
	} else {
		render();
	}
	// The shell printed the tokens as CSS variables: only say if one is missing (SPEC §8).
	checkDesignTokens();
}
