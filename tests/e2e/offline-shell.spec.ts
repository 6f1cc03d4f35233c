/**
 * The offline app in Chromium (issue 24, docs/OFFLINE.md): installable, the
 * worker controls the page, a visited post reads offline, anything else shows
 * the offline screen, signing out or another account leaves none of the
 * person's data, a new worker offers itself, and a play session reported
 * offline counts once back online.
 *
 * `context.setOffline(true)` cuts the worker's own fetches too in this
 * Chromium (checked: a worker's fetch() rejects with "Failed to fetch" while
 * the context is offline), so the worker's offline paths are the real ones.
 * The other specs run with workers blocked (playwright.config.ts); this one
 * turns them on.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from './axe';
import {
	CREATOR_ACCOUNT,
	EDITOR_ACCOUNT,
	FAMILY_ACCOUNT,
	fillLogin,
	logIn,
} from './log-in';
import { offlineKeyOf, queuedReports } from './offline-helpers';
import { createAppadoo, openPortal } from './portal-helpers';

test.use( { serviceWorkers: 'allow' } );

const POST_PATH = '/blog/rainy-day-rescue-plans/';
const POST_TITLE = 'Rainy-Day Rescue Plans That Take Five Minutes';
const PERSONAL = /^playpal-(saved|pages|library|queue)-[0-9a-f]{32}$/;

/**
 * Waits until the worker controls the page and the offline client has told
 * it who is signed in.
 *
 * @param page Page on an app screen.
 */
async function workerReady( page: Page ) {
	await page.waitForFunction(
		() =>
			navigator.serviceWorker.controller !== null &&
			document.documentElement.dataset.playpalOffline === 'ready',
		null,
		{ timeout: 30_000 }
	);
}

/**
 * Cache Storage and IndexedDB names of the origin.
 * @param page
 */
function storageNames( page: Page ) {
	return page.evaluate( async () => ( {
		caches: await caches.keys(),
		databases: ( await indexedDB.databases() ).map(
			( db ) => db.name ?? ''
		),
	} ) );
}

/**
 * Opens a page until the worker has kept its nonce-free copy for the person.
 *
 * @param page Page.
 * @param path The page.
 * @param key  The person's offline key.
 */
async function visitAndKeep( page: Page, path: string, key: string ) {
	const url = new URL( path, page.url() ).href;
	await expect
		.poll(
			async () => {
				await page.goto( path );
				return page.evaluate(
					async ( { name, href } ) =>
						( await caches.has( name ) ) &&
						!! ( await (
							await caches.open( name )
						).match( href ) ),
					{ name: `playpal-pages-${ key }`, href: url }
				);
			},
			{ timeout: 30_000, intervals: [ 500, 1000, 2000 ] }
		)
		.toBe( true );
}

async function signInThroughTheForm( page: Page, who: typeof EDITOR_ACCOUNT ) {
	// A session of its own: signing it out leaves the other specs' sessions alone.
	await page.goto( '/wp-login.php' );
	await fillLogin( page, who );
}

test.describe( 'The offline app', () => {
	test( 'is installable and its worker controls the page', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const href = '/playpal.webmanifest';
		await expect( page.locator( 'link[rel="manifest"]' ) ).toHaveAttribute(
			'href',
			href
		);
		await expect(
			page.locator( 'meta[name="theme-color"]' )
		).toHaveAttribute( 'content', /^#[0-9a-f]{6}$/i );
		const answer = await page.request.get( href );
		expect( answer.headers()[ 'content-type' ] ).toContain(
			'application/manifest+json'
		);
		const manifest = await answer.json();
		expect( manifest ).toMatchObject( {
			display: 'standalone',
			start_url: '/',
			scope: '/',
		} );
		expect( manifest.name ).toBeTruthy();
		expect( manifest.short_name ).toBeTruthy();
		const purposes: string[] = [];
		for ( const icon of manifest.icons as Array<
			Record< string, string >
		> ) {
			const image = await page.request.get( icon.src! );
			expect( image.status(), icon.src ).toBe( 200 );
			expect( image.headers()[ 'content-type' ] ).toBe( 'image/png' );
			const size = ( await image.body() ).readUInt32BE( 16 );
			expect( `${ size }x${ size }` ).toBe( icon.sizes );
			purposes.push( `${ icon.sizes } ${ icon.purpose }` );
		}
		expect( purposes ).toEqual(
			expect.arrayContaining( [
				'192x192 any',
				'512x512 any',
				'512x512 maskable',
			] )
		);

		await page.waitForFunction(
			() => navigator.serviceWorker.controller !== null,
			null,
			{ timeout: 30_000 }
		);
		const scope = await page.evaluate(
			async () => ( await navigator.serviceWorker.ready ).scope
		);
		expect( new URL( scope ).pathname ).toBe( '/' );
		await expect
			.poll( async () => ( await storageNames( page ) ).caches )
			.toContainEqual(
				expect.stringMatching( /^playpal-shell-[0-9a-f]{12}$/ )
			);
	} );

	test( 'a visited post reads offline; an unvisited page shows the offline screen; sign out leaves nothing', async ( {
		page,
		context,
	} ) => {
		test.setTimeout( 120_000 );
		await signInThroughTheForm( page, EDITOR_ACCOUNT );
		await page.goto( '/' );
		await workerReady( page );
		const key = await offlineKeyOf( page );
		await visitAndKeep( page, POST_PATH, key );

		const kept = await page.evaluate(
			async ( { name, href } ) =>
				( await ( await caches.open( name ) ).match( href ) )!.text(),
			{
				name: `playpal-pages-${ key }`,
				href: new URL( POST_PATH, page.url() ).href,
			}
		);
		expect( kept, 'the kept page carries no REST nonce' ).toContain(
			'createNonceMiddleware( "" )'
		);
		expect( kept ).not.toMatch(
			/createNonceMiddleware\( "[0-9a-f]{10}" \)/
		);
		expect( kept ).toContain( '"storeApiNonce":""' );
		const keptUrls = await page.evaluate( async () => {
			const urls: string[] = [];
			for ( const name of await caches.keys() ) {
				for ( const request of await (
					await caches.open( name )
				).keys() ) {
					urls.push( decodeURIComponent( request.url ) );
				}
			}
			return urls;
		} );
		expect(
			keptUrls.filter( ( url ) =>
				/wc\/store|wp-admin|wp-login|admin-ajax/.test( url )
			),
			'no cart, checkout or WordPress screen is ever kept'
		).toEqual( [] );

		await context.setOffline( true );
		await page.reload();
		await expect(
			page.getByRole( 'heading', { name: POST_TITLE, level: 1 } )
		).toBeVisible();

		await page.goto( '/a-page-nobody-opened-here/' );
		await expect(
			page.getByRole( 'heading', { name: 'You’re offline', level: 1 } )
		).toBeVisible();
		const library = page.getByRole( 'link', {
			name: 'Open my offline library',
		} );
		await expect( library ).toHaveAttribute(
			'href',
			'/member-portal#offline-library'
		);
		expect( await violations( page ) ).toEqual( [] );

		await context.setOffline( false );
		await page.goto( '/wp-login.php?action=logout' );
		await page.getByRole( 'link', { name: 'log out' } ).click();
		await page.waitForURL( /loggedout=true/ );
		const left = await storageNames( page );
		expect(
			[ ...left.caches, ...left.databases ].filter( ( name ) =>
				PERSONAL.test( name )
			),
			'signing out leaves no personal cache or database'
		).toEqual( [] );
		expect(
			[ ...left.caches, ...left.databases ].filter( ( name ) =>
				name.startsWith( 'playpal-' )
			),
			'nor any of PlayPal’s (the sign-out clears the site’s storage)'
		).toEqual( [] );
	} );

	test( 'a second account sees none of the first’s data', async ( {
		page,
		context,
	} ) => {
		test.setTimeout( 120_000 );
		await signInThroughTheForm( page, EDITOR_ACCOUNT );
		await page.goto( '/' );
		await workerReady( page );
		const first = await offlineKeyOf( page );
		await visitAndKeep( page, POST_PATH, first );
		// What the offline library keeps (src/features/offline-library): a saved file and its record.
		await page.evaluate( async ( key ) => {
			await (
				await caches.open( `playpal-saved-${ key }` )
			).put(
				'/saved-by-the-first-account.pdf',
				new Response( 'first account’s file' )
			);
			await new Promise( ( resolve ) => {
				const request = indexedDB.open( `playpal-library-${ key }`, 1 );
				request.onupgradeneeded = () =>
					request.result.createObjectStore( 'items' );
				request.onsuccess = () => {
					request.result.close();
					resolve( null );
				};
			} );
		}, first );

		// Another person on the same browser, without signing out first.
		await context.clearCookies();
		await logIn( page, CREATOR_ACCOUNT );
		await page.goto( '/' );
		await workerReady( page );
		const second = await offlineKeyOf( page );
		expect( second ).toMatch( /^[0-9a-f]{32}$/ );
		expect( second ).not.toBe( first );
		await expect
			.poll( async () => {
				const names = await storageNames( page );
				return [ ...names.caches, ...names.databases ].filter(
					( name ) => name.endsWith( first )
				);
			} )
			.toEqual( [] );

		await context.setOffline( true );
		const saved = await page.evaluate( () =>
			fetch( '/saved-by-the-first-account.pdf' ).then(
				( response ) => response.text(),
				() => 'unreachable'
			)
		);
		expect( saved, 'the first account’s saved file is not served' ).toBe(
			'unreachable'
		);
		await context.setOffline( false );
	} );

	test( 'a play session reported offline counts once back online', async ( {
		page,
		context,
	} ) => {
		test.setTimeout( 120_000 );
		await logIn( page, FAMILY_ACCOUNT );
		await openPortal( page );
		await workerReady( page );
		const key = await offlineKeyOf( page );
		const name = await createAppadoo( page, 'offline play' );

		const sessions = /\/pp\/v1\/appadoos\/appadoo-[0-9a-f-]+\/sessions/;
		const answered = ( event: string ) =>
			page.waitForResponse(
				( response ) =>
					sessions.test( response.url() ) &&
					( response.request().postDataJSON() as { event?: string } )
						?.event === event
			);
		const started = answered( 'start' );
		await page.getByRole( 'button', { name: `Preview ${ name }` } ).click();
		expect( ( await started ).status(), 'the start, online' ).toBe( 200 );
		const frame = page.frameLocator( 'iframe' ).first();
		// At least three seconds played (the end's time is checked below); any
		// later second too: a poll on a loaded machine may miss one exact second.
		await expect( frame.getByRole( 'timer' ) ).toHaveText(
			/^Time left (29:[0-4]\d|29:5[0-7]|2[0-8]:\d\d)$/,
			{
				timeout: 20_000,
			}
		);

		await context.setOffline( true );
		const ended = answered( 'end' );
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Close' } )
			.click();
		const end = await ended;
		expect( end.status(), 'the worker keeps the end' ).toBe( 202 );
		expect( await end.json() ).toEqual( { success: true, queued: true } );
		const queued = () => queuedReports( page, key );
		expect( await queued() ).toBe( 1 );

		await context.setOffline( false );
		await expect.poll( queued, { timeout: 30_000 } ).toBe( 0 );
		// Asked to send again (another page online, the worker restarting): nothing is left to count twice.
		await page.evaluate( () =>
			navigator.serviceWorker.controller?.postMessage( {
				type: 'playpal:online',
			} )
		);
		await openPortal( page );
		await page.getByRole( 'tab', { name: 'Analytics' } ).click();
		const bySessions = page
			.getByRole( 'list', { name: 'Top Appadoos by sessions' } )
			.getByRole( 'listitem' )
			.filter( { hasText: name } );
		await expect( bySessions ).toHaveText( `${ name } — 1 session` );
		await expect(
			page
				.getByRole( 'list', { name: 'Top Appadoos by time' } )
				.getByRole( 'listitem' )
				.filter( { hasText: name } ),
			'the end sent from the queue added its time'
		).toHaveText( new RegExp( `^${ name } — ([3-9]|[1-5][0-9])s$` ) );
	} );

	test( 'a new worker version offers itself with a Reload button', async ( {
		page,
		context,
	} ) => {
		await page.goto( '/about' );
		await page.waitForFunction(
			() => navigator.serviceWorker.controller !== null,
			null,
			{ timeout: 30_000 }
		);
		const firstShell = ( await storageNames( page ) ).caches.filter(
			( n ) => n.startsWith( 'playpal-shell-' )
		);
		await context.addCookies( [
			{
				name: 'playpal_e2e_worker_version',
				value: `v${ Date.now() }`,
				url: page.url(),
			},
		] );
		await page.evaluate( async () =>
			( await navigator.serviceWorker.getRegistration() )!.update()
		);
		const prompt = page.getByRole( 'status' ).filter( {
			hasText: 'A new version of PlayPal is available.',
		} );
		await expect( prompt ).toBeVisible( { timeout: 30_000 } );
		const reload = prompt.getByRole( 'button', { name: 'Reload' } );
		await reload.focus();
		const reloaded = page.waitForEvent( 'load' );
		await page.keyboard.press( 'Enter' );
		await reloaded;
		await expect( prompt ).toBeHidden();
		await expect
			.poll( async () =>
				( await storageNames( page ) ).caches.filter( ( n ) =>
					n.startsWith( 'playpal-shell-' )
				)
			)
			.toEqual( [ expect.not.stringMatching( firstShell[ 0 ]! ) ] );
	} );
} );
