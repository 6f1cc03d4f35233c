/**
 * The offline library's records in IndexedDB (`playpal-library-{key}`,
 * store `items`, keyed by record id). Small promise wrappers over the raw
 * API: the library needs four operations, not a dependency.
 */

/**
 * Internal dependencies
 */
import { libraryDatabaseName, offlineKeyOf } from '../../../lib/offline/names';
import type { LibraryRecord } from '../types';

const STORE = 'items';
const VERSION = 1;

/** What the library does with its records (the IndexedDB one, or a test's). */
export interface LibraryStore {
	all: () => Promise< LibraryRecord[] >;
	put: ( record: LibraryRecord ) => Promise< void >;
	remove: ( id: string ) => Promise< void >;
}

function done< T >( request: IDBRequest< T > ): Promise< T > {
	return new Promise( ( resolve, reject ) => {
		request.onsuccess = () => resolve( request.result );
		request.onerror = () => reject( request.error );
	} );
}

function open( offlineKey: string ): Promise< IDBDatabase > {
	const request = indexedDB.open(
		libraryDatabaseName( offlineKey ),
		VERSION
	);
	request.onupgradeneeded = () => {
		if ( ! request.result.objectStoreNames.contains( STORE ) ) {
			request.result.createObjectStore( STORE, { keyPath: 'id' } );
		}
	};
	return done( request );
}

async function run< T >(
	offlineKey: string,
	mode: IDBTransactionMode,
	work: ( store: IDBObjectStore ) => IDBRequest< T >
): Promise< T > {
	const db = await open( offlineKey );
	try {
		const transaction = db.transaction( STORE, mode );
		const result = await done( work( transaction.objectStore( STORE ) ) );
		await new Promise< void >( ( resolve, reject ) => {
			transaction.oncomplete = () => resolve();
			transaction.onerror = () => reject( transaction.error );
			transaction.onabort = () => reject( transaction.error );
		} );
		return result;
	} finally {
		db.close();
	}
}

/**
 * The person's records.
 *
 * @param offlineKey The person's offline key.
 */
export function libraryStore( offlineKey: string ): LibraryStore {
	return {
		all: () =>
			run(
				offlineKey,
				'readonly',
				( store ) => store.getAll() as IDBRequest< LibraryRecord[] >
			),
		put: async ( record ) => {
			await run( offlineKey, 'readwrite', ( store ) =>
				store.put( record )
			);
		},
		remove: async ( id ) => {
			await run( offlineKey, 'readwrite', ( store ) =>
				store.delete( id )
			);
		},
	};
}

/**
 * The offline key of the one library kept on this device, when the server
 * cannot be asked (offline). The sign-out clean-up leaves at most one
 * person's data, so more than one is not expected; then none is chosen.
 */
export async function keptOfflineKey(): Promise< string | null > {
	if (
		typeof indexedDB === 'undefined' ||
		typeof indexedDB.databases !== 'function'
	) {
		return null;
	}
	const keys = new Set(
		( await indexedDB.databases() )
			.map( ( info ) => info.name ?? '' )
			.filter( ( name ) => name.startsWith( libraryDatabaseName( '' ) ) )
			.map( ( name ) => offlineKeyOf( name ) )
			.filter( ( key ): key is string => key !== null )
	);
	return keys.size === 1 ? ( [ ...keys ][ 0 ] ?? null ) : null;
}
