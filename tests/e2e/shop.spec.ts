/**
 * The shop and product pages on a fresh site with the sample catalogue.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	KITS,
	exceptCartRead,
	expectKitsAndCreations,
	recordConsoleErrors,
	recordStoreApiRequests,
} from './shop-helpers';

test( '/shop shows the catalogue from the page itself, with no Store API request before the cards', async ( {
	page,
} ) => {
	const requests = recordStoreApiRequests( page );
	const errors = recordConsoleErrors( page );

	const response = await page.goto( '/shop' );
	const cards = page.getByTestId( 'product-card' );
	await expect( cards.first() ).toBeVisible();

	expect(
		exceptCartRead( requests ),
		'no catalogue request before the cards appear'
	).toEqual( [] );
	expect( response?.status() ).toBe( 200 );
	await expectKitsAndCreations( page );
	for ( const name of KITS ) {
		await expect(
			page.getByRole( 'heading', { name, exact: true } )
		).toBeVisible();
	}
	const space = cards.filter( { hasText: 'Space Station Alpha' } );
	await expect( space.getByTestId( 'price' ) ).toHaveText( '$12.99' );
	await expect(
		space.getByRole( 'button', { name: /Add Magic to Cart/ } )
	).toBeEnabled();
	await expect(
		space.getByRole( 'link', { name: /Details/ } )
	).toHaveAttribute( 'href', '/product/space-station-alpha' );
	// The pictures really load.
	const picture = space.getByRole( 'img' );
	await expect( picture ).toHaveJSProperty( 'complete', true );
	expect(
		await picture.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
	).toBeGreaterThan( 0 );
	const main = page.getByRole( 'main' );
	await expect(
		main.getByRole( 'link', { name: 'View cart', exact: true } )
	).toHaveAttribute( 'href', '/cart' );
	await expect(
		main.getByRole( 'link', { name: 'Member portal', exact: true } )
	).toHaveAttribute( 'href', '/member-portal' );
	await expect( page ).toHaveTitle( 'Shop | PlayPal' );
	expect( errors ).toEqual( [] );
} );

test( '/shop loads none of the store’s own scripts and styles, and makes no request the app did not make', async ( {
	page,
} ) => {
	const requests: string[] = [];
	page.on( 'request', ( request ) => requests.push( request.url() ) );

	const response = await page.goto( '/shop' );
	await expect( page.getByTestId( 'product-card' ).first() ).toBeVisible();
	// Scripts run before "load": whatever they request has been asked for by then.
	await page.waitForLoadState( 'load' );

	const html = ( await response?.text() ) ?? '';
	expect( html, 'no asset of the store plugin' ).not.toMatch(
		/\/plugins\/woocommerce/
	);
	expect(
		requests.filter( ( url ) => url.includes( '/plugins/woocommerce' ) ),
		'no request for the store plugin’s assets'
	).toEqual( [] );
	expect(
		requests.filter(
			( url ) =>
				( url.includes( '/wc/store/' ) ||
					url.includes( 'wc%2Fstore' ) ) &&
				! /wc\/store\/v1\/cart$/.test( new URL( url ).pathname )
		),
		'no Store API request but the cart read: the catalogue came with the page'
	).toEqual( [] );
} );

test( '/products is the same screen', async ( { page } ) => {
	const requests = recordStoreApiRequests( page );

	await page.goto( '/products' );

	await expectKitsAndCreations( page );
	expect( exceptCartRead( requests ) ).toEqual( [] );
} );

test( 'Details opens the product page: picture, name, price, description and Back to Shop', async ( {
	page,
} ) => {
	await page.goto( '/shop' );
	await page
		.getByTestId( 'product-card' )
		.filter( { hasText: 'Dinosaur Dig Site Expedition' } )
		.getByRole( 'link', { name: /Details/ } )
		.click();

	await expect( page ).toHaveURL(
		/\/product\/dinosaur-dig-site-expedition$/
	);
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Dinosaur Dig Site Expedition',
		} )
	).toBeVisible();
	await expect( page.getByTestId( 'product-price' ) ).toHaveText( '$10.99' );
	await expect(
		page.getByRole( 'heading', { name: 'What’s inside' } )
	).toBeVisible();
	await expect( page ).toHaveTitle(
		'Dinosaur Dig Site Expedition | PlayPal'
	);

	await page.getByRole( 'link', { name: 'Back to Shop' } ).click();
	await expect( page ).toHaveURL( /\/shop$/ );
} );

test( 'a product page loaded directly renders from the page and answers 200 with its head tags', async ( {
	page,
} ) => {
	const requests = recordStoreApiRequests( page );

	const response = await page.goto( '/product/space-station-alpha' );

	expect( response?.status() ).toBe( 200 );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Space Station Alpha' } )
	).toBeVisible();
	expect( exceptCartRead( requests ) ).toEqual( [] );
	await expect( page.locator( 'meta[name="description"]' ) ).toHaveAttribute(
		'content',
		/control panel/
	);
	await expect( page.locator( 'link[rel="canonical"]' ) ).toHaveAttribute(
		'href',
		/\/product\/space-station-alpha$/
	);
} );

test( 'an unknown product slug gives the 404 screen and HTTP 404', async ( {
	page,
} ) => {
	const response = await page.goto( '/product/no-such-kit' );

	expect( response?.status() ).toBe( 404 );
	await expect(
		page.getByRole( 'heading', { name: 'Oops! Page not found' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Return to Home' } )
	).toBeVisible();
} );
