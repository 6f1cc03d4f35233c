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
	createRoot( container ).render(
		<StrictMode>
			<AppProviders>
				<RouterProvider router={ router } />
			</AppProviders>
		</StrictMode>
	);
	// The shell printed the tokens as CSS variables: only say if one is missing (SPEC §8).
	checkDesignTokens();
}
