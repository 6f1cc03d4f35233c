/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getToastState, resetToastStore } from '../../components/use-toast';
import AppadooPortalScreen from './AppadooPortalScreen';
import {
	appadoo,
	createFakePortal,
	fakeResponse,
	ME,
	providers,
	wpError,
} from './test-utils/fake-portal-api';
import type {
	FakePortal,
	FakePortalOptions,
} from './test-utils/fake-portal-api';
import { globals } from '../../test-utils/api-fetch';
import { textsOf } from '../../test-utils/queries';
import { press, typeInto } from '../../test-utils/actions';

const mockedApiFetch = apiFetch as unknown as jest.Mock & {
	nonceMiddleware?: { nonce: string };
};

const BEN = { id: 8, name: 'Ben Other' };
const MATH = appadoo( 1, 'Math Quest', {
	sessions: 4,
	totalTime: 90,
	lastPlayed: '2025-03-05T10:00:00Z',
} );
const STORY = appadoo( 2, 'Story Time', { sessions: 0 } );
const BENS = appadoo( 3, 'Ben’s Maze', { owner: BEN, sessions: 2 } );

function renderPortal( options: FakePortalOptions = {} ): FakePortal {
	const portal = createFakePortal( {
		appadoos: [ MATH, STORY, BENS ].map( ( a ) => ( {
			...a,
			usage: { ...a.usage },
			settings: { ...a.settings },
		} ) ),
		...options,
	} );
	mockedApiFetch.mockImplementation( portal.apiFetch );
	renderScreen( <AppadooPortalScreen />, { route: '/appadoo-portal' } );
	return portal;
}

function lastToast() {
	return getToastState().toasts[ 0 ];
}

async function openStorage( subtab: string ) {
	await userEvent.click(
		await screen.findByRole( 'tab', { name: 'Storage' } )
	);
	await userEvent.click( await screen.findByRole( 'tab', { name: subtab } ) );
}

/**
 * The figure of a stat tile (a dt/dd pair).
 *
 * @param name The tile's term.
 */
function tile( name: string ) {
	const term = screen.getByText( name, { selector: 'dt' } );
	return term.parentElement?.querySelector( 'dd' )?.textContent;
}

// The portal's signed-in features and its advanced tabs follow feature flags
// (Settings → PlayPal); most tests look at them switched on.
const FLAGS_ON = { portals: true, advanced_portal: true };

beforeEach( () => {
	globals.playpalConfig = { flags: FLAGS_ON };
	delete mockedApiFetch.nonceMiddleware;
	resetToastStore();
} );

describe( 'AppadooPortalScreen feature flags', () => {
	it( 'shows the labelled sample preview to a signed-in person while portals is off, asking nothing private', async () => {
		globals.playpalConfig = { flags: { advanced_portal: true } };
		const portal = renderPortal();

		expect(
			await screen.findByText( /member features are switched off/ )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Math Quest' ) ).not.toBeInTheDocument();
		expect(
			portal.requests.some( ( entry ) =>
				/\/pp\/v1\/(appadoos|storage)/.test( entry )
			)
		).toBe( false );
	} );

	it( 'hides Deployment and Analytics while advanced_portal is off', async () => {
		globals.playpalConfig = { flags: { portals: true } };
		renderPortal();

		await screen.findByText( 'Math Quest' );
		expect(
			screen.queryByRole( 'tab', { name: 'Deployment' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'tab', { name: 'Analytics' } )
		).not.toBeInTheDocument();
		expect( screen.getByRole( 'tab', { name: 'Storage' } ) ).toBeVisible();
	} );
} );

describe( 'AppadooPortalScreen', () => {
	it( 'sets the title and description the server prints', async () => {
		renderPortal();

		await screen.findByText( 'Math Quest' );
		expect( document.title ).toBe( 'Appadoo Portal | PlayPal' );
		expect(
			document
				.querySelector( 'meta[name="description"]' )
				?.getAttribute( 'content' )
		).toBe(
			'Create, store and back up your Appadoos — offline web activities for children.'
		);
	} );

	it( 'shows a guest the limited-access notice, a sign-in link and the sample data', async () => {
		const portal = renderPortal( { me: { loggedIn: false } } );

		expect(
			await screen.findByText( /You are looking at sample data/ )
		).toBeInTheDocument();
		const expected = `/wp-login.php?redirect_to=${ encodeURIComponent(
			window.location.href
		) }`;
		expect(
			screen.getByRole( 'link', { name: 'Sign in' } )
		).toHaveAttribute( 'href', expected );
		expect(
			screen.getByRole( 'link', { name: 'Create Appadoo' } )
		).toHaveAttribute( 'href', expected );
		expect(
			screen.getByText( 'Math Adventure Quest' )
		).toBeInTheDocument();
		expect( screen.getAllByText( 'Story Builder' ).length ).toBeGreaterThan(
			0
		);
		expect( screen.getByTestId( 'hdg-badge' ) ).toHaveTextContent(
			'HDG ON'
		);

		await openStorage( 'Overview' );
		expect(
			screen.getAllByText( '12.50 MB of 50.00 MB' )
		).not.toHaveLength( 0 );
		expect( screen.getAllByText( '2.30 GB of 15.00 GB' ) ).not.toHaveLength(
			0
		);
		expect(
			screen.getAllByText( '856.00 MB of 1.95 GB' )
		).not.toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Bulk Backup' } )
		).toBeDisabled();
		expect(
			portal.requests.filter(
				( line ) =>
					line.includes( '/appadoos' ) || line.includes( '/storage' )
			)
		).toEqual( [] );
	} );

	it( 'falls back to the sample storage figures, says so, and tries again', async () => {
		const portal = renderPortal();
		portal.failNext(
			'GET',
			'/pp/v1/storage/providers',
			wpError( 500, 'internal', 'Boom' )
		);

		expect(
			await screen.findByText(
				'We couldn’t load your storage just now — showing sample figures.'
			)
		).toBeInTheDocument();
		expect( console ).toHaveErrored();
		await openStorage( 'Overview' );
		expect(
			screen.getAllByText( '12.50 MB of 50.00 MB' )
		).not.toHaveLength( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Cleanup' } )
		).toBeDisabled();

		await press( userEvent, 'Try again' );

		await waitFor( () =>
			expect(
				screen.queryByText( /showing sample figures/ )
			).not.toBeInTheDocument()
		);
		expect( screen.getAllByText( '1.00 MB of 50.00 MB' ) ).not.toHaveLength(
			0
		);
	} );

	it( 'asks the person to sign in again when the session ended (401)', async () => {
		const portal = renderPortal();
		portal.failNext(
			'GET',
			'/pp/v1/appadoos?scope=mine',
			wpError( 401, 'playpal_not_signed_in', 'Please sign in.' )
		);

		expect(
			await screen.findByText(
				'Your session has ended. Please sign in again.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByText( /showing sample figures/ )
		).not.toBeInTheDocument();
	} );

	it( 'lists a signed-in person’s own Appadoos with stats computed from them', async () => {
		const portal = renderPortal();

		expect( await screen.findByText( 'Math Quest' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Story Time' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Ben’s Maze' ) ).not.toBeInTheDocument();
		expect( tile( 'Total Appadoos' ) ).toBe( '2' );
		expect( tile( 'Active users' ) ).toBe( '1' );
		expect( tile( 'Total usage' ) ).toBe( '1h 30m' );
		expect( tile( 'Content safety' ) ).toBe( '100% Protected' );
		expect( screen.getByTestId( 'hdg-badge' ) ).toHaveTextContent(
			'HDG ON'
		);
		expect(
			screen.getByText( 'Math Quest was played' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Switch to Admin' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByText( /You are looking at sample data/ )
		).not.toBeInTheDocument();
		expect( portal.requests ).toEqual(
			expect.arrayContaining( [
				'GET /pp/v1/me',
				'GET /pp/v1/appadoos?scope=mine',
				'GET /pp/v1/appadoo-templates',
				'GET /pp/v1/storage/providers',
				'GET /pp/v1/storage/appadoos?scope=mine',
			] )
		);
	} );

	it( 'shows HDG OFF when one of the person’s Appadoos has the filter off', async () => {
		renderPortal( {
			appadoos: [ MATH, appadoo( 5, 'Open Play', { hdgFilter: false } ) ],
		} );

		await screen.findByText( 'Open Play' );
		expect( screen.getByTestId( 'hdg-badge' ) ).toHaveTextContent(
			'HDG OFF'
		);
	} );

	it( 'creates an Appadoo from a template and refreshes the lists', async () => {
		const portal = renderPortal();
		await screen.findByText( 'Math Quest' );

		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Template Library' } )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Use Story Builder' } )
		);

		await waitFor( () =>
			expect( lastToast()?.title ).toBe( 'Appadoo created!' )
		);
		expect( portal.log.find( ( r ) => r.method === 'POST' ) ).toEqual( {
			path: '/pp/v1/appadoos',
			method: 'POST',
			data: { template: 'story-builder' },
		} );
		await waitFor( () =>
			expect(
				portal.requests.filter(
					( line ) => line === 'GET /pp/v1/appadoos?scope=mine'
				)
			).toHaveLength( 2 )
		);
		await userEvent.click(
			screen.getByRole( 'tab', { name: 'Dashboard' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Story Builder' } )
		).toBeInTheDocument();
		expect( tile( 'Total Appadoos' ) ).toBe( '3' );
	} );

	it( 'creates a named Appadoo from the Create Appadoo dialog', async () => {
		const portal = renderPortal();
		await screen.findByText( 'Math Quest' );

		await press( userEvent, 'Create Appadoo' );
		const dialog = await screen.findByRole( 'dialog' );
		await typeInto( userEvent, 'Name', 'Rocket', dialog );
		await userEvent.selectOptions(
			within( dialog ).getByLabelText( 'Template' ),
			'story-builder'
		);
		await press( userEvent, 'Create', dialog );

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( portal.log.find( ( r ) => r.method === 'POST' )?.data ).toEqual(
			{
				name: 'Rocket',
				template: 'story-builder',
			}
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Rocket' } )
		).toBeInTheDocument();
	} );

	it( 'saves an Appadoo’s settings, refusing a time limit out of range', async () => {
		const portal = renderPortal();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Settings for Math Quest',
			} )
		);
		const dialog = await screen.findByRole( 'dialog' );
		const minutes = within( dialog ).getByLabelText(
			'Time limit (minutes)'
		);
		await userEvent.clear( minutes );
		await userEvent.type( minutes, '2000' );
		await press( userEvent, 'Save settings', dialog );

		expect(
			within( dialog ).getByText(
				'Enter a whole number of minutes from 1 to 1440.'
			)
		).toBeInTheDocument();
		expect( portal.requests.some( ( r ) => r.startsWith( 'PATCH' ) ) ).toBe(
			false
		);

		await userEvent.clear( minutes );
		await userEvent.type( minutes, '45' );
		await userEvent.click(
			within( dialog ).getByRole( 'switch', {
				name: 'Content filter (HDG)',
			} )
		);
		await press( userEvent, 'Save settings', dialog );

		await waitFor( () =>
			expect( lastToast()?.title ).toBe( 'Settings saved.' )
		);
		expect( portal.log.find( ( r ) => r.method === 'PATCH' ) ).toEqual( {
			path: '/pp/v1/appadoos/1',
			method: 'PATCH',
			data: {
				name: 'Math Quest',
				settings: {
					timeLimit: '45',
					hdgFilter: false,
					printEnabled: true,
				},
			},
		} );
		await waitFor( () =>
			expect( screen.getByTestId( 'hdg-badge' ) ).toHaveTextContent(
				'HDG OFF'
			)
		);
	} );

	it( 'connects a provider: "Connecting..." while busy, then the success toast', async () => {
		const portal = renderPortal();
		await openStorage( 'Providers' );

		await press( userEvent, 'Connect Google Drive' );
		const dialog = await screen.findByRole( 'dialog' );
		await typeInto( userEvent, 'Client ID', 'id-1', dialog );
		await typeInto( userEvent, 'API Key', 'key-1', dialog );
		const release = portal.holdNext(
			'POST',
			'/pp/v1/storage/providers/google/config'
		);
		await press( userEvent, 'Connect', dialog );

		expect(
			within( dialog ).getByRole( 'button', { name: 'Connecting...' } )
		).toBeDisabled();
		release();

		await waitFor( () =>
			expect( lastToast()?.title ).toBe(
				'Successfully connected to Google Drive!'
			)
		);
		expect( portal.log.find( ( r ) => r.method === 'POST' )?.data ).toEqual(
			{
				clientId: 'id-1',
				apiKey: 'key-1',
			}
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Disconnect Google Drive',
			} )
		).toBeEnabled();
	} );

	it( 'says when connecting a provider failed', async () => {
		const portal = renderPortal();
		portal.failNext(
			'POST',
			'/pp/v1/storage/providers/dropbox/config',
			wpError( 400, 'playpal_invalid_credentials', 'Bad.' )
		);
		await openStorage( 'Providers' );

		await press( userEvent, 'Connect Dropbox' );
		const dialog = await screen.findByRole( 'dialog' );
		await typeInto( userEvent, 'App Key', 'nope', dialog );
		await press( userEvent, 'Connect', dialog );

		await waitFor( () =>
			expect( lastToast()?.title ).toBe(
				'Failed to connect to Dropbox. Please check your credentials.'
			)
		);
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'never disconnects Local Storage; disconnects another provider', async () => {
		const portal = renderPortal( {
			providers: providers( { google: true } ),
		} );
		await openStorage( 'Providers' );

		expect(
			screen.getByRole( 'button', { name: 'Disconnect Local Storage' } )
		).toBeDisabled();
		await press( userEvent, 'Disconnect Google Drive' );

		await waitFor( () =>
			expect( lastToast()?.title ).toBe(
				'Successfully disconnected from Google Drive!'
			)
		);
		expect( portal.requests ).toContain(
			'DELETE /pp/v1/storage/providers/google'
		);
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect Google Drive',
			} )
		).toBeEnabled();
	} );

	it( 'refuses bad retention days without a request, and saves good ones', async () => {
		const portal = renderPortal();
		await openStorage( 'Appadoo Settings' );
		const card = screen.getByRole( 'group', { name: 'Math Quest' } );
		const input = within( card ).getByLabelText( 'Retention days' );

		await userEvent.clear( input );
		await userEvent.type( input, '-3' );
		await userEvent.tab();

		expect(
			within( card ).getByText(
				'Enter a whole number of days from 0 to 3650 (0 keeps every backup).'
			)
		).toBeInTheDocument();
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( portal.requests.some( ( r ) => r.startsWith( 'PUT' ) ) ).toBe(
			false
		);

		await userEvent.clear( input );
		await userEvent.type( input, '14{Enter}' );

		await waitFor( () =>
			expect( portal.log.find( ( r ) => r.method === 'PUT' ) ).toEqual( {
				path: '/pp/v1/storage/appadoos/1',
				method: 'PUT',
				data: { retentionDays: 14 },
			} )
		);
		expect( input ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( 'shows a storage switch change at once and puts it back when the server refuses', async () => {
		const portal = renderPortal();
		portal.failNext(
			'PUT',
			'/pp/v1/storage/appadoos/1',
			wpError( 400, 'playpal_bad', 'Nope.' )
		);
		await openStorage( 'Appadoo Settings' );
		const card = screen.getByRole( 'group', { name: 'Math Quest' } );
		const encryption = within( card ).getByRole( 'switch', {
			name: 'Encryption',
		} );

		await userEvent.click( encryption );

		await waitFor( () =>
			expect( lastToast()?.title ).toBe(
				'Could not save the storage settings.'
			)
		);
		expect( lastToast()?.description ).toBe( 'Nope.' );
		expect( encryption ).toHaveAttribute( 'aria-checked', 'false' );
		expect( portal.log.find( ( r ) => r.method === 'PUT' )?.data ).toEqual(
			{
				encryptionEnabled: true,
			}
		);
	} );

	it( 'offers only connected providers for an Appadoo’s storage', async () => {
		renderPortal( { providers: providers( { dropbox: true } ) } );
		await openStorage( 'Appadoo Settings' );
		const card = screen.getByRole( 'group', { name: 'Math Quest' } );
		const select = within( card ).getByLabelText( 'Storage provider' );

		expect( textsOf( 'option', select ) ).toEqual( [
			'Local Storage',
			'Dropbox',
		] );
	} );

	it( 'backs up now with the success toast, and the failure toast', async () => {
		const portal = renderPortal();
		await openStorage( 'Backup & Restore' );

		await press( userEvent, 'Back up Math Quest now' );
		await waitFor( () =>
			expect( lastToast()?.title ).toBe( 'Backup created successfully!' )
		);
		expect( portal.requests ).toContain(
			'POST /pp/v1/storage/appadoos/1/backup'
		);

		portal.failNext(
			'POST',
			'/pp/v1/storage/appadoos/2/backup',
			wpError( 502, 'playpal_backup_failed', 'Failed.' )
		);
		await press( userEvent, 'Back up Story Time now' );
		await waitFor( () =>
			expect( lastToast()?.title ).toBe(
				'Failed to create backup. Please try again.'
			)
		);
	} );

	it( 'lists backups with a nonce-carrying download link, restores after confirming, and deletes', async () => {
		mockedApiFetch.nonceMiddleware = { nonce: 'n0nce' };
		globals.playpalConfig = {
			flags: FLAGS_ON,
			restRoot: 'https://example.test/wp-json/',
		};
		const portal = renderPortal( {
			backups: [
				{
					id: 'b1',
					appadooId: 1,
					provider: 'local',
					size: 1536,
					createdAt: '2025-03-10T08:00:00Z',
					compressed: true,
					encrypted: true,
				},
			],
		} );
		await openStorage( 'Backup & Restore' );
		const card = screen.getByRole( 'article', { name: 'Math Quest' } );

		await press( userEvent, 'Show backups', card );
		const list = await within( card ).findByRole( 'list', {
			name: 'Backups',
		} );
		expect( within( list ).getByText( '1.50 KB' ) ).toBeInTheDocument();
		expect(
			within( list ).getByText( 'Local Storage' )
		).toBeInTheDocument();
		expect( within( list ).getByText( 'Compressed' ) ).toBeInTheDocument();
		expect( within( list ).getByText( 'Encrypted' ) ).toBeInTheDocument();
		expect(
			within( list ).getByRole( 'link', { name: 'Download' } )
		).toHaveAttribute(
			'href',
			'https://example.test/wp-json/pp/v1/storage/appadoos/1/backups/b1/download?_wpnonce=n0nce'
		);
		expect(
			screen.getByRole( 'link', { name: 'Export' } )
		).toHaveAttribute(
			'href',
			'https://example.test/wp-json/pp/v1/storage/export?_wpnonce=n0nce'
		);

		await press( userEvent, 'Restore', list );
		const confirm = await screen.findByRole( 'dialog', {
			name: 'Restore this backup?',
		} );
		await press( userEvent, 'Restore backup', confirm );
		await waitFor( () =>
			expect( lastToast()?.title ).toBe( 'Backup restored.' )
		);
		expect( portal.requests ).toContain(
			'POST /pp/v1/storage/appadoos/1/backups/b1/restore'
		);

		await press( userEvent, 'Delete', list );
		await waitFor( () =>
			expect( lastToast()?.title ).toBe( 'Backup deleted.' )
		);
		expect(
			await within( card ).findByText( 'No backups yet.' )
		).toBeInTheDocument();
	} );

	it( 'runs Bulk Backup and Cleanup for real', async () => {
		const portal = renderPortal();
		await openStorage( 'Overview' );

		await press( userEvent, 'Cleanup' );
		await waitFor( () =>
			expect( lastToast()?.title ).toBe( 'Removed 2 old backups.' )
		);
		await press( userEvent, 'Bulk Backup' );
		await waitFor( () =>
			expect( portal.requests ).toContain(
				'POST /pp/v1/storage/bulk-backup'
			)
		);
		expect( portal.requests ).toContain( 'POST /pp/v1/storage/cleanup' );
	} );

	it( 'offers the admin toggle only to people who may manage every Appadoo, and switches to scope=all', async () => {
		const portal = renderPortal( {
			me: { loggedIn: true, ...ME, canManageAllAppadoos: true },
		} );
		await screen.findByText( 'Math Quest' );
		expect( screen.queryByText( 'Ben’s Maze' ) ).not.toBeInTheDocument();

		await press( userEvent, 'Switch to Admin' );

		expect( await screen.findByText( 'Ben’s Maze' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Ben Other' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'All Appadoos' } )
		).toBeInTheDocument();
		expect( tile( 'Total Appadoos' ) ).toBe( '3' );
		expect( tile( 'Active users' ) ).toBe( '2' );
		expect( portal.requests ).toEqual(
			expect.arrayContaining( [
				'GET /pp/v1/appadoos?scope=all',
				'GET /pp/v1/storage/appadoos?scope=all',
			] )
		);

		await press( userEvent, 'Switch to Customer' );
		await waitFor( () =>
			expect( screen.queryByText( 'Ben’s Maze' ) ).not.toBeInTheDocument()
		);
	} );

	it( 'in the admin view, leaves the storage provider of someone else’s Appadoo to its owner', async () => {
		renderPortal( {
			me: { loggedIn: true, ...ME, canManageAllAppadoos: true },
		} );
		await screen.findByText( 'Math Quest' );
		await press( userEvent, 'Switch to Admin' );
		await screen.findByText( 'Ben’s Maze' );

		await openStorage( 'Appadoo Settings' );

		const theirs = screen.getByRole( 'group', { name: 'Ben’s Maze' } );
		expect(
			within( theirs ).getByLabelText( 'Storage provider' )
		).toBeDisabled();
		expect(
			within( theirs ).getByText( /Only Ben Other can choose/ )
		).toBeInTheDocument();
		const mine = screen.getByRole( 'group', { name: 'Math Quest' } );
		expect(
			within( mine ).getByLabelText( 'Storage provider' )
		).toBeEnabled();
	} );

	it( 'says so when the portal itself cannot load, with Try again', async () => {
		const portal = createFakePortal();
		portal.failNext( 'GET', '/pp/v1/me', fakeResponse( 500, {} ) );
		mockedApiFetch.mockImplementation( portal.apiFetch );
		renderScreen( <AppadooPortalScreen />, { route: '/appydo-portal' } );

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Try again' } )
		);

		expect(
			await screen.findByRole( 'tab', { name: 'Dashboard' } )
		).toBeInTheDocument();
	} );
} );
