/**
 * The cart: adding, the side sheet, the Cart page, the guest session,
 * checkout, and the failures a person can see. Each test runs in its own
 * browser context, so each is a new guest with their own cart.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addFromProductPage,
	headerCartButton,
	openCartSheet,
} from './shop-helpers';

test( 'Add to Cart shows "Adding..." and then the Cart page lists the kit', async ( {
	page,
} ) => {
	// The write is held until the busy state has been seen, however long that takes.
	let release = () => {};
	const seen = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/wc/store/v1/cart/add-item**', async ( route ) => {
		await seen;
		await route.continue();
	} );
	await page.goto( '/product/ocean-adventure-discovery' );

	const add = page.getByRole( 'button', { name: 'Add to Cart' } );
	const created = page.waitForResponse( /cart\/add-item/ );
	await add.click();
	await expect(
		page.getByRole( 'button', { name: 'Adding...' } )
	).toBeDisabled();
	release();
	expect( ( await created ).status(), 'add-item answers 201' ).toBe( 201 );

	await expect( page ).toHaveURL( /\/cart$/ );
	const line = page.getByTestId( 'cart-item' );
	await expect( line ).toHaveCount( 1 );
	await expect( line ).toContainText( 'Ocean Adventure Discovery' );
	await expect( line ).toContainText( 'Qty: 1' );
	await expect( line.getByRole( 'img' ) ).toBeVisible();
	await expect( page.getByTestId( 'cart-total' ) ).toHaveText( '$8.99' );
	await expect( headerCartButton( page ) ).toHaveAccessibleName(
		'Cart 1 item'
	);
} );

test( 'a guest who clicks Add before the cart read lands sends one add, with a nonce', async ( {
	page,
} ) => {
	// A cacheable guest page prints no Store API nonce; the app reads the cart
	// (and its nonce) after load. Hold that read until the click is in.
	let release = () => {};
	const clicked = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( /\/wc\/store\/v1\/cart(\?|$)/, async ( route ) => {
		if ( route.request().method() === 'GET' ) {
			await clicked;
		}
		await route.continue();
	} );
	const adds: Array< { nonce: string | null; status: number } > = [];
	page.on( 'response', async ( response ) => {
		if ( /cart\/add-item/.test( response.url() ) ) {
			adds.push( {
				nonce: await response.request().headerValue( 'Nonce' ),
				status: response.status(),
			} );
		}
	} );
	await page.goto( '/product/ocean-adventure-discovery' );

	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Adding...' } )
	).toBeDisabled();
	release();

	await expect( page ).toHaveURL( /\/cart$/ );
	await expect( page.getByTestId( 'cart-item' ) ).toHaveCount( 1 );
	expect( adds, 'one add-item, sent with a nonce, answered 201' ).toEqual( [
		{ nonce: expect.stringMatching( /\S/ ), status: 201 },
	] );
} );

test( 'the header opens the cart sheet: plus and minus (stopping at 1), Remove, and both empty states', async ( {
	page,
} ) => {
	await page.goto( '/' );
	let sheet = await openCartSheet( page );
	await expect( sheet.getByText( 'Your cart is empty' ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( sheet ).toBeHidden();

	// "Add Magic to Cart" on the shop opens the drawer with the new line.
	await page.goto( '/shop' );
	await page
		.getByTestId( 'product-card' )
		.filter( { hasText: 'Space Station Alpha' } )
		.getByRole( 'button', { name: /Add Magic to Cart/ } )
		.click();
	sheet = page.getByRole( 'dialog', { name: 'Cart' } );
	await expect( sheet.getByTestId( 'cart-item' ) ).toHaveCount( 1 );
	await page.keyboard.press( 'Escape' );

	sheet = await openCartSheet( page );
	const quantity = sheet.getByTestId( 'cart-item-quantity' );
	const minus = sheet.getByRole( 'button', {
		name: 'One fewer Space Station Alpha',
	} );
	const plus = sheet.getByRole( 'button', {
		name: 'One more Space Station Alpha',
	} );
	await expect( quantity ).toHaveText( '1' );
	await expect( minus ).toBeDisabled();

	await plus.click();
	await expect( quantity ).toHaveText( '2' );
	await expect( sheet.getByTestId( 'cart-total' ) ).toHaveText( '$25.98' );
	await expect(
		page.getByTestId( 'header-cart-button' ).getByTestId( 'cart-count' )
	).toHaveText( '2' );

	await minus.click();
	await expect( quantity ).toHaveText( '1' );
	await expect( minus ).toBeDisabled();

	await sheet
		.getByRole( 'button', { name: 'Remove Space Station Alpha' } )
		.click();
	await expect( sheet.getByText( 'Your cart is empty' ) ).toBeVisible();
	await expect(
		page.getByTestId( 'header-cart-button' ).getByTestId( 'cart-count' )
	).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );

	await page.goto( '/cart' );
	await expect( page.getByText( 'Your cart is empty.' ) ).toBeVisible();
} );

test( 'the cart is kept across reloads (a guest cookie session) and is nobody else’s', async ( {
	page,
	browser,
} ) => {
	await addFromProductPage( page, 'magical-forest-friends' );

	await page.reload();
	await expect( page.getByTestId( 'cart-item' ) ).toContainText(
		'Magical Forest Friends'
	);
	await expect( page.getByTestId( 'cart-count' ) ).toHaveText( '1' );
	const cookies = await page.context().cookies();
	expect(
		cookies.some( ( cookie ) =>
			cookie.name.startsWith( 'wp_woocommerce_session_' )
		)
	).toBe( true );

	const stranger = await browser.newPage();
	await stranger.goto( '/cart' );
	await expect( stranger.getByText( 'Your cart is empty.' ) ).toBeVisible();
	await stranger.close();
} );

test( 'Checkout says "Redirecting to checkout" and goes to the store’s checkout page', async ( {
	page,
} ) => {
	await addFromProductPage( page, 'princess-tea-party-palace' );
	const checkoutUrl = await page.evaluate(
		() =>
			( window as unknown as { playpalConfig: { checkoutUrl: string } } )
				.playpalConfig.checkoutUrl
	);
	expect( checkoutUrl ).not.toBe( '' );
	// What the app showed when the page was left for the store's checkout.
	await page.addInitScript( () => {
		window.addEventListener( 'pagehide', () => {
			window.sessionStorage.setItem(
				'playpal-e2e-left-with',
				document.querySelector( 'main' )?.textContent ?? ''
			);
		} );
	} );
	await page.reload();

	await page
		.getByRole( 'main' )
		.getByRole( 'link', { name: 'Checkout', exact: true } )
		.click();

	await page.waitForURL( checkoutUrl );
	expect(
		await page.evaluate( () =>
			window.sessionStorage.getItem( 'playpal-e2e-left-with' )
		)
	).toContain( 'Redirecting to checkout' );
	// The store renders its own checkout, listing this visitor's cart (the
	// double prints a summary; WooCommerce's block checkout its order summary).
	await expect(
		page.getByText( 'Princess Tea Party Palace' ).first()
	).toBeVisible();
	await expect( page.locator( '#playpal-root' ) ).toHaveCount( 0 );
	// The store's own page keeps the store's own scripts and styles.
	expect(
		await page
			.locator(
				'script[src*="/plugins/woocommerce"], link[rel="stylesheet"][href*="/plugins/woocommerce"]'
			)
			.count()
	).toBeGreaterThan( 0 );
} );

test( 'the store refuses cart writes without a valid nonce (401, 403)', async ( {
	request,
} ) => {
	const products = await (
		await request.get(
			'/wp-json/wc/store/v1/products?slug=space-station-alpha'
		)
	).json();
	const id = products[ 0 ].id;

	const missing = await request.post( '/wp-json/wc/store/v1/cart/add-item', {
		data: { id, quantity: 1 },
	} );
	const invalid = await request.post( '/wp-json/wc/store/v1/cart/add-item', {
		data: { id, quantity: 1 },
		headers: { Nonce: 'not-a-nonce' },
	} );

	expect( missing.status() ).toBe( 401 );
	expect( ( await missing.json() ).code ).toBe(
		'woocommerce_rest_missing_nonce'
	);
	expect( invalid.status() ).toBe( 403 );
	expect( ( await invalid.json() ).code ).toBe(
		'woocommerce_rest_invalid_nonce'
	);
	expect( invalid.headers().nonce ).toBeTruthy();
} );

test( 'an expired nonce is refreshed and the write retried without the person noticing', async ( {
	page,
} ) => {
	const statuses: number[] = [];
	page.on( 'response', ( response ) => {
		if ( response.url().includes( 'cart/add-item' ) ) {
			statuses.push( response.status() );
		}
	} );
	// The first write goes out with a nonce that no longer verifies.
	let first = true;
	await page.route( '**/wc/store/v1/cart/add-item**', async ( route ) => {
		if ( first ) {
			first = false;
			await route.continue( {
				headers: { ...route.request().headers(), nonce: 'expired0' },
			} );
			return;
		}
		await route.continue();
	} );

	await addFromProductPage( page, 'superhero-training-academy' );

	expect( statuses ).toEqual( [ 403, 201 ] );
	await expect( page.getByTestId( 'cart-item' ) ).toContainText(
		'Superhero Training Academy'
	);
	await expect( page.getByText( /session timed out/ ) ).toHaveCount( 0 );
} );

test( 'a line changed elsewhere (409) brings back the store’s cart with a short message', async ( {
	page,
	context,
} ) => {
	await addFromProductPage( page, 'dr-pets-veterinary-clinic' );
	// The same guest removes it in another tab.
	const other = await context.newPage();
	await other.goto( '/cart' );
	await other
		.getByRole( 'button', { name: 'Remove Dr. Pet’s Veterinary Clinic' } )
		.click();
	await expect( other.getByText( 'Your cart is empty.' ) ).toBeVisible();
	await other.close();

	const conflict = page.waitForResponse( /cart\/remove-item/ );
	await page
		.getByRole( 'button', { name: 'Remove Dr. Pet’s Veterinary Clinic' } )
		.click();

	expect( ( await conflict ).status() ).toBe( 409 );
	await expect( page.getByText( 'Your cart is empty.' ) ).toBeVisible();
	await expect(
		page.getByText(
			'That item had already changed, so we refreshed your cart.',
			{ exact: true }
		)
	).toBeVisible();
} );

test( 'with the network down the person is told, and nothing changes', async ( {
	page,
} ) => {
	await page.goto( '/product/space-station-alpha' );
	await page.route( '**/wc/store/v1/cart/add-item**', ( route ) =>
		route.abort( 'internetdisconnected' )
	);

	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();

	await expect(
		page.getByText(
			'We couldn’t reach the shop. Check your connection and try again.',
			{ exact: true }
		)
	).toBeVisible();
	await expect( page ).toHaveURL( /\/product\/space-station-alpha$/ );
	await expect(
		page.getByRole( 'button', { name: 'Add to Cart' } )
	).toBeEnabled();
} );

test( 'five rapid "Add Magic to Cart" clicks end with a quantity of 5, on screen and on the server', async ( {
	page,
} ) => {
	await page.goto( '/shop' );
	const add = page
		.getByTestId( 'product-card' )
		.filter( { hasText: 'Magical Forest Friends' } )
		.getByRole( 'button', { name: /Add Magic to Cart/ } );
	await expect( add ).toBeEnabled();
	const adds: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /cart(\/|%2F)add-item/.test( request.url() ) ) {
			adds.push( request.url() );
		}
	} );

	// Five clicks in one moment, before React can render the busy button.
	await add.evaluate( ( button: HTMLButtonElement ) => {
		for ( let click = 0; click < 5; click++ ) {
			button.click();
		}
	} );

	const sheet = page.getByRole( 'dialog', { name: 'Cart' } );
	await expect( sheet.getByTestId( 'cart-item-quantity' ) ).toHaveText( '5' );
	await page.keyboard.press( 'Escape' );
	await expect( sheet ).toBeHidden();
	await expect( headerCartButton( page ) ).toHaveAccessibleName(
		'Cart 5 items'
	);
	expect( adds ).toHaveLength( 5 );
	// The server kept every one of them, not only the shown answer.
	await page.goto( '/cart' );
	await expect( page.getByTestId( 'cart-item' ) ).toContainText( 'Qty: 5' );
} );
