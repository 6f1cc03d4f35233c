/**
 * Deployment and Download offline in Chromium: a family member converts a
 * small activity (a page, its style sheet and its script), deploys it on the
 * Deployment tab, a signed-out visitor plays it at its public address, and
 * after Undeploy the address is gone (404). The downloaded zip, unpacked to a
 * temporary folder and opened as file://…/index.html with every network
 * request refused, plays without a console error and its runtime enforces
 * the settings (countdown, Print, HDG filter, the break screen on a test clock).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import {
	mkdirSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { FAMILY_ACCOUNT, logIn } from './log-in';
import { recordConsoleErrors } from './shop-helpers';

const FILES: Record< string, string > = {
	'index.html': `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Shape hunt</title>
<link rel="stylesheet" href="css/style.css">
</head><body>
<h1 id="title">Shape hunt</h1>
<p id="status">Loading…</p>
<script src="js/game.js"></script>
</body></html>`,
	'css/style.css': '#status { color: rgb(0, 128, 0); }',
	'js/game.js':
		"document.getElementById('status').textContent = 'Find three circles!';",
};

/**
 * Zips the activity into a temporary folder.
 *
 * @param folder Where to write it.
 * @return The zip's path.
 */
function activityZip( folder: string ): string {
	const source = join( folder, 'source' );
	for ( const [ name, text ] of Object.entries( FILES ) ) {
		const path = join( source, name );
		mkdirSync( dirname( path ), { recursive: true } );
		writeFileSync( path, text );
	}
	const zip = join( folder, 'activity.zip' );
	execFileSync( 'zip', [ '-q', '-r', zip, '.' ], { cwd: source } );
	return zip;
}

/**
 * Converts the activity in the portal and answers its name.
 *
 * @param page   Signed-in page.
 * @param folder Temporary folder.
 */
async function convertActivity(
	page: Page,
	folder: string
): Promise< string > {
	const name = `shapes ${ Date.now() }`;
	const zip = activityZip( folder );
	await page.goto( '/appadoo-portal' );
	await page.getByRole( 'tab', { name: 'HTML Converter' } ).click();
	await page.getByLabel( 'Drop or select an HTML file' ).setInputFiles( {
		name: `${ name.replace( ' ', '-' ) }.zip`,
		mimeType: 'application/zip',
		buffer: readFileSync( zip ),
	} );
	await expect( page.getByText( `“${ name }” is ready.` ) ).toBeVisible();
	return name;
}

test.describe( 'Appadoo deployment and Download offline', () => {
	// Sign-in, a conversion and a second browser context each: slow on a loaded machine.
	test.setTimeout( 90_000 );

	let folder: string;

	test.beforeEach( () => {
		folder = mkdtempSync( join( tmpdir(), 'playpal-deploy-e2e-' ) );
	} );

	test.afterEach( () => {
		rmSync( folder, { recursive: true, force: true } );
	} );

	test( 'a deployed Appadoo plays for a signed-out visitor and is gone after Undeploy', async ( {
		page,
		browser,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		const name = await convertActivity( page, folder );

		await page.getByRole( 'tab', { name: 'Deployment' } ).click();
		const card = page.getByRole( 'article', { name } );
		await expect( card.getByText( 'Local' ) ).toBeVisible();
		await card.getByRole( 'button', { name: 'Deploy' } ).click();
		await expect( card.getByText( 'Live' ) ).toBeVisible();
		const visit = card.getByRole( 'link', {
			name: `Visit ${ name } (opens in a new tab)`,
		} );
		await expect( visit ).toHaveAttribute( 'target', '_blank' );
		const href = ( await visit.getAttribute( 'href' ) ) ?? '';
		expect( href ).toMatch( /\/play\/appadoo-[0-9a-f-]+\/$/ );

		// A visitor with no cookies at all.
		const visitor = await browser.newContext();
		const guest = await visitor.newPage();
		const errors = recordConsoleErrors( guest );
		// The public address is our host page; the package plays in its sandboxed frame.
		const packageAnswer = guest.waitForResponse(
			( response ) =>
				/\/play\/appadoo-[0-9a-f-]+\/0-/.test( response.url() ) &&
				response.request().resourceType() === 'document'
		);
		const answer = await guest.goto( href );
		expect( answer?.status() ).toBe( 200 );
		const framed = await packageAnswer;
		expect( framed.status() ).toBe( 200 );
		const csp = framed.headers()[ 'content-security-policy' ] ?? '';
		expect( csp ).toContain( "connect-src 'none'" );
		expect( csp ).toContain( 'sandbox allow-scripts' );
		expect( framed.headers()[ 'x-content-type-options' ] ).toBe(
			'nosniff'
		);
		const frame = guest.frameLocator( '#playpal-player' );
		await expect(
			frame.getByRole( 'heading', { name: 'Shape hunt' } )
		).toBeVisible();
		await expect( frame.getByText( 'Find three circles!' ) ).toBeVisible();
		await expect( frame.getByRole( 'timer' ) ).toContainText( 'Time left' );
		expect( errors ).toEqual( [] );
		const played = framed.url();

		// Undeploy: the public address and the visitor's own address are gone.
		await card.getByRole( 'button', { name: 'Undeploy' } ).click();
		await expect( card.getByText( 'Local' ) ).toBeVisible();
		await expect( card.getByRole( 'link', { name: /Visit/ } ) ).toHaveCount(
			0
		);
		expect( ( await guest.goto( href ) )?.status() ).toBe( 404 );
		expect( ( await guest.goto( played ) )?.status() ).toBe( 404 );
		await visitor.close();
	} );

	test( 'the offline zip plays from the file system with the network blocked', async ( {
		page,
		browser,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		const name = await convertActivity( page, folder );

		// A 1-minute limit, to see the runtime enforce it offline.
		await page.getByRole( 'tab', { name: 'Dashboard' } ).click();
		await page
			.getByRole( 'button', { name: `Settings for ${ name }` } )
			.click();
		const settings = page.getByRole( 'dialog' );
		await settings.getByLabel( 'Time limit (minutes)' ).fill( '1' );
		await settings.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( settings ).toBeHidden();

		await page.getByRole( 'tab', { name: 'Deployment' } ).click();
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page
				.getByRole( 'link', { name: `Download ${ name } offline` } )
				.click(),
		] );
		expect( download.suggestedFilename() ).toMatch( /-offline\.zip$/ );
		const zip = join( folder, 'offline.zip' );
		await download.saveAs( zip );
		const unpacked = join( folder, 'offline' );
		execFileSync( 'unzip', [ '-q', zip, '-d', unpacked ] );

		const offline = await browser.newContext( { offline: true } );
		const outside: string[] = [];
		await offline.route( '**/*', ( route ) => {
			const url = route.request().url();
			if ( url.startsWith( 'file:' ) ) {
				return route.continue();
			}
			outside.push( url );
			return route.abort();
		} );
		const player = await offline.newPage();
		player.on( 'request', ( request ) => {
			if ( ! request.url().startsWith( 'file:' ) ) {
				outside.push( request.url() );
			}
		} );
		const errors = recordConsoleErrors( player );
		await player.clock.install();
		await player.goto(
			pathToFileURL( join( unpacked, 'index.html' ) ).href
		);

		await expect(
			player.getByRole( 'heading', { name: 'Shape hunt' } )
		).toBeVisible();
		// The package's own script and style sheet load by their relative paths.
		await expect( player.locator( '#status' ) ).toHaveText(
			'Find three circles!'
		);
		await expect( player.locator( '#status' ) ).toHaveCSS(
			'color',
			'rgb(0, 128, 0)'
		);
		// The runtime, inlined with the Appadoo's settings.
		// The installed clock runs with real time: on a loaded machine a second
		// may pass before the check (CI saw 0:59), as in appadoo-player.spec.ts.
		await expect( player.getByRole( 'timer' ) ).toHaveText(
			/^Time left (1:00|0:[0-5]\d)$/
		);
		await expect(
			player.getByRole( 'button', { name: 'Print' } )
		).toBeVisible();
		await expect( player.locator( 'html' ) ).toHaveAttribute(
			'data-playpal-hdg',
			'on'
		);
		await player.clock.fastForward( '01:01' );
		await expect(
			player.getByRole( 'alertdialog', { name: 'Time for a break!' } )
		).toBeVisible();

		expect( errors, 'No console error offline' ).toEqual( [] );

		// The zip's own Content-Security-Policy keeps scripts off the network.
		const violated = await player.evaluate(
			() =>
				new Promise< string >( ( resolve ) => {
					document.addEventListener(
						'securitypolicyviolation',
						( event ) => resolve( event.effectiveDirective ),
						{ once: true }
					);
					fetch( 'https://example.invalid/score' ).catch(
						() => null
					);
				} )
		);
		expect( violated ).toBe( 'connect-src' );
		expect( outside, 'Nothing asked for the network' ).toEqual( [] );
		await offline.close();
	} );
} );
