/**
 * A product by slug: GET /wc/store/v1/products?slug={URL-encoded slug}, the
 * first element of the list (SPEC §7), or null when there is none.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { StoreProduct } from '../types';
import { productBySlugPath } from './paths';
import { isStoreOpen } from './store-open';

/**
 * @param path A path from `productBySlugPath()`.
 */
export async function getProductByPath(
	path: string
): Promise< StoreProduct | null > {
	const list = await request< StoreProduct[] >( { path } );
	return Array.isArray( list ) && list.length > 0
		? ( list[ 0 ] ?? null )
		: null;
}

/**
 * @param slug Product slug, decoded.
 */
export function getProductBySlug( slug: string ) {
	return getProductByPath( productBySlugPath( slug ) );
}

/**
 * @param slug Product slug from the route.
 */
export function useProduct( slug: string | undefined ) {
	return useSWR(
		isStoreOpen() && slug ? productBySlugPath( slug ) : null,
		getProductByPath
	);
}
