/**
 * The converter and the player in Chromium: a family member uploads a small
 * HTML activity through the HTML Converter tab, previews it in the portal's
 * sandboxed frame, and the runtime applies the settings: Print calls the
 * browser's print, the HDG filter changes the computed style, and with a
 * 1-minute limit the break screen appears (on a test clock, not a real minute).
 * Nothing the page tries reaches another host.
 */

/**
 * External dependencies
 */
import { test, expect, type Frame, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, FAMILY_ACCOUNT } from './log-in';

const ACTIVITY = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Counting game</title>
<script src="https://cdn.example.invalid/lib.js"></script>
<link rel="stylesheet" href="https://fonts.example.invalid/fun.css">
<style>body{font-family:sans-serif;background:#ffd400}</style>
</head><body>
<h1>Counting game</h1>
<p id="result">Count to three!</p>
<iframe src="https://video.example.invalid/embed"></iframe>
<form action="https://collect.example.invalid/answers"><button>Send</button></form>
<script>
document.addEventListener('securitypolicyviolation', function (event) {
	document.body.setAttribute('data-blocked', event.violatedDirective);
});
fetch('https://api.example.invalid/score').then(function () {
	document.body.setAttribute('data-fetch', 'reached');
}, function () {
	document.body.setAttribute('data-fetch', 'failed');
});
</script>
</body></html>`;

/**
 * The player frame once its page has loaded.
 * @param page
 */
async function playerFrame( page: Page ): Promise< Frame > {
	await expect(
		page.locator( 'iframe[title^="Appadoo player"]' )
	).toBeVisible();
	let frame: Frame | undefined;
	await expect
		.poll( () => {
			frame = page.frames().find( ( f ) => f.url().includes( '/play/' ) );
			return frame?.url() ?? '';
		} )
		.toContain( '/play/' );
	return frame as Frame;
}

test.describe( 'Appadoo converter and player', () => {
	test( 'a converted activity plays in the portal preview with the runtime', async ( {
		page,
	} ) => {
		const base = new URL(
			test.info().project.use.baseURL ?? 'http://127.0.0.1'
		);
		const outside: string[] = [];
		// Requests made by the package (the player frame), to any other host.
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			const fromPlayer =
				request.frame().url().includes( '/play/' ) ||
				url.pathname.includes( '/play/' );
			if (
				fromPlayer &&
				url.host !== base.host &&
				url.protocol.startsWith( 'http' )
			) {
				outside.push( request.url() );
			}
		} );
		await page.clock.install();
		// Every frame gets a print that only counts.
		await page.addInitScript( () => {
			const counted = window as unknown as { printCalls: number };
			counted.printCalls = 0;
			window.print = () => {
				counted.printCalls += 1;
			};
		} );
		await logIn( page, FAMILY_ACCOUNT );

		const name = `counting ${ Date.now() }`;
		await page.goto( '/appadoo-portal' );
		await page.getByRole( 'tab', { name: 'HTML Converter' } ).click();
		await page.getByLabel( 'Drop or select an HTML file' ).setInputFiles( {
			name: `${ name.replace( ' ', '-' ) }.html`,
			mimeType: 'text/html',
			buffer: Buffer.from( ACTIVITY ),
		} );
		await expect( page.getByText( `“${ name }” is ready.` ) ).toBeVisible();
		const security = page.getByRole( 'list', {
			name: 'Security features',
		} );
		await expect(
			security.getByText( '4 external references removed or disabled' )
		).toBeVisible();
		await expect(
			security.getByText(
				'1 network request in scripts is blocked by the Content-Security-Policy'
			)
		).toBeVisible();
		await expect(
			page
				.getByRole( 'list', { name: 'Features added' } )
				.getByText( 'Print button and print stylesheet' )
		).toBeVisible();

		// Preview from the converter: defaults (30 minutes, HDG on, print on).
		await page
			.getByRole( 'status' )
			.getByRole( 'button', { name: 'Preview' } )
			.click();
		let frame = await playerFrame( page );
		await expect(
			frame.getByRole( 'heading', { name: 'Counting game' } )
		).toBeVisible();
		// The page's clock runs in real time until fast-forwarded: on a loaded machine the first look may come a
		// few seconds in, so the check is "a 30-minute limit counting down", not one exact second.
		await expect( frame.getByRole( 'timer' ) ).toHaveText(
			/^Time left (30:00|29:[0-5]\d)$/
		);
		await expect( frame.locator( 'body' ) ).toHaveAttribute(
			'data-fetch',
			'failed'
		);
		await expect( frame.locator( 'body' ) ).toHaveAttribute(
			'data-blocked',
			/connect-src/
		);
		// The opaque origin cannot read the site's cookies.
		expect(
			await frame.evaluate( () => {
				try {
					return document.cookie;
				} catch {
					return 'blocked';
				}
			} )
		).toBe( 'blocked' );

		await frame.getByRole( 'button', { name: 'Print' } ).click();
		await expect
			.poll( () =>
				frame.evaluate(
					() =>
						( window as unknown as { printCalls: number } )
							.printCalls
				)
			)
			.toBe( 1 );
		expect(
			await frame.evaluate(
				() => getComputedStyle( document.documentElement ).filter
			)
		).toContain( 'saturate' );
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Close' } )
			.click();
		await expect( page.getByRole( 'dialog' ) ).toBeHidden();

		// Settings: a 1-minute limit and the HDG filter off show on the next open.
		await page.getByRole( 'tab', { name: 'Dashboard' } ).click();
		await page
			.getByRole( 'button', { name: `Settings for ${ name }` } )
			.click();
		const settings = page.getByRole( 'dialog' );
		await settings.getByLabel( 'Time limit (minutes)' ).fill( '1' );
		await settings
			.getByRole( 'switch', { name: 'Content filter (HDG)' } )
			.click();
		await settings.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( settings ).toBeHidden();

		await page.getByRole( 'button', { name: `Preview ${ name }` } ).click();
		frame = await playerFrame( page );
		// A 1-minute limit counting down (the clock runs in real time until the fast-forward below).
		await expect( frame.getByRole( 'timer' ) ).toHaveText(
			/^Time left (1:00|0:[0-5]\d)$/
		);
		expect(
			await frame.evaluate(
				() => getComputedStyle( document.documentElement ).filter
			)
		).toBe( 'none' );
		await page.clock.fastForward( '01:01' );
		await expect(
			frame.getByRole( 'alertdialog', { name: 'Time for a break!' } )
		).toBeVisible();

		expect( outside, 'No request of the package left the site' ).toEqual(
			[]
		);
	} );

	test( 'the player answers with a CSP that keeps the package to itself', async ( {
		page,
		playwright,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await page.goto( '/appadoo-portal' );
		await page.getByRole( 'tab', { name: 'HTML Converter' } ).click();
		await page.getByLabel( 'Drop or select an HTML file' ).setInputFiles( {
			name: `headers-${ Date.now() }.html`,
			mimeType: 'text/html',
			buffer: Buffer.from( ACTIVITY ),
		} );
		await expect( page.getByText( /is ready\./ ) ).toBeVisible();
		await page
			.getByRole( 'status' )
			.getByRole( 'button', { name: 'Preview' } )
			.click();
		const player = page.locator( 'iframe[title^="Appadoo player"]' );
		await expect( player ).toHaveAttribute( 'src', /\/play\// );
		await expect( player ).not.toHaveAttribute(
			'sandbox',
			/allow-same-origin/
		);
		const src = await player.evaluate(
			( element ) => ( element as HTMLIFrameElement ).src
		);

		// Without cookies: the token in the path is the credential.
		const guest = await playwright.request.newContext();
		const anonymous = await guest.get( src );
		expect( anonymous.status() ).toBe( 200 );
		const csp = anonymous.headers()[ 'content-security-policy' ];
		expect( csp ).toContain( "connect-src 'none'" );
		expect( csp ).toContain( "form-action 'none'" );
		expect( csp ).toContain( 'sandbox allow-scripts' );
		expect( anonymous.headers()[ 'x-content-type-options' ] ).toBe(
			'nosniff'
		);
		expect( anonymous.headers()[ 'cache-control' ] ).toBe(
			'private, no-store'
		);
		const html = await anonymous.text();
		expect( html ).not.toContain( 'cdn.example.invalid' );
		expect( html.split( 'playpal-runtime/runtime.js' ) ).toHaveLength( 2 );
		await guest.dispose();
	} );
} );
