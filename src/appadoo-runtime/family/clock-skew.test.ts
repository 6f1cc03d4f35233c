/**
 * A tablet whose clock is wrong (or was set back by a child) still sends
 * played-at times the server takes, on the right day: the host dates them
 * by the server's clock, learnt from the routes' answers. And a session
 * dated on an older day by the device's clock alone still counts against
 * the day held.
 */

/**
 * Internal dependencies
 */
import { createFamilyFetch, serverClockSkew } from './family-api';
import { createLedger } from './ledger';

const ANSWER = ( date: string ) =>
	( {
		status: 200,
		redirected: false,
		headers: {
			get: ( name: string ) =>
				( {
					'content-type': 'application/json',
					date,
				} )[ name.toLowerCase() ] ?? null,
		},
		json: async () => ( {} ),
	} ) as unknown as Response;

beforeEach( () => window.localStorage.clear() );

describe( 'the server’s clock', () => {
	it( 'is learnt from the routes’ answers; within a minute the device’s clock is taken as right', async () => {
		const now = Date.now();
		let date = new Date( now + 2 * 3600 * 1000 ).toUTCString();
		const call = createFamilyFetch( 'https://example.com/rest/', 'n', {
			fetchImpl: jest.fn( async () =>
				ANSWER( date )
			) as unknown as typeof fetch,
		} );

		await call( 'GET', 'x' );
		expect( Math.abs( serverClockSkew() - 2 * 3600 * 1000 ) ).toBeLessThan(
			5000
		);

		date = new Date( now + 20 * 1000 ).toUTCString();
		await call( 'GET', 'x' );
		expect( serverClockSkew() ).toBe( 0 );
	} );
} );

describe( 'a device clock set back', () => {
	it( 'does not take a session out of the day held', () => {
		const S1 = '1'.repeat( 32 );
		const ledger = createLedger(
			window.localStorage,
			'd'.repeat( 16 ),
			'a'.repeat( 32 ),
			{
				day: '2026-12-07',
				playedSeconds: 0,
				extraSeconds: 0,
				remainingSeconds: 600,
			}
		);
		// The device's clock says 29 November; the figures held are 7 December's.
		ledger.record( S1, 300, 7, {
			at: Date.parse( '2026-11-29T10:00:00Z' ),
			day: '2026-11-29',
		} );
		expect( ledger.remaining() ).toBe( 300 );
	} );
} );
