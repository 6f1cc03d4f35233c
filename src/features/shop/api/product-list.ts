/**
 * A list of products from a Store API path (variations, grouped members):
 * the products, or none when the body is not a list.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
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
