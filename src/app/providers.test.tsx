/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import { useSWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { AppProviders } from './providers';
import { toast } from '../components';
import { resetToastStore } from '../components/use-toast';
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

	it( 'mounts the toast area when a toast is raised', async () => {
		render(
			<AppProviders>
				<p>child</p>
			</AppProviders>
		);
		expect( screen.getByText( 'child' ) ).toBeInTheDocument();

		act( () => {
			toast( { title: 'Saved' } );
		} );

		expect(
			await screen.findByRole( 'region', { name: /Notification/ } )
		).toBeInTheDocument();
		expect( await screen.findByText( 'Saved' ) ).toBeInTheDocument();
		act( () => resetToastStore() );
	} );
} );
