/**
 * The WooCommerce Store API's CSRF nonce, kept fresh the way WooCommerce's
 * own blocks keep it (reference/woocommerce-store-api.md):
 *
 * - cart writes (POST, PUT, PATCH, DELETE to `wc/store/…`) carry the `Nonce`
 *   header, seeded from `playpalConfig.storeApiNonce` (the shell prints
 *   `wp_create_nonce( 'wc_store_api' )`);
 * - every Store API response may carry a newer `Nonce` (with
 *   `Nonce-Timestamp`), and the newest one seen replaces the one held;
 * - a write refused for its nonce (401 `woocommerce_rest_missing_nonce`,
 *   403 `woocommerce_rest_invalid_nonce`) is retried once with a fresh
 *   nonce: the one the refusal carried, or else one read from GET /cart;
 * - a batch (POST /wc/store/v1/batch) carries the nonce on each request
 *   inside it, where WooCommerce checks it, and is retried the same way
 *   when every request inside it was refused for the nonce;
 * - a write with no nonce at all (a guest on a cacheable page, which prints
 *   none: the app reads the cart after load) first waits for the Store API
 *   reads already under way, and reads the cart itself if they brought none,
 *   so a visitor quick enough to click before the cart read lands does not
 *   send a write the Store API must refuse.
 *
 * Headers are read from raw responses, so Store API calls go through the
 * shared client (`request()`/`requestWithHeaders()`, which use `parse: false`).
 */

/**
 * WordPress dependencies
 */
import type { APIFetchMiddleware, APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getConfig } from './config';

const WRITE_METHODS = new Set( [ 'POST', 'PUT', 'PATCH', 'DELETE' ] );

export const NONCE_ERROR_CODES: ReadonlySet< string > = new Set( [
	'woocommerce_rest_missing_nonce',
	'woocommerce_rest_invalid_nonce',
] );

const STORE_ROUTE = /^\/?wc\/store(?:\/v\d+)?(?:[/?]|$)/;

/** Where a fresh nonce can always be read from. */
export const NONCE_REFRESH_PATH = '/wc/store/v1/cart';

let currentNonce: string | undefined;
let currentTimestamp = 0;

/** Store API reads under way; any of them may bring a nonce. */
const readsInFlight = new Set< Promise< unknown > >();

/** The cart read a nonce-less write started, shared by writes that wait. */
let nonceRead: Promise< void > | undefined;

/**
 * The Store API route of a request, whether given as a path or a URL.
 *
 * @param options apiFetch options.
 */
function storeRoute( options: APIFetchOptions ): string | undefined {
	if ( typeof options.path === 'string' ) {
		return STORE_ROUTE.test( options.path ) ? options.path : undefined;
	}
	if ( typeof options.url === 'string' ) {
		const url = new URL( options.url, window.location.href );
		const route = url.searchParams.get( 'rest_route' ) ?? url.pathname;
		const start = route.indexOf( '/wc/store' );
		return start >= 0 && STORE_ROUTE.test( route.slice( start ) )
			? route.slice( start )
			: undefined;
	}
	return undefined;
}

/**
 * Whether apiFetch options address the Store API.
 *
 * @param options apiFetch options.
 */
export function isStoreApiRequest( options: APIFetchOptions ): boolean {
	return storeRoute( options ) !== undefined;
}

/**
 * The nonce cart writes send now.
 */
export function getStoreApiNonce(): string {
	if ( currentNonce === undefined ) {
		currentNonce = getConfig().storeApiNonce;
	}
	return currentNonce;
}

/**
 * Keeps the nonce a response carries, unless an older one (by
 * `Nonce-Timestamp`) arrives after a newer one.
 *
 * @param headers Response headers.
 */
export function rememberStoreApiNonce( headers: Headers | undefined ): void {
	const nonce = headers?.get( 'Nonce' );
	if ( ! headers || ! nonce ) {
		return;
	}
	const timestamp = Number( headers.get( 'Nonce-Timestamp' ) );
	if ( Number.isFinite( timestamp ) && timestamp > 0 ) {
		if ( timestamp < currentTimestamp ) {
			return;
		}
		currentTimestamp = timestamp;
	}
	currentNonce = nonce;
}

/**
 * Forgets the held nonce (the next write reads the config again). For tests.
 */
export function resetStoreApiNonce(): void {
	currentNonce = undefined;
	currentTimestamp = 0;
	readsInFlight.clear();
	nonceRead = undefined;
}

function headersOf( value: unknown ): Headers | undefined {
	if ( typeof value !== 'object' || value === null ) {
		return undefined;
	}
	const headers = ( value as { headers?: unknown } ).headers;
	return headers && typeof ( headers as Headers ).get === 'function'
		? ( headers as Headers )
		: undefined;
}

/**
 * Whether a failed response is the Store API refusing the nonce.
 *
 * @param error What the request rejected with (a Response with `parse: false`).
 */
async function isNonceRefusal( error: unknown ): Promise< boolean > {
	const response = error as Partial< Response > | null;
	if (
		! response ||
		( response.status !== 401 && response.status !== 403 ) ||
		typeof response.clone !== 'function'
	) {
		return false;
	}
	try {
		const body: unknown = await response.clone().json();
		const code =
			typeof body === 'object' && body !== null
				? ( body as { code?: unknown } ).code
				: undefined;
		return typeof code === 'string' && NONCE_ERROR_CODES.has( code );
	} catch {
		return false;
	}
}

function withNonce( options: APIFetchOptions, nonce: string ): APIFetchOptions {
	const data = options.data as { requests?: unknown } | undefined;
	return {
		...options,
		headers: { ...( options.headers ?? {} ), Nonce: nonce },
		// A batch (/wc/store/v1/batch): WooCommerce checks the nonce of each
		// request inside it, so each carries one too (as WooCommerce's blocks send it).
		...( data && Array.isArray( data.requests )
			? {
					data: {
						...data,
						requests: data.requests.map(
							( inner: {
								headers?: Record< string, string >;
							} ) => ( {
								...inner,
								headers: {
									...( inner.headers ?? {} ),
									Nonce: nonce,
								},
							} )
						),
					},
				}
			: {} ),
	};
}

/**
 * Whether a batch's answer is every request inside it refused for its nonce
 * (they all carry the same one, and a refused request changed nothing, so
 * the whole batch can be sent again).
 *
 * @param options The batch request's apiFetch options.
 * @param result  Its answer (a Response with `parse: false`).
 */
async function isBatchNonceRefusal(
	options: APIFetchOptions,
	result: unknown
): Promise< boolean > {
	const data = options.data as { requests?: unknown } | undefined;
	const response = result as Partial< Response > | null;
	if (
		! data ||
		! Array.isArray( data.requests ) ||
		! response ||
		typeof response.clone !== 'function'
	) {
		return false;
	}
	try {
		const body = ( await response.clone().json() ) as {
			responses?: { status?: number; body?: { code?: unknown } }[];
		};
		const members = Array.isArray( body?.responses ) ? body.responses : [];
		return (
			members.length > 0 &&
			members.every(
				( member ) =>
					( member.status === 401 || member.status === 403 ) &&
					typeof member.body?.code === 'string' &&
					NONCE_ERROR_CODES.has( member.body.code )
			)
		);
	} catch {
		return false;
	}
}

/**
 * Reads a fresh nonce from the cart, keeping the one any answer carries.
 *
 * @param next The rest of the apiFetch chain.
 */
async function readNonceFromCart(
	next: Parameters< APIFetchMiddleware >[ 1 ]
): Promise< void > {
	try {
		rememberStoreApiNonce(
			headersOf(
				await next( {
					path: NONCE_REFRESH_PATH,
					method: 'GET',
					parse: false,
				} )
			)
		);
	} catch ( refreshError ) {
		rememberStoreApiNonce( headersOf( refreshError ) );
	}
}

/**
 * Makes sure a nonce is held before a write: waits for the reads under way,
 * then, if none of them brought one, reads the cart (once for all waiters).
 *
 * @param next The rest of the apiFetch chain.
 */
async function ensureNonce(
	next: Parameters< APIFetchMiddleware >[ 1 ]
): Promise< void > {
	if ( getStoreApiNonce() !== '' ) {
		return;
	}
	await Promise.allSettled( [ ...readsInFlight ] );
	if ( getStoreApiNonce() !== '' ) {
		return;
	}
	nonceRead ??= readNonceFromCart( next ).finally( () => {
		nonceRead = undefined;
	} );
	await nonceRead;
}

/**
 * The apiFetch middleware. Registered once by the shared api client.
 *
 * @param options apiFetch options.
 * @param next    The rest of the chain.
 */
export const storeApiNonceMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	if ( ! isStoreApiRequest( options ) ) {
		return next( options );
	}
	const method = ( options.method ?? 'GET' ).toUpperCase();
	const isWrite = WRITE_METHODS.has( method );
	const sent = { nonce: '' };
	const send = async () => {
		sent.nonce = getStoreApiNonce();
		try {
			const result = await next(
				isWrite ? withNonce( options, sent.nonce ) : options
			);
			rememberStoreApiNonce( headersOf( result ) );
			return result;
		} catch ( error ) {
			rememberStoreApiNonce( headersOf( error ) );
			throw error;
		}
	};

	if ( ! isWrite ) {
		const read = send();
		readsInFlight.add( read );
		try {
			return await read;
		} finally {
			readsInFlight.delete( read );
		}
	}

	await ensureNonce( next );
	const retry = async () => {
		if ( getStoreApiNonce() === sent.nonce ) {
			// The refusal carried no newer nonce: read one from the cart.
			await readNonceFromCart( next );
		}
		// Once: a second refusal reaches the caller.
		return send();
	};
	let result: unknown;
	try {
		result = await send();
	} catch ( error ) {
		if ( ! ( await isNonceRefusal( error ) ) ) {
			throw error;
		}
		return retry();
	}
	return ( await isBatchNonceRefusal( options, result ) ) ? retry() : result;
};
