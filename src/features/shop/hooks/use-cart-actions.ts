/**
 * Cart changes as the screens make them: call the server, then show the
 * cart the server answered with (every write answers with the whole cart,
 * so the cart on screen is the server's, never a local guess). Writes wait
 * their turn (cart-write-queue.ts), so the last cart shown is the latest;
 * the header badge, the sheet and the Cart page read the same SWR entry.
 *
 * Failures are logged (SPEC §8) and also told to the person in a toast; the
 * cart stays consistent: a 409 brings the current cart in `data.cart`, and
 * any other failure reloads the cart from the server.
 */

/**
 * External dependencies
 */
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { toast } from '../../../components';
import {
	addCartItem,
	removeCartItem,
	updateCartItem,
} from '../api/cart-writes';
import { cartFromConflict, describeCartError } from '../api/cart-errors';
import { enqueueCartWrite } from '../api/cart-write-queue';
import { CART_PATH } from '../api/paths';
import type { CartItem, StoreCart, StoreProduct } from '../types';

export interface CartActions {
	/** Adds one of the product; resolves to the new cart, or null when it failed. */
	add: (
		product: Pick< StoreProduct, 'id' | 'name' >
	) => Promise< StoreCart | null >;
	/** Sets a line's quantity; never below the line's minimum (1). */
	setQuantity: (
		item: CartItem,
		quantity: number
	) => Promise< StoreCart | null >;
	remove: ( item: CartItem ) => Promise< StoreCart | null >;
	/** Keys of lines (or `product-{id}` for adds) with a change in flight. */
	pending: ReadonlySet< string >;
}

/**
 * The smallest quantity a line may have (SPEC §5: 1).
 *
 * @param item Cart line.
 */
export function minimumQuantity( item: CartItem ): number {
	return Math.max( 1, item.quantity_limits?.minimum ?? 1 );
}

/**
 * The largest quantity a line may have.
 *
 * @param item Cart line.
 */
export function maximumQuantity( item: CartItem ): number {
	return item.quantity_limits?.maximum ?? Number.MAX_SAFE_INTEGER;
}

export function useCartActions(): CartActions {
	const { mutate } = useSWRConfig();
	// How many changes of each key are queued or in flight: a key stays
	// pending until the last of them is answered.
	const [ inFlight, setInFlight ] = useState< ReadonlyMap< string, number > >(
		() => new Map()
	);
	const pending = useMemo(
		(): ReadonlySet< string > => new Set( inFlight.keys() ),
		[ inFlight ]
	);
	const count = useCallback(
		( id: string, change: 1 | -1 ) =>
			setInFlight( ( current ) => {
				const next = new Map( current );
				const left = ( next.get( id ) ?? 0 ) + change;
				if ( left > 0 ) {
					next.set( id, left );
				} else {
					next.delete( id );
				}
				return next;
			} ),
		[]
	);

	const run = useCallback(
		async (
			id: string,
			write: () => Promise< StoreCart >,
			productName?: string
		): Promise< StoreCart | null > => {
			count( id, 1 );
			try {
				const cart = await enqueueCartWrite( write );
				await mutate( CART_PATH, cart, { revalidate: false } );
				return cart;
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( 'Cart update failed:', error );
				const serverCart = cartFromConflict( error );
				if ( serverCart ) {
					await mutate( CART_PATH, serverCart, {
						revalidate: false,
					} );
				} else {
					void mutate( CART_PATH );
				}
				const message = describeCartError( error, productName );
				toast( {
					title: message.title,
					description: message.description,
					variant: message.variant,
				} );
				return null;
			} finally {
				count( id, -1 );
			}
		},
		[ mutate, count ]
	);

	const add = useCallback(
		( product: Pick< StoreProduct, 'id' | 'name' > ) =>
			run(
				`product-${ product.id }`,
				() => addCartItem( product.id ),
				product.name
			),
		[ run ]
	);

	const setQuantity = useCallback(
		async ( item: CartItem, quantity: number ) => {
			const next = Math.min(
				maximumQuantity( item ),
				Math.max( minimumQuantity( item ), Math.trunc( quantity ) )
			);
			if ( next === item.quantity ) {
				return null;
			}
			return run(
				item.key,
				() => updateCartItem( item.key, next ),
				item.name
			);
		},
		[ run ]
	);

	const remove = useCallback(
		( item: CartItem ) =>
			run( item.key, () => removeCartItem( item.key ), item.name ),
		[ run ]
	);

	return { add, setQuantity, remove, pending };
}
