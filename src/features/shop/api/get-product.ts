/**
 * A product by slug: GET /wc/store/v1/products?slug={URL-encoded slug}, the
 * first element of the list (SPEC §7), or null when there is none.
 */

/**
 * External dependencies
 */
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Cache } from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { preloadedResponse } from '../../../lib/preloaded';
import type { ProductsPage, StoreProduct } from '../types';
import { isProductsPagePath, productBySlugPath } from './paths';
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
 * @param slug A slug as the store or the route spells it.
 */
function decodedSlug( slug: string ): string {
	try {
		return decodeURIComponent( slug );
	} catch {
		return slug;
	}
}

/**
 * The product as a shop page already in the cache holds it (the same Store
 * API object the product request answers with), or undefined.
 *
 * @param cache The SWR cache.
 * @param slug  Product slug from the route, decoded.
 */
export function productFromShopPages(
	cache: Cache,
	slug: string
): StoreProduct | undefined {
	for ( const key of cache.keys() ) {
		if ( ! isProductsPagePath( key ) ) {
			continue;
		}
		const page = cache.get( key )?.data as ProductsPage | undefined;
		const found = page?.products?.find(
			( product ) => decodedSlug( product.slug ) === slug
		);
		if ( found ) {
			return found;
		}
	}
	return undefined;
}

/**
 * A product page's product. Opened from the Shop, it shows the product the
 * shop page holds at once, while its one request brings the current price
 * and stock; loaded directly, it reads the product the page came with.
 *
 * @param slug Product slug from the route.
 */
export function useProduct( slug: string | undefined ) {
	const { cache } = useSWRConfig();
	const key = isStoreOpen() && slug ? productBySlugPath( slug ) : null;
	// The first render reads the product the page was sent with (see lib/preloaded);
	// a product opened from the Shop shows at once from the list's data.
	const preloaded = preloadedResponse( key );
	const fromShop = useMemo(
		() => ( key && slug ? productFromShopPages( cache, slug ) : undefined ),
		[ cache, key, slug ]
	);
	const fallbackData = preloaded ? firstProduct( preloaded.body ) : fromShop;
	return useSWR(
		key,
		getProductByPath,
		fallbackData ? { fallbackData } : undefined
	);
}
