/**
 * What every community request shares: the answer is fetched once per visit
 * (no refetch on focus), and a list missing from it reads as an empty list.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-client';

/**
 * Fetches a community path; null or any part of the answer may be missing.
 *
 * @param path The pp/v1 path.
 */
export function getAnswer< T >( path: string ) {
	return request< Partial< T > | null >( { path } );
}

/**
 * The named lists of an answer: each the answer's own, or an empty list for
 * anything missing.
 *
 * @param response The answer.
 * @param names    The lists' names.
 */
export function listsOf< T >(
	response: Partial< T > | null,
	names: Array< keyof T & string >
): T {
	return Object.fromEntries(
		names.map( ( name ) => {
			const value = response?.[ name ];
			return [ name, Array.isArray( value ) ? value : [] ];
		} )
	) as T;
}

/**
 * Fetches a community path whose answer is lists (see `listsOf`).
 *
 * @param path  The pp/v1 path.
 * @param names The lists' names.
 */
export async function getLists< T >(
	path: string,
	names: Array< keyof T & string >
): Promise< T > {
	return listsOf< T >( await getAnswer< T >( path ), names );
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 *
 * @param path    The pp/v1 path (the SWR key).
 * @param fetcher Fetches and shapes the answer.
 */
export function useAnswer< T >( path: string, fetcher: () => Promise< T > ) {
	return useSWR< T, ApiError >( path, fetcher, {
		revalidateOnFocus: false,
	} );
}
