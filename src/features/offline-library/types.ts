/**
 * The offline library's records (IndexedDB `playpal-library-{key}`, store
 * `items`; docs/OFFLINE.md "Records").
 */

/** What grants the person the item; checked against pp/v1/offline/licences when online. */
export type Licence =
	| { type: 'download'; downloadId: string }
	| { type: 'appadoo'; appadooId: number };

/**
 * How the library opens an item: a printable's saved bytes as a file of
 * their own (read from Cache Storage, works online and offline alike); an
 * Appadoo at its player host page (the service worker answers it from the
 * saved copy when the network fails).
 */
export type OpenWith =
	| { type: 'file'; url: string; fileName: string; contentType: string }
	| { type: 'page'; url: string };

export interface LibraryRecord {
	/** `printable:{downloadId}` or `appadoo:{id}`. */
	id: string;
	kind: 'printable' | 'appadoo';
	title: string;
	/** Bytes stored in Cache Storage for it. */
	bytes: number;
	/** ISO 8601. */
	savedAt: string;
	/** Every URL it holds in `playpal-saved-{key}`. */
	urls: string[];
	licence: Licence;
	open: OpenWith;
}

/** One response to store: saved under `url`, fetched from `fetchUrl`. */
export interface FileToSave {
	url: string;
	fetchUrl: string;
	/** Expected size, when known (for the progress total). */
	bytes?: number;
}

export interface SaveProgress {
	loaded: number;
	/** Bytes expected in all; null while unknown. */
	total: number | null;
}
