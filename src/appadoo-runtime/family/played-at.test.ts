/**
 * Played-at (docs/FAMILY.md, "Played-at"): each session's report carries
 * when its last counted second was played, a new site day starts a new
 * session, a session of an older day no longer takes the held day's time,
 * and a report the server refuses as out of the window is dropped.
 */

/**
 * Internal dependencies
 */
import type { HostClock } from './family-host';
import type { FamilyConfig } from './family-config';
import type { FamilyAnswer, FamilyFetch } from './family-api';
import { createLedger } from './ledger';
import * as family from './test-utils/children';

const S1 = '1'.repeat( 32 );
const S2 = '2'.repeat( 32 );

const today = ( day: string, playedSeconds = 0, remainingSeconds = 3600 ) => ( {
	day,
	playedSeconds,
	extraSeconds: 0,
	remainingSeconds,
} );

function config( timeZone: string | null ): FamilyConfig {
	return family.config( [ family.ana( today( '2026-12-07' ) ) ], {
		timeZone,
	} );
}

/**
 * A clock the test moves, one tick a second.
 *
 * @param from Where it starts (Unix ms).
 */
function movedClock( from: number ) {
	let now = from;
	let tick: () => void = () => undefined;
	const clock: HostClock = {
		now: () => now,
		every: ( _ms, run ) => {
			tick = run;
			return () => ( tick = () => undefined );
		},
	};
	return {
		clock,
		seconds: ( count: number ) => {
			for ( let i = 0; i < count; i++ ) {
				now += 1000;
				tick();
			}
		},
	};
}

/** Every report fails: the network is gone. */
const offline = () => ( {
	status: 503,
	data: { code: 'playpal_family_busy' },
} );

/**
 * Ana's ledger on this device, as the host keeps it in localStorage.
 *
 * @param day The day's figures it starts from.
 */
const ledgerOf = ( day: ReturnType< typeof today > ) =>
	createLedger( window.localStorage, family.DEVICE, family.ANA, day );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * Opens a page of the host for Ana with the site in `timeZone` and the clock
 * at `startAt`; the server answers each report with `answer`.
 *
 * @param timeZone The site's zone.
 * @param startAt  The moment the clock starts, as ISO text.
 * @param answer   The server's answer to a report.
 */
function start(
	timeZone: string | null,
	startAt: string,
	answer: ( body: Record< string, unknown > ) => FamilyAnswer | null
) {
	document.body.innerHTML =
		'<iframe id="playpal-player" sandbox="allow-scripts" title="Game" data-playpal-src="https://example.com/play/k/t/index.html"></iframe>';
	const reports: Array< Record< string, unknown > > = [];
	const call: FamilyFetch = jest.fn( async ( method, path, body ) => {
		if ( method === 'POST' && path.endsWith( '/play' ) && body ) {
			reports.push( body );
			const given = answer( body );
			if ( given ) {
				return given;
			}
		}
		return { status: 200, data: { state: null } };
	} );
	const time = movedClock( Date.parse( startAt ) );
	let sessions = 0;
	const host = family.startHost( {
		config: config( timeZone ),
		storage: window.localStorage,
		call,
		clock: time.clock,
		newSession: () => String( ++sessions ).repeat( 32 ),
	} );
	(
		document.querySelector(
			`[data-playpal-child="${ family.ANA }"]`
		) as HTMLButtonElement | null
	 )?.click();
	return { host, reports, time };
}

beforeEach( () => window.localStorage.clear() );
afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'played-at on the host', () => {
	it( 'sends each report with the moment of its last counted second', async () => {
		// Monday 20:00 in Berlin.
		const { host, reports, time } = start(
			'Europe/Berlin',
			'2026-12-07T19:00:00Z',
			() => ( {
				status: 200,
				data: { today: today( '2026-12-07', 30, 3570 ) },
			} )
		);
		time.seconds( 30 );
		await flush();
		const last = reports[ reports.length - 1 ];
		expect( last ).toMatchObject( { session: S1, seconds: 30 } );
		expect( last?.playedAt ).toBe( '2026-12-07T19:00:30.000Z' );
		host.dispose();
	} );

	it( 'starts a new session when the site day changes, so no session spans two days', async () => {
		// 23:59:50 in Berlin; the network is gone (every report fails).
		const { host, reports, time } = start(
			'Europe/Berlin',
			'2026-12-07T22:59:50Z',
			offline
		);
		// Twenty ticks: nine end on Monday (the last at 23:59:59); from midnight's on, Tuesday's.
		time.seconds( 20 );
		host.dispose();
		await flush();

		const kept = ledgerOf( today( '2026-12-07' ) ).unsent();
		expect( kept ).toEqual( [
			expect.objectContaining( {
				session: S1,
				seconds: 9,
				playedAt: Date.parse( '2026-12-07T22:59:59Z' ),
			} ),
			expect.objectContaining( {
				session: S2,
				seconds: 11,
				playedAt: Date.parse( '2026-12-07T23:00:10Z' ),
			} ),
		] );
		const sent = reports.filter( ( report ) => report.session === S1 );
		expect(
			sent.every(
				( report ) =>
					! report.playedAt ||
					String( report.playedAt ) < '2026-12-07T23:00:00'
			)
		).toBe( true );
	} );

	it( 'keeps one session all day when the site’s zone is unknown (a page from before)', () => {
		const { host, time } = start( null, '2026-12-07T23:59:50Z', offline );
		time.seconds( 20 );
		host.dispose();
		const kept = ledgerOf( today( '2026-12-07' ) ).unsent();
		expect( kept.map( ( entry ) => entry.session ) ).toEqual( [ S1 ] );
		expect( kept[ 0 ]?.playedAt ).toBeUndefined();
	} );

	it( 'drops a session the server refuses as played before the window', async () => {
		const { host, reports, time } = start(
			'UTC',
			'2026-12-07T10:00:00Z',
			() => ( {
				status: 400,
				data: { code: 'playpal_family_played_at_invalid' },
			} )
		);
		time.seconds( 30 );
		await flush();
		const tries = reports.length;
		expect( tries ).toBeGreaterThan( 0 );
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		expect( reports ).toHaveLength( tries );
		expect( host.remaining() ).toBe( 3600 - 30 ); // Still counted on the device.
		host.dispose();
	} );
} );

describe( 'the ledger across site days', () => {
	it( 'a session of an older day stops taking the held day’s time once the new day’s figures come', () => {
		const ledger = ledgerOf( today( '2026-12-07', 0, 3600 ) );
		// 45 minutes on Monday evening, offline.
		ledger.record( S1, 2700, 7, {
			at: Date.parse( '2026-12-07T19:00:00Z' ),
			day: '2026-12-07',
		} );
		expect( ledger.remaining() ).toBe( 900 );

		// Tuesday's figures (the server has not had Monday's report yet).
		ledger.accept( today( '2026-12-08', 0, 3600 ) );
		expect( ledger.remaining() ).toBe( 3600 );
		expect( ledger.unsent() ).toEqual( [
			{
				session: S1,
				seconds: 2700,
				appadooId: 7,
				playedAt: Date.parse( '2026-12-07T19:00:00Z' ),
			},
		] );
	} );

	it( 'moves the played-at time only when the session grew', () => {
		const ledger = ledgerOf( today( '2026-12-07' ) );
		ledger.record( S1, 10, 7, { at: 1000, day: '2026-12-07' } );
		ledger.record( S1, 10, 7, { at: 5000, day: '2026-12-07' } );
		expect( ledger.unsent()[ 0 ]?.playedAt ).toBe( 1000 );
		ledger.record( S1, 11, 7, { at: 6000, day: '2026-12-07' } );
		expect( ledger.unsent()[ 0 ]?.playedAt ).toBe( 6000 );
	} );
} );
