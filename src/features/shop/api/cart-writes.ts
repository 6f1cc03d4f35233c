/**
 * Cart writes. Each answers with the whole cart. The `Nonce` header is added
 * (and refreshed after a refusal) by the shared client's Store API
 * middleware, not here — for a batch, on each of its requests too, since
 * WooCommerce checks the nonce of every request inside a batch, not of the
 * batch itself (StoreApi/Routes/V1/Batch.php has no nonce check).
 */

/**
 * Internal dependencies
 */
import { ApiError, request } from '../../../lib/api-client';
import type { CartItemVariation, StoreCart } from '../types';
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

/** What POST /cart/add-item takes. */
export interface AddItemRequest {
	/** The product, or the chosen variation of a variable product. */
	id: number;
	quantity?: number;
	/** A variation's attributes (needed for "any" attributes). */
	variation?: CartItemVariation[];
}

function addItemBody( line: AddItemRequest ): object {
	return {
		id: line.id,
		quantity: line.quantity ?? 1,
		...( line.variation && line.variation.length > 0
			? { variation: line.variation }
			: {} ),
	};
}

/**
 * POST /cart/add-item (quantity 1 unless told, SPEC §7). The Store API
 * answers 201.
 *
 * @param id        Product or variation ID.
 * @param quantity  How many; 1 by default.
 * @param variation A variation's chosen attributes.
 */
export function addCartItem(
	id: number,
	quantity = 1,
	variation?: CartItemVariation[]
): Promise< StoreCart > {
	return post( 'add-item', addItemBody( { id, quantity, variation } ) );
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

/** One request's outcome inside a batch: the cart it answered, or why not. */
export type BatchOutcome =
	{ ok: true; cart: StoreCart } | { ok: false; error: ApiError };

/** WooCommerce's batch route takes at most this many requests (Batch.php maxItems). */
export const BATCH_LIMIT = 25;

interface BatchAnswer {
	responses?: {
		body?: unknown;
		status?: number;
		headers?: Record< string, string >;
	}[];
}

/**
 * The error a request inside a batch answered, shaped as the shared client
 * shapes a failed response, so the same words describe it.
 *
 * @param status HTTP status of the member.
 * @param body   Its body (WordPress's `{ code, message, data }`).
 */
function memberError( status: number, body: unknown ): ApiError {
	const text = JSON.stringify( body ?? null );
	const code =
		typeof body === 'object' && body !== null
			? ( body as { code?: unknown } ).code
			: undefined;
	return new ApiError(
		`HTTP ${ status }: ${ text.slice( 0, 500 ) }`,
		status,
		'',
		text,
		typeof code === 'string' ? code : undefined
	);
}

/**
 * POST /batch with one cart/add-item per line (at most BATCH_LIMIT). Every
 * line is tried (validation "normal"): one that fails does not stop the
 * others. Resolves to each line's outcome, in order; rejects only when the
 * batch itself failed (network, or the batch route refused it).
 *
 * @param lines The lines to add.
 */
export async function addCartItemsInBatch(
	lines: AddItemRequest[]
): Promise< BatchOutcome[] > {
	const answer = await request< BatchAnswer >( {
		path: `${ STORE_API }/batch`,
		method: 'POST',
		data: {
			validation: 'normal',
			requests: lines.map( ( line ) => ( {
				method: 'POST',
				path: `${ STORE_API }/cart/add-item`,
				body: addItemBody( line ),
			} ) ),
		},
	} );
	const responses = Array.isArray( answer?.responses )
		? answer.responses
		: [];
	return lines.map( ( _, index ): BatchOutcome => {
		const member = responses[ index ];
		const status = member?.status ?? 500;
		if ( member && status >= 200 && status < 300 ) {
			return {
				ok: true,
				cart: normalizeCart( member.body as StoreCart ),
			};
		}
		return { ok: false, error: memberError( status, member?.body ) };
	} );
}
