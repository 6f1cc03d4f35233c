/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { SESSION_MESSAGE_TYPE } from '../../../appadoo-runtime/session-messages';
import AppadooPortalScreen from '../AppadooPortalScreen';
import {
	appadoo,
	createFakePortal,
	wpError,
	type FakePortal,
	type FakePortalOptions,
} from '../test-utils/fake-portal-api';
import { globals, mockedApiFetch } from '../../../test-utils/api-fetch';
import { press } from '../../../test-utils/actions';

const ANALYTICS = '/pp/v1/appadoos/analytics?scope=mine';

function renderPortal( options: FakePortalOptions ): FakePortal {
	const portal = createFakePortal( options );
	mockedApiFetch.mockImplementation( portal.apiFetch );
	renderScreen( <AppadooPortalScreen />, { route: '/appadoo-portal' } );
	return portal;
}

async function openAnalytics() {
	await userEvent.click(
		await screen.findByRole( 'tab', { name: 'Analytics' } )
	);
}

function tile( name: string ) {
	const term = screen.getByText( name, { selector: 'dt' } );
	return term.parentElement?.querySelector( 'dd' )?.textContent;
}

function ranking( name: string ) {
	return within( screen.getByRole( 'list', { name } ) ).getAllByRole(
		'listitem'
	);
}

beforeEach( () => {
	globals.playpalConfig = {
		flags: { portals: true, advanced_portal: true },
	};
} );

describe( 'AnalyticsTab', () => {
	it( 'ranks Appadoos by sessions and by time and counts template use, as the tiles do', async () => {
		renderPortal( {
			appadoos: [
				appadoo( 1, 'Math Quest', {
					sessions: 4,
					totalTime: 30,
					lastPlayed: '2025-03-05T10:00:00Z',
				} ),
				appadoo( 2, 'Story Time', {
					sessions: 1,
					totalTime: 95,
					template: 'story-builder',
				} ),
				appadoo( 3, 'Never Played' ),
			],
		} );
		await openAnalytics();

		const bySessions = await waitFor( () =>
			ranking( 'Top Appadoos by sessions' )
		);
		expect( bySessions.map( ( item ) => item.textContent ) ).toEqual( [
			'Math Quest — 4 sessions',
			'Story Time — 1 session',
		] );
		expect(
			ranking( 'Top Appadoos by time' ).map(
				( item ) => item.textContent
			)
		).toEqual( [ 'Story Time — 1h 35m', 'Math Quest — 30m' ] );
		expect(
			ranking( 'Template downloads' ).map( ( item ) => item.textContent )
		).toEqual( [
			'Math Adventure — 2 Appadoos',
			'Math Adventure — 1 Appadoo',
		] );
		expect( tile( 'Total Appadoos' ) ).toBe( '3' );
		expect( tile( 'Active users' ) ).toBe( '1' );
		expect( tile( 'Total usage' ) ).toBe( '2h 5m' );
	} );

	it( 'says when nothing has been played yet', async () => {
		renderPortal( { appadoos: [ appadoo( 1, 'Fresh' ) ] } );
		await openAnalytics();

		expect(
			await screen.findByText( 'No sessions played yet.' )
		).toBeInTheDocument();
		expect( screen.getByText( 'No play time yet.' ) ).toBeInTheDocument();
		expect(
			ranking( 'Template downloads' ).map( ( item ) => item.textContent )
		).toEqual( [ 'Math Adventure — 1 Appadoo' ] );
	} );

	it( 'shows loading, then an error with Try again that recovers', async () => {
		const portal = createFakePortal( {
			appadoos: [ appadoo( 1, 'Math Quest', { sessions: 2 } ) ],
		} );
		portal.failAlways(
			'GET',
			ANALYTICS,
			wpError( 500, 'playpal_broken', 'Broken.' )
		);
		const release = portal.holdNext( 'GET', ANALYTICS );
		mockedApiFetch.mockImplementation( portal.apiFetch );
		renderScreen( <AppadooPortalScreen />, { route: '/appadoo-portal' } );
		await openAnalytics();

		expect(
			await screen.findByText( 'Loading analytics…' )
		).toHaveAttribute( 'role', 'status' );
		release();
		const alert = await screen.findByRole( 'alert', {}, { timeout: 5000 } );
		expect( alert ).toHaveTextContent(
			'We couldn’t load the analytics just now.'
		);

		portal.failAlways( 'GET', ANALYTICS, undefined as never );
		await press( userEvent, 'Try again', alert );
		await waitFor( () =>
			expect(
				ranking( 'Top Appadoos by sessions' ).map(
					( item ) => item.textContent
				)
			).toEqual( [ 'Math Quest — 2 sessions' ] )
		);
	} );

	it( 'counts a session the preview relays, then refreshes the figures', async () => {
		const portal = renderPortal( {
			appadoos: [ appadoo( 1, 'Math Quest' ) ],
		} );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Preview Math Quest' } )
		);
		const frame = ( await screen.findByTitle(
			'Appadoo player: Math Quest'
		) ) as HTMLIFrameElement;
		const analyticsReads = () =>
			portal.requests.filter(
				( entry ) => entry === `GET ${ ANALYTICS }`
			).length;
		const before = analyticsReads();

		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					source: frame.contentWindow,
					origin: 'null',
					data: {
						type: SESSION_MESSAGE_TYPE,
						event: 'start',
						key: 'appadoo-1',
						token: 'e'.repeat( 64 ),
						session: 'f'.repeat( 32 ),
					},
				} )
			);
		} );
		await waitFor( () =>
			expect( portal.requests ).toContain(
				'POST /pp/v1/appadoos/appadoo-1/sessions'
			)
		);
		await waitFor( () =>
			expect( analyticsReads() ).toBeGreaterThan( before )
		);

		// Closing the preview ends the open session.
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () =>
			expect(
				portal.log
					.filter(
						( entry ) =>
							entry.method === 'POST' &&
							entry.path === '/pp/v1/appadoos/appadoo-1/sessions'
					)
					.map(
						( entry ) => ( entry.data as { event: string } ).event
					)
			).toEqual( [ 'start', 'end' ] )
		);
	} );
} );
