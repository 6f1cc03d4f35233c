/**
 * The host page renews its load's lease while it plays, and only then
 * (issue 38: once the page is gone, the package address stops within the
 * lease).
 */

/**
 * Internal dependencies
 */
import {
	RENEW_EVERY_MS,
	startLeaseRenewal,
	type LeaseClock,
} from './lease-renewal';

const ENDPOINT = 'https://example.com/wp-json/pp/v1/appadoos/k/play-lease';
const TOKEN = `7-1900000000-${ 'a'.repeat( 16 ) }-${ 'b'.repeat( 32 ) }`;
const RENEW = 'c'.repeat( 64 );

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty( document, 'visibilityState', {
	configurable: true,
	get: () => visibility,
} );

/** A clock the test moves by hand. */
function fakeClock() {
	let now = 0;
	let timers: Array< { at: number; run: () => void } > = [];
	const clock: LeaseClock = {
		now: () => now,
		later: ( ms, run ) => {
			const timer = { at: now + ms, run };
			timers.push( timer );
			return () => {
				timers = timers.filter( ( other ) => other !== timer );
			};
		},
	};
	return {
		clock,
		async advance( ms: number ) {
			const until = now + ms;
			for (;;) {
				const due = timers
					.filter( ( timer ) => timer.at <= until )
					.sort( ( a, b ) => a.at - b.at )[ 0 ];
				if ( ! due ) {
					break;
				}
				timers = timers.filter( ( timer ) => timer !== due );
				now = due.at;
				due.run();
				await flush();
			}
			now = until;
		},
	};
}

const flush = async () => {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
};

function answer( status: number, body: unknown = {} ): Response {
	return {
		status,
		json: async () => body,
	} as unknown as Response;
}

function setUp( answers: Array< Response | Error > = [] ) {
	const { clock, advance } = fakeClock();
	const fetchImpl = jest.fn( async () => {
		const next = answers.shift() ?? answer( 200, { renewEvery: 240 } );
		if ( next instanceof Error ) {
			throw next;
		}
		return next;
	} );
	const onExpired = jest.fn();
	const stop = startLeaseRenewal( {
		win: window,
		endpoint: ENDPOINT,
		token: TOKEN,
		renew: RENEW,
		fetchImpl: fetchImpl as unknown as typeof fetch,
		clock,
		onExpired,
	} );
	return { fetchImpl, onExpired, stop, advance };
}

afterEach( () => {
	visibility = 'visible';
} );

describe( 'the host page renews its lease', () => {
	it( 'every four minutes while shown, with the token and its key, without cookies', async () => {
		const { fetchImpl, stop, advance } = setUp();
		await advance( RENEW_EVERY_MS - 1 );
		expect( fetchImpl ).not.toHaveBeenCalled();
		await advance( 1 );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		expect( fetchImpl ).toHaveBeenCalledWith( ENDPOINT, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { token: TOKEN, renew: RENEW } ),
			credentials: 'omit',
		} );
		await advance( 3 * RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 4 );
		stop();
		await advance( 3 * RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'not while hidden, and at once when shown again', async () => {
		const { fetchImpl, stop, advance } = setUp();
		visibility = 'hidden';
		await advance( 3 * RENEW_EVERY_MS );
		expect( fetchImpl ).not.toHaveBeenCalled();

		visibility = 'visible';
		document.dispatchEvent( new Event( 'visibilitychange' ) );
		await flush();
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		await advance( RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 2 );
		stop();
	} );

	it( 'opens the Appadoo again when the lease ran out, and asks no more', async () => {
		const { fetchImpl, onExpired, stop, advance } = setUp( [
			answer( 410, { code: 'playpal_play_lease_expired' } ),
		] );
		await advance( RENEW_EVERY_MS );
		expect( onExpired ).toHaveBeenCalledTimes( 1 );
		await advance( 5 * RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		stop();
	} );

	it( 'waits as long as a 429 says, and tries again after no network', async () => {
		const { fetchImpl, onExpired, stop, advance } = setUp( [
			answer( 429, {
				code: 'playpal_play_lease_rate_limited',
				data: { retry_after: 45 },
			} ),
			new TypeError( 'Failed to fetch' ),
		] );
		await advance( RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		await advance( 44999 );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		await advance( 1 );
		expect( fetchImpl ).toHaveBeenCalledTimes( 2 );
		await advance( RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 3 );
		expect( onExpired ).not.toHaveBeenCalled();
		stop();
	} );

	it( 'stops asking once the page may not renew any more', async () => {
		const { fetchImpl, stop, advance } = setUp( [
			answer( 403, { code: 'playpal_play_lease_refused' } ),
		] );
		await advance( 3 * RENEW_EVERY_MS );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		stop();
	} );
} );
