/**
 * The names the offline library's data goes under in the browser (docs/OFFLINE.md).
 *
 * One place, because three parties must agree on them: the pages that save
 * items, the service worker that serves them offline, and the clean-up that
 * removes a person's data when they sign out or someone else signs in. Every
 * personal name ends in the person's offline key (`offlineKey` of
 * `GET pp/v1/me`), so nothing of one person is ever read for another.
 */

/** Everything PlayPal keeps in Cache Storage or IndexedDB starts with this. */
export const OFFLINE_PREFIX = 'playpal-';

/**
 * The header the service worker adds to a `pp/v1` read it answered from a
 * person's cache because the network failed: a page can tell a kept copy
 * (offline) from the server's answer (online).
 */
export const OFFLINE_COPY_HEADER = 'X-PlayPal-Offline-Copy';

/** A person's offline key: 32 hex characters, from `GET pp/v1/me`. */
export const OFFLINE_KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Cache Storage: the bytes of what a person saved for offline (printables, Appadoo files, host pages).
 *
 * @param offlineKey The person's offline key.
 */
export function savedCacheName( offlineKey: string ): string {
	return `${ OFFLINE_PREFIX }saved-${ offlineKey }`;
}

/**
 * Cache Storage: pages and `pp/v1` reads a person visited, for reading them again offline.
 *
 * @param offlineKey The person's offline key.
 */
export function pagesCacheName( offlineKey: string ): string {
	return `${ OFFLINE_PREFIX }pages-${ offlineKey }`;
}

/**
 * IndexedDB: the offline library's records of a person (what was saved, its size, when).
 *
 * @param offlineKey The person's offline key.
 */
export function libraryDatabaseName( offlineKey: string ): string {
	return `${ OFFLINE_PREFIX }library-${ offlineKey }`;
}

/**
 * IndexedDB: play-session reports made offline, waiting to be sent.
 *
 * @param offlineKey The person's offline key.
 */
export function queueDatabaseName( offlineKey: string ): string {
	return `${ OFFLINE_PREFIX }queue-${ offlineKey }`;
}

/**
 * The offline key a personal cache or database name ends in, or null for a
 * name that is nobody's (the shell) or not PlayPal's.
 *
 * @param name A Cache Storage or IndexedDB name.
 */
export function offlineKeyOf( name: string ): string | null {
	const match = /^playpal-(?:saved|pages|library|queue)-([0-9a-f]{32})$/.exec(
		name
	);
	return match?.[ 1 ] ?? null;
}
