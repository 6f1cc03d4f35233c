/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	getStoreApiNonce,
	isStoreApiRequest,
	resetStoreApiNonce,
	storeApiNonceMiddleware,
} from './store-api-nonce';
import { batchNonceCarrier } from '../features/shop/api/batch-nonce';
import { globals } from '../test-utils/api-fetch';

interface Init {
	status?: number;
	body?: unknown;
	headers?: Record< string, string >;
}

function response( { status = 200, body = {}, headers = {} }: Init = {} ) {
	const make = (): Response =>
		( {
			ok: status >= 200 && status < 300,
			status,
			statusText: '',
			headers: new Headers( headers ),
			json: () => Promise.resolve( body ),
			text: () => Promise.resolve( JSON.stringify( body ) ),
			clone: make,
		} ) as unknown as Response;
	return make();
}

/**
 * A `next` that answers from a list, rejecting non-OK responses as apiFetch does.
 *
 * @param answers Responses, in order.
 */
function chain( ...answers: Response[] ) {
	// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed for mock.calls.
	const next = jest.fn( async ( _options: APIFetchOptions ) => {
		const answer = answers.shift();
		if ( ! answer ) {
			throw new Error( 'No more answers' );
		}
		if ( ! answer.ok ) {
			throw answer;
		}
		return answer;
	} );
	return next;
}

function sentNonce( next: jest.Mock, call: number ): string | undefined {
	return (
		next.mock.calls[ call ]?.[ 0 ] as { headers?: Record< string, string > }
	 ).headers?.Nonce;
}

const refusal = ( code: string, status: number, nonce?: string ) =>
	response( {
		status,
		body: { code, message: 'Nonce is invalid.', data: { status } },
		headers: nonce ? { Nonce: nonce, 'Nonce-Timestamp': '200' } : {},
	} );

beforeEach( () => {
	globals.playpalConfig = { storeApiNonce: 'from-shell' };
	resetStoreApiNonce();
} );

describe( 'storeApiNonceMiddleware', () => {
	it( 'recognises Store API requests by path or URL', () => {
		expect( isStoreApiRequest( { path: '/wc/store/v1/cart' } ) ).toBe(
			true
		);
		expect( isStoreApiRequest( { path: 'wc/store/cart/add-item' } ) ).toBe(
			true
		);
		expect(
			isStoreApiRequest( {
				url: 'https://example.test/wp-json/wc/store/v1/cart',
			} )
		).toBe( true );
		expect(
			isStoreApiRequest( {
				url: 'https://example.test/?rest_route=/wc/store/v1/cart',
			} )
		).toBe( true );
		expect( isStoreApiRequest( { path: '/pp/v1/health' } ) ).toBe( false );
		expect( isStoreApiRequest( { path: '/wc/v3/products' } ) ).toBe(
			false
		);
	} );

	it( 'adds the shell’s nonce to cart writes and none to reads', async () => {
		const next = chain( response(), response() );

		await storeApiNonceMiddleware(
			{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
			next
		);
		await storeApiNonceMiddleware( { path: '/wc/store/v1/cart' }, next );

		expect( sentNonce( next, 0 ) ).toBe( 'from-shell' );
		expect( sentNonce( next, 1 ) ).toBeUndefined();
	} );

	it( 'leaves other requests alone', async () => {
		const next = chain( response() );
		const options = { path: '/pp/v1/demo', method: 'POST' };

		await storeApiNonceMiddleware( options, next );

		expect( next ).toHaveBeenCalledWith( options );
	} );

	it( 'keeps the newest nonce any Store API response carries', async () => {
		const next = chain(
			response( {
				headers: { Nonce: 'newer', 'Nonce-Timestamp': '100' },
			} ),
			response( {
				headers: { Nonce: 'older', 'Nonce-Timestamp': '50' },
			} ),
			response()
		);

		await storeApiNonceMiddleware( { path: '/wc/store/v1/cart' }, next );
		await storeApiNonceMiddleware(
			{ path: '/wc/store/v1/products' },
			next
		);
		await storeApiNonceMiddleware(
			{ path: '/wc/store/v1/cart/remove-item', method: 'POST' },
			next
		);

		expect( getStoreApiNonce() ).toBe( 'newer' );
		expect( sentNonce( next, 2 ) ).toBe( 'newer' );
	} );

	it( 'takes the nonce from error responses too', async () => {
		const next = chain(
			response( {
				status: 409,
				body: { code: 'woocommerce_rest_cart_invalid_key' },
				headers: { Nonce: 'after-409' },
			} )
		);

		await expect(
			storeApiNonceMiddleware(
				{ path: '/wc/store/v1/cart/update-item', method: 'POST' },
				next
			)
		).rejects.toMatchObject( { status: 409 } );
		expect( getStoreApiNonce() ).toBe( 'after-409' );
	} );

	it( 'retries an expired nonce once with the fresh one the refusal carried', async () => {
		const next = chain(
			refusal( 'woocommerce_rest_invalid_nonce', 403, 'fresh' ),
			response( { status: 201, body: { items_count: 1 } } )
		);

		const result = ( await storeApiNonceMiddleware(
			{
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
				data: { id: 1 },
			},
			next
		) ) as Response;

		expect( result.status ).toBe( 201 );
		expect( next ).toHaveBeenCalledTimes( 2 );
		expect( sentNonce( next, 0 ) ).toBe( 'from-shell' );
		expect( sentNonce( next, 1 ) ).toBe( 'fresh' );
		expect( next.mock.calls[ 1 ]?.[ 0 ] ).toMatchObject( {
			data: { id: 1 },
		} );
	} );

	it( 'reads a fresh nonce from the cart when the refusal carried none', async () => {
		const next = chain(
			refusal( 'woocommerce_rest_missing_nonce', 401 ),
			response( { headers: { Nonce: 'from-cart' } } ),
			response()
		);

		await storeApiNonceMiddleware(
			{ path: '/wc/store/v1/cart/update-item', method: 'POST' },
			next
		);

		expect( next.mock.calls[ 1 ]?.[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart',
			method: 'GET',
		} );
		expect( sentNonce( next, 2 ) ).toBe( 'from-cart' );
	} );

	it( 'retries only once: a second refusal reaches the caller', async () => {
		const next = chain(
			refusal( 'woocommerce_rest_invalid_nonce', 403, 'fresh' ),
			refusal( 'woocommerce_rest_invalid_nonce', 403, 'fresher' )
		);

		await expect(
			storeApiNonceMiddleware(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			)
		).rejects.toMatchObject( { status: 403 } );
		expect( next ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'does not retry other refusals', async () => {
		const next = chain(
			response( {
				status: 403,
				body: { code: 'rest_forbidden' },
				headers: { Nonce: 'fresh' },
			} )
		);

		await expect(
			storeApiNonceMiddleware(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			)
		).rejects.toMatchObject( { status: 403 } );
		expect( next ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not retry reads', async () => {
		const next = chain(
			refusal( 'woocommerce_rest_invalid_nonce', 403, 'x' )
		);

		await expect(
			storeApiNonceMiddleware( { path: '/wc/store/v1/cart' }, next )
		).rejects.toMatchObject( { status: 403 } );
		expect( next ).toHaveBeenCalledTimes( 1 );
	} );

	describe( 'a write on a page that printed no nonce (a cacheable guest page)', () => {
		beforeEach( () => {
			globals.playpalConfig = { storeApiNonce: '' };
			resetStoreApiNonce();
		} );

		it( 'waits for the cart read under way and sends the nonce it brought', async () => {
			let answerRead: ( value: Response ) => void = () => {};
			const order: string[] = [];
			const next = jest.fn( ( options: APIFetchOptions ) => {
				order.push( `${ options.method ?? 'GET' } ${ options.path }` );
				if ( options.method === 'POST' ) {
					return Promise.resolve( response( { status: 201 } ) );
				}
				return new Promise< Response >( ( resolve ) => {
					answerRead = resolve;
				} );
			} );

			const read = storeApiNonceMiddleware(
				{ path: '/wc/store/v1/cart' },
				next
			);
			const write = storeApiNonceMiddleware(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			);
			// The write must not go out while the read is unanswered.
			await Promise.resolve();
			expect( order ).toEqual( [ 'GET /wc/store/v1/cart' ] );

			answerRead( response( { headers: { Nonce: 'from-read' } } ) );
			await read;
			const written = ( await write ) as Response;

			expect( written.status ).toBe( 201 );
			expect( order ).toEqual( [
				'GET /wc/store/v1/cart',
				'POST /wc/store/v1/cart/add-item',
			] );
			expect( sentNonce( next, 1 ) ).toBe( 'from-read' );
		} );

		it( 'reads the cart first when no read is under way, once for writes waiting together', async () => {
			const next = chain(
				response( { headers: { Nonce: 'from-cart' } } ),
				response( { status: 201 } ),
				response( { status: 201 } )
			);

			await Promise.all( [
				storeApiNonceMiddleware(
					{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
					next
				),
				storeApiNonceMiddleware(
					{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
					next
				),
			] );

			expect( next ).toHaveBeenCalledTimes( 3 );
			expect( next.mock.calls[ 0 ]?.[ 0 ] ).toMatchObject( {
				path: '/wc/store/v1/cart',
				method: 'GET',
			} );
			expect( sentNonce( next, 1 ) ).toBe( 'from-cart' );
			expect( sentNonce( next, 2 ) ).toBe( 'from-cart' );
		} );

		it( 'still sends the write when the cart read fails, and lets the refusal path recover', async () => {
			const next = chain(
				response( { status: 500, body: { code: 'oops' } } ),
				refusal( 'woocommerce_rest_missing_nonce', 401, 'fresh' ),
				response( { status: 201 } )
			);

			const result = ( await storeApiNonceMiddleware(
				{ path: '/wc/store/v1/cart/add-item', method: 'POST' },
				next
			) ) as Response;

			expect( result.status ).toBe( 201 );
			expect( sentNonce( next, 1 ) ).toBe( '' );
			expect( sentNonce( next, 2 ) ).toBe( 'fresh' );
		} );
	} );

	describe( 'a batch (POST /wc/store/v1/batch, with the shop’s nonce carrier)', () => {
		const batch = {
			path: '/wc/store/v1/batch',
			method: 'POST',
			nonceCarrier: batchNonceCarrier,
			data: {
				requests: [
					{
						path: '/wc/store/v1/cart/add-item',
						body: { id: 1 },
					},
					{
						path: '/wc/store/v1/cart/add-item',
						body: { id: 2 },
						headers: { 'X-Extra': 'kept' },
					},
				],
			},
		};
		const innerNonces = ( next: jest.Mock, call: number ) =>
			(
				next.mock.calls[ call ]?.[ 0 ] as {
					data: {
						requests: { headers?: Record< string, string > }[];
					};
				}
			 ).data.requests.map( ( inner ) => inner.headers?.Nonce );
		const answered = ( ...statuses: [ number, string ][] ) =>
			response( {
				status: 207,
				body: {
					responses: statuses.map( ( [ status, code ] ) => ( {
						status,
						body: { code },
						headers: {},
					} ) ),
				},
				headers: { Nonce: 'fresh', 'Nonce-Timestamp': '300' },
			} );

		it( 'carries the nonce on each request inside it, where WooCommerce checks it', async () => {
			const next = chain( answered( [ 201, '' ], [ 201, '' ] ) );

			await storeApiNonceMiddleware( batch, next );

			expect( sentNonce( next, 0 ) ).toBe( 'from-shell' );
			expect( innerNonces( next, 0 ) ).toEqual( [
				'from-shell',
				'from-shell',
			] );
			expect( next.mock.calls[ 0 ]?.[ 0 ] ).toMatchObject( {
				data: {
					requests: [
						{ body: { id: 1 } },
						{ body: { id: 2 }, headers: { 'X-Extra': 'kept' } },
					],
				},
			} );
		} );

		it( 'sends it again, once, when every request inside was refused for its nonce', async () => {
			const next = chain(
				answered(
					[ 403, 'woocommerce_rest_invalid_nonce' ],
					[ 403, 'woocommerce_rest_invalid_nonce' ]
				),
				answered( [ 201, '' ], [ 201, '' ] )
			);

			const result = ( await storeApiNonceMiddleware(
				batch,
				next
			) ) as Response;

			expect( next ).toHaveBeenCalledTimes( 2 );
			expect( innerNonces( next, 1 ) ).toEqual( [ 'fresh', 'fresh' ] );
			expect( result.status ).toBe( 207 );
		} );

		it( 'does not send it again when a request inside failed for another reason', async () => {
			const next = chain(
				answered(
					[ 403, 'woocommerce_rest_invalid_nonce' ],
					[ 400, 'woocommerce_rest_product_out_of_stock' ]
				)
			);

			await storeApiNonceMiddleware( batch, next );

			expect( next ).toHaveBeenCalledTimes( 1 );
		} );
	} );
} );
