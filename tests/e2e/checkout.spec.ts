/**
 * A guest buys on the real WooCommerce 10.0.2, paying with its Dummy Payments
 * gateway: WooCommerce's checkout, order-received and My Account pages in
 * PlayPal's header, footer and tokens (includes/Checkout/Store_Frame.php,
 * Store_Styles.php), a checkout that asks a printable's buyer no postal
 * address (Address_Fields.php), the order's download on the order-received
 * page with the way to the member portal's Downloads tab (Portal_Link.php),
 * and WooCommerce's own e-mails in the site's mail log
 * (bin/php/mu-plugins/playpal-dev-mail.php). Then what must not happen: a
 * refused payment grants nothing, a double submit makes one order, a refund
 * takes the file back. And axe on the three pages.
 *
 * Every buyer is a guest with an e-mail of their own, so parallel tests never
 * count each other's orders or mail. A payment is refused for one browser
 * context only, through the cookie tests/e2e/mu-plugins/playpal-e2e-checkout.php
 * reads; the same plugin lets the administrator count an order's permission
 * rows as WooCommerce stores them.
 */

/**
 * External dependencies
 */
import { test, expect, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import { addSession, ADMIN_ACCOUNT, FAMILY_ACCOUNT, logIn } from './log-in';
import { addFromShopCard, recordConsoleErrors, SITE_URL } from './shop-helpers';
import { violations } from './axe';
import { CHECKOUT_TIMEOUT, fillCheckout, restNonce } from './checkout-helpers';

const KIT = 'Ocean Adventure Discovery';

/** The default design tokens (includes/Settings/Design_Tokens.php) as the browser computes them. */
const TOKEN_BACKGROUND = 'rgb(255, 250, 242)';

/**
 * The default primary colour. admin-settings.spec.ts saves another one while
 * this file may run in the other worker, so either may be the site's.
 */
const DEFAULT_PRIMARY = '#6c47ff';

/**
 * The site's primary colour now, as PlayPal's design tokens route answers it.
 *
 * @param page Page on the site.
 */
async function sitePrimary( page: Page ): Promise< string > {
	const response = await page.request.get( '/wp-json/pp/v1/design-tokens' );
	expect( response.ok() ).toBe( true );
	return String( ( await response.json() ).colors.primary ).toLowerCase();
}

/**
 * The page's own `--pp-color-primary` as the browser computes a colour from
 * it, to compare with what an element is painted in.
 *
 * @param page Page.
 */
function pagePrimaryRgb( page: Page ): Promise< string > {
	return page.evaluate( () => {
		const probe = document.createElement( 'span' );
		probe.style.color = 'var(--pp-color-primary)';
		document.body.append( probe );
		const colour = getComputedStyle( probe ).color;
		probe.remove();
		return colour;
	} );
}

/**
 * A guest's e-mail no other test uses.
 *
 * @param what What the guest does, for reading the log.
 */
function guestEmail( what: string ): string {
	return `${ what }${ Date.now() }${ Math.floor(
		Math.random() * 1000
	) }@example.test`;
}

/**
 * Adds the kit from PlayPal's shop and follows the cart sheet's Checkout
 * link through PlayPal's /checkout hand-off to WooCommerce's checkout.
 *
 * @param page Page.
 */
async function kitToCheckout( page: Page ) {
	await page.goto( '/shop' );
	const sheet = await addFromShopCard( page, KIT );
	await sheet.getByRole( 'link', { name: 'Checkout', exact: true } ).click();
	const placeOrder = page.getByRole( 'button', { name: 'Place Order' } );
	await expect( placeOrder ).toBeVisible( { timeout: CHECKOUT_TIMEOUT } );
	await expect(
		page
			.locator( '.wc-block-components-order-summary' )
			.getByRole( 'heading', { name: KIT } )
	).toBeVisible();
	return placeOrder;
}

/**
 * Fills what WooCommerce's checkout asks a guest buying a printable (the
 * e-mail, the country and the name) and picks Dummy Payments.
 *
 * @param page  Page on the checkout.
 * @param email The guest's e-mail.
 */
async function fillGuestDetails( page: Page, email: string ) {
	await fillCheckout( page, {
		email,
		firstName: 'Robin',
		lastName: 'Guest',
		guest: true,
	} );
}

/**
 * The administrator's REST client: orders by e-mail, permission rows, refunds.
 *
 * @param browser The test's browser.
 */
async function adminApi( browser: Browser ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await addSession( page, ADMIN_ACCOUNT );
	const nonce = await restNonce( page.request );
	const headers = { 'X-WP-Nonce': nonce };
	return {
		close: () => context.close(),
		async ordersOf( email: string ) {
			const response = await page.request.get(
				`/wp-json/wc/v3/orders?search=${ encodeURIComponent(
					email
				) }&status=any&per_page=20`,
				{ headers }
			);
			expect( response.status() ).toBe( 200 );
			const orders: {
				id: number;
				status: string;
				billing: { email: string; address_1: string };
				total: string;
			}[] = await response.json();
			return orders.filter( ( order ) => order.billing.email === email );
		},
		async permissions( orderId: number ) {
			const response = await page.request.get(
				`/wp-json/playpal-e2e/v1/orders/${ orderId }/permissions`,
				{ headers }
			);
			expect( response.status() ).toBe( 200 );
			return ( await response.json() ) as {
				product_id: number;
				user_email: string;
			}[];
		},
		async refund( orderId: number, amount: string ) {
			// What wp-admin's "Refund manually" does (no money moves: api_refund off).
			const response = await page.request.post(
				`/wp-json/wc/v3/orders/${ orderId }/refunds`,
				{ headers, data: { amount, api_refund: false } }
			);
			expect( response.status(), await response.text() ).toBe( 201 );
		},
	};
}

/**
 * The mail log's lines (bin/php/mu-plugins/playpal-dev-mail.php: one line a
 * message, "{date} to={recipients} subject={subject}").
 */
function mailLog(): { to: string; subject: string }[] {
	const siteDir = process.env.PLAYPAL_E2E_SITE_DIR;
	expect( siteDir, 'bin/test-e2e names the site folder' ).toBeTruthy();
	let text = '';
	try {
		text = readFileSync(
			join( siteDir as string, 'wp-content/mail.log' ),
			'utf8'
		);
	} catch {
		return [];
	}
	return text
		.split( '\n' )
		.map( ( line ) => / to=(.*?) subject=(.*)$/.exec( line ) )
		.filter( ( match ): match is RegExpExecArray => match !== null )
		.map( ( match ) => ( {
			to: match[ 1 ] as string,
			subject: match[ 2 ] as string,
		} ) );
}

/**
 * The subjects of the mail sent to an address so far.
 *
 * @param to Recipient.
 */
function subjectsTo( to: string ): string[] {
	return mailLog()
		.filter( ( mail ) => mail.to.split( ',' ).includes( to ) )
		.map( ( mail ) => mail.subject );
}

/**
 * PlayPal's frame and tokens on a WooCommerce page.
 *
 * @param page Page.
 */
async function expectPlayPalLook( page: Page ) {
	const header = page.locator( '[data-playpal-store-frame="header"]' );
	await expect( header.getByRole( 'banner' ) ).toBeVisible();
	await expect(
		header.getByRole( 'link', { name: 'PlayPal' } ).first()
	).toBeVisible();
	await expect(
		header
			.getByRole( 'navigation', { name: 'Main' } )
			.getByRole( 'link', { name: 'Member Portal' } )
	).toHaveAttribute( 'href', '/member-portal' );
	const footer = page.locator( '[data-playpal-store-frame="footer"]' );
	await expect( footer.getByRole( 'contentinfo' ) ).toContainText(
		'Print. Play. Done.'
	);
	// One header and one footer: the theme's own were replaced, not added to.
	await expect( page.getByRole( 'banner' ) ).toHaveCount( 1 );
	await expect( page.getByRole( 'contentinfo' ) ).toHaveCount( 1 );
	const looks = await page.evaluate( () => {
		const body = getComputedStyle( document.body );
		return {
			background: body.backgroundColor,
			font: body.fontFamily,
			primary: getComputedStyle( document.documentElement )
				.getPropertyValue( '--pp-color-primary' )
				.trim(),
		};
	} );
	expect( looks.background ).toBe( TOKEN_BACKGROUND );
	// The site's token printed for this page: the default or the colour another spec saved, nothing else.
	expect( [ DEFAULT_PRIMARY, await sitePrimary( page ) ] ).toContain(
		looks.primary.toLowerCase()
	);
	expect( looks.font ).toContain( 'system-ui' );
}

test.beforeEach( () => {
	expect(
		process.env.PLAYPAL_E2E_STORE,
		'a real WooCommerce with the Dummy Payments gateway (../shared/vendor; the double takes no orders)'
	).toBe( 'woocommerce' );
} );

test( 'a guest buys a kit: checkout and order received in PlayPal’s look, no postal address asked, the download listed and linked to the portal, WooCommerce’s e-mails logged, a refund takes the file back', async ( {
	browser,
} ) => {
	test.setTimeout( 480_000 );
	const email = guestEmail( 'guest' );
	const context = await browser.newContext();
	const page = await context.newPage();
	const errors = recordConsoleErrors( page );

	const placeOrder = await kitToCheckout( page );
	await expectPlayPalLook( page );
	await expect( placeOrder ).toHaveCSS(
		'background-color',
		await pagePrimaryRgb( page )
	);
	// A printable needs no shipping and no postal address (taxes are off).
	await expect( page.getByLabel( 'First name' ) ).toBeVisible();
	await expect( page.getByLabel( 'Address', { exact: true } ) ).toHaveCount(
		0
	);
	await expect( page.getByLabel( 'City' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'ZIP Code' ) ).toHaveCount( 0 );
	await expect( page.getByText( 'Shipping address' ) ).toHaveCount( 0 );
	await expect( page.getByText( 'Shipping options' ) ).toHaveCount( 0 );

	await fillGuestDetails( page, email );
	await placeOrder.click();

	await page.waitForURL( /\/order-received\/\d+\/\?key=wc_order_/, {
		timeout: CHECKOUT_TIMEOUT,
	} );
	const orderId = Number(
		/\/order-received\/(\d+)\//.exec( page.url() )?.[ 1 ]
	);
	await expect(
		page.getByText( /^Thank you\. Your order has been/ )
	).toBeVisible();
	await expectPlayPalLook( page );
	// WooCommerce lists the kit's file, through its protected download link.
	const downloads = page.locator( '.wc-block-order-confirmation-downloads' );
	await expect(
		downloads.getByRole( 'cell', { name: KIT } ).first()
	).toBeVisible();
	await expect(
		downloads.getByRole( 'link', { name: /printable/i } ).first()
	).toHaveAttribute(
		'href',
		/[?&]download_file=\d+&order=wc_order_\w+&(uid|email)=/
	);
	// And the way to the member portal's Downloads tab.
	const portal = page.getByRole( 'link', {
		name: 'Open my downloads in the member portal',
	} );
	await expect( portal ).toHaveAttribute(
		'href',
		'/member-portal#downloads'
	);
	await expect( portal ).toHaveCSS(
		'background-color',
		await pagePrimaryRgb( page )
	);
	expect( errors ).toEqual( [] );

	const admin = await adminApi( browser );
	const orders = await admin.ordersOf( email );
	expect( orders.map( ( order ) => order.id ) ).toEqual( [ orderId ] );
	expect( orders[ 0 ] ).toMatchObject( {
		status: 'completed',
		billing: { email, address_1: '' },
	} );
	expect(
		( await admin.permissions( orderId ) ).map( ( row ) => row.user_email )
	).toEqual( [ email ] );

	// WooCommerce's own e-mails, as the mail log has them: the shop's
	// "new order" and the buyer's "completed".
	await expect
		.poll( () => subjectsTo( 'admin@example.test' ) )
		.toContainEqual(
			expect.stringMatching(
				new RegExp( `new order:? #${ orderId }$`, 'i' )
			)
		);
	await expect
		.poll( () => subjectsTo( email ) )
		.toEqual( [
			expect.stringMatching(
				/^Your (PlayPal order is now complete|order from PlayPal is on its way!)$/
			),
		] );

	// A refund in wp-admin: the buyer is told, the file is taken back.
	const total = orders[ 0 ]?.total as string;
	await admin.refund( orderId, total );
	await expect
		.poll( () => subjectsTo( email ) )
		.toContainEqual( `Your PlayPal order #${ orderId } has been refunded` );
	expect( await admin.permissions( orderId ) ).toEqual( [] );
	await admin.close();
	await context.close();
} );

test( 'a refused payment shows WooCommerce’s error, leaves the buyer on the checkout, grants no download and says so by e-mail', async ( {
	browser,
} ) => {
	test.setTimeout( 360_000 );
	const email = guestEmail( 'refused' );
	const context = await browser.newContext();
	await context.addCookies( [
		{ name: 'playpal_e2e_payment', value: 'failure', url: SITE_URL },
	] );
	const page = await context.newPage();

	const placeOrder = await kitToCheckout( page );
	await fillGuestDetails( page, email );
	await placeOrder.click();

	// The gateway's own message, in WooCommerce's error notice.
	await expect(
		page
			.locator( '.wc-block-components-notice-banner.is-error' )
			.filter( { hasText: 'Order payment failed.' } )
	).toBeVisible( { timeout: CHECKOUT_TIMEOUT } );
	expect( page.url() ).not.toContain( 'order-received' );
	await expect( placeOrder ).toBeEnabled();

	const admin = await adminApi( browser );
	const orders = await admin.ordersOf( email );
	expect( orders.map( ( order ) => order.status ) ).toEqual( [ 'failed' ] );
	expect(
		await admin.permissions( orders[ 0 ]?.id as number ),
		'a refused payment grants nothing'
	).toEqual( [] );
	// WooCommerce tells the buyer, and sends nothing else.
	await expect
		.poll( () => subjectsTo( email ) )
		.toEqual( [ 'Your order at PlayPal was unsuccessful' ] );
	await admin.close();
	await context.close();
} );

test( 'a double-submitted checkout makes one order: a double click, and three checkouts sent at once', async ( {
	browser,
} ) => {
	test.setTimeout( 480_000 );
	const admin = await adminApi( browser );

	// A double click on Place Order.
	const clicked = guestEmail( 'double' );
	const context = await browser.newContext();
	const page = await context.newPage();
	const placeOrder = await kitToCheckout( page );
	await fillGuestDetails( page, clicked );
	await placeOrder.dblclick();
	await page.waitForURL( /\/order-received\/\d+\//, {
		timeout: CHECKOUT_TIMEOUT,
	} );
	const orders = await admin.ordersOf( clicked );
	expect( orders.map( ( order ) => order.status ) ).toEqual( [
		'completed',
	] );
	expect( await admin.permissions( orders[ 0 ]?.id as number ) ).toHaveLength(
		1
	);

	// Checkouts of one cart at the same moment, as WooCommerce's Store API
	// receives them (the block checkout's request, sent three times).
	const sent = guestEmail( 'twice' );
	await kitToCheckout( page );
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const nonce = cart.headers().nonce as string;
	expect( nonce ).toBeTruthy();
	const checkout = () =>
		page.request.post( '/wp-json/wc/store/v1/checkout', {
			headers: { Nonce: nonce },
			data: {
				billing_address: {
					first_name: 'Robin',
					last_name: 'Guest',
					country: 'US',
					email: sent,
				},
				payment_method: 'dummy',
			},
			timeout: CHECKOUT_TIMEOUT,
		} );
	const answers = await Promise.all( [ checkout(), checkout(), checkout() ] );
	const bodies = await Promise.all(
		answers.map( async ( answer ) => ( {
			status: answer.status(),
			body: await answer.json(),
		} ) )
	);
	const placed = bodies.filter( ( { status } ) => status === 200 );
	expect( placed, JSON.stringify( bodies ) ).toHaveLength( 1 );
	// The others waited for it (includes/Checkout/Checkout_Lock.php) and
	// found the cart it emptied: WooCommerce's own refusal.
	expect(
		bodies
			.filter( ( { status } ) => status !== 200 )
			.map( ( { body } ) => body.code )
	).toEqual( [
		'woocommerce_rest_cart_empty',
		'woocommerce_rest_cart_empty',
	] );
	const twice = await admin.ordersOf( sent );
	expect(
		twice.map( ( order ) => [ order.id, order.status ] ),
		JSON.stringify( bodies )
	).toEqual( [ [ placed[ 0 ]?.body.order_id, 'completed' ] ] );
	expect( await admin.permissions( twice[ 0 ]?.id as number ) ).toHaveLength(
		1
	);
	await admin.close();
	await context.close();
} );

test( 'checkout, order received and My Account in PlayPal’s look have no WCAG A/AA violation', async ( {
	browser,
} ) => {
	test.setTimeout( 480_000 );
	const context = await browser.newContext();
	const page = await context.newPage();

	const placeOrder = await kitToCheckout( page );
	await fillGuestDetails( page, guestEmail( 'axe' ) );
	expect( await violations( page ), 'checkout' ).toEqual( [] );

	await placeOrder.click();
	await page.waitForURL( /\/order-received\/\d+\//, {
		timeout: CHECKOUT_TIMEOUT,
	} );
	await expect(
		page.getByRole( 'link', {
			name: 'Open my downloads in the member portal',
		} )
	).toBeVisible();
	expect( await violations( page ), 'order received' ).toEqual( [] );
	await context.close();

	// My Account, signed out (its sign-in form) and signed in.
	const guest = await browser.newContext();
	const signedOut = await guest.newPage();
	await signedOut.goto( '/my-account/' );
	await expect(
		signedOut.getByRole( 'button', { name: 'Log in' } )
	).toBeVisible();
	await expectPlayPalLook( signedOut );
	expect( await violations( signedOut ), 'My Account, signed out' ).toEqual(
		[]
	);
	await guest.close();

	const family = await browser.newContext();
	const signedIn = await family.newPage();
	await logIn( signedIn, FAMILY_ACCOUNT );
	await signedIn.goto( '/my-account/' );
	await expect(
		signedIn.getByRole( 'navigation', { name: 'Account pages' } )
	).toBeVisible();
	await expectPlayPalLook( signedIn );
	expect( await violations( signedIn ), 'My Account' ).toEqual( [] );
	await family.close();
} );
