/**
 * The host page keeps its package address working while it plays
 * (docs/APPADOOS.md, "Player and its access design"): the frame's token is
 * bound to this page's load, and its lease is short (10 minutes by default).
 * While the page is shown, it renews the lease every few minutes (`POST
 * pp/v1/appadoos/{key}/play-lease` with the token and the renewal key the
 * server printed on the frame, without cookies); hidden, it waits, and renews
 * at once when shown again. Once the page is gone nobody renews, and the
 * address stops working within the lease.
 *
 * Answers: 200 (renewed; its `renewEvery` sets the next wait), 429 (too soon:
 * wait `retry_after`), 410 (the lease ran out while the page was hidden or
 * asleep: the page opens the Appadoo again, which gives a fresh address),
 * anything else or no network (the next turn tries again).
 */

export interface LeaseClock {
	now: () => number;
	later: ( ms: number, run: () => void ) => () => void;
}

export interface LeaseRenewalOptions {
	win: Window;
	/** The renewal endpoint (the frame's `data-playpal-lease`). */
	endpoint: string;
	/** The framed token (`data-playpal-token`). */
	token: string;
	/** Its renewal key (`data-playpal-renew`). */
	renew: string;
	fetchImpl?: typeof fetch;
	clock?: LeaseClock;
	/** What a lease that ran out does (default: reload the page). */
	onExpired?: () => void;
}

/** Milliseconds between two renewals unless the server says otherwise. */
export const RENEW_EVERY_MS = 4 * 60 * 1000;

/** The least wait between two renewals (the server refuses closer ones). */
export const RENEW_MIN_GAP_MS = 30 * 1000;

const defaultClock: LeaseClock = {
	now: () => Date.now(),
	later: ( ms, run ) => {
		const id = setTimeout( run, ms );
		return () => clearTimeout( id );
	},
};

/**
 * Starts renewing; answers what stops it.
 *
 * @param options What to renew, and how.
 */
export function startLeaseRenewal( options: LeaseRenewalOptions ): () => void {
	const { win, endpoint, token, renew } = options;
	const fetchImpl = options.fetchImpl ?? ( ( ...args ) => fetch( ...args ) );
	const clock = options.clock ?? defaultClock;
	const onExpired = options.onExpired ?? ( () => win.location.reload() );
	const doc = win.document;
	let every = RENEW_EVERY_MS;
	let last = clock.now();
	let cancel: ( () => void ) | null = null;
	let busy = false;
	let stopped = false;

	const schedule = ( ms: number ) => {
		cancel?.();
		cancel = stopped ? null : clock.later( ms, turn );
	};

	const renewNow = async () => {
		busy = true;
		let next = every;
		try {
			const response = await fetchImpl( endpoint, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( { token, renew } ),
				credentials: 'omit',
			} );
			const data = await response.json().catch( () => ( {} ) );
			if ( response.status === 200 ) {
				last = clock.now();
				if ( Number.isInteger( data?.renewEvery ) ) {
					every = Math.max(
						RENEW_MIN_GAP_MS,
						Math.min( RENEW_EVERY_MS, data.renewEvery * 1000 )
					);
				}
				next = every;
			} else if ( response.status === 410 ) {
				stopped = true;
				onExpired();
				return;
			} else if ( response.status === 429 ) {
				const wait = Number( data?.data?.retry_after );
				next = Math.max(
					RENEW_MIN_GAP_MS,
					Number.isFinite( wait ) ? wait * 1000 : 0
				);
			} else if ( response.status === 403 || response.status === 404 ) {
				// Not this page's to renew any more (access gone, Appadoo gone): nothing more to ask.
				stopped = true;
				return;
			}
		} catch {
			// No network: the next turn tries again.
		} finally {
			busy = false;
		}
		schedule( next );
	};

	function turn() {
		if ( stopped || busy ) {
			return;
		}
		if ( doc.visibilityState === 'hidden' ) {
			// Hidden: no renewal; shown again, onVisible() renews at once.
			cancel = null;
			return;
		}
		void renewNow();
	}

	const onVisible = () => {
		if ( stopped || busy || doc.visibilityState === 'hidden' ) {
			return;
		}
		if ( clock.now() - last >= RENEW_MIN_GAP_MS ) {
			cancel?.();
			cancel = null;
			void renewNow();
		} else if ( ! cancel ) {
			schedule( every );
		}
	};

	doc.addEventListener( 'visibilitychange', onVisible );
	schedule( every );
	return () => {
		stopped = true;
		cancel?.();
		cancel = null;
		doc.removeEventListener( 'visibilitychange', onVisible );
	};
}
