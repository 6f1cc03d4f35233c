/**
 * A Store API batch's nonce: WooCommerce checks the nonce of each request
 * inside a batch, not of the batch itself (StoreApi/Routes/V1/Batch.php has
 * no nonce check), so each request inside carries it too, as WooCommerce's
 * blocks send it. When every request inside was refused for its nonce, none
 * changed anything, and the whole batch can be sent again with a fresh one.
 *
 * The shared client's middleware (lib/store-api-nonce) applies this when a
 * batch asks for it; it lives here so the first page's JavaScript does not
 * carry what only the grouped product's "Add to Cart" sends.
 */

/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { NonceCarrier } from '../../../lib/store-api-nonce';
import { NONCE_ERROR_CODES } from '../../../lib/store-api-nonce';

interface InnerRequest {
	headers?: Record< string, string >;
}

function carry( options: APIFetchOptions, nonce: string ): APIFetchOptions {
	const data = options.data as { requests?: InnerRequest[] } | undefined;
	if ( ! data || ! Array.isArray( data.requests ) ) {
		return options;
	}
	return {
		...options,
		data: {
			...data,
			requests: data.requests.map( ( inner ) => ( {
				...inner,
				headers: { ...( inner.headers ?? {} ), Nonce: nonce },
			} ) ),
		},
	};
}

async function refused( result: unknown ): Promise< boolean > {
	const response = result as Partial< Response > | null;
	if ( ! response || typeof response.clone !== 'function' ) {
		return false;
	}
	try {
		const body = ( await response.clone().json() ) as {
			responses?: { status?: number; body?: { code?: unknown } }[];
		};
		const members = Array.isArray( body?.responses ) ? body.responses : [];
		return (
			members.length > 0 &&
			members.every(
				( member ) =>
					( member.status === 401 || member.status === 403 ) &&
					typeof member.body?.code === 'string' &&
					NONCE_ERROR_CODES.has( member.body.code )
			)
		);
	} catch {
		return false;
	}
}

export const batchNonceCarrier: NonceCarrier = { carry, refused };
