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
import { preloadedResponse } from '../../../lib/preloaded';
import type { StoreProduct } from '../types';
import { productBySlugPath } from './paths';
import { isStoreOpen } from './store-open';

/**
 * @param path A path from `productBySlugPath()`.
 */
export async function getProductByPath(
	path: string
): Promise< StoreProduct | null > {
	return firstProduct( await request< StoreProduct[] >( { path } ) );
}

function firstProduct( body: unknown ): StoreProduct | null {
	return Array.isArray( body ) && body.length > 0
		? ( ( body[ 0 ] as StoreProduct ) ?? null )
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
	const key = isStoreOpen() && slug ? productBySlugPath( slug ) : null;
	// The first render reads the product the page was sent with (see lib/preloaded).
	const preloaded = preloadedResponse( key );
	return useSWR( key, getProductByPath, {
		fallbackData: preloaded ? firstProduct( preloaded.body ) : undefined,
	} );
}
