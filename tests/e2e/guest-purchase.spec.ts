/**
 * Issue 22: a guest buys a kit on the real WooCommerce, pays with Dummy
 * Payments, becomes a member on WooCommerce's order-received page ("Create an
 * account", which makes the order the new account's), finds the kit in the
 * member portal's Downloads tab and saves it through WooCommerce's own
 * protected download (`?download_file=…`, with PlayPal's pass: the free
 * tier's daily limit is decided by PlayPal before the hand-over). The saved
 * bytes are the stored file's.
 *
 * The buyer's e-mail is new for every run, so the order-received page offers
 * the account (WooCommerce offers it only when no account has that e-mail).
 * Needs a real WooCommerce with the gateway (bin/test-e2e links both); on the
 * Store API test double, which takes no orders, it fails first thing and
 * says so.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { addFromShopCard } from './shop-helpers';
import {
	CHECKOUT_TIMEOUT,
	fillCheckout,
	placeOrder,
	portalDownloadRow,
	saveFreeDownload,
} from './checkout-helpers';

const KIT = 'Space Station Alpha';

test( 'a guest buys a kit, creates an account on the order-received page, and downloads the kit from the member portal through WooCommerce’s protected download', async ( {
	page,
} ) => {
	// The shop, the block checkout, a payment, an account, the portal and a
	// free download's 5-second courtesy wait: several screens' time.
	test.setTimeout( 300_000 );
	expect(
		process.env.PLAYPAL_E2E_STORE,
		'a real WooCommerce with the Dummy Payments gateway (the double takes no orders)'
	).toBe( 'woocommerce' );
	const stamp = `${ Date.now() }${ Math.floor( Math.random() * 1000 ) }`;
	const email = `guest${ stamp }@example.test`;

	// A guest: PlayPal's shop → the cart sheet → PlayPal's /checkout hand-off.
	await page.goto( '/shop' );
	const sheet = await addFromShopCard( page, KIT );
	await sheet.getByRole( 'link', { name: 'Checkout', exact: true } ).click();

	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeVisible( { timeout: CHECKOUT_TIMEOUT } );
	await fillCheckout( page, {
		email,
		firstName: 'Sam',
		lastName: 'Guest',
		guest: true,
	} );
	// WooCommerce's order-received page: paid, and it offers the account.
	await placeOrder( page );
	await expect(
		page.getByText( 'Thank you. Your order has been' )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Downloads' } )
	).toBeVisible();

	// The guest becomes a member: WooCommerce's "Create an account" (the
	// password is e-mailed as a set-password link; the account is signed in).
	const createAccount = page.getByRole( 'button', {
		name: 'Create account',
	} );
	await expect( createAccount ).toBeEnabled( { timeout: CHECKOUT_TIMEOUT } );
	await createAccount.click();
	await expect( page.getByText( /You can now/ ) ).toBeVisible( {
		timeout: CHECKOUT_TIMEOUT,
	} );

	// The member portal lists the kit from the guest's order, and only it.
	const file = await portalDownloadRow( page, KIT );

	// Free tier: the e-mail, the 5-second courtesy, then WooCommerce's own
	// download, for this order.
	const url = await saveFreeDownload(
		page,
		file,
		email,
		'space-station-alpha-printable.png'
	);
	expect( url.searchParams.get( 'order' ) ).toMatch( /^wc_order_/ );
	await expect(
		page.getByText(
			'Free plan: 2 of 3 downloads left today. They reset at midnight.'
		)
	).toBeVisible();
} );
