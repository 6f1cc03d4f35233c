/**
 * Internal dependencies
 */
import {
	keepOnlyPerson,
	soleOwner,
	type OfflineStorage,
} from './keep-only-person';
import {
	libraryDatabaseName,
	pagesCacheName,
	queueDatabaseName,
	savedCacheName,
} from './names';

const ANNA = '0123456789abcdef0123456789abcdef';
const BEN = 'fedcba9876543210fedcba9876543210';

function storage(
	caches: string[],
	databases: string[]
): OfflineStorage & { caches: string[]; databases: string[] } {
	const state = { caches: [ ...caches ], databases: [ ...databases ] };
	return {
		...state,
		get caches() {
			return state.caches;
		},
		get databases() {
			return state.databases;
		},
		cacheNames: async () => [ ...state.caches ],
		deleteCache: async ( name ) => {
			state.caches = state.caches.filter( ( n ) => n !== name );
		},
		databaseNames: async () => [ ...state.databases ],
		deleteDatabase: async ( name ) => {
			state.databases = state.databases.filter( ( n ) => n !== name );
		},
	};
}

const everything = ( key: string ) => ( {
	caches: [ savedCacheName( key ), pagesCacheName( key ) ],
	databases: [ libraryDatabaseName( key ), queueDatabaseName( key ) ],
} );

describe( 'keepOnlyPerson', () => {
	it( 'deletes every cache and database of someone else when another person signs in', async () => {
		const anna = everything( ANNA );
		const browser = storage(
			[ ...anna.caches, 'playpal-shell-abc', 'another-plugin' ],
			[ ...anna.databases, 'another-db' ]
		);

		const deleted = await keepOnlyPerson( BEN, browser );

		expect( deleted.sort() ).toEqual(
			[ ...anna.caches, ...anna.databases ].sort()
		);
		expect( browser.caches ).toEqual( [
			'playpal-shell-abc',
			'another-plugin',
		] );
		expect( browser.databases ).toEqual( [ 'another-db' ] );
	} );

	it( 'keeps the person’s own data, and deletes everyone’s for a guest', async () => {
		const anna = everything( ANNA );
		const browser = storage( anna.caches, anna.databases );

		expect( await keepOnlyPerson( ANNA, browser ) ).toEqual( [] );
		expect( browser.caches ).toEqual( anna.caches );

		await keepOnlyPerson( null, browser );
		expect( browser.caches ).toEqual( [] );
		expect( browser.databases ).toEqual( [] );
	} );
} );

describe( 'soleOwner', () => {
	it( 'names the one person whose data is there, none for none or several', () => {
		expect(
			soleOwner( [
				savedCacheName( ANNA ),
				queueDatabaseName( ANNA ),
				'playpal-shell-1',
			] )
		).toBe( ANNA );
		expect( soleOwner( [ 'playpal-shell-1' ] ) ).toBeNull();
		expect(
			soleOwner( [ savedCacheName( ANNA ), pagesCacheName( BEN ) ] )
		).toBeNull();
	} );
} );
