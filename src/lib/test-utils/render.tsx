/**
 * Render helpers for screen tests: a MemoryRouter at the given path and a
 * fresh SWR cache per test (no retries, no deduping), so requests never leak
 * between tests.
 */

/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import './polyfills';

/**
 * External dependencies
 */
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

export interface RenderScreenOptions extends Omit< RenderOptions, 'wrapper' > {
	/** The path the router starts at. Default `/`. */
	route?: string;
}

export function TestProviders( {
	children,
	route = '/',
}: {
	children: ReactNode;
	route?: string;
} ) {
	return (
		<SWRConfig
			value={ {
				provider: () => new Map(),
				dedupingInterval: 0,
				shouldRetryOnError: false,
				revalidateOnFocus: false,
			} }
		>
			<MemoryRouter initialEntries={ [ route ] }>
				{ children }
			</MemoryRouter>
		</SWRConfig>
	);
}

/**
 * Renders `ui` inside a MemoryRouter and an isolated SWR cache.
 *
 * @param ui      What to render.
 * @param options `route` plus any testing-library render options.
 */
export function renderScreen(
	ui: ReactElement,
	options: RenderScreenOptions = {}
): RenderResult {
	const { route = '/', ...renderOptions } = options;
	return render( ui, {
		wrapper: ( { children } ) => (
			<TestProviders route={ route }>{ children }</TestProviders>
		),
		...renderOptions,
	} );
}
