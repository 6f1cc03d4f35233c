/**
 * The WordPress REST nonce (`X-WP-Nonce`), sent only when it is needed and
 * healed when it has gone stale.
 *
 * - A guest's requests carry no nonce: WordPress runs them as nobody with or
 *   without one, and a stale one (a page from a cache, a tab left open past
 *   the nonce's life, a log-out in another tab) would turn even a public read
 *   into 403 `rest_cookie_invalid_nonce`.
 * - For someone signed in, a request refused with 403
 *   `rest_cookie_invalid_nonce` reads a fresh nonce from WordPress's
 *   `rest-nonce` AJAX action (includes/Security/Rest_Nonce_Refresh.php) and
 *   is retried once. Requests refused together share one refresh.
 *
 * WordPress adds the nonce with its own middleware, registered before our
 * bundle runs, and WordPress 7.1's `wp.apiFetch` can neither unregister it
 * nor hand out its default fetch handler; so the header is settled in our
 * fetch handler (rest-fetch-handler.ts), the last step before `fetch`.
 */

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getConfig } from './config';

export const INVALID_NONCE_CODE = 'rest_cookie_invalid_nonce';

let heldNonce: string | undefined;
let refreshing: Promise< void > | undefined;

/**
 * The nonce requests carry now, or undefined for a guest (none is sent).
 */
export function currentRestNonce(): string | undefined {
	if ( ! getConfig().loggedIn ) {
		return undefined;
	}
	return heldNonce ?? apiFetch.nonceMiddleware?.nonce;
}

/**
 * Forgets the held nonce (tests).
 */
export function resetRestNonce(): void {
	heldNonce = undefined;
	refreshing = undefined;
}

function remember( nonce: string ): void {
	heldNonce = nonce;
	// WordPress's middleware (and anything else reading it) stays in step.
	if ( apiFetch.nonceMiddleware ) {
		apiFetch.nonceMiddleware.nonce = nonce;
	}
}

/**
 * Whether a failure is WordPress refusing the nonce: a Response (`parse:
 * false`, as the shared client sends) or an already parsed error body.
 *
 * @param error What the request rejected with.
 */
export async function isInvalidNonceError(
	error: unknown
): Promise< boolean > {
	if ( typeof error !== 'object' || error === null ) {
		return false;
	}
	const failure = error as Partial< Response > & { code?: unknown };
	if ( typeof failure.code === 'string' ) {
		return failure.code === INVALID_NONCE_CODE;
	}
	if ( failure.status !== 403 || typeof failure.clone !== 'function' ) {
		return false;
	}
	try {
		const body: unknown = await failure.clone().json();
		return (
			typeof body === 'object' &&
			body !== null &&
			( body as { code?: unknown } ).code === INVALID_NONCE_CODE
		);
	} catch {
		return false;
	}
}

async function readFreshNonce(): Promise< void > {
	const url = getConfig().restNonceUrl || apiFetch.nonceEndpoint;
	if ( ! url ) {
		return;
	}
	try {
		const response = await globalThis.fetch( url, {
			credentials: 'same-origin',
			cache: 'no-store',
		} );
		const text = ( await response.text() ).trim();
		// WordPress answers "0" (400) when it has no answer for the action.
		if ( response.ok && /^[0-9a-f]{10}$/.test( text ) ) {
			remember( text );
		}
	} catch {
		// The retry then fails as the request did, and the screen says so.
	}
}

/**
 * Reads a fresh nonce unless one arrived since `sent` was sent.
 *
 * @param sent The nonce the refused request carried.
 */
function refreshAfter( sent: string | undefined ): Promise< void > {
	if ( currentRestNonce() !== sent ) {
		return Promise.resolve();
	}
	refreshing ??= readFreshNonce().finally( () => {
		refreshing = undefined;
	} );
	return refreshing;
}

/**
 * The apiFetch middleware. Registered once by the shared api client.
 *
 * @param options apiFetch options.
 * @param next    The rest of the chain.
 */
export const restNonceMiddleware: APIFetchMiddleware = ( options, next ) => {
	// Read before sending: a refresh by another request must not count as this one's.
	const sent = currentRestNonce();
	return next( options ).catch( async ( error: unknown ) => {
		if ( sent === undefined || ! ( await isInvalidNonceError( error ) ) ) {
			throw error;
		}
		await refreshAfter( sent );
		// Once: a second refusal reaches the caller.
		return next( options );
	} );
};
