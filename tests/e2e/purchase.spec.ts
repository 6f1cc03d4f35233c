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
 * PlayPal's service worker is on, as for every family (docs/OFFLINE.md): the
 * shop, the checkout hand-off, the payment and the protected download all
 * pass through it (the other specs block it; see playwright.config.ts).
 *
 * Needs a real WooCommerce with the gateway (bin/test-e2e links both from
 * ../shared/vendor); on the Store API test double, which takes no orders,
 * it fails first thing and says so.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { addFromShopCard, recordConsoleErrors } from './shop-helpers';
import { addSession, ADMIN_ACCOUNT } from './log-in';
import {
	CHECKOUT_TIMEOUT,
	fillCheckout,
	newFamilyAccount,
	placeOrder,
	portalDownloadRow,
	restNonce,
	saveFreeDownload,
	signedInPage,
} from './checkout-helpers';

test.use( { serviceWorkers: 'allow' } );

const KIT = 'Space Station Alpha';

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
	await addSession( admin, ADMIN_ACCOUNT );
	const family = await newFamilyAccount( admin, 'buyer' );

	const { context, page } = await signedInPage( browser, family );
	const errors = recordConsoleErrors( page );

	// PlayPal's shop → the cart sheet → PlayPal's /checkout, which hands over.
	await page.goto( '/shop' );
	const sheet = await addFromShopCard( page, KIT );
	await sheet.getByRole( 'link', { name: 'Checkout', exact: true } ).click();

	// WooCommerce's block checkout, with this family's cart.
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeVisible( {
		timeout: CHECKOUT_TIMEOUT,
	} );
	await expect( page.locator( '#playpal-root' ) ).toHaveCount( 0 );
	await expect(
		page
			.locator( '.wc-block-components-order-summary' )
			.getByRole( 'heading', { name: KIT } )
	).toBeVisible();
	// A signed-in customer's e-mail is filled in; a printable's buyer is
	// asked a name and country, no postal address (checkout.spec.ts).
	await fillCheckout( page, {
		email: family.email,
		firstName: 'Pat',
		lastName: 'Buyer',
		guest: false,
	} );
	const orderId = await placeOrder( page );

	// WooCommerce's order-received page for this order.
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
	const file = await portalDownloadRow( page, KIT );
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

	// The file, through WooCommerce's protected download (free tier: e-mail,
	// then 5 s), with PlayPal's pass (issue 22).
	await saveFreeDownload(
		page,
		file,
		family.email,
		'space-station-alpha-printable.png'
	);
	await context.close();
} );
