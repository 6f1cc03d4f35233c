/**
 * How long a purchase takes, from pressing the add button to WooCommerce's
 * order-received page, side by side on the same store in one run (runs
 * interleaved, so a machine that gets busier mid-run weighs on both alike):
 *
 * - PlayPal: the shop (`/shop`), "Add Magic to Cart" on a kit's card, the
 *   cart sheet's Checkout link, PlayPal's `/checkout` hand-off, WooCommerce's
 *   block checkout (e-mail, country, name: a printable asks no postal
 *   address), Place Order with Dummy Payments, order received;
 * - WooCommerce: its own add to cart, the request its product page's "Add to
 *   cart" sends (`?add-to-cart={id}`, a page load; WooCommerce adds the kit
 *   before anything is drawn), then its checkout page, the same details and
 *   payment, order received. The app answers `/product/{slug}` and `/cart` on
 *   this store (and WordPress sends a published product's preview there too),
 *   so WooCommerce's product page itself cannot be drawn here: its add-to-cart
 *   request stands for pressing its button, and the buyer goes from there
 *   straight to the checkout.
 *
 * Both sides buy as the same signed-in administrator, each run in a fresh
 * browser context; the time stops when the
 * order-received page's "Thank you" is visible. The ratio is PlayPal's
 * median ÷ WooCommerce's.
 *
 * Run against a running site with Dummy Payments (the dev site):
 *
 *   node bench/purchase.mjs [SITE_URL]      (default http://127.0.0.1:8888)
 *
 * bench/purchase (the shell wrapper) starts the dev site first.
 * PLAYPAL_BENCH_RUNS (default 5) sets the runs per side.
 */
import { chromium } from '@playwright/test';

import { median } from './lib/rest.mjs';

const site = ( process.argv[ 2 ] || 'http://127.0.0.1:8888' ).replace(
	/\/+$/,
	''
);
const RUNS = Number( process.env.PLAYPAL_BENCH_RUNS || 5 );
const KIT = {
	name: 'Ocean Adventure Discovery',
	slug: 'ocean-adventure-discovery',
};
const ADMIN = { user: 'admin', password: 'playpal-admin' };
const TIMEOUT = 120_000;

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run',
	],
} );

const productId = await ( async () => {
	const response = await fetch(
		`${ site }/wp-json/wc/store/v1/products?slug=${ KIT.slug }`
	);
	const [ product ] = await response.json();
	if ( ! product?.id ) {
		throw new Error( `no product ${ KIT.slug } on ${ site }` );
	}
	return product.id;
} )();

/**
 * A fresh browser context signed in as the administrator, with an empty cart.
 */
async function signedInPage() {
	const context = await browser.newContext( { baseURL: site } );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.fill( '#user_login', ADMIN.user );
	await page.fill( '#user_pass', ADMIN.password );
	await Promise.all( [
		page.waitForURL( /wp-admin/, { timeout: TIMEOUT } ),
		page.click( '#wp-submit' ),
	] );
	// Whatever an interrupted run left in the cart goes.
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const nonce = cart.headers().nonce;
	for ( const item of ( await cart.json() ).items ?? [] ) {
		await page.request.post( '/wp-json/wc/store/v1/cart/remove-item', {
			headers: { Nonce: nonce },
			data: { key: item.key },
		} );
	}
	return { context, page };
}

/**
 * WooCommerce's checkout, from its page to the order-received page: the
 * details a printable's buyer gives and Dummy Payments.
 *
 * @param {import('@playwright/test').Page} page Page on its way to the checkout.
 */
async function payAtCheckout( page ) {
	const placeOrder = page.getByRole( 'button', { name: 'Place Order' } );
	await placeOrder.waitFor( { timeout: TIMEOUT } );
	await page.getByLabel( 'Country/Region' ).selectOption( 'US' );
	await page.getByLabel( 'First name' ).fill( 'Bench' );
	await page.getByLabel( 'Last name' ).fill( 'Buyer' );
	await page
		.getByRole( 'group', { name: 'Payment options' } )
		.getByText( 'Dummy Payments', { exact: true } )
		.click();
	await placeOrder.click();
	await page.waitForURL( /\/order-received\/\d+\//, { timeout: TIMEOUT } );
	await page
		.getByText( /Thank you\. Your order has been/ )
		.waitFor( { timeout: TIMEOUT } );
}

/** PlayPal: the shop's card → cart sheet → /checkout → order received. */
async function playpalPurchase() {
	const { context, page } = await signedInPage();
	await page.goto( '/shop' );
	const add = page
		.getByTestId( 'product-card' )
		.filter( { hasText: KIT.name } )
		.getByRole( 'button', { name: /Add Magic to Cart/ } );
	await add.waitFor( { timeout: TIMEOUT } );
	const start = Date.now();
	await add.click();
	await page
		.getByRole( 'dialog', { name: 'Cart' } )
		.getByRole( 'link', { name: 'Checkout', exact: true } )
		.click();
	await payAtCheckout( page );
	const took = Date.now() - start;
	await context.close();
	return took;
}

/**
 * WooCommerce: its own add to cart (the request its product page's button
 * sends, `?add-to-cart={id}`, handled by WooCommerce before any page is
 * drawn) → its checkout page → order received.
 */
async function woocommercePurchase() {
	const { context, page } = await signedInPage();
	const start = Date.now();
	await page.goto( `/?add-to-cart=${ productId }`, { timeout: TIMEOUT } );
	await page.goto( '/checkout/', { timeout: TIMEOUT } );
	await payAtCheckout( page );
	const took = Date.now() - start;
	await context.close();
	return took;
}

const samples = { playpal: [], woocommerce: [] };
// One of each, unmeasured: caches, opcache and the first Store API calls.
await playpalPurchase();
await woocommercePurchase();
for ( let run = 0; run < RUNS; run++ ) {
	samples.playpal.push( await playpalPurchase() );
	samples.woocommerce.push( await woocommercePurchase() );
}
await browser.close();

const ms = ( value ) => `${ value.toFixed( 0 ) } ms`;
const ours = median( samples.playpal );
const theirs = median( samples.woocommerce );
process.stdout.write(
	[
		`\n${ site }: ${ RUNS } purchases per side, interleaved, medians`,
		`PlayPal     "Add Magic to Cart" → order received: ${ ms( ours ) }   (runs: ${ samples.playpal.join( ', ' ) })`,
		`WooCommerce add to cart (?add-to-cart) → order received: ${ ms(
			theirs
		) }   (runs: ${ samples.woocommerce.join( ', ' ) })`,
		`Ratio PlayPal ÷ WooCommerce: ${ ( ours / theirs ).toFixed( 2 ) }`,
	].join( '\n' ) + '\n'
);
