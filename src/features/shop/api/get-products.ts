/**
 * GET /wc/store/v1/products: one page of the shop (per_page=24), filtered,
 * searched and sorted as the address says, with the totals from the
 * `X-WP-Total` and `X-WP-TotalPages` headers.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { requestWithHeaders } from '../../../lib/api-client';
import { preloadedResponse } from '../../../lib/preloaded';
import type { CatalogueQuery } from '../catalogue/query';
import type { ProductsPage, StoreProduct } from '../types';
import { productsPath } from './products-path';
import { isStoreOpen } from './store-open';

function headerNumber( headers: Headers, name: string, fallback: number ) {
	const value = Number.parseInt( headers.get( name ) ?? '', 10 );
	return Number.isFinite( value ) ? value : fallback;
}

/**
 * @param path A products path from `productsPath()`.
 */
export async function getProducts( path: string ): Promise< ProductsPage > {
	const { data, headers } = await requestWithHeaders< StoreProduct[] >( {
		path,
	} );
	return toProductsPage( data, headers );
}

function toProductsPage( data: unknown, headers: Headers ): ProductsPage {
	const products = Array.isArray( data ) ? ( data as StoreProduct[] ) : [];
	return {
		products,
		total: headerNumber( headers, 'X-WP-Total', products.length ),
		totalPages: headerNumber( headers, 'X-WP-TotalPages', 1 ),
	};
}

/**
 * A page of the shop as the address asks for it; nothing is requested while the shop is closed.
 *
 * @param query The shop's state (catalogue/query), or a page number of the whole catalogue.
 */
export function useProducts( query: CatalogueQuery | number = 1 ) {
	const key = isStoreOpen() ? productsPath( query ) : null;
	// The first render reads the page of products the page was sent with (see lib/preloaded).
	const preloaded = preloadedResponse( key );
	return useSWR( key, getProducts, {
		fallbackData: preloaded
			? toProductsPage( preloaded.body, preloaded.headers )
			: undefined,
	} );
}
