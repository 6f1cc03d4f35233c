/**
 * Signing in for browser tests.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

/** The seeded family member (bin/php/sample-products.php and the member seed). */
export const FAMILY = { user: 'family', password: 'playpal-family' };

/**
 * Signs in through WordPress's own form and waits for wp-admin.
 *
 * @param page Page.
 * @param who  User name and password; the family member by default.
 */
export async function logIn( page: Page, who = FAMILY ) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( who.user );
	await page.getByLabel( 'Password', { exact: true } ).fill( who.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}
