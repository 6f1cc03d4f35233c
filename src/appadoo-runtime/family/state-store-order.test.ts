/**
 * Saves reach the server in the order they were made: with two in flight,
 * an older save answering last overwrote a newer one on the server, and a
 * starter template reloaded one star short (tests/e2e/family-play.spec.ts).
 */

/**
 * Internal dependencies
 */
import type { FamilyFetch } from './family-api';
import { createStateStore } from './state-store';

describe( 'the state store sends in order', () => {
	it( 'never lets an older save overwrite a newer one on the server', async () => {
		window.localStorage.clear();
		let onServer: unknown = null;
		const held: Array< () => void > = [];
		let puts = 0;
		const call: FamilyFetch = async ( method, _path, body ) => {
			if ( method === 'PUT' ) {
				puts += 1;
				if ( puts === 1 ) {
					// The first save is slow: a request sent after it may be applied first.
					await new Promise< void >( ( resolve ) =>
						held.push( resolve )
					);
				}
				if ( body && 'state' in body ) {
					onServer = body.state;
				}
			}
			return { status: 200, data: { state: onServer } };
		};
		const store = createStateStore( {
			call,
			storage: window.localStorage,
			device: 'd'.repeat( 16 ),
			childId: 'c'.repeat( 32 ),
			appadooId: 5,
		} );

		const first = store.save( { stars: 2 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		const second = store.save( { stars: 3 } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		held.forEach( ( release ) => release() );
		await Promise.all( [ first, second ] );

		expect( onServer ).toEqual( { stars: 3 } );
	} );
} );
