/**
 * What a failed cart write means for the person: a title and a sentence
 * (store-api-errors.ts has one per Store API error code), shown beside the
 * control that made the write and in a toast, and — for a stale line (409) —
 * the server's current cart, which the Store API sends in `data.cart`.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../lib/api-client';
import { htmlToText } from '../../../lib/html-text';
import type { StoreApiErrorBody, StoreCart } from '../types';
import { normalizeCart } from './get-cart';
import {
	conflictSentence,
	networkErrorSentence,
	storeApiError,
	unknownErrorSentence,
} from './store-api-errors';

export interface CartErrorMessage {
	title: string;
	description: string;
	/** 'default' for a change we could reconcile, 'destructive' when nothing happened. */
	variant: 'default' | 'destructive';
	/** The Store API error code it answers (`http_0` for no answer), when known. */
	code?: string;
}

/** The code given to a write that got no answer at all. */
export const NO_ANSWER_CODE = 'http_0';

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
 * WooCommerce's own message as plain text (it sends entities such as
 * `&quot;` and, from notices, sometimes markup), or '' when there is none.
 *
 * @param body The error body.
 */
function serverSentence( body: StoreApiErrorBody | null ): string {
	return typeof body?.message === 'string' ? htmlToText( body.message ) : '';
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
	const apiError = error instanceof ApiError ? error : undefined;
	const body = errorBody( error );
	const code = apiError ? ( apiError.code ?? body?.code ) : undefined;
	const status = apiError?.status;
	const product = productName ? htmlToText( productName ) : undefined;
	const unchanged = (
		description: string,
		title = __( 'Your cart was not changed', 'playpal' )
	): CartErrorMessage => ( {
		title,
		description,
		variant: 'destructive',
		code,
	} );

	if ( status === 0 ) {
		return { ...unchanged( networkErrorSentence() ), code: NO_ANSWER_CODE };
	}
	const entry = storeApiError( code );
	if ( ! entry && status !== 409 ) {
		return unchanged( unknownErrorSentence() );
	}
	const description =
		( entry?.serverMessage && serverSentence( body ) ) ||
		( entry ? entry.sentence( product ) : conflictSentence() );
	// A 409 means the cart had changed: the hook shows the cart it carries
	// (or reloads it), so the cart on screen is already the new one.
	if ( status === 409 && entry?.scope !== 'checkout' ) {
		return {
			title: __( 'Your cart was updated', 'playpal' ),
			description,
			variant: 'default',
			code,
		};
	}
	return entry?.scope === 'checkout'
		? unchanged( description, __( 'Your order wasn’t placed', 'playpal' ) )
		: unchanged( description );
}
