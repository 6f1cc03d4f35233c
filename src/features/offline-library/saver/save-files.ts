/**
 * Fetches files and stores each Response in the person's saved cache, with
 * progress in bytes — all or nothing: a failure or a cancel removes every
 * entry this save wrote before it rethrows.
 *
 * The browser's pieces (fetch, the cache, Response) come in as `deps`, so
 * the rules are tested without a browser.
 */

/**
 * Internal dependencies
 */
import type { FileToSave, SaveProgress } from '../types';
import { asSaveError, cancelledError, refusedError } from './save-error';

/** What the saver needs of a fetched response. */
export interface FetchedResponse {
	ok: boolean;
	status: number;
	statusText: string;
	headers: {
		get: ( name: string ) => string | null;
		forEach: ( callback: ( value: string, name: string ) => void ) => void;
	};
	body: {
		getReader: () => {
			read: () => Promise< { done: boolean; value?: Uint8Array } >;
			cancel: () => Promise< void >;
		};
	} | null;
}

/** What the saver needs of Cache Storage's cache. */
export interface CacheLike {
	put: ( url: string, response: unknown ) => Promise< void >;
	delete: ( url: string ) => Promise< boolean >;
}

export interface SaveDeps {
	fetch: ( url: string, init: RequestInit ) => Promise< FetchedResponse >;
	cache: CacheLike;
	/** Builds the Response to store (in the browser: `new Response( body, init )`). */
	makeResponse: (
		body: Blob,
		init: {
			status: number;
			statusText: string;
			headers: [ string, string ][];
		}
	) => unknown;
}

export interface SaveFilesOptions {
	signal?: AbortSignal;
	onProgress?: ( progress: SaveProgress ) => void;
}

/** Headers that describe the bytes on the wire, not the bytes stored. */
const WIRE_HEADERS = new Set( [
	'content-encoding',
	'content-length',
	'transfer-encoding',
	'set-cookie',
] );

export interface SavedFile {
	url: string;
	bytes: number;
	contentType: string;
	contentDisposition: string | null;
}

function knownTotal( files: FileToSave[] ): number | null {
	return files.every( ( file ) => typeof file.bytes === 'number' )
		? files.reduce( ( sum, file ) => sum + ( file.bytes ?? 0 ), 0 )
		: null;
}

/**
 * @param files              What to fetch and where to store it.
 * @param deps               The browser's pieces.
 * @param options            Cancel signal and progress callback.
 * @param options.signal
 * @param options.onProgress
 * @return The stored files with their real sizes.
 * @throws A SaveError (quota, network, cancelled or refused); nothing is kept then.
 */
export async function saveFiles(
	files: FileToSave[],
	deps: SaveDeps,
	{ signal, onProgress }: SaveFilesOptions = {}
): Promise< SavedFile[] > {
	const written: string[] = [];
	const saved: SavedFile[] = [];
	let total = knownTotal( files );
	let loaded = 0;
	onProgress?.( { loaded, total } );
	try {
		for ( const file of files ) {
			if ( signal?.aborted ) {
				throw cancelledError();
			}
			const response = await deps.fetch( file.fetchUrl, {
				credentials: 'same-origin',
				cache: 'no-store',
				signal,
			} );
			if ( ! response.ok || ! response.body ) {
				throw refusedError(
					response.status,
					await serverMessage( response )
				);
			}
			if ( total === null && files.length === 1 ) {
				// A printable's size is the server's Content-Length.
				const length = Number(
					response.headers.get( 'Content-Length' )
				);
				total = Number.isFinite( length ) && length > 0 ? length : null;
			}
			const chunks: Uint8Array[] = [];
			const reader = response.body.getReader();
			let bytes = 0;
			for (;;) {
				if ( signal?.aborted ) {
					await reader.cancel().catch( () => undefined );
					throw cancelledError();
				}
				const { done, value } = await reader.read();
				if ( done ) {
					break;
				}
				if ( value ) {
					chunks.push( value );
					bytes += value.byteLength;
					loaded += value.byteLength;
					onProgress?.( {
						loaded,
						total:
							total !== null ? Math.max( total, loaded ) : null,
					} );
				}
			}
			const headers: [ string, string ][] = [];
			response.headers.forEach( ( value, name ) => {
				if ( ! WIRE_HEADERS.has( name.toLowerCase() ) ) {
					headers.push( [ name, value ] );
				}
			} );
			headers.push( [ 'Content-Length', String( bytes ) ] );
			const contentType =
				response.headers.get( 'Content-Type' ) ??
				'application/octet-stream';
			const body = new Blob( chunks as BlobPart[], {
				type: contentType,
			} );
			// Marked written before the put: a put that fails half-way is removed too.
			written.push( file.url );
			await deps.cache.put(
				file.url,
				deps.makeResponse( body, {
					status: 200,
					statusText: response.statusText || 'OK',
					headers,
				} )
			);
			saved.push( {
				url: file.url,
				bytes,
				contentType,
				contentDisposition: response.headers.get(
					'Content-Disposition'
				),
			} );
		}
	} catch ( error ) {
		await removeUrls( deps.cache, written );
		throw asSaveError( error );
	}
	return saved;
}

/**
 * Deletes cache entries, never failing (a delete of a missing entry is fine).
 *
 * @param cache The saved cache.
 * @param urls  Entries to delete.
 */
export async function removeUrls(
	cache: CacheLike,
	urls: string[]
): Promise< void > {
	await Promise.all(
		urls.map( ( url ) => cache.delete( url ).catch( () => false ) )
	);
}

/**
 * A WordPress REST error's message, when the refusal is one.
 *
 * @param response The refused response.
 */
async function serverMessage(
	response: FetchedResponse
): Promise< string | undefined > {
	if (
		! ( response.headers.get( 'Content-Type' ) ?? '' ).includes( 'json' ) ||
		! response.body
	) {
		return undefined;
	}
	try {
		const reader = response.body.getReader();
		const parts: Uint8Array[] = [];
		for ( let size = 0; size < 4096; ) {
			const { done, value } = await reader.read();
			if ( done || ! value ) {
				break;
			}
			parts.push( value );
			size += value.byteLength;
		}
		const all = new Uint8Array(
			parts.reduce( ( sum, part ) => sum + part.byteLength, 0 )
		);
		parts.reduce( ( offset, part ) => {
			all.set( part, offset );
			return offset + part.byteLength;
		}, 0 );
		const text = new TextDecoder().decode( all );
		const message = ( JSON.parse( text ) as { message?: unknown } ).message;
		return typeof message === 'string' ? message : undefined;
	} catch {
		return undefined;
	}
}
