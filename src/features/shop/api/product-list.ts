/**
 * A list of products from a Store API path (variations, grouped members):
 * the products, or none when the body is not a list.
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
import type { StoreProduct } from '../types';

/**
 * @param path A /wc/store/v1/products path.
 */
export async function getProductList(
	path: string
): Promise< StoreProduct[] > {
	const body = await request< unknown >( { path } );
	return Array.isArray( body ) ? ( body as StoreProduct[] ) : [];
}

/**
 * A product list by its path, starting from the list the page was sent with
 * (see lib/preloaded), so the printed page and the first render agree.
 *
 * @param key The list's path, or null when there is nothing to ask.
 */
export function useProductList( key: string | null ) {
	const preloaded = preloadedResponse< unknown >( key );
	return useSWR(
		key,
		getProductList,
		preloaded && Array.isArray( preloaded.body )
			? { fallbackData: preloaded.body as StoreProduct[] }
			: undefined
	);
}
