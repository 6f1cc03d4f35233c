/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { useSWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { AppProviders } from './providers';
import { EvictingCache, MAX_RETRIES } from '../lib/swr';

function ConfigProbe() {
	const { cache, errorRetryCount } = useSWRConfig();
	return (
		<p>
			{ cache instanceof EvictingCache ? 'evicting' : 'plain' }{ ' ' }
			{ errorRetryCount }
		</p>
	);
}

describe( 'AppProviders', () => {
	it( 'gives every hook the app SWR configuration', () => {
		render(
			<AppProviders>
				<ConfigProbe />
			</AppProviders>
		);

		expect(
			screen.getByText( `evicting ${ MAX_RETRIES }` )
		).toBeInTheDocument();
	} );

	it( 'mounts the toast area', () => {
		render(
			<AppProviders>
				<p>child</p>
			</AppProviders>
		);

		expect( screen.getByText( 'child' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: /Notification/ } )
		).toBeInTheDocument();
	} );
} );
