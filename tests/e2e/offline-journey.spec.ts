/**
 * The offline library end to end, with PlayPal's service worker (issue 24's
 * "Done when"): the app is installable and its worker controls the page; a
 * family saves a printable they bought and an Appadoo of theirs; with no
 * network, `/member-portal` reloads and its offline library lists both, the
 * printable's bytes are the original's, and the Appadoo plays in its player
 * host page (its frame fed from the saved files) with its countdown running;
 * its session, queued by the worker, counts once back online; signing out
 * leaves nothing of theirs in Cache Storage or IndexedDB, and the next person
 * on the browser sees none of it. (The update prompt is offline-shell.spec.ts's.)
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	familyWithOrder,
	libraryRecords,
	offlineKeyOf,
	queuedReports,
	rest,
	savedCache,
	storageNames,
	workerReady,
} from './offline-helpers';
import { FAMILY_ACCOUNT, fillLogin } from './log-in';

test.use( { serviceWorkers: 'allow' } );

const SAVED = 'Saved for offline — find it in your offline library.';

interface CreatedAppadoo {
	appadoo: { id: number; key?: string };
}

interface AppadooUsage {
	appadoo: { usage: { sessions: number } };
}

test( 'saved items are listed and readable with no network, and nothing stays after signing out', async ( {
	browser,
} ) => {
	// Two saves, an offline reload, a sign-out and a second account.
	test.slow();
	const { page, email } = await familyWithOrder( browser );
	const context = page.context();
	await page.goto( '/member-portal#downloads' );

	// Installable: the page links a valid manifest, and the worker controls the page.
	await expect( page.locator( 'link[rel="manifest"]' ) ).toHaveAttribute(
		'href',
		'/playpal.webmanifest'
	);
	const manifest = await page.request.get( '/playpal.webmanifest' );
	expect( manifest.headers()[ 'content-type' ] ).toContain(
		'application/manifest+json'
	);
	const app = await manifest.json();
	expect( app ).toMatchObject( {
		display: 'standalone',
		start_url: '/',
		scope: '/',
	} );
	expect( app.name && app.short_name ).toBeTruthy();
	expect(
		( app.icons as Array< Record< string, string > > ).map(
			( icon ) => `${ icon.sizes } ${ icon.purpose }`
		)
	).toEqual(
		expect.arrayContaining( [
			'192x192 any',
			'512x512 any',
			'512x512 maskable',
		] )
	);
	await workerReady( page );
	const key = await offlineKeyOf( page );

	// A printable: Save for offline on the Downloads tab.
	const file = page
		.getByRole( 'list', { name: 'Your downloads' } )
		.getByRole( 'listitem' )
		.filter( { hasText: 'Active' } )
		.first();
	await file
		.getByRole( 'button', { name: /^Save for offline: .+$/ } )
		.click();
	await file
		.getByLabel( 'Email address (required for free downloads)' )
		.fill( email );
	await file
		.getByRole( 'button', { name: 'Save for offline', exact: true } )
		.click();
	await expect( file.getByText( SAVED ) ).toBeVisible();
	const printable = ( await libraryRecords( page, key ) ).find(
		( record ) => record.kind === 'printable'
	);
	expect( printable, 'the printable has a record' ).toBeTruthy();
	const again = await rest< { url: string } >(
		page.request,
		'POST',
		`/pp/v1/downloads/${ printable!.id.replace( /^printable:/, '' ) }`,
		{ email }
	);
	const original = await ( await page.request.get( again.url ) ).body();
	expect( original.length ).toBeGreaterThan( 0 );

	// An Appadoo of theirs: Save for offline on the Appadoo tab.
	const name = `Offline journey ${ Date.now() }`;
	const created = await rest< CreatedAppadoo >(
		page.request,
		'POST',
		'/pp/v1/appadoos',
		{ name, template: 'ocean-adventure' }
	);
	const appadooId = created.appadoo.id;
	await page.goto( '/member-portal' );
	const card = page
		.getByRole( 'list', { name: 'Your Appadoos' } )
		.getByRole( 'listitem' )
		.filter( { hasText: name } );
	await card
		.getByRole( 'button', { name: `Save for offline: ${ name }` } )
		.click();
	await expect( card.getByText( SAVED ) ).toBeVisible();
	const appadoo = ( await libraryRecords( page, key ) ).find(
		( record ) => record.id === `appadoo:${ appadooId }`
	);
	expect( appadoo, 'the Appadoo has a record' ).toBeTruthy();

	// No network: the portal reloads from the worker and lists both.
	await context.setOffline( true );
	await page.goto( '/member-portal#offline-library' );
	const library = page.getByRole( 'list', { name: 'Saved for offline' } );
	await expect( library.getByRole( 'listitem' ) ).toHaveCount( 2 );
	await expect( library ).toContainText( printable!.title );
	await expect( library ).toContainText( name );

	// The printable's bytes, as the page reads them offline, are the original's.
	const offlineDigest = await page.evaluate( async ( url ) => {
		const body = await ( await fetch( url ) ).arrayBuffer();
		return [
			...new Uint8Array( await crypto.subtle.digest( 'SHA-256', body ) ),
		]
			.map( ( byte ) => byte.toString( 16 ).padStart( 2, '0' ) )
			.join( '' );
	}, printable!.urls[ 0 ]! );
	expect( offlineDigest, 'offline, the saved bytes are the original' ).toBe(
		createHash( 'sha256' ).update( original ).digest( 'hex' )
	);

	// The Appadoo plays with no network: the worker answers its saved host
	// page, whose frame plays the saved files (src/appadoo-runtime/offline-frame.ts);
	// the runtime's session start goes to the worker's queue.
	const sessions = /\/pp\/v1\/appadoos\/appadoo-[0-9a-f-]+\/sessions/;
	const started = page.waitForResponse(
		( response ) =>
			sessions.test( response.url() ) &&
			( response.request().postDataJSON() as { event?: string } )
				?.event === 'start'
	);
	await library.getByRole( 'link', { name: `Play ${ name }` } ).click();
	await page.waitForURL( appadoo!.open.url );
	const player = page.frameLocator( '#playpal-player' );
	await expect(
		player.getByRole( 'heading', { name, level: 1 } ),
		'the package’s own page shows in the frame'
	).toBeVisible();
	const timer = player.getByRole( 'timer' );
	await expect( timer ).toHaveText( /^Time left (30:00|29:[0-5]\d)$/ );
	const shown = await timer.textContent();
	await expect( timer, 'the countdown runs' ).not.toHaveText( shown!, {
		timeout: 10_000,
	} );
	// 202 is the worker's answer to a report it queued (the server answers 200).
	// (Its body is not read: the host sends with keepalive, whose answers Playwright does not hand over.)
	expect( ( await started ).status(), 'the worker keeps the start' ).toBe(
		202
	);
	await expect(
		page.locator( '#playpal-player' ),
		'the frame keeps its sandbox (no allow-same-origin)'
	).toHaveAttribute( 'sandbox', 'allow-scripts allow-forms allow-modals' );

	// Back online: the queue is sent and the session counts once.
	await page.goto( '/member-portal#offline-library' );
	expect( await queuedReports( page, key ) ).toBeGreaterThanOrEqual( 1 );
	await context.setOffline( false );
	await expect
		.poll( () => queuedReports( page, key ), { timeout: 30_000 } )
		.toBe( 0 );
	// Asked to send again: nothing is left to count twice.
	await page.evaluate( () =>
		navigator.serviceWorker.controller?.postMessage( {
			type: 'playpal:online',
		} )
	);
	await expect
		.poll( async () => {
			const read = await rest< AppadooUsage >(
				page.request,
				'GET',
				`/pp/v1/appadoos/${ appadooId }`
			);
			return read.appadoo.usage.sessions;
		} )
		.toBe( 1 );

	// Signing out leaves nothing of theirs.
	await page.goto( '/wp-login.php?action=logout' );
	await page.getByRole( 'link', { name: 'log out' } ).click();
	await page.waitForURL( /loggedout=true/ );
	expect(
		( await storageNames( page ) ).filter( ( storage ) =>
			storage.startsWith( 'playpal-' )
		),
		'no saved item, page, record or report remains'
	).toEqual( [] );

	// The next person on this browser sees none of it.
	await fillLogin( page, FAMILY_ACCOUNT );
	await page.goto( '/member-portal#offline-library' );
	await workerReady( page );
	const next = await offlineKeyOf( page );
	expect( next ).not.toBe( key );
	await expect( page.getByText( /^Nothing saved yet\./ ) ).toBeVisible();
	expect(
		( await storageNames( page ) ).filter( ( storage ) =>
			storage.endsWith( key )
		)
	).toEqual( [] );
	expect( Object.keys( await savedCache( page, next ) ) ).toEqual( [] );
} );
