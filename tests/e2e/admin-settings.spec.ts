/**
 * Settings → PlayPal in wp-admin, and its effect on the storefront.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logInAsAdmin } from './log-in';

async function primaryColourOf( page: Page ) {
	return page.evaluate( () =>
		getComputedStyle( document.documentElement )
			.getPropertyValue( '--pp-color-primary' )
			.trim()
	);
}

test( 'wp-admin still works beside the storefront', async ( { page } ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	await logInAsAdmin( page );
	// A real WooCommerce sends the first admin visit after install to its setup wizard; the dashboard is one click away.
	await page.goto( '/wp-admin/index.php' );
	await expect(
		page.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
	).toBeVisible();
} );

test( 'saving a new primary colour changes the storefront on the next load', async ( {
	page,
} ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	await logInAsAdmin( page );
	// The colours are on the Look tab, opened from the tab row and kept in the address.
	await page.goto( '/wp-admin/options-general.php?page=playpal' );
	await page.getByRole( 'tab', { name: 'Look' } ).click();
	await expect( page ).toHaveURL( /[?&]tab=look\b/ );
	const primary = page.getByRole( 'textbox', {
		name: 'Primary',
		exact: true,
	} );
	await expect( primary ).toBeVisible();
	await primary.fill( '#e11d48' );
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page.locator( '#playpal-settings-root' ).getByText( 'Settings saved.' )
	).toBeVisible();

	await page.goto( '/' );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();
	expect( await primaryColourOf( page ) ).toBe( '#e11d48' );
} );

test( 'a colour that could inject CSS is refused with a clear message and nothing is saved', async ( {
	page,
} ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	await logInAsAdmin( page );
	await page.goto( '/' );
	const before = await primaryColourOf( page );

	await page.goto( '/wp-admin/options-general.php?page=playpal&tab=look' );
	await page
		.getByRole( 'textbox', { name: 'Primary', exact: true } )
		.fill( 'red;}body{display:none' );
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page
			.locator( '#playpal-settings-root' )
			.getByText( /must be a hex, rgb\(a\) or hsl\(a\) colou?r/i )
	).toBeVisible();

	await page.goto( '/' );
	expect( await primaryColourOf( page ) ).toBe( before );
} );
