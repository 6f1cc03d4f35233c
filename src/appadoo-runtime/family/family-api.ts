/**
 * The host page's calls to the family routes (docs/FAMILY.md, REST): signed
 * in with the parent's cookie and the printed REST nonce (and, on a share
 * link's page, the share token the server admits). A network failure
 * rejects with FamilyOffline (the caller falls back to the device); an
 * answer, even an error, resolves with its status and body.
 */

export class FamilyOffline extends Error {
	constructor() {
		super( 'offline' );
		this.name = 'FamilyOffline';
	}
}

export interface FamilyAnswer {
	status: number;
	data: Record< string, unknown >;
}

export type FamilyFetch = (
	method: 'GET' | 'POST' | 'PUT',
	path: string,
	body?: Record< string, unknown >,
	keepalive?: boolean
) => Promise< FamilyAnswer >;

/**
 * A caller of the family routes.
 *
 * @param rest      The routes' base, ending in `children/` (plain permalinks: a `?rest_route=` address).
 * @param nonce     The REST nonce.
 * @param share     A share link's token, sent as `X-PlayPal-Share` (the server admits it on every request).
 * @param fetchImpl fetch (tests pass their own).
 */
export function createFamilyFetch(
	rest: string,
	nonce: string,
	share: string | null = null,
	fetchImpl: typeof fetch = ( ...args ) => fetch( ...args )
): FamilyFetch {
	return async ( method, path, body, keepalive = false ) => {
		let response: Response;
		try {
			response = await fetchImpl( rest + path, {
				method,
				credentials: 'same-origin',
				headers: {
					'X-WP-Nonce': nonce,
					...( share ? { 'X-PlayPal-Share': share } : {} ),
					...( body ? { 'Content-Type': 'application/json' } : {} ),
				},
				body: body ? JSON.stringify( body ) : undefined,
				keepalive,
			} );
		} catch {
			throw new FamilyOffline();
		}
		let data: Record< string, unknown > = {};
		try {
			const parsed = await response.json();
			data = parsed && typeof parsed === 'object' ? parsed : {};
		} catch {
			// An answer without JSON (a proxy's error page) reads as empty.
		}
		return { status: response.status, data };
	};
}
