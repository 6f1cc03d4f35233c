/**
 * Helpers for the shop's browser tests.
 */

/**
 * External dependencies
 */
import { expect, type Page, type Request } from '@playwright/test';

/** The eight kits the e2e site is seeded with (SPEC §5). */
export const KITS = [
	'Cinderella’s Royal Rescue',
	'Space Station Alpha',
	'Dr. Pet’s Veterinary Clinic',
	'Dinosaur Dig Site Expedition',
	'Princess Tea Party Palace',
	'Superhero Training Academy',
	'Ocean Adventure Discovery',
	'Magical Forest Friends',
];

/**
 * Expects the shop's cards to be the eight kits, each once, and besides them
 * only creators' products (category `create-it-forward`): other specs publish
 * creations, which PlayPal puts on sale, while this one runs.
 *
 * @param page Page on the shop, its cards shown.
 */
export async function expectKitsAndCreations( page: Page ) {
	const cards = page.getByTestId( 'product-card' );
	await expect( cards.first() ).toBeVisible();
	const names = await cards
		.getByRole( 'heading' )
		.evaluateAll( ( headings ) =>
			headings.map( ( heading ) => heading.textContent?.trim() ?? '' )
		);
	expect(
		names.filter( ( name ) => KITS.includes( name ) ).sort(),
		'each kit once'
	).toEqual( [ ...KITS ].sort() );
	const others = names.filter( ( name ) => ! KITS.includes( name ) );
	if ( others.length > 0 ) {
		// Asked after the page: a creation on the page is on sale by now.
		const response = await page.request.get(
			'/wp-json/wc/store/v1/products?category=create-it-forward&per_page=100'
		);
		expect( response.ok() ).toBe( true );
		const creations = (
			( await response.json() ) as { name: string }[]
		 ).map( ( product ) => product.name );
		expect(
			others.filter( ( name ) => ! creations.includes( name ) ),
			'no card but the kits and creators’ products'
		).toEqual( [] );
	}
}

export function isStoreApi( request: Request ): boolean {
	const url = request.url();
	return url.includes( '/wc/store/' ) || url.includes( 'wc%2Fstore%2F' );
}

/**
 * Records the Store API requests the page makes from now on.
 *
 * @param page Page.
 */
export function recordStoreApiRequests( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'request', ( request ) => {
		if ( isStoreApi( request ) ) {
			seen.push(
				`${ request.method() } ${ new URL( request.url() ).pathname }`
			);
		}
	} );
	return seen;
}

/**
 * Store API requests other than the cart read: a page any guest may get from a
 * cache carries nobody's cart, so the app reads it (and the Store API nonce)
 * after load.
 *
 * @param requests What recordStoreApiRequests() recorded.
 */
export function exceptCartRead( requests: string[] ): string[] {
	return requests.filter(
		( request ) => ! /^GET \/.*wc\/store\/v1\/cart$/.test( request )
	);
}

/**
 * Collects console errors.
 *
 * @param page Page.
 */
export function recordConsoleErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

/**
 * The header's Cart button (opens the side sheet).
 *
 * @param page Page.
 */
export function headerCartButton( page: Page ) {
	return page.getByRole( 'banner' ).getByRole( 'button', { name: /^Cart/ } );
}

/**
 * Adds a kit from its product page and waits for the Cart page.
 *
 * @param page Page.
 * @param slug Product slug.
 */
export async function addFromProductPage( page: Page, slug: string ) {
	await page.goto( `/product/${ slug }` );
	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect( page ).toHaveURL( /\/cart$/ );
	await expect( page.getByTestId( 'cart-item' ).first() ).toBeVisible();
}

/**
 * Adds a kit from its card on the page (Shop) and waits for the cart sheet,
 * which opens on its own, to list it.
 *
 * @param page Page.
 * @param name Kit name.
 */
export async function addFromShopCard( page: Page, name: string ) {
	await page
		.getByTestId( 'product-card' )
		.filter( { hasText: name } )
		.getByRole( 'button', { name: /Add Magic to Cart/ } )
		.click();
	const sheet = page.getByRole( 'dialog', { name: 'Cart' } );
	await expect(
		sheet.getByTestId( 'cart-item' ).filter( { hasText: name } )
	).toHaveCount( 1 );
	return sheet;
}

/**
 * Opens the cart sheet from the header.
 *
 * @param page Page.
 */
export async function openCartSheet( page: Page ) {
	await headerCartButton( page ).click();
	const sheet = page.getByRole( 'dialog', { name: 'Cart' } );
	await expect( sheet ).toBeVisible();
	return sheet;
}

/** The e2e site's address, for cookies. */
export const SITE_URL = process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890';

/**
 * How many HTML documents a response body holds (WooCommerce's coming-soon
 * page followed by the app shell made two).
 *
 * @param html Response body.
 */
export function documentCount( html: string ): number {
	return ( html.match( /<!DOCTYPE html>/gi ) ?? [] ).length;
}
