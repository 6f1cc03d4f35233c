/**
 * Data-fetching defaults for every `useSWR` in the app (SPEC §9: unused cache
 * kept 5 minutes; 3 retries with exponential back-off up to 30 s).
 *
 * - Retries: 1 s, 2 s, 4 s … capped at 30 s, at most 3; client errors (4xx)
 *   are not retried, except 408 Request Timeout and 429 Too Many Requests.
 * - Cache: entries nobody has used for 5 minutes are dropped. An entry is
 *   "in use" while a mounted hook holds its key, and every read or write
 *   counts as a use.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';
import { unstable_serialize as serializeKey, useSWRConfig } from 'swr';
import type { Cache, Middleware, SWRConfiguration, State } from 'swr';

export const CACHE_TTL_MS = 300000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30000;
export const BASE_RETRY_DELAY_MS = 1000;

/**
 * Delay before the given retry (1-based): 1 s, 2 s, 4 s, … never above 30 s.
 *
 * @param retryCount Which retry this is, starting at 1.
 */
export function getRetryDelay( retryCount: number ): number {
	const exponent = Math.max( 0, retryCount - 1 );
	// Cap the exponent too, so huge counts cannot overflow to Infinity.
	const delay = BASE_RETRY_DELAY_MS * 2 ** Math.min( exponent, 16 );
	return Math.min( delay, MAX_RETRY_DELAY_MS );
}

/**
 * Whether an error is worth retrying: network failures and 5xx are; client
 * errors (4xx) are not, except 408 and 429.
 *
 * @param error What the fetcher threw (an `ApiError` carries `status`).
 */
export function shouldRetry( error: unknown ): boolean {
	const status =
		typeof error === 'object' && error !== null
			? ( error as { status?: unknown } ).status
			: undefined;
	if ( typeof status !== 'number' ) {
		return true;
	}
	if ( status === 408 || status === 429 ) {
		return true;
	}
	return status < 400 || status >= 500;
}

export const onErrorRetry: NonNullable< SWRConfiguration[ 'onErrorRetry' ] > = (
	error,
	_key,
	config,
	revalidate,
	{ retryCount }
) => {
	// A hook may lower (or raise) the retry count; the app default is 3.
	const maxRetries = config.errorRetryCount ?? MAX_RETRIES;
	if ( retryCount > maxRetries || ! shouldRetry( error ) ) {
		return;
	}
	setTimeout(
		() => revalidate( { retryCount } ),
		getRetryDelay( retryCount )
	);
};

/**
 * A cache that forgets entries nobody has used for `ttl` milliseconds.
 *
 * Reads and writes mark an entry as used; `retain( key )` (done by
 * `retainMiddleware` for every mounted hook) keeps it while held. A single
 * timer, set for the earliest possible expiry, sweeps idle entries.
 */
export class EvictingCache implements Cache {
	private readonly entries = new Map< string, State >();
	private readonly lastUsed = new Map< string, number >();
	private readonly holders = new Map< string, number >();
	private timer: ReturnType< typeof setTimeout > | null = null;

	constructor( private readonly ttl: number = CACHE_TTL_MS ) {}

	keys(): IterableIterator< string > {
		return this.entries.keys();
	}

	get( key: string ): State | undefined {
		if ( this.entries.has( key ) ) {
			this.touch( key );
		}
		return this.entries.get( key );
	}

	set( key: string, value: State ): void {
		this.entries.set( key, value );
		this.touch( key );
	}

	delete( key: string ): void {
		this.entries.delete( key );
		this.lastUsed.delete( key );
	}

	/**
	 * Keeps `key` from being evicted until the returned release is called.
	 *
	 * @param key Serialized SWR key.
	 * @return Release function (idempotent).
	 */
	retain( key: string ): () => void {
		this.holders.set( key, ( this.holders.get( key ) ?? 0 ) + 1 );
		let released = false;
		return () => {
			if ( released ) {
				return;
			}
			released = true;
			const count = ( this.holders.get( key ) ?? 1 ) - 1;
			if ( count > 0 ) {
				this.holders.set( key, count );
			} else {
				this.holders.delete( key );
			}
			// Idle from now on: the TTL starts when the last holder lets go.
			if ( this.entries.has( key ) ) {
				this.touch( key );
			}
		};
	}

	/** Stops the sweep timer (for tests and teardown). */
	dispose(): void {
		if ( this.timer !== null ) {
			clearTimeout( this.timer );
			this.timer = null;
		}
	}

	private touch( key: string ): void {
		this.lastUsed.set( key, Date.now() );
		this.schedule();
	}

	private isHeld( key: string ): boolean {
		return ( this.holders.get( key ) ?? 0 ) > 0;
	}

	private schedule(): void {
		if ( this.timer !== null ) {
			return;
		}
		let earliest = Infinity;
		for ( const [ key, usedAt ] of this.lastUsed ) {
			if ( ! this.isHeld( key ) ) {
				earliest = Math.min( earliest, usedAt + this.ttl );
			}
		}
		if ( earliest === Infinity ) {
			return;
		}
		this.timer = setTimeout(
			() => {
				this.timer = null;
				this.sweep();
			},
			Math.max( 0, earliest - Date.now() )
		);
	}

	private sweep(): void {
		const now = Date.now();
		for ( const [ key, usedAt ] of [ ...this.lastUsed ] ) {
			if ( ! this.isHeld( key ) && now - usedAt >= this.ttl ) {
				this.delete( key );
			}
		}
		this.schedule();
	}
}

/**
 * SWR middleware: while a hook is mounted, its cache entry is held (never
 * evicted, however long the screen stays open without re-rendering).
 *
 * @param useSWRNext The next hook in the chain.
 */
export const retainMiddleware: Middleware =
	( useSWRNext ) => ( key, fetcher, config ) => {
		const { cache } = useSWRConfig();
		const serialized = serializeKey( key );
		useEffect( () => {
			if ( serialized && cache instanceof EvictingCache ) {
				return cache.retain( serialized );
			}
			return undefined;
		}, [ cache, serialized ] );
		return useSWRNext( key, fetcher, config );
	};

/**
 * The app-wide SWR configuration. `provider` creates one evicting cache per
 * `<SWRConfig>` (the app mounts one, in `AppProviders`).
 */
export const swrConfig: SWRConfiguration = {
	errorRetryCount: MAX_RETRIES,
	onErrorRetry,
	provider: () => new EvictingCache(),
	use: [ retainMiddleware ],
};
