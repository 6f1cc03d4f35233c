/**
 * What the Appadoo portal's browser tests share: signing in through
 * WordPress's login form, opening the portal, creating an Appadoo.
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

export const FAMILY = { user: 'family', password: 'playpal-family' };

export async function logIn(
	page: Page,
	who: { user: string; password: string }
) {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( who.user );
	await page.getByLabel( 'Password', { exact: true } ).fill( who.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
}

export async function openPortal( page: Page ) {
	await page.goto( '/appadoo-portal' );
	await expect(
		page.getByRole( 'heading', { name: 'Appadoo Portal', level: 1 } )
	).toBeVisible();
	await expect(
		page.getByRole( 'tab', { name: 'Dashboard' } )
	).toBeVisible();
}

/**
 * Creates an Appadoo through the Create Appadoo dialog; returns its name.
 * @param page
 * @param prefix
 */
export async function createAppadoo( page: Page, prefix: string ) {
	const name = `${ prefix } ${ Date.now() }`;
	await page
		.getByRole( 'button', { name: 'Create Appadoo', exact: true } )
		.click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByLabel( 'Name' ).fill( name );
	await expect( dialog.getByLabel( 'Template' ) ).toBeEnabled();
	await dialog
		.getByLabel( 'Template' )
		.selectOption( { label: 'Space Station Alpha' } );
	await dialog.getByRole( 'button', { name: 'Create', exact: true } ).click();
	await expect( dialog ).toBeHidden();
	await expect(
		page.getByRole( 'button', { name: `Settings for ${ name }` } )
	).toBeVisible();
	return name;
}
