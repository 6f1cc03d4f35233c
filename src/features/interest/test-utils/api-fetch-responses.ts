/**
 * Response doubles for tests that mock `@wordpress/api-fetch` (called with
 * `parse: false`, it resolves with a Response and rejects with one on non-2xx).
 */

export function jsonResponse( status: number, body: unknown, raw?: string ) {
	return {
		ok: status >= 200 && status < 300,
		status,
		statusText: status === 200 ? 'OK' : 'Error',
		headers: new Headers(),
		text: () => Promise.resolve( raw ?? JSON.stringify( body ) ),
	};
}

/** What api-fetch rejects with when the request never reached a server. */
export const NETWORK_FAILURE = {
	code: 'fetch_error',
	message: 'You are probably offline.',
};
