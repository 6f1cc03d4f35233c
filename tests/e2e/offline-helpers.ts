/**
 * Helpers of the offline library's browser tests (offline-library.spec.ts;
 * the joint offline test extends them): a fresh family with a paid order,
 * and what the browser keeps — the person's Cache Storage and IndexedDB.
 */

/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { restNonce } from './checkout-helpers';
import { ADMIN_ACCOUNT, addSession, fillLogin } from './log-in';

export interface SavedRecord {
	id: string;
	kind: 'printable' | 'appadoo';
	title: string;
	bytes: number;
	urls: string[];
	open: { type: string; url: string };
}

/**
 * Calls the REST API as the request context's signed-in person.
 *
 * @param request The context's requests.
 * @param method  Method.
 * @param path    Route, e.g. `/wc/v3/orders`.
 * @param data    JSON body.
 */
export async function rest< T >(
	request: APIRequestContext,
	method: string,
	path: string,
	data?: unknown
): Promise< T > {
	const response = await request.fetch( `/wp-json${ path }`, {
		method,
		headers: { 'X-WP-Nonce': await restNonce( request ) },
		data,
	} );
	expect(
		response.ok(),
		`${ method } ${ path }: ${ response.status() } ${ await response.text() }`
	).toBe( true );
	return ( await response.json() ) as T;
}

/**
 * The signed-in person's offline key (GET pp/v1/me).
 *
 * @param page A page of the app.
 */
export async function offlineKeyOf( page: Page ): Promise< string > {
	const me = await rest< { offlineKey?: string } >(
		page.request,
		'GET',
		'/pp/v1/me'
	);
	expect( me.offlineKey ).toMatch( /^[0-9a-f]{32}$/ );
	return me.offlineKey as string;
}

/**
 * Every URL in the person's saved cache, with each entry's size in bytes and its SHA-256.
 *
 * @param page A page of the app (same origin).
 * @param key  The person's offline key.
 */
export async function savedCache(
	page: Page,
	key: string
): Promise<
	Record< string, { bytes: number; sha256: string; text: string } >
> {
	return page.evaluate( async ( name ) => {
		const cache = await caches.open( name );
		const out: Record<
			string,
			{ bytes: number; sha256: string; text: string }
		> = {};
		for ( const request of await cache.keys() ) {
			const body = await ( await cache.match( request ) )!.arrayBuffer();
			const digest = await crypto.subtle.digest( 'SHA-256', body );
			out[ request.url ] = {
				bytes: body.byteLength,
				sha256: [ ...new Uint8Array( digest ) ]
					.map( ( b ) => b.toString( 16 ).padStart( 2, '0' ) )
					.join( '' ),
				text:
					body.byteLength < 200_000
						? new TextDecoder().decode( body )
						: '',
			};
		}
		return out;
	}, `playpal-saved-${ key }` );
}

/**
 * The person's offline library records (IndexedDB).
 *
 * @param page A page of the app.
 * @param key  The person's offline key.
 */
export async function libraryRecords(
	page: Page,
	key: string
): Promise< SavedRecord[] > {
	return page.evaluate(
		( name ) =>
			new Promise< SavedRecord[] >( ( resolve, reject ) => {
				const open = indexedDB.open( name );
				open.onupgradeneeded = () =>
					open.result.createObjectStore( 'items', { keyPath: 'id' } );
				open.onerror = () => reject( open.error );
				open.onsuccess = () => {
					const db = open.result;
					const all = db
						.transaction( 'items', 'readonly' )
						.objectStore( 'items' )
						.getAll();
					all.onsuccess = () => {
						db.close();
						resolve( all.result as SavedRecord[] );
					};
					all.onerror = () => reject( all.error );
				};
			} ),
		`playpal-library-${ key }`
	);
}

/**
 * "12.34 KB" as the app writes sizes (src/lib/format-bytes.ts).
 *
 * @param bytes Size.
 */
export function formatBytes( bytes: number ): string {
	const units = [ 'Bytes', 'KB', 'MB', 'GB' ];
	const index =
		bytes >= 1024
			? Math.min( 3, Math.floor( Math.log( bytes ) / Math.log( 1024 ) ) )
			: 0;
	const amount = bytes / 1024 ** index;
	return `${ index === 0 ? Math.round( amount ) : amount.toFixed( 2 ) } ${ units[ index ] }`;
}

const KIT = 'cinderellas-royal-rescue';

export interface Family {
	page: Page;
	admin: Page;
	login: string;
	email: string;
	orderId: number;
}

/**
 * A new family account (so no other test's downloads are counted) with a
 * completed order of a kit, signed in on a context of its own.
 *
 * @param browser The browser.
 */
export async function familyWithOrder( browser: Browser ): Promise< Family > {
	const admin = await ( await browser.newContext() ).newPage();
	await addSession( admin, ADMIN_ACCOUNT );
	const login = `offline${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
	const password = `pp-${ login }-secret`;
	const email = `${ login }@example.test`;
	const user = await rest< { id: number } >(
		admin.request,
		'POST',
		'/wp/v2/users',
		{
			username: login,
			password,
			email,
			name: 'Offline Family',
			roles: [ 'subscriber' ],
		}
	);
	const [ product ] = await rest< { id: number }[] >(
		admin.request,
		'GET',
		`/wc/v3/products?slug=${ KIT }`
	);
	expect( product, 'The sample kit is on sale' ).toBeTruthy();
	const order = await rest< { id: number } >(
		admin.request,
		'POST',
		'/wc/v3/orders',
		{
			customer_id: user.id,
			status: 'completed',
			set_paid: true,
			billing: { email },
			line_items: [ { product_id: product!.id, quantity: 1 } ],
		}
	);

	const page = await ( await browser.newContext() ).newPage();
	await page.goto( '/wp-login.php' );
	await fillLogin( page, { user: login, password } );
	return { page, admin, login, email, orderId: order.id };
}

/**
 * The address a host page frames (its iframe's src).
 *
 * @param html The host page.
 */
export function framedAddress( html: string ): string {
	const src =
		/<iframe id="playpal-player" src="([^"]+)"/.exec( html )?.[ 1 ] ?? '';
	return src.replace( /&amp;/g, '&' ).replace( /&#038;/g, '&' );
}

/**
 * Waits until the worker controls the page and the offline client has told
 * it who is signed in (src/offline-client/).
 *
 * @param page Page on an app screen.
 */
export async function workerReady( page: Page ): Promise< void > {
	await page.waitForFunction(
		() =>
			navigator.serviceWorker.controller !== null &&
			document.documentElement.dataset.playpalOffline === 'ready',
		null,
		{ timeout: 30_000 }
	);
}

/**
 * Every Cache Storage and IndexedDB name of the origin.
 *
 * @param page A page of the site.
 */
export async function storageNames( page: Page ): Promise< string[] > {
	return page.evaluate( async () => [
		...( await caches.keys() ),
		...( await indexedDB.databases() ).map( ( db ) => db.name ?? '' ),
	] );
}

/**
 * How many play reports wait in the person's queue (IndexedDB `playpal-queue-{key}`).
 *
 * @param page A page of the site.
 * @param key  The person's offline key.
 */
export function queuedReports( page: Page, key: string ): Promise< number > {
	return page.evaluate(
		( database ) =>
			new Promise< number >( ( resolve, reject ) => {
				const request = indexedDB.open( database );
				request.onerror = () => reject( request.error );
				request.onsuccess = () => {
					const db = request.result;
					if ( ! db.objectStoreNames.contains( 'reports' ) ) {
						db.close();
						resolve( 0 );
						return;
					}
					const count = db
						.transaction( 'reports' )
						.objectStore( 'reports' )
						.count();
					count.onsuccess = () => {
						db.close();
						resolve( count.result );
					};
				};
			} ),
		`playpal-queue-${ key }`
	);
}
