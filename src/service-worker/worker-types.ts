/**
 * The few service worker types the worker uses. The project compiles against
 * the DOM library, whose globals clash with the WebWorker library's; these
 * describe just what the worker touches.
 */

export interface ExtendableEventLike extends Event {
	waitUntil: ( promise: Promise< unknown > ) => void;
}

export interface FetchEventLike extends ExtendableEventLike {
	request: Request;
	respondWith: ( response: Response | Promise< Response > ) => void;
}

export interface MessageEventLike extends ExtendableEventLike {
	data: unknown;
	ports: readonly MessagePort[];
}

export interface SyncEventLike extends ExtendableEventLike {
	tag: string;
}

export interface WorkerScope {
	location: Location;
	caches: CacheStorage;
	indexedDB: IDBFactory;
	registration: ServiceWorkerRegistration & {
		sync?: { register: ( tag: string ) => Promise< void > };
	};
	clients: {
		claim: () => Promise< void >;
		matchAll: ( options?: {
			type?: string;
			includeUncontrolled?: boolean;
		} ) => Promise<
			ReadonlyArray< { postMessage: ( message: unknown ) => void } >
		>;
	};
	skipWaiting: () => Promise< void >;
	addEventListener: (
		type: string,
		listener: ( event: never ) => void
	) => void;
	PLAYPAL_SW?: import( './config' ).WorkerConfig;
}
