/**
 * Issue 38: "a child with the parent's signed-in browser". The parent sets
 * up three children, locks parent mode and hands the browser over; the
 * child then tries every way around the daily budget a child with that
 * browser would, and each is refused or counted:
 *
 * - switching to a sibling at the break (the PIN is asked; a wrong one and
 *   Escape leave the break up; a reload brings it back);
 * - opening the package's own address in a tab of its own, signed in and
 *   signed out (the door page, never the game);
 * - the Family tab's edit and delete, through the screen and straight
 *   through the routes (read-only, 403, nothing changed);
 * - playing offline past the budget (the break comes on the device, and
 *   the time reaches the server on reconnect);
 * - a forged state write on an old revision (409, nothing stored);
 * - signing out with play not yet sent (the dialog holds the sign-out until
 *   "Send now" has sent it).
 *
 * axe runs on the chooser, the break screen and the switch's PIN dialog, and
 * each is kept as a screenshot with the test's output.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type BrowserContext,
	type Page,
	type TestInfo,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from './axe';
import { newFamilyAccount, restNonce, signedInPage } from './checkout-helpers';
import { logIn, ADMIN_ACCOUNT } from './log-in';
import { rest } from './offline-helpers';

const PIN = '2468';

interface Child {
	id: string;
	weekdayMinutes: number | null;
	today: { playedSeconds: number; remainingSeconds: number | null };
}

/**
 * The starter activity of a template Appadoo in the player's frame.
 *
 * @param page The host page.
 */
function starter( page: Page ) {
	const frame = page.frameLocator( '#playpal-player' );
	return {
		count: frame.locator( '#pp-starter-count' ),
		star: frame.getByRole( 'button', { name: 'Collect a star' } ),
	};
}

/**
 * A screenshot of the page as it is, kept with the test's output and attached to its report.
 *
 * @param page     The page.
 * @param testInfo The test's info.
 * @param name     File name without extension.
 */
async function screenshot( page: Page, testInfo: TestInfo, name: string ) {
	const path = testInfo.outputPath( `${ name }.png` );
	await page.screenshot( { path } );
	await testInfo.attach( name, { path, contentType: 'image/png' } );
}

/**
 * Picks a child on the open "Who's playing?" chooser.
 *
 * @param page     The host page.
 * @param nickname The child.
 */
async function choose( page: Page, nickname: string ) {
	const chooser = page.getByRole( 'dialog', { name: "Who's playing?" } );
	await expect( chooser ).toBeVisible();
	await chooser.getByRole( 'button', { name: nickname } ).click();
	await expect( chooser ).toBeHidden();
}

/**
 * The break screen's "Someone else is playing", answered with the parent's PIN.
 *
 * @param page The host page.
 * @param pin  The PIN typed.
 */
async function switchWithPin( page: Page, pin: string ) {
	await page
		.getByRole( 'alertdialog', { name: 'Time for a break!' } )
		.getByRole( 'button', { name: 'Someone else is playing' } )
		.click();
	const gate = page.getByRole( 'dialog', {
		name: "A grown-up's PIN to switch",
	} );
	await expect( gate ).toBeVisible();
	await gate.getByLabel( "Grown-up's PIN" ).fill( pin );
	await gate.getByRole( 'button', { name: 'Switch' } ).click();
	return gate;
}

/**
 * A child's figures as the server has them.
 *
 * @param context A signed-in context of the parent.
 * @param id      The child.
 */
async function childOnServer(
	context: BrowserContext,
	id: string
): Promise< Child > {
	return rest< Child >(
		context.request,
		'GET',
		`/pp/v1/family/children/${ id }`
	);
}

test( 'a child with the parent’s signed-in browser: every way around the budget is refused or counted', async ( {
	browser,
}, testInfo ) => {
	// A new account, three children's turns on the host page, offline and online, the door in two
	// contexts, the Family tab and a sign-out: well over the default minute on a loaded machine.
	test.setTimeout( 360_000 );
	const admin = await browser.newPage();
	await logIn( admin, ADMIN_ACCOUNT );
	const account = await newFamilyAccount( admin, 'kidsbypass', 'Bo Parent' );
	await admin.close();
	const { context, page } = await signedInPage( browser, account );

	// The parent: a PIN (it opens parent mode), the consent with the first child, three budgets.
	await rest( page.request, 'PUT', '/pp/v1/family/pin', { pin: PIN } );
	const { consentVersion } = await rest< { consentVersion: string } >(
		page.request,
		'GET',
		'/pp/v1/family/children'
	);
	const add = ( nickname: string, avatar: string, minutes: number | null ) =>
		rest< Child >( page.request, 'POST', '/pp/v1/family/children', {
			nickname,
			avatar,
			weekdayMinutes: minutes,
			weekendMinutes: minutes,
			consentVersion,
		} );
	const ana = await add( 'Ana', 'fox', 1 );
	const ben = await add( 'Ben', 'owl', 2 );
	const cleo = await add( 'Cleo', 'cat', null );
	const created = await rest< { appadoo: { id: number } } >(
		page.request,
		'POST',
		'/pp/v1/appadoos',
		{ name: `Bypass ${ Date.now() }`, template: 'ocean-adventure' }
	);
	const appadooId = created.appadoo.id;
	const { openUrl } = await rest< { openUrl: string } >(
		page.request,
		'GET',
		`/pp/v1/appadoos/${ appadooId }/preview`
	);
	// ... and locks parent mode before handing the browser over.
	const locked = await rest< { open: boolean } >(
		page.request,
		'DELETE',
		'/pp/v1/family/parent-mode'
	);
	expect( locked.open ).toBe( false );

	// Ana plays her minute (on Playwright's clock): the break.
	await page.clock.install();
	await page.goto( openUrl );
	await expect(
		page.getByRole( 'dialog', { name: "Who's playing?" } )
	).toBeVisible();
	expect( await violations( page, '#playpal-family-chooser' ) ).toEqual( [] );
	await screenshot( page, testInfo, 'family-chooser' );
	await choose( page, 'Ana' );
	await expect( starter( page ).count ).toBeVisible();
	// The frame's package address, as the page's source shows it to anyone who looks.
	const packageAddress = await page
		.locator( '#playpal-player' )
		.getAttribute( 'src' );
	expect( packageAddress, 'the frame holds the package address' ).toMatch(
		/\/play\/[^/]+\/[^/]+\//
	);
	await page.clock.runFor( 61_000 );
	const breakScreen = page.getByRole( 'alertdialog', {
		name: 'Time for a break!',
	} );
	await expect( breakScreen ).toBeVisible();
	// The PIN field for more time waits behind "Ask a grown-up".
	await expect( breakScreen.getByLabel( "Grown-up's PIN" ) ).toBeHidden();
	expect( await violations( page, '#playpal-family-break' ) ).toEqual( [] );
	await screenshot( page, testInfo, 'family-break' );

	// 1. Switch to a sibling at the break: the PIN is asked; a wrong one is refused.
	const gate = await switchWithPin( page, '0000' );
	await expect( gate.getByRole( 'alert' ) ).toContainText(
		'That PIN is not right'
	);
	expect( await violations( page, '#playpal-family-switch' ) ).toEqual( [] );
	await screenshot( page, testInfo, 'family-switch-pin' );
	// Escape closes the PIN dialog, and the break stays; no chooser opened.
	await page.keyboard.press( 'Escape' );
	await expect( gate ).toBeHidden();
	await expect( breakScreen ).toBeVisible();
	await expect(
		page.getByRole( 'dialog', { name: "Who's playing?" } )
	).toHaveCount( 0 );
	// A reload remembers Ana, and her time is still up.
	await page.reload();
	await expect( breakScreen ).toBeVisible();
	await expect(
		page.getByRole( 'dialog', { name: "Who's playing?" } )
	).toHaveCount( 0 );
	expect(
		( await childOnServer( context, ana.id ) ).today.remainingSeconds
	).toBe( 0 );

	// 2. Open the package's own address (read above) in a tab of its own: the door page, signed in and
	// signed out. (The reloaded page with Ana's time up frames nothing at all.)
	await expect( page.locator( '#playpal-player' ) ).not.toHaveAttribute(
		'src',
		/.+/
	);
	const ownTab = await context.newPage();
	const asPage = await ownTab.goto( packageAddress as string );
	expect( asPage?.status() ).toBe( 403 );
	await expect(
		ownTab.getByRole( 'heading', {
			name: 'Open this Appadoo from PlayPal',
		} )
	).toBeVisible();
	await expect( ownTab.locator( '#pp-starter-count' ) ).toHaveCount( 0 );
	await ownTab.close();
	const stranger = await browser.newContext();
	const signedOut = await stranger.newPage();
	const signedOutAnswer = await signedOut.goto(
		new URL( packageAddress as string, page.url() ).href
	);
	expect( signedOutAnswer?.status() ).toBe( 403 );
	await expect(
		signedOut.getByRole( 'heading', {
			name: 'Open this Appadoo from PlayPal',
		} )
	).toBeVisible();
	await expect( signedOut.locator( '#pp-starter-count' ) ).toHaveCount( 0 );
	await stranger.close();

	// 3. Edit or delete yourself: the Family tab is read-only, and the routes refuse without the PIN.
	const portal = await context.newPage();
	await portal.goto( '/member-portal' );
	await portal.getByRole( 'tab', { name: 'Family' } ).click();
	await expect(
		portal.getByRole( 'button', { name: 'Unlock with PIN' } )
	).toBeVisible();
	await expect( portal.getByRole( 'button', { name: 'Edit' } ) ).toHaveCount(
		0
	);
	await expect(
		portal.getByRole( 'button', { name: 'Delete' } )
	).toHaveCount( 0 );
	const nonce = await restNonce( page.request );
	for ( const [ method, data ] of [
		[ 'PATCH', { weekdayMinutes: null, weekendMinutes: null } ],
		[ 'DELETE', undefined ],
	] as const ) {
		const refused = await page.request.fetch(
			`/wp-json/pp/v1/family/children/${ ana.id }`,
			{ method, headers: { 'X-WP-Nonce': nonce }, data }
		);
		expect( refused.status(), method ).toBe( 403 );
		expect( ( await refused.json() ).code ).toBe(
			'playpal_family_parent_mode_required'
		);
	}
	const stillAna = await childOnServer( context, ana.id );
	expect( stillAna.weekdayMinutes, 'the budget holds' ).toBe( 1 );
	expect( stillAna.today.playedSeconds ).toBeGreaterThanOrEqual( 60 );

	// The parent switches with the right PIN: Ben.
	await switchWithPin( page, PIN );
	await choose( page, 'Ben' );
	await expect( breakScreen ).toBeHidden();
	const parentMode = await rest< { open: boolean } >(
		page.request,
		'GET',
		'/pp/v1/family/parent-mode'
	);
	expect( parentMode.open, 'the switch closes parent mode again' ).toBe(
		false
	);

	// 4. Play offline past the budget: the device shows the break, and the time is counted on reconnect.
	await expect( starter( page ).count ).toBeVisible();
	await context.setOffline( true );
	await page.clock.runFor( 125_000 );
	await expect( breakScreen ).toBeVisible();
	await context.setOffline( false );
	await expect
		.poll(
			async () =>
				( await childOnServer( context, ben.id ) ).today.playedSeconds,
			{ timeout: 30_000 }
		)
		.toBeGreaterThanOrEqual( 120 );
	expect(
		( await childOnServer( context, ben.id ) ).today.remainingSeconds
	).toBe( 0 );

	// Cleo (no limit), with the PIN again.
	await switchWithPin( page, PIN );
	await choose( page, 'Cleo' );
	const activity = starter( page );
	// The frame loads again for Cleo: a click that reached Ben's frame as it went counts nowhere.
	await expect( async () => {
		await activity.star.click();
		await expect( activity.count ).toHaveText( /Stars: [1-9] of 10/, {
			timeout: 2_000,
		} );
	} ).toPass();
	const statePath = `/pp/v1/family/children/${ cleo.id }/appadoos/${ appadooId }/state`;
	await expect
		.poll(
			async () =>
				(
					await rest< { revision: number } >(
						page.request,
						'GET',
						statePath
					)
				).revision
		)
		.toBeGreaterThanOrEqual( 1 );

	// 5. A forged state write on an old revision: 409, nothing stored.
	const forged = await page.request.fetch( `/wp-json${ statePath }`, {
		method: 'PUT',
		headers: { 'X-WP-Nonce': nonce },
		data: { revision: 0, state: { stars: 10 } },
	} );
	expect( forged.status() ).toBe( 409 );
	expect( ( await forged.json() ).code ).toBe( 'playpal_family_state_stale' );
	const kept = await rest< { state: unknown } >(
		page.request,
		'GET',
		statePath
	);
	expect( kept.state ).not.toEqual( { stars: 10 } );

	// 6. Sign out with play queued: three minutes that could not be sent yet.
	const reports = '**/pp/v1/family/children/*/play';
	await context.route( reports, ( route ) =>
		route.request().method() === 'POST' ? route.abort() : route.continue()
	);
	await page.clock.runFor( 185_000 );
	const before = ( await childOnServer( context, cleo.id ) ).today
		.playedSeconds;
	// The host page stays open in its tab (closing it would send the seconds with `pagehide`).
	await portal.reload();
	await portal.getByRole( 'link', { name: 'Sign out' } ).click();
	const held = portal.getByRole( 'dialog', {
		name: /\d+ minutes? of play not yet sent/,
	} );
	await expect( held ).toBeVisible();
	await expect( held ).toContainText( /[3-9] minutes of play not yet sent/ );
	await held.getByRole( 'button', { name: 'Send now' } ).click();
	await expect( held ).toContainText( 'It could not be sent' );
	expect(
		( await childOnServer( context, cleo.id ) ).today.playedSeconds,
		'nothing was sent while the reports fail'
	).toBe( before );
	await context.unroute( reports );
	await held.getByRole( 'button', { name: 'Send now' } ).click();
	await portal.waitForURL( ( url ) => ! url.href.includes( 'wp-login.php' ) );
	const me = await portal.request.get( '/wp-json/pp/v1/me' );
	expect( ( await me.json() ).loggedIn, 'signed out' ).toBe( false );
	await context.close();

	// The parent signs in again: Cleo's three minutes are on the server.
	const again = await signedInPage( browser, account );
	expect(
		( await childOnServer( again.context, cleo.id ) ).today.playedSeconds
	).toBeGreaterThanOrEqual( before + 180 );
	await again.context.close();
} );
