/**
 * Home, About, the 404 screen and the router's error element.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

test( 'Home shows the spec’s hero, stats and keeps the demo message hidden', async ( {
	page,
} ) => {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	const demo = page.waitForResponse(
		( response ) =>
			response.url().includes( 'pp/v1/demo' ) ||
			response.url().includes( 'pp%2Fv1%2Fdemo' )
	);
	await page.goto( '/' );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toContainText(
		'Print. Play. Done!'
	);
	await expect( page.getByText( 'No fees. No fuss.' ).first() ).toBeVisible();
	for ( const stat of [ '10K+', '500+', '4.9', '50K+' ] ) {
		await expect(
			page.getByText( stat, { exact: true } ).first()
		).toBeVisible();
	}
	expect( ( await demo ).status() ).toBe( 200 );
	const message = page.getByTestId( 'demo-message' );
	await expect( message ).toBeHidden();
	await expect( message ).not.toBeEmpty();
	await expect( page ).toHaveTitle( /PlayPal/ );
	await expect( page.locator( 'link[rel="canonical"]' ) ).toHaveAttribute(
		'href',
		/\/$/
	);
	const nav = page.getByRole( 'navigation' ).first();
	await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Shop Now' } ).first()
	).toBeVisible();
	expect( errors, 'no console errors on Home' ).toEqual( [] );
} );

test( 'About tells the founder story and links to the shop and the blog', async ( {
	page,
} ) => {
	await page.goto( '/about' );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();
	for ( const line of [
		/mini-apps/i,
		/blog/i,
		/forum/i,
		/play ideas hub/i,
		/protective AI framework/i,
	] ) {
		await expect(
			page.getByRole( 'main' ).getByText( line ).first()
		).toBeVisible();
	}
	await expect(
		page.getByRole( 'main' ).locator( 'a[href="/shop"]' ).first()
	).toBeVisible();
	await expect(
		page.getByRole( 'main' ).locator( 'a[href="/blog"]' ).first()
	).toBeVisible();
	await expect( page ).toHaveTitle( 'About PlayPal | PlayPal' );
} );

test( 'navigating from Home to About happens in the app, without a page load', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await page.evaluate(
		() => ( ( window as unknown as { marker: boolean } ).marker = true )
	);
	await page
		.getByRole( 'navigation' )
		.first()
		.getByRole( 'link', { name: 'About' } )
		.click();
	await expect( page ).toHaveURL( /\/about$/ );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();
	expect(
		await page.evaluate(
			() => ( window as unknown as { marker?: boolean } ).marker
		)
	).toBe( true );
} );

test( 'an unknown path shows the 404 screen, logs the path, and links home', async ( {
	page,
} ) => {
	const logged: string[] = [];
	page.on( 'console', ( message ) => logged.push( message.text() ) );
	const response = await page.goto( '/no-such-page' );
	expect( response?.status() ).toBe( 404 );
	await expect(
		page.getByRole( 'heading', { name: 'Oops! Page not found' } )
	).toBeVisible();
	expect( logged.some( ( text ) => text.includes( '/no-such-page' ) ) ).toBe(
		true
	);
	await page.getByRole( 'link', { name: 'Return to Home' } ).click();
	await expect( page ).toHaveURL( /\/$/ );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toContainText(
		'Print. Play. Done!'
	);
} );

test( 'a screen that fails to load shows the router’s error element', async ( {
	page,
} ) => {
	// The About screen is its own chunk; when it cannot be fetched the
	// router shows its error element instead of a blank page.
	await page.route( /chunks\/about\.[0-9a-f]+\.js/, ( route ) =>
		route.abort()
	);
	await page.goto( '/about' );
	await expect(
		page.getByRole( 'heading', { name: 'Unexpected Application Error!' } )
	).toBeVisible();
	await expect(
		page.getByText( /Loading chunk|Failed to fetch|about/i ).first()
	).toBeVisible();
} );
