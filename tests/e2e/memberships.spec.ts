/**
 * Memberships sold as WooCommerce products, end to end on the real store
 * (the seeded VIP Library Card, Creator Monthly and Creator Annual,
 * bin/php/sample-memberships.php; Dummy Payments, every payment succeeds):
 *
 * - a new family account follows the Create It Forward gate's Join to the
 *   Creator Monthly product, pays, and `/create-it-forward` shows the creator
 *   dashboard; the administrator refunds the order (wc/v3, as wp-admin's
 *   Refund button does) and the gate is back;
 * - another account buys the VIP Library Card: `pp/v1/me` says `vip` and the
 *   member portal's VIP banner is gone, its Subscription tab showing the card
 *   active until its last day.
 *
 * Each buyer is an account made for the test (as the administrator), so
 * nothing another spec counts is touched.
 */

/**
 * External dependencies
 */
import { test, expect, type Browser, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { addSession, ADMIN_ACCOUNT } from './log-in';
import {
	CHECKOUT_TIMEOUT,
	fillCheckout,
	newFamilyAccount,
	placeOrder,
	restNonce,
	signedInPage,
} from './checkout-helpers';

/**
 * A new family account, made by the administrator, signed in on a page of its own.
 *
 * @param browser The browser.
 * @return The account, its page and context, and the administrator's page.
 */
async function newBuyer( browser: Browser ) {
	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await addSession( admin, ADMIN_ACCOUNT );
	const account = await newFamilyAccount( admin, 'member', 'Robin Member' );
	return {
		...account,
		...( await signedInPage( browser, account ) ),
		admin,
		adminContext,
	};
}

/**
 * From a membership's product page to WooCommerce's order-received page,
 * paid with Dummy Payments. Returns the order id.
 *
 * @param page  The buyer's page, on the product page.
 * @param name  The product's name.
 * @param email The buyer's e-mail.
 */
async function payOnCheckout(
	page: Page,
	name: string,
	email: string
): Promise< number > {
	await expect(
		page.getByRole( 'heading', { name, level: 1 } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect( page ).toHaveURL( /\/cart$/ );
	await expect(
		page.getByTestId( 'cart-item' ).filter( { hasText: name } )
	).toHaveCount( 1 );
	await page
		.locator( '#main' )
		.getByRole( 'link', { name: 'Checkout', exact: true } )
		.click();

	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeVisible( { timeout: CHECKOUT_TIMEOUT } );
	await fillCheckout( page, {
		email,
		firstName: 'Robin',
		lastName: 'Member',
		guest: false,
	} );
	return placeOrder( page );
}

/**
 * pp/v1/me as the page's person sees it.
 *
 * @param page A page of the app.
 */
async function me( page: Page ) {
	return page.evaluate( async () => {
		const wp = (
			window as unknown as {
				wp: { apiFetch: ( options: object ) => Promise< unknown > };
			}
		 ).wp;
		return ( await wp.apiFetch( { path: '/pp/v1/me' } ) ) as {
			tier: string;
			member: boolean;
			memberUntil: string | null;
			vipUntil: string | null;
			memberPlan: string | null;
		};
	} );
}

test.beforeEach( () => {
	expect(
		process.env.PLAYPAL_E2E_STORE,
		'a real WooCommerce with the Dummy Payments gateway (the double takes no orders)'
	).toBe( 'woocommerce' );
} );

test( 'buying Creator Monthly from the gate opens the creator dashboard, and a refund brings the gate back', async ( {
	browser,
} ) => {
	test.setTimeout( 300_000 );
	const buyer = await newBuyer( browser );
	const { page, admin, adminContext } = buyer;

	await page.goto( '/create-it-forward' );
	await expect(
		page.getByRole( 'heading', {
			name: 'Become a Create It Forward member',
		} )
	).toBeVisible();
	// The gate's Join leads to this site's Creator products (same tab, to buy).
	await expect(
		page.getByRole( 'link', { name: 'Join with Creator Annual' } )
	).toHaveAttribute( 'href', /\/product\/creator-annual$/ );
	await page
		.getByRole( 'link', { name: 'Join with Creator Monthly' } )
		.click();
	await expect( page ).toHaveURL( /\/product\/creator-monthly$/ );
	const orderId = await payOnCheckout( page, 'Creator Monthly', buyer.email );

	const order = await admin.request.get(
		`/wp-json/wc/v3/orders/${ orderId }`,
		{
			headers: { 'X-WP-Nonce': await restNonce( admin.request ) },
		}
	);
	expect( order.status() ).toBe( 200 );
	const orderData = await order.json();
	expect(
		orderData,
		'a paid membership order completes at once'
	).toMatchObject( { status: 'completed', payment_method: 'dummy' } );

	await page.goto( '/create-it-forward' );
	await expect(
		page.getByRole( 'heading', { name: 'Creator Dashboard' } )
	).toBeVisible();
	const after = await me( page );
	expect( after ).toMatchObject( {
		member: true,
		memberPlan: 'creator_monthly',
	} );
	expect( after.memberUntil ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );

	// The administrator refunds the whole order, as wp-admin's Refund does (no gateway refund).
	const refund = await admin.request.post(
		`/wp-json/wc/v3/orders/${ orderId }/refunds`,
		{
			headers: { 'X-WP-Nonce': await restNonce( admin.request ) },
			data: {
				amount: orderData.total,
				api_refund: false,
				reason: 'Changed my mind',
			},
		}
	);
	expect( refund.status(), 'WooCommerce takes the refund' ).toBe( 201 );
	const refunded = await admin.request.get(
		`/wp-json/wc/v3/orders/${ orderId }`,
		{ headers: { 'X-WP-Nonce': await restNonce( admin.request ) } }
	);
	expect( ( await refunded.json() ).status ).toBe( 'refunded' );

	await page.goto( '/create-it-forward' );
	await expect(
		page.getByRole( 'heading', {
			name: 'Become a Create It Forward member',
		} )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Creator Dashboard' } )
	).toHaveCount( 0 );
	expect( ( await me( page ) ).member ).toBe( false );

	await buyer.context.close();
	await adminContext.close();
} );

test( 'buying the VIP Library Card makes the family VIP: pp/v1/me says vip and the portal’s VIP banner is gone', async ( {
	browser,
} ) => {
	test.setTimeout( 300_000 );
	const buyer = await newBuyer( browser );
	await buyer.adminContext.close();
	const { page } = buyer;

	await page.goto( '/member-portal' );
	await page.getByRole( 'tab', { name: 'Subscription' } ).click();
	await expect( page.getByText( 'Become a VIP member' ) ).toBeVisible();
	const card = page.getByTestId( 'membership-vip' );
	await expect( card.getByText( 'Not a member' ) ).toBeVisible();
	await card
		.getByRole( 'link', { name: 'Get the VIP Library Card' } )
		.click();
	await expect( page ).toHaveURL( /\/product\/vip-library-card$/ );
	await payOnCheckout( page, 'VIP Library Card', buyer.email );

	await page.goto( '/member-portal' );
	const data = await me( page );
	expect( data.tier ).toBe( 'vip' );
	expect( data.vipUntil ).toMatch( /^\d{4}-\d{2}-\d{2}$/ );
	await page.getByRole( 'tab', { name: 'Subscription' } ).click();
	await expect(
		page.getByTestId( 'membership-vip' ).getByText( /^Active until / )
	).toBeVisible();
	await expect( page.getByText( 'Become a VIP member' ) ).toHaveCount( 0 );
	await expect(
		page.getByTestId( 'membership-vip' ).getByRole( 'link', {
			name: 'Renew the VIP Library Card',
		} )
	).toBeVisible();

	await buyer.context.close();
} );
