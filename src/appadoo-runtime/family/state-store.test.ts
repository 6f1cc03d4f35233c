/**
 * Internal dependencies
 */
import {
	FamilyOffline,
	createFamilyFetch,
	type FamilyFetch,
} from './family-api';
import { createStateStore, stateKey } from './state-store';
import { keepState } from './test-utils/children';

const DEVICE = 'a1b2c3d4e5f60718';
const CHILD = 'c'.repeat( 32 );

beforeEach( () => window.localStorage.clear() );

/**
 * The store of this device's child for Appadoo 12, answered by `call`.
 *
 * @param call The family routes (a fake server).
 */
function storeFor( call: FamilyFetch ) {
	return createStateStore( {
		call,
		storage: window.localStorage,
		device: DEVICE,
		childId: CHILD,
		appadooId: 12,
	} );
}

function server() {
	let online = true;
	let stored: Record< string, unknown > | null = null;
	const calls: string[] = [];
	const call: FamilyFetch = async ( method, path, body ) => {
		calls.push( `${ method } ${ path }` );
		if ( ! online ) {
			throw new FamilyOffline();
		}
		if ( method === 'PUT' && body?.state ) {
			stored = body.state as Record< string, unknown >;
		}
		return {
			status: 200,
			data: {
				state: stored,
				progress: { score: null, completed: false },
			},
		};
	};
	return {
		call,
		calls,
		setOnline: ( value: boolean ) => ( online = value ),
		stored: () => stored,
	};
}

describe( 'the state store of one child and one Appadoo', () => {
	it( 'saves on the server, and keeps a save made offline until it is sent', async () => {
		const api = server();
		const store = storeFor( api.call );
		await store.save( { level: 1 } );
		expect( api.stored() ).toEqual( { level: 1 } );
		expect( api.calls ).toEqual( [ `PUT ${ CHILD }/appadoos/12/state` ] );

		api.setOnline( false );
		await store.save( { level: 2 } );
		expect( api.stored() ).toEqual( { level: 1 } );
		await expect( store.load() ).resolves.toEqual( { level: 2 } );

		api.setOnline( true );
		await expect( store.load() ).resolves.toEqual( { level: 2 } );
		expect( api.stored() ).toEqual( { level: 2 } );
		expect(
			JSON.parse(
				window.localStorage.getItem( stateKey( DEVICE, CHILD, 12 ) ) ||
					'{}'
			).pending
		).toEqual( {} );
	} );

	it( 'addresses only its own child and Appadoo', async () => {
		const api = server();
		const store = storeFor( api.call );
		await store.load();
		await store.progress( { completed: true } );
		expect( api.calls ).toEqual( [
			`GET ${ CHILD }/appadoos/12/state`,
			`PUT ${ CHILD }/appadoos/12/state`,
		] );
		expect(
			window.localStorage.getItem(
				stateKey( DEVICE, 'd'.repeat( 32 ), 12 )
			)
		).toBeNull();
	} );

	it( 'keeps a newer progress pending when an earlier save answers after it (review finding)', async () => {
		const api = server();
		let answerFirst: () => void = () => undefined;
		let puts = 0;
		const call: FamilyFetch = async ( method, path, body ) => {
			puts += method === 'PUT' ? 1 : 0;
			if ( method === 'PUT' && puts === 1 ) {
				// The first save's answer is slow: it arrives after the progress report was made.
				await new Promise< void >(
					( resolve ) => ( answerFirst = resolve )
				);
			}
			if ( method === 'PUT' && puts === 2 ) {
				// Sends go one at a time: the progress goes out next, and the network is gone by then.
				api.setOnline( false );
			}
			return api.call( method, path, body );
		};
		const store = storeFor( call );

		const saving = store.save( { stars: 3 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) ); // The save is out.
		const reporting = store.progress( { score: 3, completed: false } );
		answerFirst();
		await saving;
		await reporting; // Offline: kept on the device.

		const kept = JSON.parse(
			window.localStorage.getItem( stateKey( DEVICE, CHILD, 12 ) ) ?? '{}'
		);
		expect( kept.progress ).toEqual( { score: 3, completed: false } );
		expect( kept.pending ).toEqual( { progress: true } );
	} );
} );

describe( 'review finding M1: only a refusal for good forgets state saved offline', () => {
	const kept = () =>
		JSON.parse(
			window.localStorage.getItem( stateKey( DEVICE, CHILD, 12 ) ) ?? '{}'
		);

	/**
	 * A store whose server answers every PUT with one status and code.
	 *
	 * @param status The PUT's answer.
	 * @param code   Its error code.
	 */
	function refusing( status: number, code: string ) {
		const puts: Array< Record< string, unknown > | undefined > = [];
		// No code: a proxy's error page, read as empty.
		let answerWith = {
			status,
			data: ( code ? { code } : {} ) as Record< string, unknown >,
		};
		const call: FamilyFetch = async ( method, _path, body ) => {
			if ( method === 'PUT' ) {
				puts.push( body );
				return answerWith;
			}
			return { status: 200, data: { state: null } };
		};
		const store = storeFor( call );
		return {
			store,
			puts,
			accept: () =>
				( answerWith = {
					status: 200,
					data: {} as Record< string, unknown >,
				} ),
		};
	}

	it.each( [
		[ 401, 'playpal_not_signed_in' ],
		[ 403, 'rest_cookie_invalid_nonce' ],
		[ 409, 'playpal_family_busy' ],
		[ 429, 'playpal_rate_limited' ],
		[ 500, 'playpal_family_not_saved' ],
		[ 502, '' ],
		[ 503, 'playpal_family_busy' ],
		[ 404, 'rest_no_route' ],
	] )(
		'keeps it pending on %i %s, and sends it when the server takes it',
		async ( status, code ) => {
			const api = refusing( status, code );
			await expect(
				api.store.save( { level: 5 } )
			).rejects.toMatchObject( {
				code: code || 'playpal_family_not_saved',
			} );
			expect( kept().state ).toEqual( { level: 5 } );
			expect( kept().pending ).toEqual( { state: true } );

			api.accept();
			await api.store.flush();
			expect( api.puts ).toHaveLength( 2 );
			expect( api.puts[ 1 ] ).toEqual( {
				revision: 0,
				state: { level: 5 },
			} );
			expect( kept().pending ).toEqual( {} );
		}
	);

	it.each( [
		[ 400, 'playpal_family_state_invalid' ],
		[ 413, 'playpal_family_state_too_large' ],
		[ 404, 'playpal_appadoo_not_found' ],
		[ 404, 'playpal_family_child_not_found' ],
	] )( 'forgets it on %i %s', async ( status, code ) => {
		const api = refusing( status, code );
		await expect( api.store.save( { level: 5 } ) ).rejects.toMatchObject( {
			code,
		} );
		expect( kept().pending ).toEqual( {} );
		await api.store.flush();
		expect( api.puts ).toHaveLength( 1 );
	} );

	it( 'a load still returns the device’s copy when its pending save is not taken', async () => {
		const api = refusing( 503, 'playpal_family_busy' );
		await api.store.save( { level: 6 } ).catch( () => undefined );
		await expect( api.store.load() ).resolves.toEqual( { level: 6 } );
		expect( kept().pending ).toEqual( { state: true } );
	} );

	it( 'signed out (the nonce source finds nobody): the flush sends nothing and keeps it', async () => {
		const routes: string[] = [];
		const fetchImpl = jest.fn( async ( url: RequestInfo | URL ) => {
			routes.push( String( url ) );
			return {
				status: 401,
				headers: { get: () => 'application/json' },
				json: async () => ( { code: 'playpal_not_signed_in' } ),
			} as unknown as Response;
		} ) as unknown as typeof fetch;
		const call = createFamilyFetch( 'https://example.com/rest/', '', {
			fetchImpl,
			renew: async () => null,
		} );
		keepState( window.localStorage, DEVICE, CHILD, 12, {
			state: { level: 7 },
			progress: { score: null, completed: false },
			pending: { state: true },
		} );
		const store = storeFor( call );
		await store.flush();
		expect( routes ).toEqual( [] );
		expect( kept().state ).toEqual( { level: 7 } );
		expect( kept().pending ).toEqual( { state: true } );
	} );
} );
