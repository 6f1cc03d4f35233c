/**
 * Pages a cache may share (issue 16, item 2): a guest with no login and no
 * cart gets a page with nothing of theirs in it, and the app reads the cart
 * and its Store API nonce after load. Once the guest has a cart, their pages
 * are their own again.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addFromShopCard,
	headerCartButton,
	recordConsoleErrors,
} from './shop-helpers';

const STORE_API_NONCE = /"storeApiNonce":"[0-9a-f]{10}"/;
const REST_NONCE = /createNonceMiddleware\( "[0-9a-f]{10}" \)/;
const EMBEDDED_CART = '"/wc/store/v1/cart":';

test( 'a fresh guest gets a shareable page with no nonce, and the cart still counts and adds', async ( {
	page,
} ) => {
	const errors = recordConsoleErrors( page );
	// Listening before the page loads: the bundle may read the cart before
	// goto() resolves (the shop is printed by the server and mounts at once).
	const cartRead = page.waitForResponse(
		( answer ) =>
			/wc\/store\/v1\/cart$/.test( new URL( answer.url() ).pathname ) &&
			answer.request().method() === 'GET'
	);

	const response = await page.goto( '/shop' );
	const headers = response?.headers() ?? {};
	expect( headers[ 'cache-control' ] ).toBe( 'public, max-age=60' );
	expect( headers.vary ).toBe( 'Cookie' );
	expect( headers.etag ).toMatch( /^W\/"[0-9a-f]{32}"$/ );
	const html = ( await response?.text() ) ?? '';
	expect( html, 'no Store API nonce' ).not.toMatch( STORE_API_NONCE );
	expect( html, 'no REST nonce' ).not.toMatch( REST_NONCE );
	expect( html, 'no cart' ).not.toContain( EMBEDDED_CART );

	// The app reads the (empty) cart once the page is up: no badge yet.
	await expect( headerCartButton( page ) ).toBeVisible();
	expect( ( await cartRead ).status() ).toBe( 200 );
	await expect( page.getByTestId( 'cart-count' ) ).toHaveCount( 0 );

	await addFromShopCard( page, 'Space Station Alpha' );
	await page.keyboard.press( 'Escape' );
	await expect( headerCartButton( page ) ).toHaveAccessibleName(
		'Cart 1 item'
	);
	expect( errors ).toEqual( [] );
} );

test( 'a guest who holds a cart gets pages of their own, with the cart counted from the first paint', async ( {
	page,
} ) => {
	await page.goto( '/product/dinosaur-dig-site-expedition' );
	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect( page ).toHaveURL( /\/cart$/ );
	await expect( page.getByTestId( 'cart-item' ) ).toHaveCount( 1 );

	const response = await page.goto( '/blog' );
	const cacheControl = response?.headers()[ 'cache-control' ] ?? '';
	expect( cacheControl ).toContain( 'private' );
	expect( cacheControl ).toContain( 'no-store' );
	const html = ( await response?.text() ) ?? '';
	expect( html, 'their Store API nonce' ).toMatch( STORE_API_NONCE );
	expect( html, 'their cart' ).toContain( EMBEDDED_CART );
	await expect( headerCartButton( page ) ).toHaveAccessibleName(
		'Cart 1 item'
	);

	// Adding again from this page works with the nonce it carries.
	await page.goto( '/shop' );
	const sheet = await addFromShopCard( page, 'Ocean Adventure Discovery' );
	await expect( sheet.getByTestId( 'cart-item' ) ).toHaveCount( 2 );
	await page.keyboard.press( 'Escape' );
	await expect( headerCartButton( page ) ).toHaveAccessibleName(
		'Cart 2 items'
	);
} );
