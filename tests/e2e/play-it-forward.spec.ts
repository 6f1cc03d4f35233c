/**
 * Play It Forward against the stub referral provider bin/test-e2e starts
 * (tests/doubles/referral-stub, which accepts only this run's key): the site
 * owner types the key into Settings → PlayPal → Referrals and tests the
 * connection; the member portal's tab shows the provider's figures, or the
 * sample with a notice when the provider is down; the referral link is
 * copied; a friend who follows it and signs up is shown with the code in
 * wp-admin; and the key is nowhere a browser can read.
 */

/**
 * External dependencies
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
	test,
	expect,
	type Browser,
	type BrowserContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ADMIN_ACCOUNT,
	EDITOR_ACCOUNT,
	FAMILY_ACCOUNT,
	logIn,
	type Account,
} from './log-in';

const KEY = process.env.PLAYPAL_E2E_REFERRAL_KEY ?? '';
const BASE_URL = process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890';

// Each step signs people in and calls the provider through the site: slow on a busy machine.
test.describe.configure( { mode: 'serial', timeout: 120_000 } );

/**
 * A context that sees the sharing and referral flags on, whatever another
 * spec running in parallel saves on the settings screen meanwhile
 * (tests/e2e/mu-plugins/playpal-e2e-flags-off.php).
 *
 * @param browser Browser.
 * @param baseURL The site.
 */
async function flaggedContext(
	browser: Browser,
	baseURL: string
): Promise< BrowserContext > {
	const context = await browser.newContext();
	await context.addCookies( [
		{
			name: 'playpal_e2e_flags_on',
			value: 'sharing,referral',
			url: baseURL,
		},
	] );
	return context;
}

async function signedIn(
	browser: Browser,
	who: Account
): Promise< { context: BrowserContext; page: Page } > {
	const context = await flaggedContext( browser, BASE_URL );
	const page = await context.newPage();
	await logIn( page, who );
	return { context, page };
}

async function openTab( page: Page ) {
	await page.goto( '/member-portal#play-it-forward' );
	await expect(
		page.getByRole( 'tab', { name: 'Play It Forward', selected: true } )
	).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: 'Play It Forward', level: 2 } )
	).toBeVisible();
}

function card( page: Page, label: string ) {
	return page
		.locator( 'dl > div' )
		.filter( { has: page.locator( 'dt', { hasText: label } ) } )
		.locator( 'dd' );
}

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 120_000 );
	expect( KEY, 'bin/test-e2e passes the key the stub accepts' ).not.toBe(
		''
	);
	const { context, page } = await signedIn( browser, ADMIN_ACCOUNT );
	// Only the key is sent (the rest of the settings stays as stored): other
	// specs save the whole settings screen in parallel.
	await page.goto( '/wp-admin/options-general.php?page=playpal' );
	// The settings screen's own copy of WordPress's apiFetch (not the page the sign-in landed on).
	await page.waitForFunction(
		() =>
			typeof ( window as unknown as { wp?: { apiFetch?: unknown } } ).wp
				?.apiFetch === 'function'
	);
	const status = await page.evaluate( async ( key ) => {
		const wp = (
			window as unknown as {
				wp: { apiFetch: ( options: object ) => Promise< Response > };
			}
		 ).wp;
		const response = await wp.apiFetch( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { playpal_settings: { referral: { apiKey: key } } },
			parse: false,
		} );
		return response.status;
	}, KEY );
	expect( status, 'The key is saved.' ).toBe( 200 );

	// The referral provider is on the Advanced tab.
	await page.goto(
		'/wp-admin/options-general.php?page=playpal&tab=advanced'
	);
	const root = page.locator( '#playpal-settings-root' );
	await expect( page.getByLabel( 'API key' ) ).toHaveValue( '' );
	await expect(
		root.getByText( 'A key is set.', { exact: false } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Test connection' } ).click();
	await expect(
		root
			.locator( '.components-notice__content' )
			.filter( { hasText: 'Connected: the referral provider answered.' } )
	).toBeVisible();
	await context.close();
} );

let referralLink = '';

test( 'the tab shows the provider’s figures and copies the referral link', async ( {
	browser,
} ) => {
	const { context, page } = await signedIn( browser, FAMILY_ACCOUNT );
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await openTab( page );

	await expect( card( page, 'Total Earned' ) ).toHaveText( '$212.50' );
	await expect( card( page, 'Referrals' ) ).toHaveText( '7' );
	await expect( card( page, 'Conversion' ) ).toHaveText( '9.8%' );
	await expect( card( page, 'Rank' ) ).toHaveText( 'Gold' );
	await expect( page.getByText( 'Sample figures:' ) ).toHaveCount( 0 );

	await page.getByRole( 'tab', { name: 'Referrals' } ).click();
	const link = page.getByLabel( 'Referral link' );
	await expect( link ).toHaveValue( /\?ref=friend-\d+$/ );
	referralLink = await link.inputValue();
	await page.getByRole( 'button', { name: 'Copy link' } ).click();
	await expect(
		page
			.getByText( 'Referral link copied! Share it to start earning.' )
			.first()
	).toBeVisible();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		referralLink
	);
	await context.close();
} );

test( 'without the provider the tab shows the sample figures and says so', async ( {
	browser,
} ) => {
	const { context, page } = await signedIn( browser, EDITOR_ACCOUNT );
	await context.addCookies( [
		{ name: 'playpal_e2e_referral', value: 'down', url: BASE_URL },
	] );
	await openTab( page );

	await expect(
		page.getByRole( 'note' ).filter( { hasText: 'Sample figures:' } )
	).toBeVisible();
	await expect( card( page, 'Total Earned' ) ).toHaveText( '$45.67' );
	await expect( card( page, 'Referrals' ) ).toHaveText( '12' );
	await expect( card( page, 'Conversion' ) ).toHaveText( '15.2%' );
	await expect( card( page, 'Rank' ) ).toHaveText( 'Silver' );
	await context.close();
} );

test( 'a friend who follows the link and signs up is shown with the code in wp-admin', async ( {
	browser,
} ) => {
	expect( referralLink, 'The first test read the family’s link.' ).not.toBe(
		''
	);
	const code = new URL( referralLink ).searchParams.get( 'ref' ) ?? '';
	const email = `friend-${ Date.now() }@example.com`;

	const friend = await flaggedContext( browser, BASE_URL );
	const page = await friend.newPage();
	await page.goto( referralLink );
	const cookie = ( await friend.cookies() ).find(
		( candidate ) => candidate.name === 'playpal_ref'
	);
	expect( cookie?.value ).toBe( code );
	expect( cookie?.httpOnly ).toBe( true );
	expect( cookie?.sameSite ).toBe( 'Lax' );
	const days = ( ( cookie?.expires ?? 0 ) * 1000 - Date.now() ) / 86400000;
	expect( days ).toBeGreaterThan( 29.9 );
	expect( days ).toBeLessThanOrEqual( 30 );

	await page.goto( '/play-it-forward' );
	const form = page.getByRole( 'main' ).locator( 'form' );
	await form.getByLabel( 'First name' ).fill( 'Fran' );
	await form.getByLabel( 'Last name' ).fill( 'Friend' );
	await form.getByLabel( 'Email', { exact: true } ).fill( email );
	await form.getByRole( 'button', { name: 'Join the Beta' } ).click();
	await expect(
		page.getByText(
			"You're on the list! We'll email you as soon as the beta opens."
		)
	).toBeVisible();
	await friend.close();

	const { context, page: admin } = await signedIn( browser, ADMIN_ACCOUNT );
	await admin.goto(
		`/wp-admin/admin.php?page=playpal-signups&s=${ encodeURIComponent(
			email
		) }`
	);
	const row = admin
		.locator( 'table.wp-list-table tbody tr' )
		.filter( { hasText: email } );
	await expect( row ).toHaveCount( 1 );
	await expect( row.locator( 'td.column-referral_code' ) ).toHaveText( code );
	await context.close();
} );

/**
 * Every file under a folder.
 *
 * @param dir Folder.
 */
function filesUnder( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		return statSync( path ).isDirectory() ? filesUnder( path ) : [ path ];
	} );
}

test( 'the key is in no built file, no served page and no pp/v1 GET answer', async ( {
	browser,
	request,
} ) => {
	const built = filesUnder( join( __dirname, '../../build' ) );
	expect( built.length ).toBeGreaterThan( 5 );
	for ( const file of built ) {
		expect(
			readFileSync( file ).includes( KEY ),
			`${ file } carries no key`
		).toBe( false );
	}

	for ( const path of [
		'/',
		'/member-portal',
		'/play-it-forward',
		'/blog',
		'/shop',
		'/appadoo-portal',
	] ) {
		const html = await ( await request.get( path ) ).text();
		expect( html.includes( KEY ), `${ path } carries no key` ).toBe(
			false
		);
	}

	const { context, page } = await signedIn( browser, ADMIN_ACCOUNT );
	for ( const path of [
		'/wp-admin/options-general.php?page=playpal',
		'/wp-admin/admin.php?page=playpal-signups',
	] ) {
		const response = await page.goto( path );
		const html = ( await response?.text() ) ?? '';
		expect( html ).toContain( '</html>' );
		expect( html.includes( KEY ), `${ path } carries no key` ).toBe(
			false
		);
	}

	// Every pp/v1 GET route without a path parameter, asked as the site owner.
	await page.goto( '/member-portal' );
	const answers = await page.evaluate( async () => {
		const wp = (
			window as unknown as {
				wp: { apiFetch: ( options: object ) => Promise< Response > };
			}
		 ).wp;
		const index = await (
			await wp.apiFetch( { path: '/pp/v1', parse: false } )
		).json();
		const paths = Object.entries(
			index.routes as Record< string, { methods: string[] } >
		)
			.filter(
				( [ route, info ] ) =>
					info.methods.includes( 'GET' ) && ! route.includes( '(?P<' )
			)
			.map( ( [ route ] ) => route );
		paths.push( '/wp/v2/settings' );
		const ask = async (
			path: string
		): Promise< [ string, number, string ] > => {
			try {
				const response = await wp.apiFetch( { path, parse: false } );
				return [ path, response.status, await response.text() ];
			} catch ( error ) {
				const response = error as Response;
				return [
					path,
					response.status ?? 0,
					typeof response.text === 'function'
						? await response.text()
						: String( error ),
				];
			}
		};
		const bodies = await Promise.all( paths.map( ask ) );
		return bodies;
	} );
	expect( answers.length ).toBeGreaterThan( 15 );
	expect(
		answers.find( ( [ path ] ) => path === '/pp/v1/referrals/me' )?.[ 1 ]
	).toBe( 200 );
	expect(
		answers.find( ( [ path ] ) => path === '/wp/v2/settings' )?.[ 2 ]
	).toContain( '"apiKeySet":true' );
	for ( const [ path, , body ] of answers ) {
		expect( body.includes( KEY ), `GET ${ path } carries no key` ).toBe(
			false
		);
	}
	await context.close();
} );
