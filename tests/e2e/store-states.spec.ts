/**
 * The shop with an empty catalogue, and the site without WooCommerce.
 *
 * The e2e site's mu-plugin (tests/e2e/mu-plugins) reads the cookie
 * `playpal_e2e_store`, so each test sees these states for its own requests
 * only: `empty` (the store's product queries find nothing) and `off` (no
 * store plugin is loaded at all). Other tests running in parallel are not
 * affected.
 */

/**
 * External dependencies
 */
import { test, expect, type BrowserContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	headerCartButton,
	recordConsoleErrors,
	recordStoreApiRequests,
	exceptCartRead,
} from './shop-helpers';
import { logInAsAdmin } from './log-in';

async function storeIs(
	context: BrowserContext,
	state: 'empty' | 'off' | 'unpriced'
) {
	await context.addCookies( [
		{
			name: 'playpal_e2e_store',
			value: state,
			url: process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890',
		},
	] );
}

test( 'a shop with no products shows "More Magic Coming Soon"', async ( {
	page,
	context,
} ) => {
	await storeIs( context, 'empty' );
	const requests = recordStoreApiRequests( page );

	await page.goto( '/shop' );

	await expect(
		page.getByRole( 'heading', { name: 'More Magic Coming Soon' } )
	).toBeVisible();
	await expect( page.getByTestId( 'product-card' ) ).toHaveCount( 0 );
	expect(
		exceptCartRead( requests ),
		'the empty first page came with the page'
	).toEqual( [] );
} );

test( 'unpriced products show no "$0.00" and cannot be added: the Add buttons say they are not available', async ( {
	page,
	context,
} ) => {
	await storeIs( context, 'unpriced' );

	await page.goto( '/shop' );
	const cards = page.getByTestId( 'product-card' );
	await expect( cards.first() ).toBeVisible();
	await expect( page.getByTestId( 'price' ) ).toHaveCount( 0 );
	await expect( page.getByRole( 'main' ) ).not.toContainText( '$0.00' );
	const space = cards.filter( { hasText: 'Space Station Alpha' } );
	await expect(
		space.getByRole( 'button', { name: /Not available/ } )
	).toBeDisabled();

	await page.goto( '/product/space-station-alpha' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Space Station Alpha' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Not available' } )
	).toBeDisabled();
	await expect( page.getByRole( 'main' ) ).not.toContainText( '$0.00' );
} );

test( 'without WooCommerce the shop, product, cart and checkout screens say the shop is not open yet, with no console errors', async ( {
	page,
	context,
} ) => {
	await storeIs( context, 'off' );
	const errors = recordConsoleErrors( page );
	const requests = recordStoreApiRequests( page );

	for ( const path of [
		'/shop',
		'/products',
		'/product/space-station-alpha',
		'/cart',
		'/checkout',
	] ) {
		const response = await page.goto( path );
		expect( response?.status(), path ).toBe( 200 );
		await expect(
			page.getByRole( 'heading', { name: 'The shop is not open yet' } ),
			path
		).toBeVisible();
	}
	await headerCartButton( page ).click();
	await expect(
		page
			.getByRole( 'dialog', { name: 'Cart' } )
			.getByText( 'The shop is not open yet' )
	).toBeVisible();

	expect( requests, 'no Store API request without a store' ).toEqual( [] );
	expect( errors ).toEqual( [] );
} );

test( 'without WooCommerce, wp-admin tells the site owner how to open the shop', async ( {
	page,
	context,
} ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	await storeIs( context, 'off' );
	await logInAsAdmin( page );
	// The Dashboard: a real WooCommerce sends a new admin to its own screens,
	// which do not exist while the store is off.
	await page.goto( '/wp-admin/index.php' );

	const notice = page.getByTestId( 'playpal-store-notice' );
	await expect( notice ).toContainText(
		'PlayPal’s shop is not open yet: WooCommerce is not active.'
	);
	await expect( notice ).toContainText( 'WooCommerce' );
	await expect( page.getByTestId( 'woocommerce-double-notice' ) ).toHaveCount(
		0
	);
} );

test( 'wp-admin says whether the site runs the Store API test double', async ( {
	page,
} ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	// bin/lib/site.sh links the double only when no real WooCommerce is
	// present; bin/test-e2e says which one the site runs.
	const realWooCommerce = process.env.PLAYPAL_E2E_STORE === 'woocommerce';
	await logInAsAdmin( page );
	// The store's own menu: WooCommerce's, or the double's notice below.
	await expect(
		page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: /^WooCommerce\b/ } )
	).toHaveCount( realWooCommerce ? 1 : 0 );

	await expect(
		page
			.getByTestId( 'woocommerce-double-notice' )
			.filter( { hasText: 'not WooCommerce' } )
	).toHaveCount( realWooCommerce ? 0 : 1 );
	await expect( page.getByTestId( 'playpal-store-notice' ) ).toHaveCount( 0 );
} );
