/**
 * Cart changes as the screens make them: call the server, then show the
 * cart the server answered with (every write answers with the whole cart,
 * so the cart on screen is the server's, never a local guess). Writes wait
 * their turn (cart-write-queue.ts), so the last cart shown is the latest;
 * the header badge, the sheet and the Cart page read the same SWR entry.
 *
 * No write ends in silence: it either changes the cart on screen or leaves
 * a sentence in `errors` under the key of the control that made it (the
 * screens show it beside that control, CartWriteNote), and a toast. Failures
 * are logged too (SPEC §8). The cart stays consistent: a 409 brings the
 * current cart in `data.cart`, and any other failure reloads the cart.
 */

/**
 * External dependencies
 */
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toast } from '../../../components';
import {
	addCartItem,
	addCartItemsInBatch,
	BATCH_LIMIT,
	removeCartItem,
	updateCartItem,
} from '../api/cart-writes';
import type { BatchOutcome } from '../api/cart-writes';
import { cartFromConflict, describeCartError } from '../api/cart-errors';
import type { CartErrorMessage } from '../api/cart-errors';
import { enqueueCartWrite } from '../api/cart-write-queue';
import { CART_PATH } from '../api/paths';
import { htmlToText } from '../../../lib/html-text';
import type {
	CartItem,
	CartItemVariation,
	StoreCart,
	StoreProduct,
} from '../types';

export type { CartErrorMessage };

/** What `add` may be told besides the product. */
export interface AddOptions {
	/** How many; 1 by default. */
	quantity?: number;
	/** The chosen variation of a variable product: sent instead of the product's ID. */
	variationId?: number;
	/** The variation's chosen attributes (WooCommerce needs "any" ones spelt out). */
	variation?: CartItemVariation[];
}

/** One line of `addMany`. */
export interface AddManyLine {
	product: Pick< StoreProduct, 'id' | 'name' >;
	quantity: number;
}

/** A line of `addMany` that was not added, and why. */
export interface FailedLine {
	product: Pick< StoreProduct, 'id' | 'name' >;
	message: CartErrorMessage;
}

export interface AddManyResult {
	/** The cart after the batch; null when nothing was added. */
	cart: StoreCart | null;
	failed: FailedLine[];
}

export interface CartActions {
	/** Adds the product (or its variation); resolves to the new cart, or null when it failed. */
	add: (
		product: Pick< StoreProduct, 'id' | 'name' >,
		options?: AddOptions
	) => Promise< StoreCart | null >;
	/**
	 * Adds several products in one request (the Store API's batch route); a
	 * line that fails is named in `failed` and in `errors.get( key )`.
	 */
	addMany: ( lines: AddManyLine[], key: string ) => Promise< AddManyResult >;
	/** Sets a line's quantity; never below the line's minimum (1). */
	setQuantity: (
		item: CartItem,
		quantity: number
	) => Promise< StoreCart | null >;
	remove: ( item: CartItem ) => Promise< StoreCart | null >;
	/** Keys of lines (or `product-{id}` for adds) with a change in flight. */
	pending: ReadonlySet< string >;
	/**
	 * The last failure of each key (`product-{id}`, a line key, or the key
	 * given to addMany); cleared by the key's next success or clearError.
	 */
	errors: ReadonlyMap< string, CartErrorMessage >;
	/** Forgets a key's failure (the person dismissed it or changed the control). */
	clearError: ( key: string ) => void;
}

/**
 * The key under which an add of the product is pending and its failure kept.
 *
 * @param product The product (the parent, for a variation).
 */
export function addKey( product: Pick< StoreProduct, 'id' > ): string {
	return `product-${ product.id }`;
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

/**
 * One message for a batch with failed lines, naming each of them.
 *
 * @param failed The lines not added.
 * @param added  How many lines were added.
 */
function batchMessage( failed: FailedLine[], added: number ): CartErrorMessage {
	const reasons = failed.map( ( { product, message } ) =>
		sprintf(
			/* translators: 1: product name, 2: why it was not added. */
			__( '%1$s: %2$s', 'playpal' ),
			htmlToText( product.name ),
			message.description
		)
	);
	return {
		title:
			added > 0
				? sprintf(
						/* translators: %d: number of products not added. */
						_n(
							'%d product was not added',
							'%d products were not added',
							failed.length,
							'playpal'
						),
						failed.length
					)
				: __( 'Your cart was not changed', 'playpal' ),
		description: reasons.join( ' ' ),
		variant: 'destructive',
		code: failed.length === 1 ? failed[ 0 ]?.message.code : undefined,
	};
}

export function useCartActions(): CartActions {
	const { mutate } = useSWRConfig();
	// How many changes of each key are queued or in flight: a key stays
	// pending until the last of them is answered.
	const [ inFlight, setInFlight ] = useState< ReadonlyMap< string, number > >(
		() => new Map()
	);
	const [ errors, setErrors ] = useState<
		ReadonlyMap< string, CartErrorMessage >
	>( () => new Map() );
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
	const setError = useCallback(
		( key: string, message: CartErrorMessage | undefined ) =>
			setErrors( ( current ) => {
				if ( ! message && ! current.has( key ) ) {
					return current;
				}
				const next = new Map( current );
				if ( message ) {
					next.set( key, message );
				} else {
					next.delete( key );
				}
				return next;
			} ),
		[]
	);
	const clearError = useCallback(
		( key: string ) => setError( key, undefined ),
		[ setError ]
	);

	/** Shows the cart a write answered. */
	const show = useCallback(
		( cart: StoreCart ) => mutate( CART_PATH, cart, { revalidate: false } ),
		[ mutate ]
	);

	/**
	 * After a failure: the cart a 409 carried, or else a fresh read (the
	 * write may have happened before the answer was lost).
	 */
	const reconcile = useCallback(
		async ( error: unknown ) => {
			const serverCart = cartFromConflict( error );
			if ( serverCart ) {
				await show( serverCart );
			} else {
				void mutate( CART_PATH );
			}
		},
		[ mutate, show ]
	);

	const tell = useCallback(
		( key: string, message: CartErrorMessage ) => {
			setError( key, message );
			toast( {
				title: message.title,
				description: message.description,
				variant: message.variant,
			} );
		},
		[ setError ]
	);

	const run = useCallback(
		async (
			key: string,
			write: () => Promise< StoreCart >,
			productName?: string
		): Promise< StoreCart | null > => {
			// A new try starts without the last one's sentence, so its own
			// outcome is announced afresh (role="alert" speaks on appearing).
			setError( key, undefined );
			count( key, 1 );
			try {
				const cart = await enqueueCartWrite( write );
				await show( cart );
				setError( key, undefined );
				return cart;
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( 'Cart update failed:', error );
				await reconcile( error );
				tell( key, describeCartError( error, productName ) );
				return null;
			} finally {
				count( key, -1 );
			}
		},
		[ count, show, reconcile, tell, setError ]
	);

	const add = useCallback(
		(
			product: Pick< StoreProduct, 'id' | 'name' >,
			options: AddOptions = {}
		) =>
			run(
				addKey( product ),
				() =>
					addCartItem(
						options.variationId ?? product.id,
						options.quantity ?? 1,
						options.variation
					),
				product.name
			),
		[ run ]
	);

	const addMany = useCallback(
		async (
			lines: AddManyLine[],
			key: string
		): Promise< AddManyResult > => {
			const wanted = lines.filter( ( line ) => line.quantity > 0 );
			if ( wanted.length === 0 ) {
				return { cart: null, failed: [] };
			}
			setError( key, undefined );
			count( key, 1 );
			const failed: FailedLine[] = [];
			let cart: StoreCart | null = null;
			let lastError: unknown;
			try {
				for (
					let start = 0;
					start < wanted.length;
					start += BATCH_LIMIT
				) {
					const chunk = wanted.slice( start, start + BATCH_LIMIT );
					let outcomes: BatchOutcome[];
					try {
						outcomes = await enqueueCartWrite( () =>
							addCartItemsInBatch(
								chunk.map( ( line ) => ( {
									id: line.product.id,
									quantity: line.quantity,
								} ) )
							)
						);
					} catch ( error ) {
						// The batch itself failed: none of its lines was tried.
						outcomes = chunk.map( () => ( {
							ok: false as const,
							error,
						} ) ) as BatchOutcome[];
					}
					for ( const [ index, outcome ] of outcomes.entries() ) {
						const line = chunk[ index ] as AddManyLine;
						if ( outcome.ok ) {
							cart = outcome.cart;
							continue;
						}
						lastError = outcome.error;
						cart = cartFromConflict( outcome.error ) ?? cart;
						failed.push( {
							product: line.product,
							message: describeCartError(
								outcome.error,
								line.product.name
							),
						} );
					}
				}
				if ( failed.length > 0 ) {
					// eslint-disable-next-line no-console
					console.error( 'Cart update failed:', lastError );
				}
				if ( cart ) {
					await show( cart );
				} else {
					void mutate( CART_PATH );
				}
				if ( failed.length > 0 ) {
					tell(
						key,
						batchMessage( failed, wanted.length - failed.length )
					);
				} else {
					setError( key, undefined );
				}
				return {
					cart: failed.length < wanted.length ? cart : null,
					failed,
				};
			} finally {
				count( key, -1 );
			}
		},
		[ count, show, mutate, tell, setError ]
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

	return {
		add,
		addMany,
		setQuantity,
		remove,
		pending,
		errors,
		clearError,
	};
}
