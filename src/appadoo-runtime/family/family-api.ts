/**
 * The host page's calls to the family routes (docs/FAMILY.md, REST): signed
 * in with the parent's cookie and the printed REST nonce (and, on a share
 * link's page, the share token the server admits), or — on the page the
 * offline library saved, which keeps none — a fresh nonce asked for once the
 * network is back (createNonceSource()). A network failure (or a 2xx
 * answer that is not the routes' JSON: a captive portal's page) rejects
 * with FamilyOffline (the caller falls back to the device); an answer,
 * even an error, resolves with its status and body. So does an answer the
 * service worker made from its saved copy of a read (`X-PlayPal-Offline-Copy:
 * 1`, docs/OFFLINE.md): that is the network failing, never the server's word
 * (a state read from it once pushed an older state over a newer one).
 */

/**
 * Internal dependencies
 */
import { OFFLINE_COPY_HEADER } from '../../lib/offline/names';

/** A device clock off by less than this is taken as right (the server allows 5 minutes ahead). */
const SKEW_TRUSTED_MS = 60000;

let skew = 0;

/**
 * How far the server's clock is ahead of this device's (ms; 0 within a
 * minute), from the `Date` of the routes' last answer: the host dates each
 * session's played-at time by the server's clock, so a tablet whose clock is
 * wrong (or was set back) sends times the server takes, on the right day.
 */
export function serverClockSkew(): number {
	return skew;
}

/**
 * Takes the skew from an answer of the routes.
 *
 * @param response The answer.
 */
function learnSkew( response: Response ): void {
	const date = Date.parse( response.headers?.get( 'Date' ) ?? '' );
	if ( Number.isFinite( date ) ) {
		const off = date - Date.now();
		skew = Math.abs( off ) < SKEW_TRUSTED_MS ? 0 : off;
	}
}

export class FamilyOffline extends Error {
	constructor() {
		super( 'offline' );
		this.name = 'FamilyOffline';
	}
}

export interface FamilyAnswer {
	status: number;
	data: Record< string, unknown >;
	/**
	 * The server's time when it answered (Unix ms, the routes' own `Date`):
	 * the host dates no play before it (ledger.ts, `heard`). Absent without one.
	 */
	serverTime?: number;
}

export type FamilyFetch = (
	method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** How long the nonce request may take before it counts as a network failure. */
export const NONCE_TIMEOUT_MS = 10000;

/**
 * What a call on a page whose nonce source found nobody signed in resolves
 * with, without sending: the routes would answer exactly this to a request
 * without a nonce (WordPress then treats the cookie as a guest's).
 */
const SIGNED_OUT: FamilyAnswer = {
	status: 401,
	data: { code: 'playpal_not_signed_in' },
};

/**
 * Asks the nonce address once.
 *
 * @param url       The nonce address.
 * @param fetchImpl fetch.
 * @param signal    Aborts the request (its timeout).
 */
async function askNonce(
	url: string,
	fetchImpl: typeof fetch,
	signal: AbortSignal
): Promise< string | null > {
	let response: Response;
	let text = '';
	try {
		response = await fetchImpl( url, {
			credentials: 'same-origin',
			cache: 'no-store',
			signal,
		} );
		text = response.ok ? ( await response.text() ).trim() : '';
	} catch {
		// No network, or aborted past the timeout (the body too may stall).
		throw new FamilyOffline();
	}
	// A guest gets "0" (400): no nonce, the routes will answer 401 and nothing is marked as sent.
	return NONCE.test( text ) ? text : null;
}

/**
 * The nonce source of the page the offline library saved (which keeps no
 * nonce): WordPress's `admin-ajax.php?action=rest-nonce`, answered only
 * with the signed-in person's cookie, and readable by this origin alone.
 *
 * @param url       The address printed as `nonceUrl` (Player\Host_Page).
 * @param fetchImpl fetch (tests pass their own).
 * @param timeoutMs How long the request may take: past it, a network failure (FamilyOffline).
 */
export function createNonceSource(
	url: string,
	fetchImpl: typeof fetch = ( ...args ) => fetch( ...args ),
	timeoutMs: number = NONCE_TIMEOUT_MS
): NonceSource {
	return () => {
		// A stalled request would hold every family call waiting on it (review
		// finding L7: the break's extra time waited forever).
		const controller = new AbortController();
		const timer = setTimeout( () => controller.abort(), timeoutMs );
		return askNonce( url, fetchImpl, controller.signal ).finally( () =>
			clearTimeout( timer )
		);
	};
}

/**
 * Whether a response came from the routes themselves: a captive portal or a
 * proxy answers 2xx with its own HTML page (often after a redirect), which
 * must not count as the server's confirmation.
 *
 * @param response The answer.
 */
function fromTheRoutes( response: Response ): boolean {
	if ( response.redirected ) {
		return false;
	}
	const type = response.headers?.get( 'Content-Type' ) ?? '';
	return /^application\/([a-z0-9.+-]*\+)?json\b/i.test( type.trim() );
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
		sent: string,
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
					'X-WP-Nonce': sent,
					...( share ? { 'X-PlayPal-Share': share } : {} ),
					...( body ? { 'Content-Type': 'application/json' } : {} ),
				},
				body: body ? JSON.stringify( body ) : undefined,
				keepalive,
			} );
		} catch {
			throw new FamilyOffline();
		}
		if ( response.headers?.get( OFFLINE_COPY_HEADER ) === '1' ) {
			// The worker's kept copy: no network, whatever its status says.
			throw new FamilyOffline();
		}
		if (
			response.status >= 200 &&
			response.status < 300 &&
			! fromTheRoutes( response )
		) {
			// A captive portal's page, not the server: nothing was sent.
			throw new FamilyOffline();
		}
		learnSkew( response );
		// Only the routes' own answer (JSON, not redirected) tells the server's time: a proxy's
		// error page may carry another clock, and the host keeps the latest time for good.
		const date = Date.parse( response.headers?.get( 'Date' ) ?? '' );
		const serverTime =
			Number.isFinite( date ) && fromTheRoutes( response ) ? date : null;
		let data: Record< string, unknown > = {};
		try {
			const parsed = await response.json();
			data = parsed && typeof parsed === 'object' ? parsed : {};
		} catch {
			// An answer without JSON (a proxy's error page) reads as empty.
		}
		return {
			status: response.status,
			data,
			...( serverTime !== null ? { serverTime } : {} ),
		};
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
			if ( ! current ) {
				// Signed out: nothing to send, and nothing may be marked as sent.
				return SIGNED_OUT;
			}
		}
		// The nonce this call sends: another call may renew `current` meanwhile.
		const sent = current;
		const answer = await once( sent, method, path, body, keepalive );
		if (
			renew &&
			answer.status === 403 &&
			answer.data.code === 'rest_cookie_invalid_nonce'
		) {
			// The nonce aged out (a page left open past a day): once more with a fresh one.
			// Compared with what THIS call sent (review finding L1): a second call refused
			// together with the first gets the nonce the first renewed, and retries too.
			// Renewed already by another call since this one was sent: take that one.
			const renewed =
				current && current !== sent ? current : await fresh( renew );
			if ( renewed && renewed !== sent ) {
				current = renewed;
				return once( renewed, method, path, body, keepalive );
			}
		}
		return answer;
	};
}
