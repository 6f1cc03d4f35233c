/**
 * The offline library's questions to the server.
 */

/**
 * Internal dependencies
 */
import { request, requestWithHeaders } from '../../../lib/api-client';
import {
	OFFLINE_COPY_HEADER,
	OFFLINE_KEY_PATTERN,
} from '../../../lib/offline/names';
import type { FileToSave } from '../types';
import {
	LICENCES_PATH,
	ME_PATH,
	downloadPath,
	offlineFilesPath,
} from './paths';

/**
 * The signed-in person's offline key from `GET pp/v1/me` (read here, in the
 * lazily loaded library, not by the first page's me.ts), or null for a guest;
 * `live` is false when the service worker answered with the copy it kept
 * (the network failed: `X-PlayPal-Offline-Copy`).
 */
export async function fetchOfflineKey(): Promise< {
	key: string | null;
	live: boolean;
} > {
	const { data: me, headers } = await requestWithHeaders< {
		offlineKey?: unknown;
	} | null >( {
		path: ME_PATH,
	} );
	const key = me?.offlineKey;
	return {
		key:
			typeof key === 'string' && OFFLINE_KEY_PATTERN.test( key )
				? key
				: null,
		live: ! headers.has( OFFLINE_COPY_HEADER ),
	};
}

export interface OfflineFiles {
	id: number;
	key: string;
	name: string;
	openUrl: string;
	bytes: number;
	files: { url: string; fetchUrl: string; bytes: number }[];
}

/** @param appadoo Id or public key. */
export async function fetchOfflineFiles(
	appadoo: number | string
): Promise< OfflineFiles > {
	return request< OfflineFiles >( { path: offlineFilesPath( appadoo ) } );
}

/**
 * `POST pp/v1/downloads/{id}`: a download like the Download button's
 * (counted, the free tier's rules), answering the file's address.
 *
 * @param id    Download file id.
 * @param email Email address (the free tier).
 */
export async function startDownload(
	id: string,
	email?: string
): Promise< string > {
	const answer = await request< { url: string } >( {
		path: downloadPath( id ),
		method: 'POST',
		data: email ? { email } : {},
	} );
	return answer.url;
}

/** Of the ids asked, those the person still holds. */
export interface Held {
	downloads: string[];
	appadoos: number[];
}

/** The licences route takes at most this many ids of each kind (Offline_Licences::MAX_ITEMS). */
export const HELD_PAGE = 200;

/**
 * Asks in pages of HELD_PAGE ids of each kind: a library of more saved
 * items than one request may name is still checked whole.
 *
 * @param downloads Download ids.
 * @param appadoos  Appadoo ids.
 */
export async function fetchHeld(
	downloads: string[],
	appadoos: number[]
): Promise< Held > {
	const held: Held = { downloads: [], appadoos: [] };
	for (
		let from = 0;
		from === 0 || from < Math.max( downloads.length, appadoos.length );
		from += HELD_PAGE
	) {
		const query = new URLSearchParams();
		downloads
			.slice( from, from + HELD_PAGE )
			.forEach( ( id ) => query.append( 'downloads[]', id ) );
		appadoos
			.slice( from, from + HELD_PAGE )
			.forEach( ( id ) => query.append( 'appadoos[]', String( id ) ) );
		const page = await request< Held >( {
			path: `${ LICENCES_PATH }?${ query.toString() }`,
		} );
		held.downloads.push( ...page.downloads );
		held.appadoos.push( ...page.appadoos );
	}
	return held;
}

export type { FileToSave };
