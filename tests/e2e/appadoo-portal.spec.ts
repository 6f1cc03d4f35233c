/**
 * The Appadoo portal against the real pp/v1 routes: a family member's own
 * Appadoos, storage settings, provider connections and backups; a guest's
 * sample view; a site manager's view of everyone's Appadoos.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, FAMILY_ACCOUNT } from './log-in';
import { createAppadoo, openPortal } from './portal-helpers';

const ADMIN = {
	user: process.env.PLAYPAL_ADMIN_USER || 'admin',
	password: process.env.PLAYPAL_ADMIN_PASSWORD || 'playpal-admin',
};

// Shapes the storage routes accept (docs/APPADOOS.md); never real credentials.
const GOOGLE_CLIENT_ID =
	'123456789012-e2etestclient.apps.googleusercontent.com';
const GOOGLE_API_KEY = 'AIzaE2eSecretKeyThatMustNeverLeak000000';

async function openStorage( page: Page, section: string ) {
	await page.getByRole( 'tab', { name: 'Storage', exact: true } ).click();
	await page.getByRole( 'tab', { name: section, exact: true } ).click();
}

/**
 * The card of one Appadoo in a storage panel (an article or a fieldset named by its heading).
 * @param page
 * @param name
 */
function storageCard( page: Page, name: string ) {
	return page.locator( 'article, fieldset' ).filter( {
		has: page.getByRole( 'heading', { name, exact: true } ),
	} );
}

test.describe( 'a guest', () => {
	test( 'sees the limited-access notice, a sign-in link and the sample figures', async ( {
		page,
	} ) => {
		const response = await page.goto( '/appydo-portal' );
		expect( response?.status(), '/appydo-portal is served' ).toBe( 200 );
		await expect(
			page.getByRole( 'heading', { name: 'Appadoo Portal', level: 1 } )
		).toBeVisible();
		await expect( page.getByText( 'Limited access.' ) ).toBeVisible();
		const signIn = page.getByRole( 'link', {
			name: 'Sign in',
			exact: true,
		} );
		await expect( signIn ).toHaveAttribute(
			'href',
			/wp-login\.php\?redirect_to=.*appydo-portal/
		);
		await expect( page.getByTestId( 'hdg-badge' ) ).toContainText(
			'HDG ON'
		);
		await expect(
			page.getByRole( 'button', { name: /Switch to (Admin|Customer)/ } )
		).toHaveCount( 0 );

		await openStorage( page, 'Overview' );
		await expect(
			page.getByText( /12\.50 MB of 50\.00 MB/ )
		).toBeVisible();
		await expect( page.getByText( /856\.00 MB/ ) ).toBeVisible();
	} );
} );

test.describe( 'a signed-in family', () => {
	test.describe.configure( { timeout: 90_000 } );

	test( 'creates an Appadoo from the template library', async ( {
		page,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		await page.getByRole( 'tab', { name: 'Template Library' } ).click();
		await page
			.getByRole( 'button', { name: 'Use Dinosaur Dig Site Expedition' } )
			.click();

		await page.getByRole( 'tab', { name: 'Dashboard' } ).click();
		await expect(
			page
				.getByRole( 'button', {
					name: /^Settings for Dinosaur Dig Site Expedition/,
				} )
				.first()
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /Switch to (Admin|Customer)/ } ),
			'a family member is not offered the admin view'
		).toHaveCount( 0 );
	} );

	test( 'changes storage settings and finds them after a reload', async ( {
		page,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		const name = await createAppadoo( page, 'Settings kept' );

		await openStorage( page, 'Appadoo Settings' );
		const card = storageCard( page, name );
		const retention = card.getByLabel( 'Retention days' );
		await retention.fill( '-3' );
		await retention.press( 'Enter' );
		await expect( card.getByRole( 'alert' ) ).toBeVisible();

		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( '/pp/v1/storage/appadoos/' ) &&
				// api-fetch sends PUT as POST + X-HTTP-Method-Override.
				response.request().method() !== 'GET' &&
				response.ok()
		);
		await retention.fill( '7' );
		await retention.press( 'Enter' );
		await saved;
		const encryption = card.getByRole( 'switch', { name: 'Encryption' } );
		const switched = page.waitForResponse(
			( response ) =>
				response.url().includes( '/pp/v1/storage/appadoos/' ) &&
				// api-fetch sends PUT as POST + X-HTTP-Method-Override.
				response.request().method() !== 'GET' &&
				response.ok()
		);
		await encryption.click();
		await switched;

		await page.reload();
		await openStorage( page, 'Appadoo Settings' );
		const reloaded = storageCard( page, name );
		await expect( reloaded.getByLabel( 'Retention days' ) ).toHaveValue(
			'7'
		);
		await expect(
			reloaded.getByRole( 'switch', { name: 'Encryption' } )
		).toHaveAttribute( 'aria-checked', 'true' );
	} );

	test( 'connects and disconnects Google Drive with the exact messages, and the key never reaches a page', async ( {
		page,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		await openStorage( page, 'Providers' );

		await expect(
			page.getByRole( 'button', { name: 'Disconnect Local Storage' } )
		).toBeDisabled();

		// Keyboard: the dialog opens from the keyboard, Escape closes it and
		// focus returns to the button that opened it.
		const connect = page.getByRole( 'button', {
			name: 'Connect Google Drive',
		} );
		await connect.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( connect ).toBeFocused();

		await connect.click();
		await dialog.getByLabel( 'Client ID' ).fill( 'not a client id' );
		await dialog.getByLabel( 'API Key' ).fill( 'nope' );
		await dialog
			.getByRole( 'button', { name: 'Connect', exact: true } )
			.click();
		await expect(
			page
				.getByText(
					'Failed to connect to Google Drive. Please check your credentials.'
				)
				.first()
		).toBeVisible();

		await dialog.getByLabel( 'Client ID' ).fill( GOOGLE_CLIENT_ID );
		await dialog.getByLabel( 'API Key' ).fill( GOOGLE_API_KEY );
		await dialog
			.getByRole( 'button', { name: 'Connect', exact: true } )
			.click();
		await expect(
			page.getByText( 'Successfully connected to Google Drive!' ).first()
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Disconnect Google Drive' } )
		).toBeVisible();

		// No served page and no storage read carries the stored key.
		for ( const path of [ '/appadoo-portal', '/', '/blog', '/shop' ] ) {
			const html = await ( await page.request.get( path ) ).text();
			expect( html, `${ path } never prints the key` ).not.toContain(
				GOOGLE_API_KEY
			);
			expect(
				html,
				`${ path } never prints the client id`
			).not.toContain( GOOGLE_CLIENT_ID );
		}
		const nonce = await page.evaluate(
			() =>
				(
					window as unknown as {
						wp: {
							apiFetch: { nonceMiddleware: { nonce: string } };
						};
					}
				 ).wp.apiFetch.nonceMiddleware.nonce
		);
		for ( const path of [
			'storage/providers',
			'storage/appadoos',
			'appadoos',
			'me',
		] ) {
			const response = await page.request.get(
				`/wp-json/pp/v1/${ path }`,
				{
					headers: { 'X-WP-Nonce': nonce },
				}
			);
			expect( response.status(), `${ path } answers` ).toBe( 200 );
			const body = await response.text();
			expect( body, `${ path } never returns the key` ).not.toContain(
				GOOGLE_API_KEY
			);
		}

		await page
			.getByRole( 'button', { name: 'Disconnect Google Drive' } )
			.click();
		await expect(
			page
				.getByText( 'Successfully disconnected from Google Drive!' )
				.first()
		).toBeVisible();
		await expect( connect ).toBeVisible();
	} );

	test( 'backs up an Appadoo, sees the backup listed and restores it', async ( {
		page,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		const name = await createAppadoo( page, 'Restore me' );

		await openStorage( page, 'Backup & Restore' );
		await storageCard( page, name )
			.getByRole( 'button', { name: `Back up ${ name } now` } )
			.click();
		await expect(
			page.getByText( 'Backup created successfully!' ).first()
		).toBeVisible();

		// Rename it, then put the backup back: the name returns.
		await page.getByRole( 'tab', { name: 'Dashboard' } ).click();
		await page
			.getByRole( 'button', { name: `Settings for ${ name }` } )
			.click();
		const settings = page.getByRole( 'dialog' );
		const renamed = `${ name } renamed`;
		await settings.getByLabel( 'Name' ).fill( renamed );
		await settings.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( settings ).toBeHidden();
		await expect(
			page.getByRole( 'button', { name: `Settings for ${ renamed }` } )
		).toBeVisible();

		await openStorage( page, 'Backup & Restore' );
		const card = storageCard( page, renamed );
		await card.getByRole( 'button', { name: 'Show backups' } ).click();
		const backups = card.getByRole( 'list', { name: 'Backups' } );
		await expect( backups.getByRole( 'listitem' ) ).toHaveCount( 1 );
		await expect(
			backups.getByRole( 'link', { name: /Download/ } )
		).toHaveAttribute( 'href', /_wpnonce=/ );
		// The link works as a plain link: the signed-in browser gets the zip.
		const href = await backups
			.getByRole( 'link', { name: /Download/ } )
			.getAttribute( 'href' );
		const download = await page.request.get( href ?? '' );
		expect( download.status(), 'the backup downloads' ).toBe( 200 );
		expect( download.headers()[ 'content-type' ] ).toContain(
			'application/zip'
		);
		expect(
			( await download.body() ).subarray( 0, 2 ).toString(),
			'a zip archive'
		).toBe( 'PK' );
		await backups.getByRole( 'button', { name: /Restore/ } ).click();
		const confirm = page.getByRole( 'dialog' );
		await confirm.getByRole( 'button', { name: 'Restore backup' } ).click();
		await expect(
			page.getByText( 'Backup restored.' ).first()
		).toBeVisible();

		await page.reload();
		await expect(
			page.getByRole( 'button', { name: `Settings for ${ name }` } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: `Settings for ${ renamed }` } )
		).toHaveCount( 0 );
	} );

	test( 'moves between the portal tabs with the keyboard', async ( {
		page,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		await page.getByRole( 'tab', { name: 'Dashboard' } ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			page.getByRole( 'tab', { name: 'HTML Converter' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			page.getByRole( 'tab', { name: 'Template Library' } )
		).toHaveAttribute( 'aria-selected', 'true' );
	} );
} );

test.describe( 'a site manager', () => {
	test.describe.configure( { timeout: 90_000 } );

	test( 'switches to the admin view and sees other people’s Appadoos with their owners', async ( {
		browser,
	} ) => {
		const familyContext = await browser.newContext();
		const family = await familyContext.newPage();
		await logIn( family, FAMILY_ACCOUNT );
		await openPortal( family );
		const name = await createAppadoo( family, 'Seen by the admin' );
		await familyContext.close();

		const adminContext = await browser.newContext();
		const page = await adminContext.newPage();
		await logIn( page, ADMIN );
		await openPortal( page );
		await expect(
			page.getByRole( 'button', { name: `Settings for ${ name }` } ),
			'the customer view lists only the admin’s own Appadoos'
		).toHaveCount( 0 );

		await page.getByRole( 'button', { name: 'Switch to Admin' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Switch to Customer' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: `Settings for ${ name }` } )
		).toBeVisible();
		await expect( page.getByText( 'Sam Family' ).first() ).toBeVisible();

		await page
			.getByRole( 'button', { name: 'Switch to Customer' } )
			.click();
		await expect(
			page.getByRole( 'button', { name: `Settings for ${ name }` } )
		).toHaveCount( 0 );
		await adminContext.close();
	} );
} );
