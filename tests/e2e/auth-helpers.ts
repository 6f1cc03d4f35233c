/**
 * Signing in through WordPress's own login form, for the browser tests.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/** The ordinary signed-in family of the sample content (bin/php/sample-content.php). */
export const FAMILY = { user: 'family', password: 'playpal-family' };

/**
 * Signs in and waits for the dashboard.
 *
 * @param page         Page.
 * @param who          User name and password.
 * @param who.user
 * @param who.password
 */
export async function logIn(
	page: Page,
	who: { user: string; password: string } = FAMILY
) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( who.user );
	await page.getByLabel( 'Password', { exact: true } ).fill( who.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}
