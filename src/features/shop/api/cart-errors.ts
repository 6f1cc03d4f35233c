/**
 * What a failed cart write means for the person: a short message for a
 * toast, and — for a stale line (409) — the server's current cart, which
 * the Store API sends in `data.cart`.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../lib/api-client';
import type { StoreApiErrorBody, StoreCart } from '../types';
import { NONCE_ERROR_CODES } from '../../../lib/store-api-nonce';
import { normalizeCart } from './get-cart';

export interface CartErrorMessage {
	title: string;
	description: string;
	/** 'default' for a change we could reconcile, 'destructive' when nothing happened. */
	variant: 'default' | 'destructive';
	/** The Store API error code it answers (`http_0` for no answer), when known. */
	code?: string;
}

function errorBody( error: unknown ): StoreApiErrorBody | null {
	return error instanceof ApiError
		? ( error.json() as StoreApiErrorBody | null )
		: null;
}

/**
 * The cart a 409 conflict carries, if any.
 *
 * @param error What the write threw.
 */
export function cartFromConflict( error: unknown ): StoreCart | null {
	if ( ! ( error instanceof ApiError ) || error.status !== 409 ) {
		return null;
	}
	const cart = errorBody( error )?.data?.cart;
	return cart && typeof cart === 'object' ? normalizeCart( cart ) : null;
}

/**
 * A short, kind message for a failed cart change.
 *
 * @param error       What the write threw.
 * @param productName The product concerned, when known.
 */
export function describeCartError(
	error: unknown,
	productName?: string
): CartErrorMessage {
	const destructive = ( description: string ): CartErrorMessage => ( {
		title: __( 'Your cart was not changed', 'playpal' ),
		description,
		variant: 'destructive',
	} );
	const code =
		error instanceof ApiError
			? ( error.code ?? errorBody( error )?.code )
			: undefined;
	const status = error instanceof ApiError ? error.status : undefined;

	if ( status === 0 ) {
		return destructive(
			__(
				'We couldn’t reach the shop. Check your connection and try again.',
				'playpal'
			)
		);
	}
	if ( code === 'woocommerce_rest_cart_invalid_key' || status === 409 ) {
		return {
			title: __( 'Your cart was updated', 'playpal' ),
			description: __(
				'That item had already changed, so we refreshed your cart.',
				'playpal'
			),
			variant: 'default',
		};
	}
	if ( code === 'woocommerce_rest_product_out_of_stock' ) {
		return destructive(
			productName
				? sprintf(
						/* translators: %s: product name. */
						__( 'Sorry, %s is out of stock right now.', 'playpal' ),
						productName
					)
				: __( 'Sorry, this kit is out of stock right now.', 'playpal' )
		);
	}
	if (
		code === 'woocommerce_rest_product_not_purchasable' ||
		code === 'woocommerce_rest_cart_invalid_product'
	) {
		return destructive(
			productName
				? sprintf(
						/* translators: %s: product name. */
						__( 'Sorry, %s can’t be bought right now.', 'playpal' ),
						productName
					)
				: __( 'Sorry, this kit can’t be bought right now.', 'playpal' )
		);
	}
	if ( code === 'woocommerce_rest_product_invalid_quantity' ) {
		return destructive(
			__( 'That quantity isn’t available for this kit.', 'playpal' )
		);
	}
	if ( code !== undefined && NONCE_ERROR_CODES.has( code ) ) {
		return destructive(
			__(
				'Your session timed out. Please reload the page and try again.',
				'playpal'
			)
		);
	}
	return destructive(
		__(
			'Something went wrong with your cart. Please try again.',
			'playpal'
		)
	);
}
