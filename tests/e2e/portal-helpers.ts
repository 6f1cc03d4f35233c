/**
 * What the Appadoo portal's browser tests share: opening the portal and
 * creating an Appadoo (signing in: log-in.ts).
 */

/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';

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
