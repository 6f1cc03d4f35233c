/**
 * State revisions (docs/FAMILY.md, "State revisions"): every save names the
 * revision it was based on; a save the server refuses as stale is dropped
 * and the server's newer state kept; the service worker's saved copy of a
 * read is no network, never the server's answer.
 */

/**
 * Internal dependencies
 */
import {
	FamilyOffline,
	createFamilyFetch,
	type FamilyFetch,
} from './family-api';
import { STATE_STALE, createStateStore, stateKey } from './state-store';
import { keepState } from './test-utils/children';

const DEVICE = 'a1b2c3d4e5f60718';
const CHILD = 'c'.repeat( 32 );
const PATH = `${ CHILD }/appadoos/12/state`;

/** A Storage of its own (another tablet). */
function memoryStorage(): Storage {
	const items = new Map< string, string >();
	return {
		get length() {
			return items.size;
		},
		clear: () => items.clear(),
		getItem: ( key ) => items.get( key ) ?? null,
		key: ( index ) => [ ...items.keys() ][ index ] ?? null,
		removeItem: ( key ) => void items.delete( key ),
		setItem: ( key, value ) => void items.set( key, String( value ) ),
	};
}

/**
 * The server as the route behaves: a revision per row, compare-and-set on
 * each PUT, 409 `playpal_family_state_stale` with its State otherwise.
 */
function revisionServer() {
	let state: Record< string, unknown > | null = null;
	let progress = { score: null as number | null, completed: false };
	let revision = 0;
	const puts: Array< Record< string, unknown > > = [];
	const shaped = () => ( { appadooId: 12, state, progress, revision } );
	const device = () => {
		let online = true;
		const call: FamilyFetch = async ( method, _path, body ) => {
			if ( ! online ) {
				throw new FamilyOffline();
			}
			if ( method === 'GET' ) {
				return { status: 200, data: shaped() };
			}
			puts.push( body ?? {} );
			if ( body?.revision !== revision ) {
				return {
					status: 409,
					data: {
						code: STATE_STALE,
						data: { status: 409, state: shaped() },
					},
				};
			}
			state = ( body.state as Record< string, unknown > ) ?? state;
			progress =
				( body.progress as typeof progress | undefined ) ?? progress;
			revision += 1;
			return { status: 200, data: shaped() };
		};
		return { call, setOnline: ( value: boolean ) => ( online = value ) };
	};
	return { device, puts, stored: () => ( { state, revision } ) };
}

function storeOn( call: FamilyFetch, storage: Storage ) {
	return createStateStore( {
		call,
		storage,
		device: DEVICE,
		childId: CHILD,
		appadooId: 12,
	} );
}

const kept = ( storage: Storage ) =>
	JSON.parse( storage.getItem( stateKey( DEVICE, CHILD, 12 ) ) ?? '{}' );

describe( 'state revisions', () => {
	it( 'sends the revision it last saw, and the one each save made', async () => {
		const server = revisionServer();
		const storage = memoryStorage();
		const store = storeOn( server.device().call, storage );

		await store.load();
		await store.save( { level: 1 } );
		await store.progress( { score: 4, completed: false } );
		await store.save( { level: 2 } );

		expect( server.puts.map( ( put ) => put.revision ) ).toEqual( [
			0, 1, 2,
		] );
		expect( server.stored() ).toEqual( {
			state: { level: 2 },
			revision: 3,
		} );
		expect( kept( storage ).revision ).toBe( 3 );
	} );

	it( 'on reconnect, an older save made offline is refused and the newer state kept', async () => {
		const server = revisionServer();
		const tabletA = memoryStorage();
		const tabletB = memoryStorage();
		const a = server.device();
		const b = server.device();
		const storeA = storeOn( a.call, tabletA );
		const storeB = storeOn( b.call, tabletB );
		await storeA.load();
		await storeB.load();
		await storeA.save( { level: 1 } );
		await storeB.load(); // Both have seen revision 1.

		// B goes offline and plays on from level 1; A plays on online to level 5.
		b.setOnline( false );
		await storeB.save( { level: 2 } );
		await storeA.save( { level: 5 } );
		expect( kept( tabletB ).pending ).toEqual( { state: true } );

		// B is back: its save (based on revision 1) is refused; it takes A's.
		b.setOnline( true );
		await expect( storeB.load() ).resolves.toEqual( { level: 5 } );
		expect( server.stored() ).toEqual( {
			state: { level: 5 },
			revision: 2,
		} );
		expect( server.puts[ server.puts.length - 1 ] ).toEqual( {
			revision: 1,
			state: { level: 2 },
		} );
		expect( kept( tabletB ) ).toMatchObject( {
			state: { level: 5 },
			revision: 2,
		} );
		expect( kept( tabletB ).pending ).toEqual( {} );

		// And its next save goes on the server's revision.
		await storeB.save( { level: 6 } );
		expect( server.stored() ).toEqual( {
			state: { level: 6 },
			revision: 3,
		} );
	} );

	it( 'tells the package’s saveState() when its save was stale', async () => {
		const server = revisionServer();
		const tabletA = memoryStorage();
		const tabletB = memoryStorage();
		const storeA = storeOn( server.device().call, tabletA );
		const storeB = storeOn( server.device().call, tabletB );
		await storeA.load();
		await storeB.load();
		await storeA.save( { level: 3 } );

		await expect( storeB.save( { level: 1 } ) ).rejects.toMatchObject( {
			code: STATE_STALE,
		} );
		expect( kept( tabletB ) ).toMatchObject( {
			state: { level: 3 },
			revision: 1,
		} );
		expect( kept( tabletB ).pending ).toEqual( {} );
		expect( server.stored() ).toEqual( {
			state: { level: 3 },
			revision: 1,
		} );
		await storeB.flush(); // Nothing left to send.
		expect( server.puts ).toHaveLength( 2 );
	} );

	it( 'keeps a save made while the stale one was out, and sends it on the server’s revision', async () => {
		const server = revisionServer();
		const storage = memoryStorage();
		const other = storeOn( server.device().call, memoryStorage() );
		const device = server.device();
		let release: () => void = () => undefined;
		let first = true;
		const slow: FamilyFetch = async ( method, path, body ) => {
			if ( method === 'PUT' && first ) {
				first = false;
				await new Promise< void >(
					( resolve ) => ( release = resolve )
				);
			}
			return device.call( method, path, body );
		};
		const store = storeOn( slow, storage );
		await store.load();
		await other.load();
		await other.save( { from: 'other' } );

		const stale = store.save( { level: 1 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const newer = store.save( { level: 9 } );
		release();
		await expect( stale ).rejects.toMatchObject( { code: STATE_STALE } );
		await newer;
		expect( server.stored() ).toEqual( {
			state: { level: 9 },
			revision: 2,
		} );
	} );
} );

describe( 'the service worker’s saved copy is no network', () => {
	const answer = ( headers: Record< string, string >, body: unknown ) =>
		( {
			status: 200,
			redirected: false,
			headers: {
				get: ( name: string ) => headers[ name.toLowerCase() ] ?? null,
			},
			json: async () => body,
		} ) as unknown as Response;

	it( 'rejects an answer marked X-PlayPal-Offline-Copy as offline', async () => {
		const fetchImpl = jest.fn( async () =>
			answer(
				{
					'content-type': 'application/json',
					'x-playpal-offline-copy': '1',
				},
				{ state: { level: 1 }, revision: 1 }
			)
		) as unknown as typeof fetch;
		const call = createFamilyFetch( 'https://example.com/rest/', 'n', {
			fetchImpl,
		} );
		await expect( call( 'GET', PATH ) ).rejects.toBeInstanceOf(
			FamilyOffline
		);
	} );

	it( 'a state read from the copy leaves the device’s newer save pending on its own revision', async () => {
		const storage = memoryStorage();
		keepState( storage, DEVICE, CHILD, 12, {
			state: { level: 4 },
			progress: { score: null, completed: false },
			pending: { state: true },
			revision: 3,
		} );
		const puts: unknown[] = [];
		const fetchImpl = jest.fn(
			async ( _url: unknown, init?: RequestInit ) => {
				if ( init?.method === 'PUT' ) {
					puts.push( init.body );
				}
				// The worker's copy of an older read: revision 1, level 1.
				return answer(
					{
						'content-type': 'application/json',
						'x-playpal-offline-copy': '1',
					},
					{ state: { level: 1 }, revision: 1 }
				);
			}
		) as unknown as typeof fetch;
		const store = storeOn(
			createFamilyFetch( 'https://example.com/rest/', 'n', {
				fetchImpl,
			} ),
			storage
		);

		await expect( store.load() ).resolves.toEqual( { level: 4 } );
		expect( puts ).toEqual( [] );
		expect( kept( storage ) ).toMatchObject( {
			state: { level: 4 },
			pending: { state: true },
			revision: 3,
		} );
	} );

	it( 'an answer without the mark is the server’s', async () => {
		const fetchImpl = jest.fn( async () =>
			answer(
				{ 'content-type': 'application/json' },
				{ state: { level: 1 }, revision: 1 }
			)
		) as unknown as typeof fetch;
		const call = createFamilyFetch( 'https://example.com/rest/', 'n', {
			fetchImpl,
		} );
		await expect( call( 'GET', PATH ) ).resolves.toEqual( {
			status: 200,
			data: { state: { level: 1 }, revision: 1 },
		} );
	} );
} );
