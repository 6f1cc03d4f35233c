/**
 * PlayPal's service worker (docs/OFFLINE.md). Built by webpack on its own
 * (webpack.config.js: no WordPress dependency extraction, it imports no
 * WordPress or React code) and served by includes/Offline with its config
 * in front (`self.PLAYPAL_SW`).
 */

/**
 * External dependencies
 */
import { setCacheNameDetails } from 'workbox-core';
import {
	addPlugins,
	getCacheKeyForURL,
	matchPrecache,
	precache,
} from 'workbox-precaching';

/**
 * Internal dependencies
 */
import {
	OFFLINE_KEY_PATTERN,
	OFFLINE_PREFIX,
	pagesCacheName,
	queueDatabaseName,
	savedCacheName,
} from '../lib/offline/names';
import {
	browserStorage,
	keepOnlyPerson,
	soleOwner,
} from '../lib/offline/keep-only-person';
import {
	OFFLINE_KEY_HEADER,
	isShareablePage,
	keptHeaders,
	mayKeepRead,
	NOBODY,
	asOfflineCopy,
} from './keeping';
import { decide, withoutVersion } from './routing';
import {
	flushReports,
	indexedDbQueue,
	isSettled,
	reportStatus,
	serialFlusher,
	type QueuedReport,
} from './session-queue';
import type {
	ExtendableEventLike,
	FetchEventLike,
	MessageEventLike,
	SyncEventLike,
	WorkerScope,
} from './worker-types';

declare const self: WorkerScope;

const config = self.PLAYPAL_SW!;
const SYNC_TAG = 'playpal-sessions';
const SHELL_PREFIX = `${ OFFLINE_PREFIX }shell-`;

// The shell goes in `playpal-shell-{version}`: nobody's data, replaced by the next version.
setCacheNameDetails( {
	prefix: 'playpal',
	precache: 'shell',
	suffix: config.version,
	runtime: 'runtime',
} );
const shellCache = `${ SHELL_PREFIX }${ config.version }`;
const shellPages = [ config.shell, config.offline ];

addPlugins( [
	{
		// The shell is fetched without cookies: whoever installs the worker,
		// the server answers as for a guest — no nonce, no cart, nobody's name.
		requestWillFetch: async ( { request } ) =>
			new Request( request.url, {
				credentials: 'omit',
				cache: request.cache,
			} ),
		// And a page the server marks private is never kept as the shell.
		cacheWillUpdate: async ( { request, response } ) => {
			const isPage = shellPages.some(
				( page ) =>
					new URL( request.url ).pathname ===
						new URL( page, self.location.origin ).pathname &&
					new URL( request.url ).search.includes(
						new URL( page, self.location.origin ).search
					)
			);
			if ( isPage && ! isShareablePage( response ) ) {
				return null;
			}
			return response.ok ? response : null;
		},
	},
] );
precache( config.precache );

/*
 * Whose data the worker keeps and serves: the person the pages (and the
 * server's `X-PlayPal-Offline-Key`) last named. Every change goes through
 * `switchTo`, and every read of personal data waits for it, so the last
 * person's data is gone before anything is served for the next.
 */
let person: string | null = null;
let personSettled: Promise< void > = ( async () => {
	const storage = browserStorage( self );
	const names = [
		...( await storage.cacheNames() ),
		...( await storage.databaseNames() ),
	];
	person = soleOwner( names );
	if ( person === null ) {
		// Nobody's, or (never left by switchTo) more than one person's: none stays.
		await keepOnlyPerson( null, storage );
	}
} )();

function switchTo( key: string | null ): Promise< void > {
	personSettled = personSettled
		.then( async () => {
			await keepOnlyPerson( key, browserStorage( self ) );
			person = key;
		} )
		.catch( () => {
			person = null;
		} );
	return personSettled;
}

async function currentPerson(): Promise< string | null > {
	await personSettled;
	return person;
}

/**
 * Reads the server's word on whose answer this is; another person's key
 * means someone else signed in.
 *
 * @param response A network answer.
 */
async function noteOwner( response: Response ): Promise< void > {
	const owner = response.headers.get( OFFLINE_KEY_HEADER );
	if ( owner === NOBODY ) {
		// The server says nobody is signed in: the last person's data goes.
		if ( ( await currentPerson() ) !== null ) {
			await switchTo( null );
		}
		return;
	}
	if (
		owner !== null &&
		OFFLINE_KEY_PATTERN.test( owner ) &&
		owner !== ( await currentPerson() )
	) {
		await switchTo( owner );
	}
}

async function keep( cacheName: string, url: string, response: Response ) {
	const body = await response.blob();
	const cache = await self.caches.open( cacheName );
	await cache.put(
		url,
		new Response( body, {
			status: response.status,
			statusText: response.statusText,
			headers: keptHeaders( response.headers ),
		} )
	);
}

/**
 * A nonce-free copy of a page the person opened: the same address asked for
 * without cookies, kept only when the server calls it shareable.
 *
 * @param url The page.
 * @param key The person.
 */
async function keepPageCopy( url: string, key: string ): Promise< void > {
	const copy = await fetch( url, {
		credentials: 'omit',
		redirect: 'error',
	} );
	if ( isShareablePage( copy ) && ( await currentPerson() ) === key ) {
		await keep( pagesCacheName( key ), url, copy );
	}
}

/**
 * The person's saved copy, then their pages cache (exact URL).
 *
 * @param url The address.
 */
async function fromPersonsCaches(
	url: string
): Promise< Response | undefined > {
	const key = await currentPerson();
	if ( key === null ) {
		return undefined;
	}
	for ( const name of [ savedCacheName( key ), pagesCacheName( key ) ] ) {
		if ( ! ( await self.caches.has( name ) ) ) {
			continue;
		}
		const cache = await self.caches.open( name );
		const hit = await cache.match( url, { ignoreVary: true } );
		if ( hit ) {
			return hit;
		}
	}
	return undefined;
}

async function fromShell( url: string ): Promise< Response | undefined > {
	return matchPrecache( new URL( url, self.location.origin ).href );
}

// The network's answer, its owner noted. For the person signed in, `copy` keeps
// a copy of it when it should (null: none) after the answer is given; offline,
// `offline` answers from what was kept, or the error stands.
async function fromNetwork(
	event: FetchEventLike,
	copy: ( response: Response, key: string ) => Promise< void > | null,
	offline: ( url: string ) => Promise< Response | undefined >
): Promise< Response > {
	const { request } = event;
	try {
		const response = await fetch( request );
		await noteOwner( response );
		const key = await currentPerson();
		const keeping = key === null ? null : copy( response, key );
		if ( keeping ) {
			event.waitUntil( keeping.catch( () => {} ) );
		}
		return response;
	} catch ( error ) {
		const kept = await offline( request.url );
		if ( kept ) {
			return kept;
		}
		throw error;
	}
}

const answerDocument = (
	event: FetchEventLike,
	appRoute: boolean,
	keepCopy: boolean
) =>
	fromNetwork(
		event,
		( response, key ) =>
			keepCopy &&
			response.ok &&
			response.headers.get( OFFLINE_KEY_HEADER ) === key
				? keepPageCopy( event.request.url, key )
				: null,
		async ( url ) =>
			( await fromPersonsCaches( url ) ) ??
			( appRoute ? await fromShell( config.shell ) : undefined ) ??
			( await fromShell( config.offline ) )
	);

const answerRead = ( event: FetchEventLike, keepRead: boolean ) =>
	fromNetwork(
		event,
		( response, key ) =>
			keepRead && mayKeepRead( response, key )
				? keep(
						pagesCacheName( key ),
						event.request.url,
						response.clone()
					)
				: null,
		async ( url ) => {
			const kept = await fromPersonsCaches( url );
			return kept && asOfflineCopy( kept );
		}
	);

async function queueOf( key: string ) {
	return indexedDbQueue( self.indexedDB, queueDatabaseName( key ) );
}

async function sendReport( report: QueuedReport ): Promise< number > {
	const response = await fetch( report.url, {
		method: 'POST',
		body: report.body,
		headers: { 'Content-Type': 'application/json' },
		credentials: 'omit',
	} );
	return reportStatus(
		response.status,
		response.headers.get( 'Content-Type' ) ?? ''
	);
}

const flushQueue = serialFlusher( async () => {
	const key = await currentPerson();
	if ( key === null ) {
		return;
	}
	const names = await browserStorage( self ).databaseNames();
	if ( names.includes( queueDatabaseName( key ) ) ) {
		await flushReports( await queueOf( key ), sendReport );
	}
} );

async function answerSessionReport( request: Request ): Promise< Response > {
	const body = await request.clone().text();
	let answer: Response | undefined;
	try {
		answer = await fetch( request );
		if (
			isSettled(
				reportStatus(
					answer.status,
					answer.headers.get( 'Content-Type' ) ?? ''
				)
			)
		) {
			return answer;
		}
	} catch {
		// No network: queued below.
	}
	const key = await currentPerson();
	if ( key === null ) {
		// A guest keeps nothing: the page gets what the server said, or the
		// network's failure, as it would without a worker.
		return answer ?? Response.error();
	}
	await (
		await queueOf( key )
	).add( {
		url: request.url,
		body,
		queuedAt: Date.now(),
	} );
	await self.registration.sync?.register( SYNC_TAG ).catch( () => {} );
	return new Response( JSON.stringify( { success: true, queued: true } ), {
		status: 202,
		headers: {
			'Content-Type': 'application/json',
			'Cache-Control': 'no-store',
		},
	} );
}

self.addEventListener( 'fetch', ( event: FetchEventLike ) => {
	const { request } = event;
	const decision = decide( request, config, self.location.origin );
	if ( decision.kind === 'pass' ) {
		return;
	}
	if ( decision.kind === 'session-report' ) {
		event.respondWith( answerSessionReport( request ) );
		return;
	}
	const shellKey = getCacheKeyForURL( withoutVersion( request.url ) );
	if ( shellKey && decision.kind === 'read' ) {
		event.respondWith(
			matchPrecache( shellKey ).then( ( hit ) => hit ?? fetch( request ) )
		);
		return;
	}
	event.respondWith(
		decision.kind === 'document'
			? answerDocument( event, decision.appRoute, decision.keep )
			: answerRead( event, decision.keep )
	);
} );

self.addEventListener( 'message', ( event: MessageEventLike ) => {
	const data = ( event.data ?? {} ) as {
		type?: string;
		offlineKey?: unknown;
	};
	if ( data.type === 'playpal:person' ) {
		const key =
			typeof data.offlineKey === 'string' &&
			OFFLINE_KEY_PATTERN.test( data.offlineKey )
				? data.offlineKey
				: null;
		event.waitUntil(
			switchTo( key )
				.then( () => flushQueue() )
				.then( () => event.ports[ 0 ]?.postMessage( { done: true } ) )
		);
	} else if ( data.type === 'playpal:online' ) {
		event.waitUntil( flushQueue() );
	} else if ( data.type === 'playpal:skip-waiting' ) {
		event.waitUntil( self.skipWaiting() );
	}
} );

self.addEventListener( 'sync', ( event: SyncEventLike ) => {
	if ( event.tag === SYNC_TAG ) {
		event.waitUntil( flushQueue() );
	}
} );

self.addEventListener( 'activate', ( event: ExtendableEventLike ) => {
	event.waitUntil(
		( async () => {
			// Old shells: every `playpal-shell-*` but this version's.
			const names = await self.caches.keys();
			await Promise.all(
				names
					.filter(
						( name ) =>
							name.startsWith( SHELL_PREFIX ) &&
							name !== shellCache
					)
					.map( ( name ) => self.caches.delete( name ) )
			);
			await self.clients.claim();
		} )()
	);
} );

// The worker starts: reports left from last time go if the network is there.
void flushQueue();
