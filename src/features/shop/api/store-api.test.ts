/**
 * Internal dependencies
 */
import { ApiError } from '../../../lib/api-client';
import {
	cart,
	cartItem,
	fakeApiFetch,
	fakeResponse,
	product,
} from '../test-utils/fake-store-api';
import { cartFromConflict, describeCartError } from './cart-errors';
import { addCartItem, removeCartItem, updateCartItem } from './cart-writes';
import { getCart } from './get-cart';
import { getProductBySlug } from './get-product';
import { getProducts } from './get-products';
import { CART_PATH, SHOP_PAGE_SIZE, productBySlugPath } from './paths';
import { productsPath } from './products-path';
import { mockedApiFetch } from '../../../test-utils/api-fetch';

async function caught( promise: Promise< unknown > ): Promise< ApiError > {
	try {
		await promise;
	} catch ( error ) {
		return error as ApiError;
	}
	throw new Error( 'Expected a failure' );
}

describe( 'Store API paths', () => {
	it( 'asks for 24 products a page on the shop', () => {
		expect( SHOP_PAGE_SIZE ).toBe( 24 );
		// In the store's menu order, as WooCommerce's shop lists by default.
		expect( productsPath() ).toBe(
			'/wc/store/v1/products?per_page=24&orderby=menu_order&order=asc'
		);
		expect( productsPath( 3 ) ).toBe(
			'/wc/store/v1/products?per_page=24&page=3&orderby=menu_order&order=asc'
		);
	} );

	it( 'URL-encodes the slug of a product lookup', () => {
		expect( productBySlugPath( 'space-station-alpha' ) ).toBe(
			'/wc/store/v1/products?slug=space-station-alpha'
		);
		expect( productBySlugPath( 'café & co/1' ) ).toBe(
			'/wc/store/v1/products?slug=caf%C3%A9%20%26%20co%2F1'
		);
	} );
} );

describe( 'Store API client', () => {
	it( 'reads a shop page with its totals from the paging headers', async () => {
		const kits = [ product( 1, 'Space Station Alpha' ) ];
		mockedApiFetch.mockImplementation(
			fakeApiFetch( () =>
				fakeResponse( {
					body: kits,
					headers: { 'X-WP-Total': '30', 'X-WP-TotalPages': '2' },
				} )
			)
		);

		const page = await getProducts( productsPath() );

		expect( page ).toEqual( { products: kits, total: 30, totalPages: 2 } );
		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: productsPath(),
				method: 'GET',
				parse: false,
			} )
		);
	} );

	it( 'finds a product by slug as the first element of the list, or null', async () => {
		const kit = product( 7, 'Dino Dig' );
		mockedApiFetch.mockImplementation(
			fakeApiFetch( ( { path } ) =>
				fakeResponse( {
					body: path.endsWith( 'dino-dig' )
						? [ kit, product( 8, 'Other' ) ]
						: [],
				} )
			)
		);

		await expect( getProductBySlug( 'dino-dig' ) ).resolves.toEqual( kit );
		await expect( getProductBySlug( 'nope' ) ).resolves.toBeNull();
	} );

	it( 'reads the cart without the browser cache', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( () => fakeResponse( { body: cart() } ) )
		);

		await expect( getCart() ).resolves.toMatchObject( {
			items: [],
			items_count: 0,
		} );
		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( { path: CART_PATH, cache: 'no-store' } )
		);
	} );

	it( 'adds one of a product (201 Created) and returns the whole cart', async () => {
		const kit = product( 3, 'Ocean' );
		const after = cart( [ cartItem( kit ) ] );
		mockedApiFetch.mockImplementation(
			fakeApiFetch( () => fakeResponse( { status: 201, body: after } ) )
		);

		await expect( addCartItem( 3 ) ).resolves.toEqual( after );
		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/wc/store/v1/cart/add-item',
				method: 'POST',
				data: { id: 3, quantity: 1 },
			} )
		);
	} );

	it( 'updates a line by key and quantity, and removes one by key in the body', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( () => fakeResponse( { body: cart() } ) )
		);

		await updateCartItem( 'abc', 2 );
		await removeCartItem( 'abc' );

		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/update-item',
			method: 'POST',
			data: { key: 'abc', quantity: 2 },
		} );
		expect( mockedApiFetch.mock.calls[ 1 ][ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/remove-item',
			method: 'POST',
			data: { key: 'abc' },
		} );
	} );

	it( 'fails with "HTTP {status} {statusText}: {first 500 characters of body}" (SPEC §8)', async () => {
		const body = {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Cart item no longer exists or is invalid.',
			data: { status: 409, cart: cart(), padding: 'x'.repeat( 600 ) },
		};
		mockedApiFetch.mockImplementation(
			fakeApiFetch( () => fakeResponse( { status: 409, body } ) )
		);

		const error = await caught( updateCartItem( 'gone', 2 ) );

		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe(
			`HTTP 409 Conflict: ${ JSON.stringify( body ).slice( 0, 500 ) }`
		);
		expect( error.code ).toBe( 'woocommerce_rest_cart_invalid_key' );
	} );

	it( 'fails with "Unable to parse response" when the body is not JSON (SPEC §8)', async () => {
		mockedApiFetch.mockImplementation(
			fakeApiFetch( () => fakeResponse( { body: '<html>oops' } ) )
		);

		const error = await caught( getCart() );

		expect( error.message ).toBe( 'HTTP 200 OK: Unable to parse response' );
	} );
} );

describe( 'cart failures', () => {
	function apiError( status: number, code: string, data: object = {} ) {
		const body = JSON.stringify( {
			code,
			message: code,
			data: { status, ...data },
		} );
		return new ApiError( `HTTP ${ status }`, status, '', body, code );
	}

	it( 'takes the current cart from a 409 conflict', () => {
		const current = cart( [ cartItem( product( 1, 'Kit' ), 2 ) ] );

		expect(
			cartFromConflict(
				apiError( 409, 'woocommerce_rest_cart_invalid_key', {
					cart: current,
				} )
			)
		).toEqual( current );
		expect(
			cartFromConflict(
				apiError( 400, 'woocommerce_rest_product_out_of_stock' )
			)
		).toBeNull();
	} );

	it.each( [
		[
			apiError( 400, 'woocommerce_rest_product_out_of_stock' ),
			'Sorry, Dino Dig is out of stock right now.',
		],
		[
			apiError( 400, 'woocommerce_rest_product_not_purchasable' ),
			'Sorry, Dino Dig can’t be bought right now.',
		],
		[
			apiError( 409, 'woocommerce_rest_cart_invalid_key' ),
			'That item had already changed, so we refreshed your cart.',
		],
		[
			apiError( 403, 'woocommerce_rest_invalid_nonce' ),
			'Your session timed out. Please reload the page and try again.',
		],
		[
			new ApiError( 'Network error', 0, '', '', 'fetch_error' ),
			'We couldn’t reach the shop. Check your connection and try again.',
		],
		[
			apiError( 500, 'woocommerce_rest_unknown_server_error' ),
			'Something went wrong with your cart. Please try again.',
		],
	] )( 'tells the person briefly what happened (%#)', ( error, text ) => {
		expect( describeCartError( error, 'Dino Dig' ).description ).toBe(
			text
		);
	} );
} );
