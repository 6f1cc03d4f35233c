/**
 * Issue 38, review: a child's daily budget holds on a shared device, offline
 * too. A device clock set back offline (to yesterday) once dated the play on
 * yesterday: the server counted it there, its answer left today's time
 * whole and the ledger took it — today's time again, as often as she liked.
 * The host now dates no play before what the device already knows: the
 * latest server time heard (kept in the ledger entry, across a reload) and
 * the first second of the figures' day. Play genuinely done yesterday
 * evening offline and sent this morning still counts on yesterday.
 */

/**
 * Internal dependencies
 */
import { createFamilyFetch } from './family-api';
import type { ChildToday } from './family-config';
import type { HostClock } from './family-host';
import { dayStart, siteDay } from './site-day';
import * as family from './test-utils/children';

const ZONE = 'Europe/Berlin';
const BUDGET = 3600;
const DAY = 86400000;

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/** The device's clock (what Date.now() and the host read) and the server's, moved by the test. */
const time = { device: 0, server: 0 };
let tick: () => void = () => undefined;

const clock: HostClock = {
	now: () => time.device,
	every: ( _ms, run ) => {
		tick = run;
		return () => ( tick = () => undefined );
	},
};

/**
 * Plays on, one tick a second on both clocks.
 *
 * @param count Seconds.
 */
function play( count: number ) {
	for ( let i = 0; i < count; i++ ) {
		time.device += 1000;
		time.server += 1000;
		tick();
	}
}

/**
 * The play route as Play_Reports counts it: a session's growth on the site
 * day of its played-at time (none: now), refused more than 5 minutes ahead
 * or 7 days back; the answer's `today` is the server's day.
 */
function familyServer() {
	let online = true;
	const days: Record< string, number > = {};
	const sessions: Record< string, number > = {};
	const reports: Array< Record< string, unknown > > = [];
	const todayNow = (): ChildToday => {
		const day = siteDay( time.server, ZONE ) as string;
		const played = days[ day ] ?? 0;
		return {
			day,
			playedSeconds: played,
			extraSeconds: 0,
			remainingSeconds: Math.max( 0, BUDGET - played ),
		};
	};
	const respond = ( status: number, body: unknown ) =>
		( {
			status,
			ok: status < 300,
			redirected: false,
			headers: {
				get: ( name: string ) =>
					( {
						'content-type': 'application/json',
						date: new Date( time.server ).toUTCString(),
					} )[ name.toLowerCase() ] ?? null,
			},
			json: async () => body,
		} ) as unknown as Response;
	const fetchImpl = jest.fn( async ( url: string, init?: RequestInit ) => {
		if ( ! online ) {
			throw new TypeError( 'Failed to fetch' );
		}
		if ( init?.method === 'POST' && String( url ).endsWith( '/play' ) ) {
			const body = JSON.parse( String( init.body ) );
			reports.push( body );
			const at = body.playedAt
				? Date.parse( body.playedAt )
				: time.server;
			if ( at > time.server + 300000 || at < time.server - 7 * DAY ) {
				return respond( 400, {
					code: 'playpal_family_played_at_invalid',
				} );
			}
			const growth = Math.max(
				0,
				body.seconds - ( sessions[ body.session ] ?? 0 )
			);
			sessions[ body.session ] = Math.max(
				sessions[ body.session ] ?? 0,
				body.seconds
			);
			const day = siteDay( at, ZONE ) as string;
			days[ day ] = ( days[ day ] ?? 0 ) + growth;
			return respond( 200, { today: todayNow() } );
		}
		return respond( 200, { state: null } );
	} );
	return {
		days,
		reports,
		today: todayNow,
		setOnline: ( value: boolean ) => ( online = value ),
		call: () =>
			createFamilyFetch( family.REST, 'n0nce', {
				fetchImpl: fetchImpl as unknown as typeof fetch,
			} ),
	};
}

/**
 * A host page (a new load: its own printed figures and no server time heard by the page yet).
 *
 * @param server The server.
 */
function openPage( server: ReturnType< typeof familyServer > ) {
	document.body.innerHTML =
		'<iframe id="playpal-player" sandbox="allow-scripts" title="Game" data-playpal-src="https://example.com/play/k/t/index.html"></iframe>';
	const config = family.config( [ family.ana( server.today() ) ], {
		timeZone: ZONE,
	} );
	let sessions = 0;
	const host = family.startHost( {
		config,
		storage: window.localStorage,
		call: server.call(),
		clock,
		newSession: () =>
			( ++sessions + Math.floor( time.server / 1000 ) )
				.toString( 16 )
				.padStart( 32, '0' ),
	} );
	(
		document.querySelector(
			`[data-playpal-child="${ family.ANA }"]`
		) as HTMLButtonElement | null
	 )?.click();
	return host;
}

/**
 * Sets both clocks (right), and lets this file's earlier tests' skew go.
 *
 * @param iso The moment.
 */
async function setClocks( iso: string ) {
	time.device = Date.parse( iso );
	time.server = time.device;
	const server = familyServer();
	await server.call()( 'GET', 'x' );
}

beforeEach( () => {
	window.localStorage.clear();
	jest.spyOn( Date, 'now' ).mockImplementation( () => time.device );
} );
afterEach( () => {
	jest.restoreAllMocks();
	document.body.innerHTML = '';
} );

describe( 'a device clock set back offline (issue 38)', () => {
	it( 'counts the play on today, and today’s time left drops — across a reload', async () => {
		// Tuesday 15:00 in Berlin; Ana has 10 minutes left today.
		await setClocks( '2026-12-08T14:00:00Z' );
		const server = familyServer();
		server.days[ '2026-12-08' ] = BUDGET - 600;
		const first = openPage( server );
		play( 30 ); // Online: the report's answer tells the server's time.
		await flush();
		expect( server.days[ '2026-12-08' ] ).toBe( BUDGET - 570 );

		// Airplane mode, the tablet's clock set to yesterday.
		server.setOnline( false );
		time.device -= DAY;
		play( 301 ); // The tick across the jump counts nothing.
		expect( first.remaining() ).toBe( 270 );
		first.dispose();
		await flush();

		// Reloaded (offline, the clock still a day behind): the ledger entry still knows.
		const second = openPage( server );
		expect( second.remaining() ).toBe( 270 );
		play( 300 );
		expect( second.remaining() ).toBe( 0 ); // The device's ledger breaks her.

		// She reconnects.
		server.setOnline( true );
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		await flush();
		expect( server.days ).toEqual( { '2026-12-08': BUDGET } );
		expect( server.today().remainingSeconds ).toBe( 0 );
		expect( second.remaining() ).toBe( 0 );
		const heard = Date.parse( '2026-12-08T14:00:30Z' );
		expect(
			server.reports.every(
				( report ) => Date.parse( String( report.playedAt ) ) >= heard
			)
		).toBe( true );

		// Again (a new page, the clock still set back): nothing more to play today.
		second.dispose();
		const third = openPage( server );
		await flush();
		expect( third.remaining() ).toBe( 0 );
		third.dispose();
	} );

	it( 'holds with no server time heard yet: never before the first second of the figures’ day', async () => {
		await setClocks( '2026-12-08T14:00:00Z' );
		const server = familyServer();
		server.days[ '2026-12-08' ] = BUDGET - 600;
		server.setOnline( false ); // Opened, then the network went at once.
		const host = openPage( server );
		time.device -= DAY;
		play( 601 );
		expect( host.remaining() ).toBe( 0 );

		server.setOnline( true );
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		await flush();
		expect( server.days ).toEqual( { '2026-12-08': BUDGET } );
		expect( server.reports.map( ( report ) => report.playedAt ) ).toContain(
			new Date( dayStart( '2026-12-08', ZONE ) as number ).toISOString()
		);
		expect( host.remaining() ).toBe( 0 );
		host.dispose();
	} );

	it( 'online, the skew learnt from the answers dates it right', async () => {
		await setClocks( '2026-12-08T14:00:00Z' );
		const server = familyServer();
		server.days[ '2026-12-08' ] = BUDGET - 600;
		time.device -= DAY; // Set back with the network on.
		const host = openPage( server );
		play( 60 );
		await flush();
		play( 30 );
		await flush();
		expect( server.days ).toEqual( { '2026-12-08': BUDGET - 510 } );
		expect( host.remaining() ).toBe( 510 );
		host.dispose();
	} );
} );

describe( 'play genuinely done yesterday evening offline', () => {
	it( 'sent the next morning, after a reload, still counts on Monday and leaves Tuesday whole', async () => {
		// Monday 19:00 in Berlin.
		await setClocks( '2026-12-07T18:00:00Z' );
		const server = familyServer();
		const evening = openPage( server );
		play( 30 );
		await flush();
		server.setOnline( false );
		play( 2700 ); // 45 minutes with no network.
		expect( evening.remaining() ).toBe( BUDGET - 2730 );
		evening.dispose();
		await flush();

		// Tuesday 07:00: the page opened again, online.
		time.device = Date.parse( '2026-12-08T06:00:00Z' );
		time.server = time.device;
		server.setOnline( true );
		const morning = openPage( server );
		await flush();
		await flush();
		expect( server.days ).toEqual( { '2026-12-07': 2730 } );
		const sent = server.reports[ server.reports.length - 1 ];
		expect( String( sent?.playedAt ) < '2026-12-07T23:00:00' ).toBe( true );
		expect( morning.remaining() ).toBe( BUDGET );

		play( 60 );
		expect( morning.remaining() ).toBe( BUDGET - 60 );
		morning.dispose();
		await flush();
		expect( server.days ).toEqual( {
			'2026-12-07': 2730,
			'2026-12-08': 60,
		} );
	} );

	it( 'offline past midnight, the new day’s play counts on the new day', async () => {
		await setClocks( '2026-12-07T22:50:00Z' ); // 23:50 in Berlin.
		const server = familyServer();
		const host = openPage( server );
		play( 30 );
		await flush();
		server.setOnline( false );
		play( 1200 ); // 20 minutes: 569 s before midnight (its tick is the new day's), the rest after.
		host.dispose();
		server.setOnline( true );
		time.device += 3600000;
		time.server = time.device;
		const next = openPage( server );
		await flush();
		await flush();
		expect( server.days ).toEqual( {
			'2026-12-07': 599,
			'2026-12-08': 631,
		} );
		next.dispose();
	} );
} );
