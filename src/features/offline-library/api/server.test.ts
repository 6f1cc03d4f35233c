/**
 * Internal dependencies
 */
import { request, requestWithHeaders } from '../../../lib/api-client';
import { fetchHeld, fetchOfflineKey, HELD_PAGE } from './server';

jest.mock( '../../../lib/api-client', () => ( {
	request: jest.fn(),
	requestWithHeaders: jest.fn(),
} ) );

const asked = request as jest.MockedFunction< typeof request >;

/** What the route answers: it holds every id it is asked about but the odd Appadoos. */
function answerHoldingAsked() {
	asked.mockImplementation( async ( options ) => {
		const query = new URLSearchParams(
			String( ( options as { path: string } ).path ).split( '?' )[ 1 ]
		);
		return {
			downloads: query.getAll( 'downloads[]' ),
			appadoos: query
				.getAll( 'appadoos[]' )
				.map( Number )
				.filter( ( id ) => id % 2 === 0 ),
		} as never;
	} );
}

describe( 'fetchHeld', () => {
	beforeEach( () => asked.mockReset() );

	it( 'asks in pages the route accepts and puts the answers together', async () => {
		answerHoldingAsked();
		const downloads = Array.from(
			{ length: HELD_PAGE * 2 + 1 },
			( _, i ) => `1-d${ i }`
		);
		const appadoos = [ 1, 2, 3, 4 ];

		const held = await fetchHeld( downloads, appadoos );

		expect( asked ).toHaveBeenCalledTimes( 3 );
		for ( const [ options ] of asked.mock.calls ) {
			const query = new URLSearchParams(
				String( ( options as { path: string } ).path ).split( '?' )[ 1 ]
			);
			expect( query.getAll( 'downloads[]' ).length ).toBeLessThanOrEqual(
				HELD_PAGE
			);
		}
		expect( held.downloads ).toEqual( downloads );
		expect( held.appadoos ).toEqual( [ 2, 4 ] );
	} );

	it( 'asks once for a small or empty library', async () => {
		answerHoldingAsked();
		expect( await fetchHeld( [], [] ) ).toEqual( {
			downloads: [],
			appadoos: [],
		} );
		expect( asked ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'fetchOfflineKey', () => {
	const me = requestWithHeaders as jest.MockedFunction<
		typeof requestWithHeaders
	>;
	const KEY = 'a'.repeat( 32 );

	it( 'is live when the server answered, and not when the worker answered its kept copy', async () => {
		me.mockResolvedValueOnce( {
			data: { offlineKey: KEY },
			headers: new Headers(),
		} );
		expect( await fetchOfflineKey() ).toEqual( { key: KEY, live: true } );

		me.mockResolvedValueOnce( {
			data: { offlineKey: KEY },
			headers: new Headers( { 'X-PlayPal-Offline-Copy': '1' } ),
		} );
		expect( await fetchOfflineKey() ).toEqual( { key: KEY, live: false } );
	} );

	it( 'is null for a guest or a key of the wrong shape', async () => {
		me.mockResolvedValueOnce( { data: {}, headers: new Headers() } );
		expect( ( await fetchOfflineKey() ).key ).toBeNull();
		me.mockResolvedValueOnce( {
			data: { offlineKey: '12' },
			headers: new Headers(),
		} );
		expect( ( await fetchOfflineKey() ).key ).toBeNull();
	} );
} );
