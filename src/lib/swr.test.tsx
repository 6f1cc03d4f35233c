/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig, unstable_serialize as serializeKey } from 'swr';
import type { State } from 'swr';

/**
 * Internal dependencies
 */
import {
	CACHE_TTL_MS,
	EvictingCache,
	MAX_RETRIES,
	MAX_RETRY_DELAY_MS,
	getRetryDelay,
	onErrorRetry,
	shouldRetry,
	swrConfig,
} from './swr';

const state = ( data: unknown ): State => ( { data } );

beforeEach( () => {
	jest.useFakeTimers();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'constants', () => {
	it( 'match SPEC §9', () => {
		expect( CACHE_TTL_MS ).toBe( 300000 );
		expect( MAX_RETRIES ).toBe( 3 );
		expect( MAX_RETRY_DELAY_MS ).toBe( 30000 );
		expect( swrConfig.errorRetryCount ).toBe( MAX_RETRIES );
	} );
} );

describe( 'retry back-off', () => {
	type RetryArgs = Parameters< typeof onErrorRetry >;

	/**
	 * Calls onErrorRetry for one failed attempt; returns the revalidate spy.
	 * @param error
	 * @param retryCount
	 * @param errorRetryCount
	 */
	function retry(
		error: unknown,
		retryCount: number,
		errorRetryCount = MAX_RETRIES
	) {
		const revalidate = jest.fn();
		onErrorRetry(
			error as Error,
			'key',
			{ errorRetryCount } as unknown as RetryArgs[ 2 ],
			revalidate,
			{ retryCount, dedupe: true }
		);
		return revalidate;
	}

	/**
	 * How long until revalidate fires, in ms (or null if it never does).
	 * @param revalidate
	 */
	function delayOf( revalidate: jest.Mock ): number | null {
		let elapsed = 0;
		while ( elapsed <= 120000 ) {
			if ( revalidate.mock.calls.length > 0 ) {
				return elapsed;
			}
			jest.advanceTimersByTime( 250 );
			elapsed += 250;
		}
		return null;
	}

	it( 'waits 1 s, 2 s, then 4 s, and gives up after 3 retries', () => {
		const serverError = { status: 500 };

		expect( delayOf( retry( serverError, 1 ) ) ).toBe( 1000 );
		expect( delayOf( retry( serverError, 2 ) ) ).toBe( 2000 );
		expect( delayOf( retry( serverError, 3 ) ) ).toBe( 4000 );
		expect( delayOf( retry( serverError, 4 ) ) ).toBeNull();
	} );

	it( 'passes the retry count on to the next attempt', () => {
		const revalidate = retry( new Error( 'offline' ), 2 );
		jest.advanceTimersByTime( 2000 );

		expect( revalidate ).toHaveBeenCalledWith( { retryCount: 2 } );
	} );

	it( 'never waits longer than 30 s between attempts', () => {
		// A screen that allows more retries still stops growing at the cap.
		expect( delayOf( retry( { status: 503 }, 6, 10 ) ) ).toBe( 30000 );
		expect( delayOf( retry( { status: 503 }, 10, 10 ) ) ).toBe( 30000 );
		expect( getRetryDelay( 1000 ) ).toBe( MAX_RETRY_DELAY_MS );
	} );

	it( 'does not retry client errors, except 408 and 429', () => {
		expect( delayOf( retry( { status: 404 }, 1 ) ) ).toBeNull();
		expect( delayOf( retry( { status: 400 }, 1 ) ) ).toBeNull();
		expect( delayOf( retry( { status: 403 }, 1 ) ) ).toBeNull();
		expect( delayOf( retry( { status: 408 }, 1 ) ) ).toBe( 1000 );
		expect( delayOf( retry( { status: 429 }, 1 ) ) ).toBe( 1000 );
	} );

	it( 'retries network failures and server errors', () => {
		expect( shouldRetry( { status: 0 } ) ).toBe( true );
		expect( shouldRetry( new Error( 'boom' ) ) ).toBe( true );
		expect( shouldRetry( { status: 500 } ) ).toBe( true );
		expect( shouldRetry( { status: 422 } ) ).toBe( false );
	} );

	it( 'makes useSWR try 4 times in all: at 0 s, 1 s, 3 s and 7 s', async () => {
		const fetcher = jest.fn( () =>
			Promise.reject(
				Object.assign( new Error( 'down' ), { status: 503 } )
			)
		);
		function Probe() {
			const { error } = useSWR( '/pp/v1/demo', fetcher );
			return <p>{ error ? 'failed' : 'loading' }</p>;
		}
		render(
			<SWRConfig
				value={ {
					...swrConfig,
					dedupingInterval: 0,
					revalidateOnFocus: false,
				} }
			>
				<Probe />
			</SWRConfig>
		);
		await act( async () => {} );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );

		const callsAt = async ( ms: number ) => {
			await act( async () => {
				jest.advanceTimersByTime( ms );
			} );
			return fetcher.mock.calls.length;
		};
		expect( await callsAt( 999 ) ).toBe( 1 );
		expect( await callsAt( 1 ) ).toBe( 2 );
		expect( await callsAt( 2000 ) ).toBe( 3 );
		expect( await callsAt( 4000 ) ).toBe( 4 );
		expect( await callsAt( 60000 ) ).toBe( 4 );
		expect( screen.getByText( 'failed' ) ).toBeInTheDocument();
	} );
} );

describe( 'EvictingCache', () => {
	it( 'drops an entry nobody used for 5 minutes', () => {
		const cache = new EvictingCache();
		cache.set( '/pp/v1/demo', state( 'hello' ) );

		jest.advanceTimersByTime( CACHE_TTL_MS - 1 );
		expect( [ ...cache.keys() ] ).toEqual( [ '/pp/v1/demo' ] );

		jest.advanceTimersByTime( 1 );
		expect( [ ...cache.keys() ] ).toEqual( [] );
		expect( cache.get( '/pp/v1/demo' ) ).toBeUndefined();
	} );

	it( 'counts a read as a use and restarts the 5 minutes', () => {
		const cache = new EvictingCache();
		cache.set( 'a', state( 1 ) );
		cache.set( 'b', state( 2 ) );

		jest.advanceTimersByTime( 4 * 60 * 1000 );
		expect( cache.get( 'a' ) ).toEqual( state( 1 ) );

		jest.advanceTimersByTime( 60 * 1000 );
		expect( cache.get( 'b' ) ).toBeUndefined();
		expect( [ ...cache.keys() ] ).toEqual( [ 'a' ] );

		jest.advanceTimersByTime( 4 * 60 * 1000 );
		expect( [ ...cache.keys() ] ).toEqual( [] );
	} );

	it( 'keeps a held entry, and evicts it 5 minutes after release', () => {
		const cache = new EvictingCache();
		cache.set( 'held', state( 'x' ) );
		const release = cache.retain( 'held' );

		jest.advanceTimersByTime( 3 * CACHE_TTL_MS );
		expect( [ ...cache.keys() ] ).toEqual( [ 'held' ] );

		release();
		jest.advanceTimersByTime( CACHE_TTL_MS - 1 );
		expect( [ ...cache.keys() ] ).toEqual( [ 'held' ] );
		jest.advanceTimersByTime( 1 );
		expect( [ ...cache.keys() ] ).toEqual( [] );
	} );

	it( 'holds an entry while a mounted hook uses it, through the app config', async () => {
		const cache = new EvictingCache();
		const key = '/pp/v1/health';
		function Probe() {
			const { data } = useSWR( key, () => Promise.resolve( 'ok' ) );
			return <p>{ data ?? 'loading' }</p>;
		}
		const { unmount } = render(
			<SWRConfig
				value={ {
					...swrConfig,
					provider: () => cache,
					revalidateOnFocus: false,
				} }
			>
				<Probe />
			</SWRConfig>
		);
		await act( async () => {} );
		expect( screen.getByText( 'ok' ) ).toBeInTheDocument();

		await act( async () => {
			jest.advanceTimersByTime( 2 * CACHE_TTL_MS );
		} );
		expect( cache.get( serializeKey( key ) )?.data ).toBe( 'ok' );

		unmount();
		jest.advanceTimersByTime( CACHE_TTL_MS );
		expect( cache.get( serializeKey( key ) ) ).toBeUndefined();
		cache.dispose();
	} );
} );
