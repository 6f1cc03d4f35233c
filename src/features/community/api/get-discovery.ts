/**
 * GET /pp/v1/discovery: Products and collections of AI product discovery.
 * Types, fetcher and hook for this one request.
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
import type { Discovery } from '../types';
import { DISCOVERY_PATH } from './paths';

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export async function getDiscovery(): Promise< Discovery > {
	const response = await request< Partial< Discovery > | null >( {
		path: DISCOVERY_PATH,
	} );
	return {
		products: Array.isArray( response?.products ) ? response.products : [],
		collections: Array.isArray( response?.collections )
			? response.collections
			: [],
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useDiscovery() {
	return useSWR< Discovery, ApiError >( DISCOVERY_PATH, getDiscovery, {
		revalidateOnFocus: false,
	} );
}
