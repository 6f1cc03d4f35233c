/**
 * GET /wc/store/v1/products/categories: the categories that hold products,
 * the filter bar's choices. The shell embeds it on /shop (Shop_Routes), so
 * the printed filter bar and this one list the same categories.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { preloadedResponse } from '../../../lib/preloaded';
import { CATEGORIES_PATH } from './paths';
import { isStoreOpen } from './store-open';

/** A term as the Store API sends it (categories and attribute terms). */
export interface StoreTerm {
	id: number;
	name: string;
	slug: string;
	parent?: number;
	count: number;
}

/**
 * Fetches a list of terms (or attributes); anything that is not a list reads as none.
 *
 * @param path Store API path.
 */
export async function getTerms< T = StoreTerm >(
	path: string
): Promise< T[] > {
	const body = await request< T[] >( { path } );
	return Array.isArray( body ) ? body : [];
}

/**
 * A list of terms (or attributes), starting from the embedded response when the page has one.
 *
 * @param path Store API path, null to ask nothing.
 */
export function useTerms< T = StoreTerm >( path: string | null ) {
	const preloaded = preloadedResponse< T[] >( path );
	return useSWR( path, getTerms< T >, {
		fallbackData: Array.isArray( preloaded?.body )
			? preloaded.body
			: undefined,
		revalidateOnFocus: false,
	} );
}

/** The product categories; nothing is requested while the shop is closed. */
export function useCategories() {
	return useTerms( isStoreOpen() ? CATEGORIES_PATH : null );
}
