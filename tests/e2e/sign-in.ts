/**
 * The seeded people of the e2e site and WordPress's own sign-in form.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

export interface Person {
	user: string;
	password: string;
}

/** A subscriber, not a Create It Forward member. */
export const FAMILY: Person = { user: 'family', password: 'playpal-family' };
/** A subscriber whose Create It Forward membership is on. */
export const CREATOR: Person = { user: 'creator', password: 'playpal-creator' };
/** An editor: reviews stories and creations, does not manage the site. */
export const EDITOR: Person = { user: 'editor', password: 'playpal-editor' };
export const ADMIN: Person = {
	user: process.env.PLAYPAL_ADMIN_USER || 'admin',
	password: process.env.PLAYPAL_ADMIN_PASSWORD || 'playpal-admin',
};

/**
 * Fills and sends the sign-in form already on the page.
 *
 * @param page Page showing wp-login.php.
 * @param who  Who signs in.
 */
export async function fillLogin( page: Page, who: Person ) {
	await page.getByLabel( 'Username or Email Address' ).fill( who.user );
	await page.getByLabel( 'Password', { exact: true } ).fill( who.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}

/**
 * Signs in through wp-login.php and waits for wp-admin.
 *
 * @param page Page.
 * @param who  Who signs in.
 */
export async function logIn( page: Page, who: Person ) {
	await page.goto( '/wp-login.php' );
	await fillLogin( page, who );
	await expect( page ).toHaveURL( /wp-admin/ );
}
