/**
 * Deletes every personal cache and database of anyone but one person
 * (docs/OFFLINE.md, "Whose data"). Used by the service worker and by the page
 * (src/offline-client), with the browser's storage passed in so the rule is
 * tested on its own.
 */

/**
 * Internal dependencies
 */
import { offlineKeyOf } from './names';

/** The browser's Cache Storage and IndexedDB, as far as this needs them. */
export interface OfflineStorage {
	cacheNames: () => Promise< string[] >;
	deleteCache: ( name: string ) => Promise< unknown >;
	databaseNames: () => Promise< string[] >;
	deleteDatabase: ( name: string ) => Promise< unknown >;
}

/**
 * Deletes every `playpal-*-{key}` cache and database whose key is not `keep`
 * (all of them for a guest: `keep` null). Names that are nobody's (the shell)
 * or not PlayPal's stay.
 *
 * @param keep    The signed-in person's offline key, or null.
 * @param storage The browser's storage.
 * @return The names deleted.
 */
export async function keepOnlyPerson(
	keep: string | null,
	storage: OfflineStorage
): Promise< string[] > {
	const [ caches, databases ] = await Promise.all( [
		storage.cacheNames(),
		storage.databaseNames(),
	] );
	const others = ( names: string[] ) =>
		names.filter( ( name ) => {
			const key = offlineKeyOf( name );
			return key !== null && key !== keep;
		} );
	const cachesToDelete = others( caches );
	const databasesToDelete = others( databases );
	await Promise.all( [
		...cachesToDelete.map( ( name ) => storage.deleteCache( name ) ),
		...databasesToDelete.map( ( name ) => storage.deleteDatabase( name ) ),
	] );
	return [ ...cachesToDelete, ...databasesToDelete ];
}

/**
 * The one person whose data is in the browser, or null when there is none
 * or — which keepOnlyPerson never leaves behind — more than one.
 *
 * @param names Cache Storage and IndexedDB names.
 */
export function soleOwner( names: string[] ): string | null {
	const keys = new Set(
		names
			.map( ( name ) => offlineKeyOf( name ) )
			.filter( ( key ): key is string => key !== null )
	);
	return keys.size === 1 ? ( [ ...keys ][ 0 ] ?? null ) : null;
}

/**
 * The browser's own storage, in a page or in the worker.
 *
 * @param scope           `window` or the worker's global scope.
 * @param scope.caches
 * @param scope.indexedDB
 */
export function browserStorage( scope: {
	caches: CacheStorage;
	indexedDB: IDBFactory;
} ): OfflineStorage {
	return {
		cacheNames: () => scope.caches.keys(),
		deleteCache: ( name ) => scope.caches.delete( name ),
		databaseNames: async () =>
			typeof scope.indexedDB.databases === 'function'
				? ( await scope.indexedDB.databases() )
						.map( ( info ) => info.name ?? '' )
						.filter( Boolean )
				: [],
		deleteDatabase: ( name ) =>
			new Promise< void >( ( resolve ) => {
				const request = scope.indexedDB.deleteDatabase( name );
				// Blocked: a page still has it open; it goes once that page closes it.
				request.onsuccess =
					request.onerror =
					request.onblocked =
						() => resolve();
			} ),
	};
}
