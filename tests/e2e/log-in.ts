/**
 * Logging in through WordPress's own login form, for browser tests.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

export interface Account {
	user: string;
	password: string;
}

/** The e2e site's administrator (bin/lib/site.sh). */
export const ADMIN_ACCOUNT: Account = {
	user: process.env.PLAYPAL_ADMIN_USER || 'admin',
	password: process.env.PLAYPAL_ADMIN_PASSWORD || 'playpal-admin',
};

/** A subscriber, not a Create It Forward member (bin/php/sample-content.php). */
export const FAMILY_ACCOUNT: Account = {
	user: 'family',
	password: 'playpal-family',
};

/** A subscriber whose Create It Forward membership is on. */
export const CREATOR_ACCOUNT: Account = {
	user: 'creator',
	password: 'playpal-creator',
};

/** An editor: reviews stories and creations, does not manage the site. */
export const EDITOR_ACCOUNT: Account = {
	user: 'editor',
	password: 'playpal-editor',
};

/**
 * Fills and sends the sign-in form already on the page.
 *
 * @param page Page showing wp-login.php.
 * @param who  Account.
 */
export async function fillLogin( page: Page, who: Account ) {
	await page.getByLabel( 'Username or Email Address' ).fill( who.user );
	await page.getByLabel( 'Password', { exact: true } ).fill( who.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}

/**
 * Logs in and waits until WordPress has left the login page: people who may
 * not use wp-admin land elsewhere on a real WooCommerce (My Account).
 *
 * @param page Page.
 * @param who  Account.
 */
export async function logIn( page: Page, who: Account ) {
	await page.goto( '/wp-login.php' );
	await fillLogin( page, who );
	await expect( page ).not.toHaveURL( /\/wp-login\.php/ );
	// The page signing in lands on has loaded: a navigation started next does not race it.
	await page.waitForLoadState();
}

/**
 * Logs the site's administrator in; they land in wp-admin.
 *
 * @param page Page.
 */
export async function logInAsAdmin( page: Page ) {
	await logIn( page, ADMIN_ACCOUNT );
	await expect( page ).toHaveURL( /wp-admin/ );
}
