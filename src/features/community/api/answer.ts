/**
 * What every community GET shares: the answer is fetched once per visit (no
 * refetch on focus), and a list missing from it reads as an empty list.
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

export const getAnswer = < T >( path: string ) =>
	request< Partial< T > | null >( { path } );

// The answer's named lists, each an empty list when missing.
export const listsOf = < T >(
	response: Partial< T > | null,
	names: Array< keyof T & string >
) =>
	Object.fromEntries(
		names.map( ( name ) => {
			const value = response?.[ name ];
			return [ name, Array.isArray( value ) ? value : [] ];
		} )
	) as T;

export const getLists = async < T >(
	path: string,
	names: Array< keyof T & string >
) => listsOf< T >( await getAnswer< T >( path ), names );

export const useAnswer = < T >( path: string, fetcher: () => Promise< T > ) =>
	useSWR< T, ApiError >( path, fetcher, { revalidateOnFocus: false } );
