/**
 * GET /wc/store/v1/products: the store's products for the Subscription tab
 * (nothing is asked while the store is closed).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { getConfig } from '../../../lib/config';
import type { StoreProduct } from '../types';
import { STORE_PRODUCTS_PATH } from './paths';

export async function getStoreProducts(): Promise< StoreProduct[] > {
	const body = await request< StoreProduct[] >( {
		path: STORE_PRODUCTS_PATH,
	} );
	return Array.isArray( body ) ? body : [];
}

export function useStoreProducts() {
	return useSWR(
		getConfig().storeActive ? STORE_PRODUCTS_PATH : null,
		getStoreProducts
	);
}
