/**
 * apiFetch's last step, `fetch` itself, with the `X-WP-Nonce` header settled
 * by rest-nonce.ts: none for a guest, the freshest one for someone signed in.
 *
 * It does what @wordpress/api-fetch's default handler does (JSON body,
 * `Accept` header, cookies, parsed or raw answers, normalised errors),
 * because WordPress 7.1's `wp.apiFetch` does not expose that handler to wrap.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { currentRestNonce } from './rest-nonce';

/** The REST server treats a request as JSON only with this header (core ticket 44534). */
const ACCEPT = 'application/json, */*;q=0.1';

/**
 * The headers to send: the caller's, with the nonce replaced or removed.
 *
 * @param headers Headers the middlewares collected.
 */
function settleNonce(
	headers: Record< string, string > = {}
): Record< string, string > {
	const settled: Record< string, string > = { Accept: ACCEPT };
	for ( const [ name, value ] of Object.entries( headers ) ) {
		if ( name.toLowerCase() !== 'x-wp-nonce' ) {
			settled[ name ] = value;
		}
	}
	const nonce = currentRestNonce();
	if ( nonce ) {
		settled[ 'X-WP-Nonce' ] = nonce;
	}
	return settled;
}

function invalidJson() {
	return {
		code: 'invalid_json',
		message: __( 'The response is not a valid JSON response.', 'playpal' ),
	};
}

async function parseJson( response: Response ): Promise< unknown > {
	try {
		return await response.json();
	} catch {
		throw invalidJson();
	}
}

/**
 * Sends the request.
 *
 * @param options apiFetch options, after every middleware.
 */
export async function restFetchHandler(
	options: APIFetchOptions
): Promise< unknown > {
	const { url, path, data, parse = true, ...init } = options;
	const headers = settleNonce( options.headers );
	let body = options.body;
	if ( data !== undefined ) {
		body = JSON.stringify( data );
		headers[ 'Content-Type' ] = 'application/json';
	}
	let response: Response;
	try {
		response = await globalThis.fetch(
			url || path || window.location.href,
			{
				credentials: 'include',
				...init,
				body,
				headers,
			}
		);
	} catch ( error ) {
		if ( ( error as { name?: unknown } | null )?.name === 'AbortError' ) {
			throw error;
		}
		throw {
			code: 'fetch_error',
			message: __(
				'Could not get a valid response from the server.',
				'playpal'
			),
		};
	}
	if ( ! parse ) {
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	}
	if ( ! response.ok ) {
		throw (
			( await parseJson( response ) ) ?? {
				code: 'unknown_error',
				message: __( 'An unknown error occurred.', 'playpal' ),
			}
		);
	}
	return response.status === 204 ? null : parseJson( response );
}
