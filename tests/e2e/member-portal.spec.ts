/**
 * The member portal against the real pp/v1 routes: a guest's labelled
 * preview and sign-in, the family member's own name, Appadoos and
 * downloads, and tabs that follow the feature flags.
 *
 * The e2e site starts with every flag on. Files run in parallel, so flags
 * are switched off per browser context, through a cookie, never for the site.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { FAMILY_ACCOUNT, fillLogin, logIn } from './log-in';

/**
 * Creates an Appadoo through pp/v1 with WordPress's own apiFetch (nonce included).
 * @param page A page of the app, signed in.
 * @param name Name.
 */
async function createAppadoo( page: Page, name: string ) {
	const status = await page.evaluate( async ( appadooName ) => {
		const wp = (
			window as unknown as {
				wp: {
					apiFetch: ( options: object ) => Promise< Response >;
				};
			}
		 ).wp;
		const response = await wp.apiFetch( {
			path: '/pp/v1/appadoos',
			method: 'POST',
			data: { name: appadooName, template: 'ocean-adventure' },
			parse: false,
		} );
		return response.status;
	}, name );
	expect( status, 'The Appadoo is created.' ).toBe( 201 );
}

test( 'a guest sees the labelled preview, signs in and finds their own name and Appadoos', async ( {
	page,
} ) => {
	// A sign-in through the form, a download after a 5-second wait: more than one screen's time.
	test.slow();
	await page.goto( '/member-portal' );
	await expect(
		page.getByRole( 'heading', { name: 'Member Portal', level: 1 } )
	).toBeVisible();
	await expect(
		page.getByText( 'Sign in to see your own member portal.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'region', { name: 'Sample preview' } )
	).toBeVisible();
	await expect( page.getByText( 'Preview — sample data' ) ).toBeVisible();

	await page.getByRole( 'link', { name: 'Sign in' } ).click();
	await expect( page ).toHaveURL( /wp-login\.php/ );
	await fillLogin( page, FAMILY_ACCOUNT );
	await expect( page ).toHaveURL( /\/member-portal\/?$/ );
	await expect(
		page.getByRole( 'heading', { name: 'Welcome back, Sam Family!' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'region', { name: 'Sample preview' } )
	).toHaveCount( 0 );

	const name = `Member portal ${ Date.now() }`;
	await createAppadoo( page, name );
	await page.reload();
	const list = page.getByRole( 'list', { name: 'Your Appadoos' } );
	await expect( list.getByRole( 'heading', { name } ) ).toBeVisible();
	await expect(
		page.getByRole( 'progressbar', { name: `Progress of ${ name }` } )
	).toHaveAttribute( 'aria-valuenow', '0' );
	await expect(
		page.getByRole( 'link', { name: 'Open Portal' } )
	).toHaveAttribute( 'target', '_blank' );

	// The seeded order: one real download, free tier rules on the server.
	await page.getByRole( 'tab', { name: 'Downloads' } ).click();
	const file = page
		.getByRole( 'list', { name: 'Your downloads' } )
		.getByRole( 'listitem' )
		.filter( { hasText: 'Cinderella’s Royal Rescue' } );
	await expect( file ).toBeVisible();
	await expect( file.getByText( 'Active' ) ).toBeVisible();
	await expect( file.getByText( 'Downloaded 0 times' ) ).toBeVisible();
	await file.getByRole( 'button', { name: 'Download' } ).click();
	await file
		.getByLabel( 'Email address (required for free downloads)' )
		.fill( 'family@example.test' );
	// The free tier's 5-second courtesy wait, then the file is saved.
	const download = page.waitForEvent( 'download' );
	await file.getByRole( 'button', { name: 'Download' } ).click();
	await expect(
		page.getByText( 'Free download: it starts in 5 seconds.' )
	).toBeVisible();
	expect( ( await download ).suggestedFilename() ).toMatch(
		/-printable\.png$/
	);
	await expect( file.getByText( 'Downloaded 1 time' ) ).toBeVisible();
	await expect(
		page.getByText(
			'Free plan: 2 of 3 downloads left today. They reset at midnight.'
		)
	).toBeVisible();
} );

test( 'the Create It Forward and Play It Forward tabs follow their flags', async ( {
	browser,
} ) => {
	// Several sign-ins and page loads on a loaded machine.
	test.slow();
	const on = await browser.newContext();
	const family = await on.newPage();
	await logIn( family, FAMILY_ACCOUNT );
	await family.goto( '/member-portal' );
	await expect(
		family.getByRole( 'tab', { name: 'Subscription' } )
	).toBeVisible();
	await expect(
		family.getByRole( 'tab', { name: 'Create It Forward' } )
	).toBeVisible();
	await expect(
		family.getByRole( 'tab', { name: 'Play It Forward' } )
	).toBeVisible();
	await family.getByRole( 'tab', { name: 'Create It Forward' } ).click();
	await expect(
		family.getByRole( 'link', { name: 'Go to Create It Forward' } )
	).toHaveAttribute( 'href', /\/create-it-forward$/ );
	await on.close();

	// The flags off for this context's requests only (tests/e2e/mu-plugins/playpal-e2e-flags-off.php):
	// other specs running in parallel keep them on.
	const off = await browser.newContext();
	await off.addCookies( [
		{
			name: 'playpal_e2e_flags_off',
			value: 'creator_dashboard,sharing',
			url: process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890',
		},
	] );
	const page = await off.newPage();
	await logIn( page, FAMILY_ACCOUNT );
	await page.goto( '/member-portal' );
	await expect(
		page.getByRole( 'heading', { name: 'Welcome back, Sam Family!' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'tab', { name: 'Subscription' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'tab', { name: 'Create It Forward' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'tab', { name: 'Play It Forward' } )
	).toHaveCount( 0 );
	await off.close();
} );

test( 'with portals off both portals answer 200 with their labelled preview, and the private routes 404', async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	// For this context's requests only (tests/e2e/mu-plugins/playpal-e2e-flags-off.php).
	await context.addCookies( [
		{
			name: 'playpal_e2e_flags_off',
			value: 'portals',
			url: process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890',
		},
	] );
	const page = await context.newPage();
	await logIn( page, FAMILY_ACCOUNT );

	const member = await page.goto( '/member-portal' );
	expect( member?.status(), 'The member portal is never a 404.' ).toBe( 200 );
	await expect(
		page.getByText(
			'Member features are switched off on this site for now.'
		)
	).toBeVisible();
	await expect(
		page.getByRole( 'region', { name: 'Sample preview' } )
	).toBeVisible();

	const appadoo = await page.goto( '/appadoo-portal' );
	expect( appadoo?.status(), 'The Appadoo portal is never a 404.' ).toBe(
		200
	);
	await expect(
		page.getByText( /member features are switched off/ )
	).toBeVisible();

	const response = await page.request.get( '/wp-json/pp/v1/downloads' );
	expect( response.status() ).toBe( 404 );
	expect( ( await response.json() ).code ).toBe( 'playpal_feature_off' );
	await context.close();
} );
