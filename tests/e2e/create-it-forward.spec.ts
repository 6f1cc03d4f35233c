/**
 * Create It Forward against the real pp/v1 routes: the membership gate for a
 * non-member, the directory's search and categories, a member's creation
 * from Create New to Published (an editor publishes it in wp-admin), and the
 * creator tabs following their flags.
 *
 * The e2e site starts with every flag on; flags are switched off per
 * browser context through a cookie (tests/e2e/mu-plugins), never for the site.
 */

/**
 * External dependencies
 */
import { test, expect, type Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	CREATOR_ACCOUNT,
	EDITOR_ACCOUNT,
	FAMILY_ACCOUNT,
	logIn,
	type Account,
} from './log-in';

const SITE = process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890';

/** A tiny, real PNG (1×1) and a minimal PDF: the server judges files by their bytes. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64'
);
const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'
);

/**
 * A signed-in page in its own context, optionally with flags off for it alone.
 *
 * @param browser  Browser.
 * @param who      Who signs in.
 * @param flagsOff Flags to switch off for this context.
 */
async function signedIn( browser: Browser, who: Account, flagsOff = '' ) {
	const context = await browser.newContext();
	if ( flagsOff ) {
		await context.addCookies( [
			{ name: 'playpal_e2e_flags_off', value: flagsOff, url: SITE },
		] );
	}
	const page = await context.newPage();
	await logIn( page, who );
	return { context, page };
}

test( 'a non-member sees the membership gate, and the directory searches in any case and by category', async ( {
	browser,
} ) => {
	// Several sign-ins and page loads on a loaded machine.
	test.slow();
	const { context, page } = await signedIn( browser, FAMILY_ACCOUNT );
	const response = await page.goto( '/create-it-forward' );
	expect( response?.status() ).toBe( 200 );
	await expect(
		page.getByRole( 'heading', {
			name: 'Become a Create It Forward member',
		} )
	).toBeVisible();
	await expect( page.getByText( '$29/month' ) ).toBeVisible();
	await expect( page.getByText( '$279/year' ) ).toBeVisible();
	await expect(
		page.getByText( /separate from the VIP Library Card membership/ )
	).toBeVisible();
	// Join leads to this site's Creator products (seeded, bin/php/sample-memberships.php; issue 22).
	await expect(
		page.getByRole( 'link', { name: 'Join with Creator Monthly' } )
	).toHaveAttribute( 'href', /\/product\/creator-monthly$/ );
	await expect(
		page.getByRole( 'link', { name: 'Join with Creator Annual' } )
	).toHaveAttribute( 'href', /\/product\/creator-annual$/ );
	await expect(
		page.getByRole( 'link', { name: 'Join Create It Forward' } )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'link', { name: 'Browse Creator Directory' } )
	).toHaveAttribute( 'target', '_blank' );
	await expect( page.getByText( 'Only 12 spots left' ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Creator Dashboard' } )
	).toHaveCount( 0 );
	await expect(
		page
			.getByRole( 'list', { name: 'Featured listings' } )
			.getByRole( 'article' )
	).toHaveCount( 3 );

	const listings = page.getByRole( 'list', { name: 'Directory listings' } );
	await expect( listings.getByRole( 'article' ) ).toHaveCount( 6 );
	const search = page.getByRole( 'searchbox', { name: 'Search listings' } );
	await search.fill( 'PIZZA' );
	await expect( listings.getByRole( 'article' ) ).toHaveCount( 1 );
	await expect(
		listings.getByRole( 'heading', { name: 'Fraction Pizza Party' } )
	).toBeVisible();
	await expect(
		listings.getByRole( 'link', {
			name: /View on directory: Fraction Pizza Party/,
		} )
	).toHaveAttribute( 'target', '_blank' );
	// Creator names and tags are searched too.
	await search.fill( 'ms. rivera' );
	await expect( listings.getByRole( 'article' ) ).toHaveCount( 2 );
	await search.fill( 'sight words' );
	await expect( listings.getByRole( 'article' ) ).toHaveCount( 1 );

	await search.fill( '' );
	const categories = page.getByRole( 'group', { name: 'Categories' } );
	await categories.getByRole( 'button', { name: 'Science' } ).click();
	await expect( listings.getByRole( 'article' ) ).toHaveCount( 1 );
	await expect(
		listings.getByRole( 'heading', { name: 'Kitchen Chemistry Lab' } )
	).toBeVisible();
	await search.fill( 'pizza' );
	await expect( page.getByText( 'No listings found' ) ).toBeVisible();
	await categories.getByRole( 'button', { name: 'All' } ).click();
	await expect( listings.getByRole( 'article' ) ).toHaveCount( 1 );

	// The server, not the browser, decides membership: the creator routes say so.
	const creations = await page.request.get( '/wp-json/pp/v1/creations' );
	expect( creations.status() ).toBe( 401 );
	await context.close();
} );

test( 'a member submits a PDF and a PNG, sees Pending Review, and sees Published once an editor publishes it', async ( {
	browser,
} ) => {
	// Several sign-ins and page loads on a loaded machine.
	test.slow();
	const title = `Shape Hunt ${ Date.now() }`;
	const creator = await signedIn( browser, CREATOR_ACCOUNT );
	const page = creator.page;
	await page.goto( '/create-it-forward' );
	await expect(
		page.getByRole( 'heading', { name: 'Creator Dashboard' } )
	).toBeVisible();
	await expect( page.getByText( 'Silver Creator' ) ).toBeVisible();

	await page.getByRole( 'button', { name: 'Create New' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Create New' } );
	await dialog.getByLabel( 'Title' ).fill( title );
	await dialog
		.getByLabel( 'Description' )
		.fill( 'Find shapes around the house.' );
	await dialog.getByLabel( 'Category' ).selectOption( 'math' );
	await dialog.getByLabel( 'Age range' ).selectOption( '3-6' );
	await dialog.getByLabel( 'Difficulty' ).selectOption( 'easy' );
	await dialog
		.getByLabel( 'Tags (comma separated)' )
		.fill( 'shapes, printable, shapes' );
	await dialog.getByLabel( 'Files' ).setInputFiles( [
		{ name: 'pages.pdf', mimeType: 'application/pdf', buffer: PDF },
		{ name: 'cover.png', mimeType: 'image/png', buffer: PNG },
	] );
	await dialog.getByRole( 'button', { name: 'Submit for Review' } ).click();
	await expect( dialog ).toHaveCount( 0, { timeout: 30_000 } );

	const mine = page.getByRole( 'list', { name: 'Your creations' } );
	const card = mine.getByRole( 'article', { name: title } );
	await expect( card ).toBeVisible();
	await expect( card.getByText( 'Pending Review' ) ).toBeVisible();
	await expect( card.getByLabel( 'Tags' ).getByText( 'shapes' ) ).toHaveCount(
		1
	);

	const editor = await signedIn( browser, EDITOR_ACCOUNT );
	await editor.page.goto( '/wp-admin/admin.php?page=playpal-creations' );
	await editor.page
		.getByRole( 'button', { name: `Publish “${ title }”` } )
		.click();
	await expect(
		editor.page.getByText(
			'Creation published. The creator sees it as Published.'
		)
	).toBeVisible();
	await editor.context.close();

	await page.reload();
	await page.getByRole( 'tab', { name: 'My Creations' } ).click();
	await expect(
		mine.getByRole( 'article', { name: title } ).getByText( 'Published' )
	).toBeVisible();
	await creator.context.close();
} );

test( 'the creator screens and tabs follow creator_dashboard and creator_analytics', async ( {
	browser,
} ) => {
	// Several sign-ins and page loads on a loaded machine.
	test.slow();
	const all = await signedIn( browser, CREATOR_ACCOUNT );
	await all.page.goto( '/create-it-forward' );
	const tabs = all.page.getByRole( 'tablist', {
		name: 'Creator dashboard sections',
	} );
	await expect( tabs.getByRole( 'tab' ) ).toHaveText( [
		'Overview',
		'My Creations',
		'Analytics',
		'Creator Tools',
	] );
	await all.context.close();

	const noAnalytics = await signedIn(
		browser,
		CREATOR_ACCOUNT,
		'creator_analytics'
	);
	await noAnalytics.page.goto( '/create-it-forward' );
	await expect(
		noAnalytics.page
			.getByRole( 'tablist', { name: 'Creator dashboard sections' } )
			.getByRole( 'tab' )
	).toHaveText( [ 'Overview', 'My Creations', 'Creator Tools' ] );
	await noAnalytics.context.close();

	const off = await signedIn( browser, CREATOR_ACCOUNT, 'creator_dashboard' );
	const response = await off.page.goto( '/create-it-forward' );
	expect( response?.status(), 'The page is never a 404.' ).toBe( 200 );
	await expect(
		off.page.getByRole( 'button', { name: 'Join the Waitlist' } )
	).toBeVisible();
	await expect(
		off.page.getByRole( 'heading', { name: 'Creator Dashboard' } )
	).toHaveCount( 0 );
	await off.page.goto( '/member-portal' );
	await expect(
		off.page.getByRole( 'tab', { name: 'Subscription' } )
	).toBeVisible();
	await expect(
		off.page.getByRole( 'tab', { name: 'Create It Forward' } )
	).toHaveCount( 0 );
	const route = await off.page.request.get(
		'/wp-json/pp/v1/creator-directory'
	);
	expect( route.status() ).toBe( 404 );
	expect( ( await route.json() ).code ).toBe( 'playpal_feature_off' );
	await off.context.close();
} );
