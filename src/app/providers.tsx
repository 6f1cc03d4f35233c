/**
 * App-wide providers: the SWR configuration (retries, back-off, evicting
 * cache) and the toast area from the UI kit, loaded on first use.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { DeferredToaster } from './DeferredToaster';
import { swrConfig } from '../lib/swr';

export interface AppProvidersProps {
	children: ReactNode;
}

export function AppProviders( { children }: AppProvidersProps ) {
	return (
		<SWRConfig value={ swrConfig }>
			{ children }
			<DeferredToaster />
		</SWRConfig>
	);
}

export default AppProviders;
