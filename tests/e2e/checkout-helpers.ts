/**
 * What the purchase specs share on the real WooCommerce (purchase,
 * guest-purchase, memberships, checkout): a new family account, WooCommerce's
 * block checkout filled and paid with Dummy Payments, and a printable saved
 * from the member portal compared with the file the store keeps.
 */

/**
 * External dependencies
 */
import {
	expect,
	type APIRequestContext,
	type Browser,
	type Locator,
	type Page,
} from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import { fillLogin } from './log-in';

/**
 * The block checkout is the heaviest page of the store (WooCommerce's React
 * app, then a Store API round trip for every field it validates); placing the
 * order runs the payment, the order's e-mails and its download grants. A
 * ceiling for a loaded 2-core machine, never a wait.
 */
export const CHECKOUT_TIMEOUT = 90_000;

/** WooCommerce's order-received address for an order it just placed. */
const ORDER_RECEIVED = /\/order-received\/(\d+)\/\?key=wc_order_/;

/**
 * A REST nonce for the signed-in person of a request context.
 *
 * @param request A request context (its cookies).
 */
export async function restNonce(
	request: APIRequestContext
): Promise< string > {
	const response = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok(), 'WordPress hands out a REST nonce' ).toBe( true );
	const nonce = ( await response.text() ).trim();
	expect( nonce, 'Signed in: WordPress hands out a REST nonce' ).toMatch(
		/^[0-9a-f]{10}$/
	);
	return nonce;
}

/** A family account made for one test. */
export interface NewAccount {
	id: number;
	user: string;
	password: string;
	email: string;
}

/**
 * A new family account (a subscriber), made by the administrator through
 * WordPress's REST API, with an e-mail no other test uses: a new account's
 * orders, downloads and daily limit are its own.
 *
 * @param admin  A page of the administrator.
 * @param prefix The user name's start, saying which test made it.
 * @param name   Display name.
 */
export async function newFamilyAccount(
	admin: Page,
	prefix: string,
	name = 'Pat Buyer'
): Promise< NewAccount > {
	const stamp = `${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
	const account = {
		user: `${ prefix }${ stamp }`,
		password: `playpal-${ prefix }-${ stamp }`,
		email: `${ prefix }${ stamp }@example.test`,
	};
	const [ first = name, last = '' ] = name.split( ' ' );
	const response = await admin.request.post( '/wp-json/wp/v2/users', {
		headers: { 'X-WP-Nonce': await restNonce( admin.request ) },
		data: {
			username: account.user,
			password: account.password,
			email: account.email,
			first_name: first,
			last_name: last,
			name,
			roles: [ 'subscriber' ],
		},
	} );
	expect( response.status(), 'the family account is created' ).toBe( 201 );
	return { ...account, id: ( await response.json() ).id as number };
}

/**
 * A page of its own, signed in as the account through wp-login.php.
 *
 * @param browser The test's browser.
 * @param account The account.
 */
export async function signedInPage( browser: Browser, account: NewAccount ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await fillLogin( page, { user: account.user, password: account.password } );
	return { context, page };
}

/**
 * Fills a checkout field when the store asks for it (a printable's buyer is
 * asked no postal address; other carts may be).
 *
 * @param field The field.
 * @param fill  How to fill it.
 */
async function fillWhenAsked(
	field: Locator,
	fill: ( shown: Locator ) => Promise< unknown >
) {
	if ( ( await field.count() ) > 0 && ( await field.first().isVisible() ) ) {
		await fill( field.first() );
	}
}

/** The buyer's details on the checkout. */
export interface Buyer {
	/** Typed in for a guest; a signed-in customer's is filled in and checked. */
	email: string;
	firstName: string;
	lastName: string;
	/** Whether the buyer is a guest (types the e-mail) or signed in (finds it). */
	guest: boolean;
}

/**
 * Fills WooCommerce's block checkout for the buyer: the e-mail, whatever
 * address fields the store asks, and Dummy Payments (picked by its label:
 * with one method only, WooCommerce hides the radio).
 *
 * @param page  Page on the checkout, its Place Order button shown.
 * @param buyer Who buys.
 */
export async function fillCheckout( page: Page, buyer: Buyer ) {
	const email = page.getByLabel( 'Email address' );
	if ( buyer.guest ) {
		await email.fill( buyer.email );
	} else {
		await expect( email ).toHaveValue( buyer.email );
	}
	await fillWhenAsked( page.getByLabel( 'Country/Region' ), ( field ) =>
		field.selectOption( 'US' )
	);
	await fillWhenAsked( page.getByLabel( 'First name' ), ( field ) =>
		field.fill( buyer.firstName )
	);
	await fillWhenAsked( page.getByLabel( 'Last name' ), ( field ) =>
		field.fill( buyer.lastName )
	);
	await fillWhenAsked(
		page.getByLabel( 'Address', { exact: true } ),
		( field ) => field.fill( '2 Play Street' )
	);
	await fillWhenAsked( page.getByLabel( 'City' ), ( field ) =>
		field.fill( 'Springfield' )
	);
	await fillWhenAsked( page.getByLabel( 'State' ), ( field ) =>
		field.selectOption( 'CA' )
	);
	await fillWhenAsked( page.getByLabel( 'ZIP Code' ), ( field ) =>
		field.fill( '90210' )
	);
	await page
		.getByRole( 'group', { name: 'Payment options' } )
		.getByText( 'Dummy Payments', { exact: true } )
		.click();
	await expect(
		page.locator(
			'input[name="radio-control-wc-payment-method-options"][value="dummy"]'
		)
	).toBeChecked();
}

/**
 * Places the order and waits for WooCommerce's order-received page.
 *
 * @param page Page on the filled checkout.
 * @return The order's id.
 */
export async function placeOrder( page: Page ): Promise< number > {
	await page.getByRole( 'button', { name: 'Place Order' } ).click();
	await page.waitForURL( ORDER_RECEIVED, { timeout: CHECKOUT_TIMEOUT } );
	return Number( ORDER_RECEIVED.exec( page.url() )?.[ 1 ] );
}

/**
 * The printable as the store keeps it (WooCommerce's downloads folder, which
 * the web server never serves directly).
 *
 * @param fileName The saved file's name.
 */
function storedPrintable( fileName: string ): Buffer {
	const siteDir = process.env.PLAYPAL_E2E_SITE_DIR;
	expect( siteDir, 'bin/test-e2e names the site folder' ).toBeTruthy();
	const root = join(
		siteDir as string,
		'wp-content/uploads/woocommerce_uploads'
	);
	const found = readdirSync( root, { recursive: true, encoding: 'utf8' } )
		.filter( ( path ) => path.endsWith( fileName ) )
		.map( ( path ) => join( root, path ) );
	expect(
		found,
		`${ fileName } is in the store's downloads folder`
	).toHaveLength( 1 );
	return readFileSync( found[ 0 ] as string );
}

const sha256 = ( bytes: Buffer ) =>
	createHash( 'sha256' ).update( bytes ).digest( 'hex' );

/**
 * The member portal's Downloads tab lists the kit, and only it, never
 * downloaded yet.
 *
 * @param page A signed-in page.
 * @param kit  The kit's name.
 * @return The kit's row.
 */
export async function portalDownloadRow(
	page: Page,
	kit: string
): Promise< Locator > {
	await page.goto( '/member-portal' );
	await page.getByRole( 'tab', { name: 'Downloads' } ).click();
	const files = page
		.getByRole( 'list', { name: 'Your downloads' } )
		.getByRole( 'listitem' );
	await expect( files ).toHaveCount( 1 );
	const file = files.filter( { hasText: kit } );
	await expect( file.getByText( 'Active' ) ).toBeVisible();
	await expect( file.getByText( 'Downloaded 0 times' ) ).toBeVisible();
	return file;
}

/**
 * Saves a row's file as the free tier does (the e-mail, the 5-second
 * courtesy, then WooCommerce's own protected download with PlayPal's pass)
 * and checks the bytes are the stored file's and the count went up.
 *
 * @param page     The signed-in page.
 * @param file     The row (portalDownloadRow).
 * @param email    The e-mail the free tier asks for.
 * @param fileName The file's name as the store serves it.
 * @return The address the file came from.
 */
export async function saveFreeDownload(
	page: Page,
	file: Locator,
	email: string,
	fileName: string
): Promise< URL > {
	await file.getByRole( 'button', { name: 'Download' } ).click();
	await file
		.getByLabel( 'Email address (required for free downloads)' )
		.fill( email );
	const download = page.waitForEvent( 'download' );
	await file.getByRole( 'button', { name: 'Download' } ).click();
	const saved = await download;
	const url = new URL( saved.url() );
	expect(
		url.searchParams.get( 'download_file' ),
		'WooCommerce’s protected download'
	).toMatch( /^\d+$/ );
	expect( url.searchParams.get( 'playpal_signature' ) ).toMatch(
		/^[0-9a-f]{64}$/
	);
	expect( url.pathname ).not.toContain( '/wp-content/' );
	expect( saved.suggestedFilename() ).toBe( fileName );
	const bytes = readFileSync( ( await saved.path() ) as string );
	expect( sha256( bytes ) ).toBe(
		sha256( storedPrintable( saved.suggestedFilename() ) )
	);
	await expect( file.getByText( 'Downloaded 1 time' ) ).toBeVisible();
	return url;
}
