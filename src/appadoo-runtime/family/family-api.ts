/**
 * The host page's calls to the family routes (docs/FAMILY.md, REST): signed
 * in with the parent's cookie and the printed REST nonce (and, on a share
 * link's page, the share token the server admits), or — on the page the
 * offline library saved, which keeps none — a fresh nonce asked for once the
 * network is back (createNonceSource()). A network failure
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
 * Asks for a fresh REST nonce; null when nobody is signed in any more.
 * Rejects with FamilyOffline when the network fails.
 */
export type NonceSource = () => Promise< string | null >;

/** What WordPress hands out: a `wp_rest` nonce. */
const NONCE = /^[0-9a-f]{10}$/;

/**
 * The nonce source of the page the offline library saved (which keeps no
 * nonce): WordPress's `admin-ajax.php?action=rest-nonce`, answered only
 * with the signed-in person's cookie, and readable by this origin alone.
 *
 * @param url       The address printed as `nonceUrl` (Player\Host_Page).
 * @param fetchImpl fetch (tests pass their own).
 */
export function createNonceSource(
	url: string,
	fetchImpl: typeof fetch = ( ...args ) => fetch( ...args )
): NonceSource {
	return async () => {
		let response: Response;
		try {
			response = await fetchImpl( url, {
				credentials: 'same-origin',
				cache: 'no-store',
			} );
		} catch {
			throw new FamilyOffline();
		}
		const text = response.ok ? ( await response.text() ).trim() : '';
		// A guest gets "0" (400): no nonce, the routes will answer 401 and nothing is marked as sent.
		return NONCE.test( text ) ? text : null;
	};
}

/**
 * A caller of the family routes.
 *
 * @param rest              The routes' base, ending in `children/` (plain permalinks: a `?rest_route=` address).
 * @param nonce             The REST nonce ("" for the saved page, which asks `renew` first).
 * @param options           Optional parts.
 * @param options.share     A share link's token, sent as `X-PlayPal-Share` (the server admits it on every request).
 * @param options.fetchImpl fetch (tests pass their own).
 * @param options.renew     Where a fresh nonce comes from, for a page without one or whose nonce is refused.
 */
export function createFamilyFetch(
	rest: string,
	nonce: string,
	{
		share = null,
		fetchImpl = ( ...args ) => fetch( ...args ),
		renew,
	}: {
		share?: string | null;
		fetchImpl?: typeof fetch;
		renew?: NonceSource;
	} = {}
): FamilyFetch {
	let current = nonce;
	const once = async (
		method: string,
		path: string,
		body: Record< string, unknown > | undefined,
		keepalive: boolean
	): Promise< FamilyAnswer > => {
		let response: Response;
		try {
			response = await fetchImpl( rest + path, {
				method,
				credentials: 'same-origin',
				headers: {
					'X-WP-Nonce': current,
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
	// One request for a nonce at a time: the reports of several sessions ask together.
	let renewing: Promise< string | null > | null = null;
	const fresh = ( ask: NonceSource ) => {
		renewing =
			renewing ??
			ask().finally( () => {
				renewing = null;
			} );
		return renewing;
	};
	return async ( method, path, body, keepalive = false ) => {
		if ( ! current && renew ) {
			current = ( await fresh( renew ) ) ?? '';
		}
		const answer = await once( method, path, body, keepalive );
		if (
			renew &&
			answer.status === 403 &&
			answer.data.code === 'rest_cookie_invalid_nonce'
		) {
			// The nonce aged out (a page left open past a day): once more with a fresh one.
			const renewed = await fresh( renew );
			if ( renewed && renewed !== current ) {
				current = renewed;
				return once( method, path, body, keepalive );
			}
		}
		return answer;
	};
}
