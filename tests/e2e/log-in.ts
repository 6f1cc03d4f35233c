/**
 * Logging in through WordPress's own login form, for browser tests.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/**
 * Logs the site's administrator in through WordPress's login form.
 *
 * @param page Page.
 */
export async function logInAsAdmin( page: Page ) {
	await page.goto( '/wp-login.php' );
	await page
		.getByLabel( 'Username or Email Address' )
		.fill( process.env.PLAYPAL_ADMIN_USER || 'admin' );
	await page
		.getByLabel( 'Password', { exact: true } )
		.fill( process.env.PLAYPAL_ADMIN_PASSWORD || 'playpal-admin' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}
