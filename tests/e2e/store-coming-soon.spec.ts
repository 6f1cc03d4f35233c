/**
 * WooCommerce's "coming soon" mode. The e2e site's mu-plugin
 * (tests/e2e/mu-plugins/playpal-e2e-coming-soon.php) sets the options
 * WooCommerce reads, for one test's requests only, from the cookie
 * `playpal_e2e_coming_soon`: `store` (store pages only, WooCommerce's
 * default) or `site`. The real WooCommerce and the test double both answer.
 */

/**
 * External dependencies
 */
import { test, expect, type BrowserContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	SITE_URL,
	addFromProductPage,
	documentCount,
	recordConsoleErrors,
	recordStoreApiRequests,
} from './shop-helpers';
import { logInAsAdmin } from './log-in';

async function comingSoon( context: BrowserContext, mode: 'store' | 'site' ) {
	await context.addCookies( [
		{ name: 'playpal_e2e_coming_soon', value: mode, url: SITE_URL },
	] );
}

test( 'store pages coming soon: visitors get PlayPal’s own "not open yet" state in one document, with no cart and no nonce', async ( {
	page,
	context,
} ) => {
	await comingSoon( context, 'store' );
	const requests = recordStoreApiRequests( page );
	const errors = recordConsoleErrors( page );

	for ( const path of [
		'/shop',
		'/products',
		'/product/space-station-alpha',
		'/cart',
	] ) {
		const response = await page.goto( path );
		expect( response?.status(), path ).toBe( 200 );
		const html = ( await response?.text() ) ?? '';
		expect( documentCount( html ), `${ path } is one document` ).toBe( 1 );
		expect( html, `${ path } is not the store’s page` ).not.toContain(
			'woo-coming-soon-page'
		);
		expect( html, `${ path } carries no Store API nonce` ).toContain(
			'"storeApiNonce":""'
		);
		expect( html, `${ path } embeds no cart` ).not.toContain(
			'"/wc/store/v1/cart":'
		);
		await expect(
			page.getByRole( 'heading', { name: 'The shop is not open yet' } ),
			path
		).toBeVisible();
		await expect( page.getByTestId( 'product-card' ) ).toHaveCount( 0 );
	}
	// WooCommerce sends its coming-soon page with 200 and no "noindex".
	const shop = ( await ( await page.goto( '/shop' ) )?.text() ) ?? '';
	expect( shop ).not.toMatch( /<meta name=['"]robots['"][^>]*noindex/ );
	expect(
		requests,
		'no Store API request while the store is hidden'
	).toEqual( [] );
	expect( errors ).toEqual( [] );
	// A product that does not exist is still a 404, as WooCommerce leaves it.
	expect( ( await page.goto( '/product/no-such-kit' ) )?.status() ).toBe(
		404
	);
	// Pages that are not the store's stay open.
	const blog = await page.goto( '/blog' );
	expect( documentCount( ( await blog?.text() ) ?? '' ) ).toBe( 1 );
	await expect( page.getByTestId( 'blog-card' ).first() ).toBeVisible();
} );

test( 'store pages coming soon: people who manage the store see the shop', async ( {
	page,
	context,
} ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	await comingSoon( context, 'store' );
	await logInAsAdmin( page );

	const response = await page.goto( '/shop' );

	expect( documentCount( ( await response?.text() ) ?? '' ) ).toBe( 1 );
	await expect(
		page
			.getByTestId( 'product-card' )
			.filter( { hasText: 'Space Station Alpha' } )
	).toBeVisible();
	expect( response?.headers()[ 'cache-control' ] ).toContain( 'no-store' );
} );

test( 'whole site coming soon: visitors get the store’s coming-soon page alone, without the app shell', async ( {
	page,
	context,
} ) => {
	await comingSoon( context, 'site' );

	for ( const path of [ '/shop', '/product/space-station-alpha', '/' ] ) {
		const response = await page.goto( path );
		const html = ( await response?.text() ) ?? '';
		expect( documentCount( html ), `${ path } is one document` ).toBe( 1 );
		expect( html, `${ path } is the store’s page` ).toContain(
			'woo-coming-soon-page'
		);
		await expect( page.locator( '#playpal-root' ), path ).toHaveCount( 0 );
	}
} );

test( 'a page carrying the visitor’s cart and nonce is never cacheable, whatever another plugin sent', async ( {
	page,
	context,
} ) => {
	// A guest with a cart: their pages carry it and its nonce.
	await addFromProductPage( page, 'space-station-alpha' );
	await context.addCookies( [
		{ name: 'playpal_e2e_cache_header', value: '1', url: SITE_URL },
	] );

	for ( const path of [ '/shop', '/product/space-station-alpha', '/cart' ] ) {
		const response = await page.goto( path );
		const html = ( await response?.text() ) ?? '';
		expect( html, `${ path } carries a nonce` ).toMatch(
			/"storeApiNonce":"[0-9a-f]{10}"/
		);
		const cacheControl = response?.headers()[ 'cache-control' ] ?? '';
		expect( cacheControl, path ).toContain( 'no-store' );
		expect( cacheControl, path ).toContain( 'private' );
		expect( cacheControl, path ).not.toContain( 'max-age=60' );
	}
} );

test( 'a page shared by every guest stays shareable whatever another plugin sent', async ( {
	page,
	context,
} ) => {
	await context.addCookies( [
		{ name: 'playpal_e2e_cache_header', value: '1', url: SITE_URL },
	] );

	const response = await page.goto( '/shop' );

	expect( response?.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=60'
	);
	expect( response?.headers().vary ).toBe( 'Cookie' );
} );
