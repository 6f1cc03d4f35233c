/**
 * A family buys a kit on the real WooCommerce, end to end: PlayPal's shop and
 * cart sheet, PlayPal's `/checkout` hand-off, WooCommerce's block checkout
 * paid with the Dummy Payments gateway (bin/php/dev-store.php enables it,
 * every payment succeeds), WooCommerce's order-received page, and then the
 * member portal's Downloads tab listing the kit from that order, its file
 * saved through WooCommerce's protected download (with PlayPal's pass).
 *
 * The buyer is a family account made for this test (as the administrator,
 * through WordPress's REST API): the sample family's downloads and free daily
 * downloads are counted by member-portal.spec.ts, which runs in parallel, and
 * a new account's portal lists nothing but what this order granted.
 *
 * Needs a real WooCommerce with the gateway (bin/test-e2e links both from
 * ../shared/vendor); on the Store API test double, which takes no orders,
 * it fails first thing and says so.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import { addFromShopCard, recordConsoleErrors } from './shop-helpers';
import { fillLogin, logInAsAdmin } from './log-in';

const KIT = 'Space Station Alpha';

/**
 * The block checkout is the heaviest page of the store (WooCommerce's React
 * app, then a Store API round trip for every field it validates); placing the
 * order runs the payment, the order's emails and its download grants. A
 * ceiling for a loaded 2-core machine, never a wait.
 */
const CHECKOUT_TIMEOUT = 90_000;

/**
 * A REST nonce for the signed-in person of a page's context.
 *
 * @param request The page's request context (its cookies).
 */
async function restNonce( request: APIRequestContext ): Promise< string > {
	const response = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.ok(), 'WordPress hands out a REST nonce' ).toBe( true );
	return ( await response.text() ).trim();
}

/**
 * A new family account (a subscriber), made by the administrator.
 *
 * @param admin A page of the administrator.
 */
async function createFamily( admin: Page ) {
	const stamp = `${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
	const account = {
		user: `buyer${ stamp }`,
		password: `playpal-buyer-${ stamp }`,
		email: `buyer${ stamp }@example.test`,
	};
	const response = await admin.request.post( '/wp-json/wp/v2/users', {
		headers: { 'X-WP-Nonce': await restNonce( admin.request ) },
		data: {
			username: account.user,
			password: account.password,
			email: account.email,
			first_name: 'Pat',
			last_name: 'Buyer',
			name: 'Pat Buyer',
			roles: [ 'subscriber' ],
		},
	} );
	expect( response.status(), 'the family account is created' ).toBe( 201 );
	return { ...account, id: ( await response.json() ).id as number };
}

/**
 * The kit's printable as the store keeps it (WooCommerce's downloads folder,
 * which the web server never serves directly).
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

test( 'a signed-in family buys a kit with Dummy Payments, sees WooCommerce’s order received, and downloads the kit from that order in the member portal', async ( {
	browser,
} ) => {
	// Two sign-ins, the shop, the block checkout, a payment, the portal and a
	// free download's 5-second courtesy wait: several screens' time.
	test.setTimeout( 300_000 );
	expect(
		process.env.PLAYPAL_E2E_STORE,
		'a real WooCommerce with the Dummy Payments gateway (../shared/vendor; the double takes no orders)'
	).toBe( 'woocommerce' );

	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await logInAsAdmin( admin );
	const family = await createFamily( admin );

	const context = await browser.newContext();
	const page = await context.newPage();
	const errors = recordConsoleErrors( page );
	await page.goto( '/wp-login.php' );
	await fillLogin( page, { user: family.user, password: family.password } );

	// PlayPal's shop → the cart sheet → PlayPal's /checkout, which hands over.
	await page.goto( '/shop' );
	const sheet = await addFromShopCard( page, KIT );
	await sheet.getByRole( 'link', { name: 'Checkout', exact: true } ).click();

	// WooCommerce's block checkout, with this family's cart.
	const placeOrder = page.getByRole( 'button', { name: 'Place Order' } );
	await expect( placeOrder ).toBeVisible( { timeout: CHECKOUT_TIMEOUT } );
	await expect( page.locator( '#playpal-root' ) ).toHaveCount( 0 );
	await expect(
		page
			.locator( '.wc-block-components-order-summary' )
			.getByRole( 'heading', { name: KIT } )
	).toBeVisible();
	// A signed-in customer's e-mail is filled in; a printable's buyer is
	// asked a name and country, no postal address (checkout.spec.ts).
	await expect( page.getByLabel( 'Email address' ) ).toHaveValue(
		family.email
	);
	await page.getByLabel( 'Country/Region' ).selectOption( 'US' );
	await page.getByLabel( 'First name' ).fill( 'Pat' );
	await page.getByLabel( 'Last name' ).fill( 'Buyer' );
	// Picked by its label: with one method only, WooCommerce hides the radio.
	await page
		.getByRole( 'group', { name: 'Payment options' } )
		.getByText( 'Dummy Payments', { exact: true } )
		.click();
	await expect(
		page.locator(
			'input[name="radio-control-wc-payment-method-options"][value="dummy"]'
		)
	).toBeChecked();

	await placeOrder.click();

	// WooCommerce's order-received page for this order.
	await page.waitForURL( /\/order-received\/\d+\/\?key=wc_order_/, {
		timeout: CHECKOUT_TIMEOUT,
	} );
	const orderId = Number(
		/\/order-received\/(\d+)\//.exec( page.url() )?.[ 1 ]
	);
	await expect(
		page.getByText( 'Thank you. Your order has been' )
	).toBeVisible();
	const summary = page.locator( '.wc-block-order-confirmation-summary' );
	await expect( summary ).toContainText(
		new RegExp( `Order #:\\s*${ orderId }(?!\\d)` )
	);
	await expect( summary ).toContainText( 'Dummy Payments' );
	await expect(
		page.getByRole( 'heading', { name: 'Downloads' } )
	).toBeVisible();
	// The shop, the checkout (with the gateway's built script) and the order
	// page ran clean. (The member portal below asks for Create It Forward
	// creations, which a family that is no member is refused with a 403.)
	expect( errors ).toEqual( [] );

	// The order, as WooCommerce keeps it: paid, this family's, this kit.
	const order = await admin.request.get(
		`/wp-json/wc/v3/orders/${ orderId }`,
		{
			headers: { 'X-WP-Nonce': await restNonce( admin.request ) },
		}
	);
	expect( order.status() ).toBe( 200 );
	const orderData = await order.json();
	expect( orderData ).toMatchObject( {
		status: 'completed',
		customer_id: family.id,
		payment_method: 'dummy',
	} );
	expect(
		orderData.line_items.map( ( line: { name: string } ) => line.name )
	).toEqual( [ KIT ] );
	// The download permission WooCommerce granted for it.
	const granted = await admin.request.get(
		`/wp-json/wc/v3/customers/${ family.id }/downloads`,
		{ headers: { 'X-WP-Nonce': await restNonce( admin.request ) } }
	);
	expect( granted.status() ).toBe( 200 );
	const permissions: {
		download_id: string;
		product_id: number;
		order_id: number;
	}[] = await granted.json();
	expect( permissions.map( ( p ) => p.order_id ) ).toEqual( [ orderId ] );
	const permission = permissions[ 0 ] as ( typeof permissions )[ number ];
	await adminContext.close();

	// The member portal lists the kit, and only it: it comes from this order.
	await page.goto( '/member-portal' );
	await page.getByRole( 'tab', { name: 'Downloads' } ).click();
	const files = page
		.getByRole( 'list', { name: 'Your downloads' } )
		.getByRole( 'listitem' );
	await expect( files ).toHaveCount( 1 );
	const file = files.filter( { hasText: KIT } );
	await expect( file.getByText( 'Active' ) ).toBeVisible();
	await expect( file.getByText( 'Downloaded 0 times' ) ).toBeVisible();
	const listed = await page.evaluate( async () => {
		const wp = (
			window as unknown as {
				wp: { apiFetch: ( options: object ) => Promise< unknown > };
			}
		 ).wp;
		return ( await wp.apiFetch( { path: '/pp/v1/downloads' } ) ) as {
			downloads: { id: string }[];
		};
	} );
	expect( listed.downloads.map( ( item ) => item.id ) ).toEqual( [
		`${ permission.product_id }-${ permission.download_id }`,
	] );

	// The file, through WooCommerce's protected download (free tier: e-mail, then 5 s).
	await file.getByRole( 'button', { name: 'Download' } ).click();
	await file
		.getByLabel( 'Email address (required for free downloads)' )
		.fill( family.email );
	const download = page.waitForEvent( 'download' );
	await file.getByRole( 'button', { name: 'Download' } ).click();
	const saved = await download;
	// Issue 22: WooCommerce's own protected download, with PlayPal's pass.
	expect( saved.url() ).toMatch(
		/[?&]download_file=\d+&.*playpal_signature=/
	);
	expect( saved.suggestedFilename() ).toBe(
		'space-station-alpha-printable.png'
	);
	const bytes = readFileSync( ( await saved.path() ) as string );
	expect( sha256( bytes ) ).toBe(
		sha256( storedPrintable( saved.suggestedFilename() ) )
	);
	await expect( file.getByText( 'Downloaded 1 time' ) ).toBeVisible();
	await context.close();
} );
