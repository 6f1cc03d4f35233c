/**
 * Issue 25, "offline play uses budget and reconciles on reconnect"
 * (docs/FAMILY.md, "The host page's ledger (offline)"; docs/OFFLINE.md,
 * "Playing a saved Appadoo"): a parent with a child whose budget is two
 * minutes saves an Appadoo for offline; with no network its saved copy asks
 * "Who's playing?", the countdown shows the child's time left and runs on
 * the device (Playwright's clock, not real minutes), the package keeps its
 * state on the device; back online, the seconds and the state reach the
 * server, counted exactly once, and the next online page shows what is left.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { newFamilyAccount, restNonce, signedInPage } from './checkout-helpers';
import { logIn, ADMIN_ACCOUNT } from './log-in';
import {
	libraryRecords,
	offlineKeyOf,
	rest,
	savedCache,
	workerReady,
} from './offline-helpers';

test.use( { serviceWorkers: 'allow' } );

const SAVED = 'Saved for offline — find it in your offline library.';

interface Child {
	id: string;
	today: { playedSeconds: number; remainingSeconds: number | null };
}

interface LedgerEntry {
	sessions: Record< string, { seconds: number; acked: number } >;
}

/**
 * The device's ledger of a child (localStorage, shared by the online and the saved host page).
 *
 * @param page    A host page.
 * @param childId The child.
 */
function ledgerOf(
	page: Page,
	childId: string
): Promise< LedgerEntry | null > {
	return page.evaluate( ( child ) => {
		const key = Object.keys( localStorage ).find( ( name ) =>
			name.endsWith( `:${ child }:ledger` )
		);
		return key ? JSON.parse( localStorage.getItem( key ) || 'null' ) : null;
	}, childId );
}

/**
 * The seconds of a child's sessions in the device's ledger.
 *
 * @param page    A host page.
 * @param childId The child.
 */
async function secondsOf( page: Page, childId: string ): Promise< number > {
	return Object.values(
		( await ledgerOf( page, childId ) )?.sessions ?? {}
	).reduce( ( sum, entry ) => sum + entry.seconds, 0 );
}

/**
 * The countdown showing `left` seconds, or up to 3 s less (the runtime in
 * the frame may count on a little between two of the host's messages).
 *
 * @param left Seconds left.
 */
function leftPattern( left: number ): RegExp {
	const shown = [ 0, 1, 2, 3 ].map( ( less ) => {
		const seconds = Math.max( 0, left - less );
		return `${ Math.floor( seconds / 60 ) }:${ String( seconds % 60 ).padStart( 2, '0' ) }`;
	} );
	return new RegExp( `^Time left (${ shown.join( '|' ) })$` );
}

test( 'a saved Appadoo played offline counts the child’s budget and reconciles once on reconnect', async ( {
	browser,
} ) => {
	// A new account, a save, an offline session, a reconnect and an online page.
	test.slow();
	const admin = await browser.newPage();
	await logIn( admin, ADMIN_ACCOUNT );
	const account = await newFamilyAccount(
		admin,
		'kidsoffline',
		'Olive Parent'
	);
	await admin.close();
	const { context, page } = await signedInPage( browser, account );

	// The first PIN opens parent mode (adding a child needs it); the first child carries the consent.
	await rest( page.request, 'PUT', '/pp/v1/family/pin', { pin: '2468' } );
	const { consentVersion } = await rest< { consentVersion: string } >(
		page.request,
		'GET',
		'/pp/v1/family/children'
	);
	const ana = await rest< Child >(
		page.request,
		'POST',
		'/pp/v1/family/children',
		{
			nickname: 'Ana',
			avatar: 'fox',
			weekdayMinutes: 2,
			weekendMinutes: 2,
			consentVersion,
		}
	);
	const name = `Offline budget ${ Date.now() }`;
	const created = await rest< { appadoo: { id: number } } >(
		page.request,
		'POST',
		'/pp/v1/appadoos',
		{ name, template: 'ocean-adventure' }
	);
	const appadooId = created.appadoo.id;

	// Save it for offline from the member portal.
	await page.goto( '/member-portal' );
	await workerReady( page );
	const key = await offlineKeyOf( page );
	const card = page
		.getByRole( 'list', { name: 'Your Appadoos' } )
		.getByRole( 'listitem' )
		.filter( { hasText: name } );
	await card
		.getByRole( 'button', { name: `Save for offline: ${ name }` } )
		.click();
	await expect( card.getByText( SAVED ) ).toBeVisible();
	const record = ( await libraryRecords( page, key ) ).find(
		( item ) => item.id === `appadoo:${ appadooId }`
	);
	expect( record, 'the Appadoo has a record' ).toBeTruthy();
	const openUrl = new URL( record!.open.url, page.url() ).href;

	// The saved copy carries the family configuration, but no REST nonce.
	const savedHost = ( await savedCache( page, key ) )[ openUrl ];
	expect( savedHost, 'the host page is saved' ).toBeTruthy();
	const block =
		/<script type="application\/json" id="playpal-family">(.*?)<\/script>/s.exec(
			savedHost!.text
		);
	expect( block, 'the saved host page has the family data' ).not.toBeNull();
	const family = JSON.parse( block![ 1 ]! );
	expect( family.nonce ).toBe( '' );
	expect( family.children.map( ( c: Child ) => c.id ) ).toEqual( [ ana.id ] );
	expect( savedHost!.text ).not.toContain( await restNonce( page.request ) );

	// No network: the worker answers the saved copy; who is playing?
	await context.setOffline( true );
	await page.clock.install();
	await page.goto( openUrl );
	const chooser = page.getByRole( 'dialog', { name: "Who's playing?" } );
	await expect( chooser ).toBeVisible();
	await chooser.getByRole( 'button', { name: 'Ana' } ).click();
	await expect( chooser ).toBeHidden();
	const player = page.frameLocator( '#playpal-player' );
	await expect(
		player.getByRole( 'heading', { name, level: 1 } ),
		'the saved package plays in the frame'
	).toBeVisible();
	const timer = player.getByRole( 'timer' );
	await expect(
		timer,
		'the countdown shows Ana’s time left, not the Appadoo’s 30 minutes'
	).toHaveText( /^Time left (2:00|1:\d\d)$/ );

	// Play 20 seconds on the page's clock (paused then: nothing more counts), and collect two
	// stars (state kept on the device).
	const now = await page.evaluate( () => Date.now() );
	await page.clock.pauseAt( now + 1000 );
	const start = await secondsOf( page, ana.id );
	await page.clock.runFor( 20_000 );
	// Playwright moves each frame's clock in turn: one more second, so the
	// runtime's last budget message is not followed by 20 s of its own clock.
	await page.clock.runFor( 1_000 );
	const played = await secondsOf( page, ana.id );
	expect( played - start, 'the host’s clock counted 21 s' ).toBe( 21 );
	await expect(
		timer,
		'the countdown follows the device’s ledger'
	).toHaveText( leftPattern( 120 - played ) );
	const star = player.getByRole( 'button', { name: 'Collect a star' } );
	await star.click();
	await star.click();
	await expect( player.locator( '#pp-starter-count' ) ).toHaveText(
		'Stars: 2 of 10'
	);
	const offline = await ledgerOf( page, ana.id );
	const sessions = Object.values( offline?.sessions ?? {} );
	expect( sessions ).toHaveLength( 1 );
	expect( sessions[ 0 ]!.seconds ).toBe( played );
	expect( sessions[ 0 ]!.acked, 'nothing reached the server' ).toBe( 0 );
	const before = await rest< Child >(
		page.request,
		'GET',
		`/pp/v1/family/children/${ ana.id }`
	);
	expect( before.today.playedSeconds ).toBe( 0 );

	// Back online: the page asks for a fresh nonce and sends the session and the state.
	await context.setOffline( false );
	await expect
		.poll(
			async () =>
				(
					await rest< Child >(
						page.request,
						'GET',
						`/pp/v1/family/children/${ ana.id }`
					)
				).today.playedSeconds,
			{ timeout: 30_000 }
		)
		.toBe( played );
	await expect
		.poll(
			async () =>
				(
					await rest< { state: { stars?: number } | null } >(
						page.request,
						'GET',
						`/pp/v1/family/children/${ ana.id }/appadoos/${ appadooId }/state`
					)
				).state?.stars
		)
		.toBe( 2 );
	await expect
		.poll( async () =>
			Object.values(
				( await ledgerOf( page, ana.id ) )?.sessions ?? {}
			).map( ( entry ) => entry.seconds - entry.acked )
		)
		.toEqual( [ 0 ] );

	// The next online page: Ana remembered, her stars back, the time left counted once.
	await page.goto( openUrl );
	await expect(
		page.getByRole( 'region', { name: "Who's playing?" } )
	).toContainText( 'Playing: Ana' );
	await expect( player.locator( '#pp-starter-count' ) ).toHaveText(
		'Stars: 2 of 10'
	);
	// 120 s less what was played offline, once (twice would be 120 − 2 × played).
	await expect( player.getByRole( 'timer' ) ).toHaveText(
		leftPattern( 120 - played )
	);
	const after = await rest< Child >(
		page.request,
		'GET',
		`/pp/v1/family/children/${ ana.id }`
	);
	expect( after.today.playedSeconds, 'counted exactly once' ).toBe( played );
	await context.close();
} );
