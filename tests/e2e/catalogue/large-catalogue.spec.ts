/**
 * Issue 41: a store of a thousand products (bin/php/generate-catalogue.php:
 * "Play Kit 0001"… in six categories with Colour and Size) pages, filters,
 * searches and sorts in the browser, with the state in the address, and a
 * shared address is printed by the server as React then renders it.
 *
 * What the Store API answers for the same question is the reference: the
 * totals come from its `X-WP-Total` header, asked beside the page.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from '../axe';

test.beforeAll( () => {
	expect(
		process.env.PLAYPAL_E2E_STORE,
		'the real WooCommerce (../shared/vendor)'
	).toBe( 'woocommerce' );
} );

/**
 * How many products the Store API finds for a query.
 *
 * @param page  Page on the site.
 * @param query Store API query string, without the page size.
 */
async function storeTotal( page: Page, query: string ): Promise< number > {
	const response = await page.request.get(
		`/wp-json/wc/store/v1/products?per_page=1${ query ? `&${ query }` : '' }`
	);
	expect( response.status() ).toBe( 200 );
	return Number( response.headers()[ 'x-wp-total' ] );
}

/**
 * The names on the shop's cards, in order.
 *
 * @param page Page on the shop.
 */
async function cardNames( page: Page ): Promise< string[] > {
	const cards = page.getByTestId( 'product-card' );
	await expect( cards.first() ).toBeVisible();
	return cards
		.getByRole( 'heading' )
		.evaluateAll( ( headings ) =>
			headings.map( ( heading ) => heading.textContent?.trim() ?? '' )
		);
}

/**
 * The prices on the shop's cards, in minor units (the price paid: a sale
 * price when struck through).
 *
 * @param page Page on the shop.
 */
async function cardPrices( page: Page ): Promise< number[] > {
	const texts = await page
		.getByTestId( 'product-card' )
		.getByTestId( 'price' )
		.evaluateAll( ( prices ) =>
			prices.map( ( price ) => {
				const copy = price.cloneNode( true ) as HTMLElement;
				copy.querySelectorAll( 'del' ).forEach( ( old ) =>
					old.remove()
				);
				return copy.textContent ?? '';
			} )
		);
	return texts.map( ( text ) => {
		const [ amount ] = /[\d,]+\.\d\d/.exec( text ) ?? [ '' ];
		return Number( amount.replace( /[,.]/g, '' ) );
	} );
}

function filterBar( page: Page ) {
	return page.getByRole( 'search', { name: 'Filter play kits' } );
}

test( 'a thousand products page through 24 at a time, the page in the address', async ( {
	page,
} ) => {
	const total = await storeTotal( page, '' );
	expect( total, 'the generated catalogue is there' ).toBeGreaterThan( 1000 );
	await page.goto( '/shop' );
	await expect( page.getByTestId( 'product-card' ) ).toHaveCount( 24 );
	await expect( page.getByTestId( 'shop-summary' ) ).toHaveText(
		`Showing 1–24 of ${ total } play kits`
	);
	const first = await cardNames( page );

	const pages = page.getByRole( 'navigation', { name: 'Shop pages' } );
	await pages.getByRole( 'link', { name: 'Next' } ).click();
	await expect( page ).toHaveURL( /\/shop\?page=2$/ );
	await expect( page.getByTestId( 'shop-summary' ) ).toHaveText(
		`Showing 25–48 of ${ total } play kits`
	);
	await expect(
		pages.getByRole( 'link', { name: '2', exact: true } )
	).toHaveAttribute( 'aria-current', 'page' );
	// The address changes before React renders the page it names.
	await expect
		.poll( async () =>
			( await cardNames( page ) ).filter( ( name ) =>
				first.includes( name )
			)
		)
		.toEqual( [] );
	const second = await cardNames( page );
	expect( second ).toHaveLength( 24 );

	// The last page, from its number, and back with the browser.
	const last = Math.ceil( total / 24 );
	await pages
		.getByRole( 'link', { name: String( last ), exact: true } )
		.click();
	await expect( page ).toHaveURL( new RegExp( `[?&]page=${ last }$` ) );
	await expect( page.getByTestId( 'product-card' ) ).toHaveCount(
		total - ( last - 1 ) * 24
	);
	await page.goBack();
	await expect( page ).toHaveURL( /\/shop\?page=2$/ );
	// The address changes before React renders the page it names.
	await expect.poll( () => cardNames( page ) ).toEqual( second );
} );

test( 'a category, a colour, a search and a sort narrow the shop, each in the address, and the shared address prints the same page', async ( {
	page,
	browser,
} ) => {
	await page.goto( '/shop' );
	const bar = filterBar( page );
	await bar.getByLabel( 'Category' ).selectOption( { label: 'Space Kits' } );
	await bar.getByLabel( 'Colour' ).selectOption( { label: 'Blue' } );
	await bar.getByLabel( 'Sort by' ).selectOption( 'price' );
	await bar.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( page ).toHaveURL(
		/\/shop\?category=space-kits&filter_colour=blue&orderby=price$/
	);
	const total = await storeTotal(
		page,
		'category=space-kits&attributes[0][attribute]=pa_colour&attributes[0][slug][0]=blue'
	);
	expect( total ).toBeGreaterThan( 24 );
	await expect( page.getByTestId( 'shop-summary' ) ).toHaveText(
		`Showing 1–24 of ${ total } play kits`
	);
	const prices = await cardPrices( page );
	expect( prices ).toEqual( [ ...prices ].sort( ( a, b ) => a - b ) );
	const shown = await cardNames( page );
	expect( shown.every( ( name ) => name.startsWith( 'Play Kit ' ) ) ).toBe(
		true
	);
	expect( await violations( page ), 'axe on a filtered shop page' ).toEqual(
		[]
	);

	// Shared: the server prints that page (read without JavaScript), and
	// React, taking it over, shows the same cards in the same order.
	const shared = page.url();
	const printed = await browser.newContext( { javaScriptEnabled: false } );
	const reader = await printed.newPage();
	await reader.goto( shared );
	const printedNames = await reader
		.locator( '.pp-fs-product-card h2' )
		.evaluateAll( ( headings ) =>
			headings.map( ( heading ) => heading.textContent?.trim() ?? '' )
		);
	expect( printedNames ).toEqual( shown );
	await expect( reader.getByLabel( 'Category' ) ).toHaveValue( 'space-kits' );
	await printed.close();
	await page.reload();
	expect( await cardNames( page ) ).toEqual( shown );

	// Price high to low, then a search: both in the address, page 1.
	await bar.getByLabel( 'Sort by' ).selectOption( 'price-desc' );
	await bar.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( page ).toHaveURL( /orderby=price-desc$/ );
	// Until React shows the new order, the cards still rise in price.
	await expect
		.poll( async () => {
			const falling = await cardPrices( page );
			return falling.every(
				( price, index ) =>
					index === 0 || ( falling[ index - 1 ] ?? 0 ) >= price
			);
		} )
		.toBe( true );

	await page.goto( '/shop' );
	const search = bar.getByRole( 'searchbox' );
	await search.fill( 'Play Kit 0042' );
	await search.press( 'Enter' );
	await expect( page ).toHaveURL(
		/\/shop\?search=Play(\+|%20)Kit(\+|%20)0042$/
	);
	await expect.poll( () => cardNames( page ) ).toEqual( [ 'Play Kit 0042' ] );

	// Nothing matches: said so, with the way back.
	await page.goto( '/shop?search=no-such-kit-anywhere' );
	await expect( page.getByText( 'No play kits match' ) ).toBeVisible();
	await page.getByRole( 'link', { name: 'Clear filters' } ).first().click();
	await expect( page ).toHaveURL( /\/shop$/ );
	await expect( page.getByTestId( 'product-card' ) ).toHaveCount( 24 );
} );
