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
 * Internal dependencies
 */
// The router hands the portal these counts; the tests play the router's part.
import { useCreationsCount } from '../creators/api/creations';
import { useSharedCount } from '../referrals/portal-tab';
import MemberPortalScreen from './MemberPortalScreen';
import type { DownloadFile } from './types';
import { answer, globals, mockedApiFetch } from '../../test-utils/api-fetch';
import { textsOf } from '../../test-utils/queries';
import { press, typeInto } from '../../test-utils/actions';

// The 5-second courtesy wait and the file save are the browser's; skip them here.
jest.mock( './utils/download-wait', () => ( {
	FREE_DOWNLOAD_WAIT_SECONDS: 5,
	waitBeforeDownload: () => Promise.resolve(),
	saveFile: jest.fn(),
} ) );

const ALL_FLAGS = {
	portals: true,
	creator_dashboard: true,
	sharing: true,
	member_payments: true,
};

const FILE: DownloadFile = {
	id: '12-abc',
	name: 'Space Station Alpha (printable pages)',
	productName: 'Space Station Alpha',
	type: 'PDF',
	size: 1536,
	downloadCount: 2,
	expiresAt: '2099-01-01T00:00:00Z',
	status: 'active',
};

interface FakeOptions {
	me?: Record< string, unknown >;
	appadoos?: unknown[];
	downloads?: DownloadFile[];
	storeActive?: boolean;
	downloadAnswer?: [ number, unknown ];
	creations?: [ number, unknown ];
	shareCodes?: [ number, unknown ];
}

function fakeApi( options: FakeOptions = {} ) {
	const calls: string[] = [];
	mockedApiFetch.mockImplementation(
		async ( call: { path?: string; method?: string; data?: unknown } ) => {
			const path = call.path ?? '';
			calls.push( `${ call.method ?? 'GET' } ${ path }` );
			let reply: [ number, unknown ] = [ 404, { code: 'none' } ];
			if ( path === '/pp/v1/me' ) {
				reply = [
					200,
					options.me ?? {
						loggedIn: true,
						id: 3,
						name: 'Sam Family',
						tier: 'free',
						member: false,
						memberUntil: null,
					},
				];
			} else if ( path.startsWith( '/pp/v1/appadoos' ) ) {
				reply = [
					200,
					{ success: true, appadoos: options.appadoos ?? [] },
				];
			} else if ( path === '/pp/v1/downloads' ) {
				reply = [
					200,
					{
						success: true,
						storeActive: options.storeActive ?? true,
						tier: 'free',
						allowance: {
							daily: 3,
							usedToday: 1,
							remainingToday: 2,
							resetsAt: '2099-01-01T00:00:00Z',
						},
						downloads: options.downloads ?? [ FILE ],
					},
				];
			} else if ( path === '/pp/v1/creations' ) {
				reply = options.creations ?? [
					200,
					{ creations: [], sample: false },
				];
			} else if ( path === '/pp/v1/share-codes' ) {
				reply = options.shareCodes ?? [
					200,
					{ success: true, items: [], appadoos: [] },
				];
			} else if ( path.startsWith( '/pp/v1/downloads/' ) ) {
				reply = options.downloadAnswer ?? [
					200,
					{ success: true, url: 'https://example.test/f.pdf' },
				];
			}
			const response = answer( ...reply );
			if ( ! response.ok ) {
				throw response;
			}
			return response;
		}
	);
	return calls;
}

const ocean = {
	id: 5,
	name: 'My Ocean',
	templateName: 'Ocean Adventure',
	usage: { sessions: 4, totalTime: 135, lastPlayed: '2025-03-05T10:00:00Z' },
};

function tile( name: string ) {
	const term = screen.getByText( name, { selector: 'dt' } );
	return term.parentElement?.querySelector( 'dd' )?.textContent;
}

/** The portal as the router mounts it, with the other features' counts. */
/**
 * Renders the portal and opens the tab named `name`.
 *
 * @param name The tab's name.
 */
async function renderAtTab( name: string ) {
	renderScreen( <MemberPortalScreen /> );
	await userEvent.click( await screen.findByRole( 'tab', { name } ) );
}

function renderPortal() {
	return renderScreen(
		<MemberPortalScreen
			useSharedCount={ useSharedCount }
			useCreationsCount={ useCreationsCount }
		/>
	);
}

/**
 * Waits until a tile no longer shows the loading mark, then reads it.
 *
 * @param name The tile's label.
 */
async function settledTile( name: string ) {
	await screen.findByText( name, { selector: 'dt' } );
	await waitFor( () => expect( tile( name ) ).not.toBe( '…' ) );
	return tile( name );
}

beforeEach( () => {
	globals.playpalConfig = { flags: ALL_FLAGS };
} );

describe( 'MemberPortalScreen', () => {
	it( 'welcomes the signed-in person with their real Appadoos and counts', async () => {
		fakeApi( { appadoos: [ ocean ] } );
		renderScreen( <MemberPortalScreen />, { route: '/member-portal' } );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Welcome back, Sam Family!',
			} )
		).toBeInTheDocument();
		expect( await screen.findByText( 'My Ocean' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Time spent: 2h 15m' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'progressbar', { name: 'Progress of My Ocean' } )
		).toHaveAttribute( 'aria-valuenow', '40' );
		expect( tile( 'Appadoo activities' ) ).toBe( '1' );
		expect( tile( 'Items shared' ) ).toBe( '0' );
		expect( tile( 'Creations' ) ).toBe( '0' );
		expect( screen.queryByText( 'VIP Member' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText( '5-Layer Protection Active' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Open Portal' } )
		).toHaveAttribute( 'target', '_blank' );
		const layers = screen.getByRole( 'list', {
			name: 'Protection layers',
		} );
		expect( within( layers ).getAllByText( 'Active' ) ).toHaveLength( 5 );
		expect( document.title ).toBe( 'Member Portal | PlayPal' );
	} );

	it( 'shows the VIP badge for a VIP', async () => {
		fakeApi( {
			me: {
				loggedIn: true,
				id: 4,
				name: 'Vera',
				tier: 'vip',
				member: true,
				memberUntil: null,
			},
		} );
		renderScreen( <MemberPortalScreen /> );
		expect( await screen.findByText( 'VIP Member' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Create It Forward Member' )
		).toBeInTheDocument();
	} );

	it( 'shows a guest the sign-in prompt and a labelled sample preview, asking nothing private', async () => {
		const calls = fakeApi( { me: { loggedIn: false } } );
		renderScreen( <MemberPortalScreen /> );

		expect(
			await screen.findByText( 'Sign in to see your own member portal.' )
		).toBeInTheDocument();
		expect(
			screen
				.getByRole( 'link', { name: 'Sign in' } )
				.getAttribute( 'href' )
		).toContain( 'redirect_to=' );
		expect(
			screen.getByRole( 'region', { name: 'Sample preview' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Preview — sample data' )
		).toBeInTheDocument();
		expect( screen.getByText( 'VIP Member' ) ).toBeInTheDocument();
		expect( calls ).toEqual( [ 'GET /pp/v1/me' ] );
	} );

	it( 'shows the preview to a signed-in person while portals is off', async () => {
		globals.playpalConfig = { flags: {} };
		const calls = fakeApi();
		renderScreen( <MemberPortalScreen /> );

		expect(
			await screen.findByText(
				'Member features are switched off on this site for now.'
			)
		).toBeInTheDocument();
		expect( calls ).toEqual( [ 'GET /pp/v1/me' ] );
	} );

	it( 'shows the Family tab the router hands in to a signed-in person, never in the guest preview', async () => {
		fakeApi();
		const user = userEvent.setup();
		const { unmount } = renderScreen(
			<MemberPortalScreen family={ <p>The family panel</p> } />
		);
		await user.click(
			await screen.findByRole( 'tab', { name: 'Family' } )
		);
		expect( screen.getByText( 'The family panel' ) ).toBeInTheDocument();
		unmount();

		fakeApi( { me: { loggedIn: false } } );
		renderScreen(
			<MemberPortalScreen family={ <p>The family panel</p> } />
		);
		expect(
			await screen.findByRole( 'region', { name: 'Sample preview' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'tab', { name: 'Family' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the Create It Forward and Play It Forward tabs only with their flags', async () => {
		fakeApi();
		const { unmount } = renderScreen( <MemberPortalScreen /> );
		expect(
			await screen.findByRole( 'tab', { name: 'Create It Forward' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'tab', { name: 'Play It Forward' } )
		).toBeInTheDocument();
		unmount();

		globals.playpalConfig = { flags: { portals: true } };
		renderScreen( <MemberPortalScreen /> );
		expect(
			await screen.findByRole( 'tab', { name: 'Subscription' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'tab', { name: 'Create It Forward' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'tab', { name: 'Play It Forward' } )
		).not.toBeInTheDocument();
	} );

	it( 'lists downloads and asks a free user for an email, showing the server’s limit error', async () => {
		const calls = fakeApi( {
			downloadAnswer: [
				429,
				{
					code: 'playpal_download_limit',
					message:
						'You have used your 3 free downloads for today. They reset at midnight — or go VIP for unlimited downloads.',
					data: { status: 429 },
				},
			],
		} );
		await renderAtTab( 'Downloads' );
		expect( await screen.findByText( FILE.name ) ).toBeInTheDocument();
		expect( screen.getByText( 'PDF · 1.50 KB' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Downloaded 2 times' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Free plan: 2 of 3 downloads left today. They reset at midnight.'
			)
		).toBeInTheDocument();

		await press( userEvent, 'Download' );
		await typeInto(
			userEvent,
			'Email address (required for free downloads)',
			'sam@example.test'
		);
		await press( userEvent, 'Download' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'You have used your 3 free downloads for today.'
		);
		expect( calls ).toContain( 'POST /pp/v1/downloads/12-abc' );
	} );

	it( 'opens on the Downloads tab from a link ending in #downloads (the order-received page’s link)', async () => {
		fakeApi();
		window.history.replaceState( null, '', '/member-portal#downloads' );
		try {
			renderPortal();
			expect(
				await screen.findByRole( 'tab', { name: 'Downloads' } )
			).toHaveAttribute( 'aria-selected', 'true' );
			expect( await screen.findByText( FILE.name ) ).toBeInTheDocument();
		} finally {
			window.history.replaceState( null, '', '/' );
		}
	} );

	it( 'saves the file the server hands out and refreshes the counts', async () => {
		const { saveFile } = jest.requireMock( './utils/download-wait' );
		const calls = fakeApi( {
			me: {
				loggedIn: true,
				id: 4,
				name: 'Vera',
				tier: 'vip',
				member: false,
				memberUntil: null,
			},
		} );
		await renderAtTab( 'Downloads' );
		expect(
			await screen.findByText( 'VIP: unlimited downloads.' )
		).toBeInTheDocument();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Download' } )
		);
		expect(
			await screen.findByText( 'Your download has started.' )
		).toBeInTheDocument();
		expect( saveFile ).toHaveBeenCalledWith( 'https://example.test/f.pdf' );
		expect(
			calls.filter( ( call ) => call === 'GET /pp/v1/downloads' )
		).toHaveLength( 2 );
	} );

	it( 'says honestly when there is no shop', async () => {
		fakeApi( { storeActive: false, downloads: [] } );
		await renderAtTab( 'Downloads' );
		expect(
			await screen.findByText(
				'The shop isn’t open yet, so there are no downloads to show.'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the Subscription tab’s VIP banner, notice, six filters and labelled sample prices', async () => {
		fakeApi();
		await renderAtTab( 'Subscription' );
		expect(
			await screen.findByText( 'Become a VIP member' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Create It Forward products are sold separately and are not included in the VIP Library Card membership.'
			)
		).toBeInTheDocument();
		const filters = screen.getByRole( 'group', {
			name: 'Product filters',
		} );
		expect( textsOf( 'button', filters ) ).toEqual( [
			'Subscriptions',
			'All Products',
			'Core Library',
			'Premium Content',
			'Individual Appadoos',
			'Create It Forward',
		] );
		await press( userEvent, 'Premium Content', filters );
		expect(
			screen.getByText(
				'Sample prices — these products are not on sale yet.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( 'VIP price: $24.99 (50% off)' )
		).toBeInTheDocument();
	} );

	it( 'fills an empty list with labelled samples only with mock_data', async () => {
		globals.playpalConfig = { flags: { portals: true, mock_data: true } };
		fakeApi( { appadoos: [] } );
		renderScreen( <MemberPortalScreen /> );
		expect(
			await screen.findByText(
				'Sample activities — your own Appadoos will show here.'
			)
		).toBeInTheDocument();
		expect( tile( 'Appadoo activities' ) ).toBe( '0' );
	} );

	it( 'counts the person’s real creations and shared items in the tiles', async () => {
		const calls = fakeApi( {
			creations: [
				200,
				{ creations: [ { id: 1 }, { id: 2 } ], sample: false },
			],
			shareCodes: [
				200,
				{
					success: true,
					items: [ { id: 1 }, { id: 2 }, { id: 3 } ],
					appadoos: [],
				},
			],
		} );
		renderPortal();

		expect( await settledTile( 'Creations' ) ).toBe( '2' );
		expect( await settledTile( 'Items shared' ) ).toBe( '3' );
		expect( calls ).toContain( 'GET /pp/v1/creations' );
		expect( calls ).toContain( 'GET /pp/v1/share-codes' );
	} );

	it( 'never counts sample creations', async () => {
		fakeApi( {
			creations: [ 200, { creations: [ { id: 1 } ], sample: true } ],
		} );
		renderPortal();

		await waitFor( () =>
			expect( mockedApiFetch ).toHaveBeenCalledWith(
				expect.objectContaining( { path: '/pp/v1/creations' } )
			)
		);
		expect( await settledTile( 'Creations' ) ).toBe( '0' );
	} );

	it( 'shows 0, not an endless wait, when the counts are refused', async () => {
		const calls = fakeApi( {
			creations: [ 403, { code: 'rest_forbidden' } ],
			shareCodes: [ 500, { code: 'internal_server_error' } ],
		} );
		renderPortal();

		await waitFor( () =>
			expect( calls ).toEqual(
				expect.arrayContaining( [
					'GET /pp/v1/creations',
					'GET /pp/v1/share-codes',
				] )
			)
		);
		expect( await settledTile( 'Creations' ) ).toBe( '0' );
		expect( await settledTile( 'Items shared' ) ).toBe( '0' );
	} );

	it( 'shows 0 and asks nothing for creations and shares while their flags are off', async () => {
		globals.playpalConfig = { flags: { portals: true } };
		const calls = fakeApi( {
			creations: [ 200, { creations: [ { id: 1 } ], sample: false } ],
			shareCodes: [
				200,
				{ success: true, items: [ { id: 1 } ], appadoos: [] },
			],
		} );
		renderPortal();

		// Once the downloads have come back, any count request would have gone out too.
		expect( await settledTile( 'Downloads' ) ).toBe( '1' );
		expect( tile( 'Creations' ) ).toBe( '0' );
		expect( tile( 'Items shared' ) ).toBe( '0' );
		expect( calls ).not.toContain( 'GET /pp/v1/creations' );
		expect( calls ).not.toContain( 'GET /pp/v1/share-codes' );
	} );
} );
