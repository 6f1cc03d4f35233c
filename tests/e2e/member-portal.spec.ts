/**
 * The member portal against the real pp/v1 routes: a guest's labelled
 * preview and sign-in, the family member's own name, Appadoos and
 * downloads, and tabs that follow the feature flags (Settings → PlayPal).
 *
 * The e2e site starts with every flag on. Files run in parallel, so this
 * spec only switches flags no other spec depends on (creator_dashboard,
 * sharing) and switches them back on before it ends.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

const FAMILY = { user: 'family', password: 'playpal-family' };
const ADMIN = {
	user: process.env.PLAYPAL_ADMIN_USER || 'admin',
	password: process.env.PLAYPAL_ADMIN_PASSWORD || 'playpal-admin',
};

async function fillLogin(
	page: Page,
	who: { user: string; password: string }
) {
	await page.getByLabel( 'Username or Email Address' ).fill( who.user );
	await page.getByLabel( 'Password', { exact: true } ).fill( who.password );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
}

async function logIn( page: Page, who: { user: string; password: string } ) {
	await page.goto( '/wp-login.php' );
	await fillLogin( page, who );
	await expect( page ).toHaveURL( /wp-admin/ );
}

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

/**
 * Sets feature flags on Settings → PlayPal as the site owner.
 * @param page  A page signed in as the site owner.
 * @param flags Flag labels and their wanted state.
 */
async function setFlags( page: Page, flags: Record< string, boolean > ) {
	await page.goto( '/wp-admin/options-general.php?page=playpal' );
	for ( const [ label, on ] of Object.entries( flags ) ) {
		const toggle = page.getByLabel( label, { exact: true } );
		await expect( toggle ).toBeVisible();
		await toggle.setChecked( on );
	}
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect(
		page.locator( '#playpal-settings-root' ).getByText( 'Settings saved.' )
	).toBeVisible();
}

test( 'a guest sees the labelled preview, signs in and finds their own name and Appadoos', async ( {
	page,
} ) => {
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
	await fillLogin( page, FAMILY );
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
	const download = page.waitForEvent( 'download', { timeout: 20_000 } );
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
	// Two sign-ins and two saves of the settings screen: more than 30 s when the machine is busy.
	test.slow();
	const adminContext = await browser.newContext();
	const admin = await adminContext.newPage();
	await logIn( admin, ADMIN );
	const familyContext = await browser.newContext();
	const family = await familyContext.newPage();
	await logIn( family, FAMILY );

	const createTab = family.getByRole( 'tab', { name: 'Create It Forward' } );
	const playTab = family.getByRole( 'tab', { name: 'Play It Forward' } );
	try {
		await family.goto( '/member-portal' );
		await expect(
			family.getByRole( 'tab', { name: 'Subscription' } )
		).toBeVisible();
		await expect( createTab ).toBeVisible();
		await expect( playTab ).toBeVisible();
		await createTab.click();
		await expect(
			family.getByRole( 'link', { name: 'Go to Create It Forward' } )
		).toHaveAttribute( 'href', /\/create-it-forward$/ );

		await setFlags( admin, {
			'Creator dashboard': false,
			Sharing: false,
		} );
		await family.reload();
		await expect(
			family.getByRole( 'tab', { name: 'Subscription' } )
		).toBeVisible();
		await expect( createTab ).toHaveCount( 0 );
		await expect( playTab ).toHaveCount( 0 );
		await expect(
			family.getByRole( 'heading', {
				name: 'Welcome back, Sam Family!',
			} )
		).toBeVisible();
	} finally {
		await setFlags( admin, { 'Creator dashboard': true, Sharing: true } );
	}
	await family.reload();
	await expect( createTab ).toBeVisible();
	await expect( playTab ).toBeVisible();
	await adminContext.close();
	await familyContext.close();
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
	await logIn( page, FAMILY );

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
