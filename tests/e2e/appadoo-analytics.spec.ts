/**
 * Play analytics in Chromium: a family member plays an Appadoo in the
 * portal's preview; the runtime in the sandboxed frame posts its session to
 * the portal, which reports it; after closing, the Analytics tab shows the
 * session and its time. Opened in its own window, the player's host page
 * relays the same way, under its own narrow CSP.
 */

/**
 * External dependencies
 */
import { test, expect, type Frame, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { FAMILY_ACCOUNT, logIn } from './log-in';
import { createAppadoo, openPortal } from './portal-helpers';

const SESSIONS = /\/pp\/v1\/appadoos\/appadoo-[0-9a-f-]+\/sessions/;

/**
 * A session report the page sends, once it is answered.
 *
 * @param page  Page.
 * @param event `start` or `end`.
 */
function reported( page: Page, event: 'start' | 'end' ) {
	return page.waitForResponse(
		( response ) =>
			SESSIONS.test( response.url() ) &&
			response.request().method() === 'POST' &&
			( response.request().postDataJSON() as { event?: string } )
				?.event === event
	);
}

/**
 * The player frame of a page, once its package has loaded.
 *
 * @param page Page.
 */
async function playerFrame( page: Page ): Promise< Frame > {
	let frame: Frame | undefined;
	await expect
		.poll( () => {
			frame = page
				.frames()
				.find( ( f ) => /\/play\/[^/]+\/[0-9]+-/.test( f.url() ) );
			return frame?.url() ?? '';
		} )
		.toContain( '/play/' );
	return frame as Frame;
}

/**
 * The text of each entry of one Analytics ranking.
 *
 * @param page Page.
 * @param name The ranking's heading.
 */
function ranking( page: Page, name: string ) {
	return page.getByRole( 'list', { name } ).getByRole( 'listitem' );
}

test.describe( 'Appadoo play analytics', () => {
	test( 'a session played in the preview shows in the Analytics tab', async ( {
		page,
	} ) => {
		test.setTimeout( 60_000 );
		const errors: string[] = [];
		page.on( 'console', ( message ) => {
			// Outside hosts (web fonts, sample images) do not resolve on this machine; anything else counts.
			if (
				message.type() === 'error' &&
				! message.text().includes( 'net::ERR_NAME_NOT_RESOLVED' )
			) {
				errors.push( message.text() );
			}
		} );
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		const name = await createAppadoo( page, 'played' );

		const started = reported( page, 'start' );
		await page.getByRole( 'button', { name: `Preview ${ name }` } ).click();
		const frame = await playerFrame( page );
		expect( ( await started ).status(), 'The start is counted' ).toBe(
			200
		);
		// Play for a few real seconds: the server trusts only time it saw pass.
		await expect( frame.getByRole( 'timer' ) ).toHaveText(
			'Time left 29:56',
			{ timeout: 20_000 }
		);

		const ended = reported( page, 'end' );
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Close' } )
			.click();
		await expect( page.getByRole( 'dialog' ) ).toBeHidden();
		const end = await ended;
		expect( end.status(), 'The end is counted' ).toBe( 200 );
		const seconds = ( end.request().postDataJSON() as { duration: number } )
			.duration;
		expect( seconds ).toBeGreaterThanOrEqual( 4 );

		await page.getByRole( 'tab', { name: 'Analytics' } ).click();
		await expect(
			ranking( page, 'Top Appadoos by sessions' ).filter( {
				hasText: name,
			} )
		).toHaveText( `${ name } — 1 session` );
		await expect(
			ranking( page, 'Top Appadoos by time' ).filter( { hasText: name } )
		).toHaveText( new RegExp( `^${ name } — ([4-9]|[1-5][0-9])s$` ) );
		await expect(
			ranking( page, 'Template downloads' ).filter( {
				hasText: 'Space Station Alpha',
			} )
		).toHaveText( /^Space Station Alpha — \d+ Appadoos?$/ );
		expect( errors, 'No console error on the way' ).toEqual( [] );
	} );

	test( 'an Appadoo opened in its own window is relayed by the host page', async ( {
		page,
		context,
	} ) => {
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		test.setTimeout( 60_000 );
		const name = await createAppadoo( page, 'windowed' );
		const previewed = reported( page, 'start' );
		await page.getByRole( 'button', { name: `Preview ${ name }` } ).click();
		expect( ( await previewed ).status(), 'The preview counts one' ).toBe(
			200
		);
		const open = page.getByRole( 'link', { name: 'Open in a new window' } );
		const href = ( await open.getAttribute( 'href' ) ) ?? '';
		expect( href ).toMatch( /\/play\/appadoo-[0-9a-f-]+\/$/ );
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Close' } )
			.click();

		const windowed = await context.newPage();
		const violations: string[] = [];
		windowed.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				violations.push( message.text() );
			}
		} );
		const started = reported( windowed, 'start' );
		const answer = await windowed.goto( href );
		expect( answer?.status() ).toBe( 200 );
		expect( answer?.headers()[ 'content-security-policy' ] ).toContain(
			"frame-ancestors 'none'"
		);
		await expect( windowed.locator( '#playpal-player' ) ).toHaveAttribute(
			'sandbox',
			'allow-scripts allow-forms allow-modals'
		);
		expect(
			( await started ).status(),
			'The host page relays the start'
		).toBe( 200 );
		const frame = await playerFrame( windowed );
		await expect( frame.getByRole( 'timer' ) ).toHaveText( /Time left/ );
		expect( violations, 'The host page breaks no policy' ).toEqual( [] );

		await windowed.close();

		// Two sessions: the preview the link came from, and the window.
		await openPortal( page );
		await page.getByRole( 'tab', { name: 'Analytics' } ).click();
		await expect(
			ranking( page, 'Top Appadoos by sessions' ).filter( {
				hasText: name,
			} )
		).toHaveText( `${ name } — 2 sessions` );
	} );
} );
