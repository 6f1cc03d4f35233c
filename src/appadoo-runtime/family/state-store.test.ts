/**
 * Internal dependencies
 */
import { FamilyOffline, type FamilyFetch } from './family-api';
import { createStateStore, stateKey } from './state-store';

const DEVICE = 'a1b2c3d4e5f60718';
const CHILD = 'c'.repeat( 32 );

beforeEach( () => window.localStorage.clear() );

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
		const store = createStateStore( {
			call: api.call,
			storage: window.localStorage,
			device: DEVICE,
			childId: CHILD,
			appadooId: 12,
		} );
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
		const store = createStateStore( {
			call: api.call,
			storage: window.localStorage,
			device: DEVICE,
			childId: CHILD,
			appadooId: 12,
		} );
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
		const store = createStateStore( {
			call,
			storage: window.localStorage,
			device: DEVICE,
			childId: CHILD,
			appadooId: 12,
		} );

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
