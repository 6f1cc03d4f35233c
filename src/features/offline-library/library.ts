/**
 * What the offline library does with a person's saved items: save one
 * (files into Cache Storage, then its record into IndexedDB — the record
 * last, so a record never names missing bytes), remove one, and drop those
 * whose licence ended.
 */

/**
 * Internal dependencies
 */
import type { SaveTarget } from '../../lib/offline/save-slot';
import type { Held, OfflineFiles } from './api/server';
import type { SaveDeps, SaveFilesOptions, SavedFile } from './saver/save-files';
import { removeUrls, saveFiles } from './saver/save-files';
import { asSaveError } from './saver/save-error';
import type { LibraryStore } from './store/library-db';
import type { LibraryRecord } from './types';

/** The server side of a save (injected: tests answer without a server). */
export interface SaveSources {
	offlineFiles: ( appadoo: number | string ) => Promise< OfflineFiles >;
	download: ( id: string, email?: string ) => Promise< string >;
}

export function recordId( target: SaveTarget ): string {
	return target.kind === 'printable'
		? `printable:${ target.downloadId }`
		: `appadoo:${ target.appadoo }`;
}

/**
 * A file name for a saved printable: the server's Content-Disposition, else the URL's last segment.
 *
 * @param disposition Content-Disposition, if any.
 * @param url         Where it came from.
 * @param title       The item's title.
 */
export function fileNameOf(
	disposition: string | null,
	url: string,
	title: string
): string {
	const quoted = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(
		disposition ?? ''
	)?.[ 1 ];
	if ( quoted ) {
		try {
			return decodeURIComponent( quoted );
		} catch {
			return quoted;
		}
	}
	const last = new URL( url, 'http://x/' ).pathname.split( '/' ).pop() ?? '';
	return last.includes( '.' ) ? decodeURIComponent( last ) : title;
}

/**
 * Saves an item, all or nothing.
 *
 * @param target  What to save.
 * @param sources The server's answers.
 * @param store   The person's records.
 * @param deps    The browser's pieces.
 * @param options Cancel signal, progress, an email for the free tier.
 * @return The new record.
 * @throws A SaveError; nothing of the item is kept then.
 */
export async function saveItem(
	target: SaveTarget,
	sources: SaveSources,
	store: LibraryStore,
	deps: SaveDeps,
	options: SaveFilesOptions & { email?: string; now?: Date } = {}
): Promise< LibraryRecord > {
	const previous = ( await store.all() ).find(
		( record ) => record.id === recordId( target )
	);
	let record: LibraryRecord;
	if ( target.kind === 'appadoo' ) {
		const list = await sources.offlineFiles( target.appadoo );
		const saved = await saveFiles( list.files, deps, options );
		record = {
			id: `appadoo:${ list.id }`,
			kind: 'appadoo',
			title: list.name || target.title,
			bytes: saved.reduce( ( sum, file ) => sum + file.bytes, 0 ),
			savedAt: ( options.now ?? new Date() ).toISOString(),
			urls: saved.map( ( file ) => file.url ),
			licence: { type: 'appadoo', appadooId: list.id },
			open: { type: 'page', url: list.openUrl },
		};
	} else {
		const url = await sources.download( target.downloadId, options.email );
		const [ file ] = ( await saveFiles(
			[ { url, fetchUrl: url, bytes: target.bytes ?? undefined } ],
			deps,
			options
		) ) as [ SavedFile ];
		record = {
			id: recordId( target ),
			kind: 'printable',
			title: target.title,
			bytes: file.bytes,
			savedAt: ( options.now ?? new Date() ).toISOString(),
			urls: [ url ],
			licence: { type: 'download', downloadId: target.downloadId },
			open: {
				type: 'file',
				url,
				fileName: fileNameOf(
					file.contentDisposition,
					url,
					target.title
				),
				contentType: file.contentType,
			},
		};
	}
	try {
		await store.put( record );
	} catch ( error ) {
		await removeUrls( deps.cache, record.urls );
		throw asSaveError( error );
	}
	if ( previous ) {
		// Saved again: the old copy's addresses (an old token) go, unless the new one holds them.
		await removeUrls(
			deps.cache,
			previous.urls.filter( ( url ) => ! record.urls.includes( url ) )
		);
	}
	return record;
}

/**
 * Removes an item's bytes and record; an address another record holds stays.
 *
 * @param record The item.
 * @param store  The person's records.
 * @param cache  The saved cache.
 */
export async function removeItem(
	record: LibraryRecord,
	store: LibraryStore,
	cache: SaveDeps[ 'cache' ]
): Promise< void > {
	const others = ( await store.all() ).filter(
		( other ) => other.id !== record.id
	);
	const kept = new Set( others.flatMap( ( other ) => other.urls ) );
	await removeUrls(
		cache,
		record.urls.filter( ( url ) => ! kept.has( url ) )
	);
	await store.remove( record.id );
}

/**
 * Asks the server which items the person still holds and removes the others
 * (a refunded order's download, an expired one, an Appadoo no longer theirs
 * or no longer Live). When the server cannot be asked, nothing is removed.
 *
 * @param store The person's records.
 * @param cache The saved cache.
 * @param ask   The server's answer for the ids.
 * @return The records removed.
 */
export async function dropEndedLicences(
	store: LibraryStore,
	cache: SaveDeps[ 'cache' ],
	ask: ( downloads: string[], appadoos: number[] ) => Promise< Held >
): Promise< LibraryRecord[] > {
	const records = await store.all();
	if ( records.length === 0 ) {
		return [];
	}
	const downloads: string[] = [];
	const appadoos: number[] = [];
	for ( const record of records ) {
		if ( record.licence.type === 'download' ) {
			downloads.push( record.licence.downloadId );
		} else {
			appadoos.push( record.licence.appadooId );
		}
	}
	const held = await ask( downloads, appadoos );
	const ended = records.filter( ( record ) =>
		record.licence.type === 'download'
			? ! held.downloads.includes( record.licence.downloadId )
			: ! held.appadoos.includes( record.licence.appadooId )
	);
	for ( const record of ended ) {
		await removeItem( record, store, cache );
	}
	return ended;
}
