/**
 * Issue 41: the storefront sells WooCommerce's own sample store, as a site
 * owner who already runs WooCommerce would try it. bin/test-e2e's catalogue
 * phase imports `sample-data/sample_products.csv` from the vendored
 * WooCommerce with WooCommerce's CSV importer (its remote images dropped)
 * into the e2e store, beside a generated catalogue of 1,000 products, so the
 * sample products are found the way a family finds them in a large shop:
 * by searching.
 *
 * Needs the real WooCommerce (the test double has no variable, grouped or
 * external products and takes no orders).
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from '../axe';
import {
	CHECKOUT_TIMEOUT,
	fillCheckout,
	placeOrder,
	restNonce,
} from '../checkout-helpers';
import { addSession, ADMIN_ACCOUNT } from '../log-in';
import { openCartSheet, recordConsoleErrors } from '../shop-helpers';

test.beforeAll( () => {
	expect(
		process.env.PLAYPAL_E2E_STORE,
		'the real WooCommerce (../shared/vendor): the double has no variable, grouped or external products'
	).toBe( 'woocommerce' );
} );

/**
 * Picks a value of a variable product's attribute on its product page.
 *
 * @param page      Page on the product.
 * @param attribute The attribute's name ("Color").
 * @param value     The term's name ("Blue").
 */
async function choose( page: Page, attribute: string, value: string ) {
	const option = page
		.getByRole( 'group', { name: attribute, exact: true } )
		.getByRole( 'radio', { name: new RegExp( `^${ value }\\b` ) } );
	await option.check();
	await expect( option ).toBeChecked();
}

/**
 * The shop's card of a product, found with the shop's search.
 *
 * @param page Page.
 * @param name The product's name.
 */
async function searchShop( page: Page, name: string ) {
	await page.goto( '/shop' );
	const search = page.getByRole( 'search' ).getByRole( 'searchbox' );
	await search.fill( name );
	await search.press( 'Enter' );
	await expect( page ).toHaveURL(
		new RegExp(
			`[?&]search=${ encodeURIComponent( name ).replace( /%20/g, '(\\+|%20)' ) }`
		)
	);
	const card = page.getByTestId( 'product-card' ).filter( {
		has: page.getByRole( 'heading', { name, exact: true } ),
	} );
	await expect( card ).toHaveCount( 1 );
	return card;
}

test( 'a family buys a Blue Hoodie with logo from its product page and a V-Neck T-Shirt chosen from the shop card’s “Choose options”, and sees each variation in the cart sheet and on the order-received page', async ( {
	page,
} ) => {
	// Two product pages, the sheet, WooCommerce's block checkout and a payment.
	test.setTimeout( 240_000 );
	const errors = recordConsoleErrors( page );

	// The Hoodie: Color × Logo. Add to Cart waits for a whole choice.
	await page.goto( '/product/hoodie' );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Hoodie' } )
	).toBeVisible();
	const addHoodie = page.getByRole( 'button', { name: 'Add to Cart' } );
	await expect( addHoodie ).toBeDisabled();
	await choose( page, 'Color', 'Blue' );
	await choose( page, 'Logo', 'Yes' );
	await expect( page.getByTestId( 'product-price' ) ).toContainText(
		'$45.00'
	);
	await expect( page.getByTestId( 'product-sku' ) ).toContainText(
		'woo-hoodie-blue-logo'
	);
	await addHoodie.click();
	await expect( page ).toHaveURL( /\/cart$/ );
	// Each chosen attribute, in the order WooCommerce keeps the line's.
	const hoodieLine = page
		.getByTestId( 'cart-item' )
		.filter( { hasText: 'Hoodie' } );
	await expect( hoodieLine ).toContainText( 'Color: Blue' );
	await expect( hoodieLine ).toContainText( 'Logo: Yes' );

	// The V-Neck T-Shirt from its shop card: "Choose options" opens its page.
	const card = await searchShop( page, 'V-Neck T-Shirt' );
	await card.getByRole( 'link', { name: /^Choose options/ } ).click();
	await expect( page ).toHaveURL( /\/product\/v-neck-t-shirt$/ );
	// Its variations take any Size: the choice is still asked and sent.
	await choose( page, 'Color', 'Red' );
	await choose( page, 'Size', 'Medium' );
	await expect( page.getByTestId( 'product-price' ) ).toContainText(
		'$20.00'
	);
	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect( page ).toHaveURL( /\/cart$/ );

	// The cart sheet names each line's variation.
	const sheet = await openCartSheet( page );
	const sheetHoodie = sheet
		.getByTestId( 'cart-item' )
		.filter( { hasText: 'Hoodie' } );
	await expect( sheetHoodie ).toContainText( 'Color: Blue' );
	await expect( sheetHoodie ).toContainText( 'Logo: Yes' );
	const sheetTee = sheet
		.getByTestId( 'cart-item' )
		.filter( { hasText: 'V-Neck T-Shirt' } );
	await expect( sheetTee ).toContainText( 'Color: Red' );
	await expect( sheetTee ).toContainText( 'Size: Medium' );
	await sheet.getByRole( 'link', { name: 'Checkout', exact: true } ).click();

	// WooCommerce's block checkout: clothes are shipped (the import set a
	// free shipping method everywhere, as an owner selling them would).
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeVisible( { timeout: CHECKOUT_TIMEOUT } );
	await fillCheckout( page, {
		email: `variations${ Date.now() }@example.test`,
		firstName: 'Vera',
		lastName: 'Ation',
		guest: true,
	} );
	await placeOrder( page );
	await expect(
		page.getByText( 'Thank you. Your order has been' )
	).toBeVisible();
	// WooCommerce names a variation by its attributes ("Hoodie – Blue, Yes")
	// and lists the one taken as "any" beneath it (Size).
	const details = page.getByRole( 'main' );
	await expect( details ).toContainText( 'Hoodie – Blue, Yes' );
	await expect( details ).toContainText( 'V-Neck T-Shirt – Red' );
	await expect( details ).toContainText( /Size:\s*Medium/ );
	expect( errors ).toEqual( [] );
} );

test( 'two members of “Logo Collection” go into the cart with one press', async ( {
	page,
} ) => {
	await page.goto( '/product/logo-collection' );
	const members = page.getByRole( 'table', {
		name: 'Products in Logo Collection',
	} );
	await expect(
		members.getByRole( 'link', { name: 'Hoodie with Logo' } )
	).toBeVisible();
	await members
		.getByRole( 'spinbutton', { name: 'Quantity of Hoodie with Logo' } )
		.fill( '1' );
	await members
		.getByRole( 'spinbutton', { name: 'Quantity of T-Shirt', exact: true } )
		.fill( '2' );
	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect( page ).toHaveURL( /\/cart$/ );
	const items = page.getByTestId( 'cart-item' );
	await expect( items.filter( { hasText: 'Hoodie with Logo' } ) ).toHaveCount(
		1
	);
	await expect(
		items.filter( { hasText: /^(?!.*Logo).*T-Shirt/ } )
	).toHaveCount( 1 );
	await expect( items ).toHaveCount( 2 );
	expect( await violations( page ), 'axe on the cart' ).toEqual( [] );
} );

test( 'the “WordPress Pennant” button leads to its own shop, never into the cart', async ( {
	page,
} ) => {
	const external =
		'https://mercantile.wordpress.org/product/wordpress-pennant/';
	// This machine reaches no other site: the external shop answers here.
	await page.route( `${ external }**`, ( route ) =>
		route.fulfill( {
			contentType: 'text/html',
			body: '<!doctype html><title>WordPress swag store</title><h1>Pennant</h1>',
		} )
	);
	await page.goto( '/product/wordpress-pennant' );
	const link = page.getByRole( 'link', {
		name: /^Buy on the WordPress swag store!/,
	} );
	await expect( link ).toHaveAttribute( 'href', external );
	await expect(
		page.getByRole( 'button', { name: /Add to Cart/ } )
	).toHaveCount( 0 );
	expect( await violations( page ), 'axe on an external product' ).toEqual(
		[]
	);
	await link.click();
	await expect( page ).toHaveURL( external );
	await expect(
		page.getByRole( 'heading', { name: 'Pennant' } )
	).toBeVisible();
} );

test( 'a product the owner sets out of stock says “Out of stock” on its card and page and cannot be added', async ( {
	browser,
	page,
} ) => {
	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await addSession( admin, ADMIN_ACCOUNT );
	const found = await admin.request.get(
		'/wp-json/wc/v3/products?sku=woo-sunglasses',
		{ headers: { 'X-WP-Nonce': await restNonce( admin.request ) } }
	);
	expect( found.status() ).toBe( 200 );
	const [ sunglasses ] = ( await found.json() ) as { id: number }[];
	expect( sunglasses, 'the sample store’s Sunglasses' ).toBeTruthy();
	const update = await admin.request.put(
		`/wp-json/wc/v3/products/${ sunglasses?.id }`,
		{
			headers: { 'X-WP-Nonce': await restNonce( admin.request ) },
			data: { stock_status: 'outofstock' },
		}
	);
	expect( update.status() ).toBe( 200 );
	await adminContext.close();

	const card = await searchShop( page, 'Sunglasses' );
	await expect( card ).toContainText( 'Out of stock' );
	await expect(
		card.getByRole( 'button', { name: /Add Magic to Cart/ } )
	).toBeDisabled();
	await card.getByRole( 'link', { name: /^Details/ } ).click();
	await expect( page.getByRole( 'main' ) ).toContainText( 'Out of stock' );
	await expect(
		page.getByRole( 'button', { name: 'Add to Cart' } )
	).toBeDisabled();
} );

test( 'axe finds nothing on a variable and a grouped product page', async ( {
	page,
} ) => {
	for ( const slug of [ 'hoodie', 'logo-collection' ] ) {
		await page.goto( `/product/${ slug }` );
		await expect(
			page.getByRole( 'button', { name: 'Add to Cart' } )
		).toBeVisible();
		expect( await violations( page ), `axe on /product/${ slug }` ).toEqual(
			[]
		);
	}
} );
