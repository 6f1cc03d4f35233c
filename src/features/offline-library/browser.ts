/**
 * The browser's pieces of the offline library for one person: their saved
 * cache (`playpal-saved-{key}`), fetch and Response, their records.
 */

/**
 * Internal dependencies
 */
import { savedCacheName } from '../../lib/offline/names';
import { fetchHeld, fetchOfflineFiles, startDownload } from './api/server';
import type { SaveSources } from './library';
import type { CacheLike, FetchedResponse, SaveDeps } from './saver/save-files';
import { libraryStore } from './store/library-db';
import type { LibraryStore } from './store/library-db';

export interface PersonLibrary {
	offlineKey: string;
	store: LibraryStore;
	deps: SaveDeps;
	sources: SaveSources;
	held: typeof fetchHeld;
}

/** Whether this browser can keep items (Cache Storage and IndexedDB; a secure context). */
export function canSaveOffline(): boolean {
	return typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';
}

/**
 * The person's saved cache, opened on first use.
 *
 * @param offlineKey The person's offline key.
 */
export function savedCache( offlineKey: string ): CacheLike {
	const opened = () => caches.open( savedCacheName( offlineKey ) );
	return {
		put: async ( url, response ) =>
			( await opened() ).put( url, response as Response ),
		delete: async ( url ) => ( await opened() ).delete( url ),
	};
}

/**
 * Reads a saved response.
 *
 * @param offlineKey The person's offline key.
 * @param url        Its address.
 */
export async function savedResponse(
	offlineKey: string,
	url: string
): Promise< Response | undefined > {
	return ( await caches.open( savedCacheName( offlineKey ) ) ).match( url );
}

/**
 * @param offlineKey The person's offline key.
 */
export function personLibrary( offlineKey: string ): PersonLibrary {
	return {
		offlineKey,
		store: libraryStore( offlineKey ),
		deps: {
			fetch: ( url, init ) =>
				window.fetch( url, init ) as Promise< FetchedResponse >,
			cache: savedCache( offlineKey ),
			makeResponse: ( body, init ) => new Response( body, init ),
		},
		sources: { offlineFiles: fetchOfflineFiles, download: startDownload },
		held: fetchHeld,
	};
}
