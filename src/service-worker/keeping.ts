/**
 * What of an answer the worker may keep in a person's pages cache, and how
 * (docs/OFFLINE.md, "What is cached").
 */

/**
 * Internal dependencies
 */
import { OFFLINE_COPY_HEADER } from '../lib/offline/names';

/** Headers that carry a nonce, a cart's token or the person's key: never kept. */
const PRIVATE_HEADERS = [
	'x-wp-nonce',
	'nonce',
	'cart-token',
	'x-playpal-offline-key',
	'set-cookie',
	'vary',
];

/** The header naming whose answer it is (includes/Offline/Offline_Key_Header.php). */
export const OFFLINE_KEY_HEADER = 'X-PlayPal-Offline-Key';

/** Its value on a guest's private answer: nobody is signed in. */
export const NOBODY = 'none';

/** What keeping needs to know of an answer. */
export interface AnswerFacts {
	status: number;
	headers: Headers;
}

/**
 * Whether a page fetched without cookies may be kept: a complete HTML page
 * the server itself called shareable — a page with a nonce or a cart is
 * `private, no-store` (Frontend\App_Shell), and so is every WooCommerce cart,
 * checkout and account page.
 *
 * @param answer The answer to the cookie-less request.
 */
export function isShareablePage( answer: AnswerFacts ): boolean {
	const cacheControl = (
		answer.headers.get( 'Cache-Control' ) ?? ''
	).toLowerCase();
	return (
		answer.status === 200 &&
		( answer.headers.get( 'Content-Type' ) ?? '' ).startsWith(
			'text/html'
		) &&
		! /\b(no-store|private)\b/.test( cacheControl ) &&
		! answer.headers.has( OFFLINE_KEY_HEADER )
	);
}

/**
 * Whether a `pp/v1` read may go into a person's cache: a success the server
 * answered for exactly that person (it is `private` or `no-store` for the
 * shared caches in between; in the person's own cache, on their own device,
 * it is theirs), or one it answered for anyone (public content read early,
 * before WordPress knows who asks, carries no key and may be shared).
 *
 * @param answer The answer.
 * @param person The person the worker keeps data for.
 */
export function mayKeepRead( answer: AnswerFacts, person: string ): boolean {
	if ( answer.status !== 200 ) {
		return false;
	}
	const owner = answer.headers.get( OFFLINE_KEY_HEADER );
	if ( owner !== null ) {
		return owner === person;
	}
	const cacheControl = (
		answer.headers.get( 'Cache-Control' ) ?? ''
	).toLowerCase();
	return ! /\b(no-store|private)\b/.test( cacheControl );
}

/**
 * The headers kept with an answer: all but nonces, cart tokens, the key and `Vary`
 * (the cache is the person's own: the answer is found by its URL alone).
 *
 * @param headers The answer's headers.
 */
export function keptHeaders( headers: Headers ): Headers {
	const kept = new Headers();
	headers.forEach( ( value, name ) => {
		if ( ! PRIVATE_HEADERS.includes( name.toLowerCase() ) ) {
			kept.append( name, value );
		}
	} );
	return kept;
}

/**
 * A kept answer as the worker hands it out with no network: the same, with
 * `X-PlayPal-Offline-Copy: 1` (the offline library reads it to know it is offline).
 *
 * @param kept The answer from a person's cache.
 */
export function asOfflineCopy( kept: Response ): Response {
	return new Response( kept.body, offlineCopyInit( kept ) );
}

/**
 * What asOfflineCopy() keeps of the kept answer, and the mark it adds.
 *
 * @param kept The answer from a person's cache.
 */
export function offlineCopyInit(
	kept: Pick< Response, 'status' | 'statusText' | 'headers' >
): ResponseInit & { headers: Headers } {
	const headers = new Headers( kept.headers );
	headers.set( OFFLINE_COPY_HEADER, '1' );
	return { status: kept.status, statusText: kept.statusText, headers };
}
