/**
 * GET /wc/store/v1/cart: the visitor's cart (a cookie session for guests).
 * Sent with credentials and `cache: 'no-store'`, so it is never a stale copy.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { StoreCart } from '../types';
import { CART_PATH } from './paths';
import { isStoreOpen } from './store-open';

export async function getCart(): Promise< StoreCart > {
	const cart = await request< StoreCart >( {
		path: CART_PATH,
		cache: 'no-store',
	} );
	return normalizeCart( cart );
}

/**
 * A cart with the lists the screens read, whatever the server left out.
 *
 * @param cart Cart from the Store API.
 */
export function normalizeCart( cart: Partial< StoreCart > | null ): StoreCart {
	const items = Array.isArray( cart?.items ) ? cart.items : [];
	return {
		...( cart as StoreCart ),
		items,
		items_count:
			typeof cart?.items_count === 'number'
				? cart.items_count
				: items.reduce( ( sum, item ) => sum + item.quantity, 0 ),
	};
}

/**
 * The cart, shared by the header badge, the sheet and the Cart page (one
 * cache entry). Nothing is requested while the shop is closed.
 *
 * Loaded once per page: a screen that mounts later (the sheet, the Cart
 * page) shows the cart already in the cache instead of asking again. It
 * stays current without that: every cart write answers with the whole cart
 * and puts it in the cache, and coming back to the tab reloads it (another
 * tab may have changed it).
 */
export function useCart() {
	return useSWR( isStoreOpen() ? CART_PATH : null, getCart, {
		revalidateIfStale: false,
	} );
}
