/**
 * App-wide providers: the SWR configuration (retries, back-off, evicting
 * cache) and the toast area from the UI kit.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { Toaster } from '../components';
import { swrConfig } from '../lib/swr';

export interface AppProvidersProps {
	children: ReactNode;
}

export function AppProviders( { children }: AppProvidersProps ) {
	return (
		<SWRConfig value={ swrConfig }>
			{ children }
			{ /* Follows the visitor's system theme by default (SPEC §1). */ }
			<Toaster />
		</SWRConfig>
	);
}

export default AppProviders;
