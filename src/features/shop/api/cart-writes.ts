/**
 * Cart writes. Each answers with the whole cart. The `Nonce` header is added
 * (and refreshed after a refusal) by the shared client's Store API
 * middleware, not here.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { StoreCart } from '../types';
import { normalizeCart } from './get-cart';
import { STORE_API } from './paths';

async function post( route: string, data: object ): Promise< StoreCart > {
	const cart = await request< StoreCart >( {
		path: `${ STORE_API }/cart/${ route }`,
		method: 'POST',
		data,
	} );
	return normalizeCart( cart );
}

/**
 * POST /cart/add-item with quantity 1 (SPEC §7). The Store API answers 201.
 *
 * @param id Product ID.
 */
export function addCartItem( id: number ): Promise< StoreCart > {
	return post( 'add-item', { id, quantity: 1 } );
}

/**
 * POST /cart/update-item.
 *
 * @param key      Line key.
 * @param quantity New quantity.
 */
export function updateCartItem(
	key: string,
	quantity: number
): Promise< StoreCart > {
	return post( 'update-item', { key, quantity } );
}

/**
 * POST /cart/remove-item, the key in the body.
 *
 * @param key Line key.
 */
export function removeCartItem( key: string ): Promise< StoreCart > {
	return post( 'remove-item', { key } );
}
