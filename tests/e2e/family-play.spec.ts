/**
 * "Who's playing?" on the player's host page (issue 25, docs/FAMILY.md "The
 * host page"): a parent with two children opens an Appadoo in its own
 * window; the package loads only once a child is chosen; child A plays
 * until a 1-minute budget ends (on Playwright's clock, not a real minute)
 * and the break screen suggests printing instead; child B still has time
 * on the same device; the parent PIN adds 10 minutes; the package's saved
 * state comes back per child (and never another child's or Appadoo's); the
 * parent's view counts the minutes. An Appadoo made from a starter template
 * resumes its stars after a reload; a share link opened by a parent with
 * children asks who is playing too, and keeps that child's progress.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type FrameLocator,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from './axe';
import { newFamilyAccount, restNonce, signedInPage } from './checkout-helpers';
import { logIn, ADMIN_ACCOUNT } from './log-in';
import { createAppadoo, openPortal } from './portal-helpers';

const PIN = '2468';

/** A package that counts stars and keeps them with window.playpal. */
const STAR_COUNTER = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Star counter</title></head>
<body>
<h1>Star counter</h1>
<p id="stars">Stars: ?</p>
<button id="add" type="button">Add a star</button>
<script>
var stars = 0;
function show() { document.getElementById('stars').textContent = 'Stars: ' + stars; }
window.addEventListener('message', function (event) {
	var data = event.data || {};
	if (data.type === 'playpal:state-reply' && data.id === 1000001) { document.body.setAttribute('data-forged', 'answered'); }
	if (data.type === 'playpal:state-reply' && data.id === 1000002) { document.body.setAttribute('data-plain', 'answered'); }
});
// Naming another child or Appadoo: the host ignores the whole request.
window.parent.postMessage({ type: 'playpal:state-request', id: 1000001, op: 'load', childId: '${ 'f'.repeat(
	32
) }', appadooId: 1 }, '*');
// The same request without them is answered (the channel works).
window.parent.postMessage({ type: 'playpal:state-request', id: 1000002, op: 'load' }, '*');
window.playpal.loadState().then(function (state) {
	if (state && typeof state.stars === 'number') { stars = state.stars; }
	show();
	document.body.setAttribute('data-ready', 'yes');
});
document.getElementById('add').addEventListener('click', function () {
	stars += 1;
	show();
	window.playpal.reportProgress({ score: stars, completed: stars >= 3 });
	window.playpal.saveState({ stars: stars }).then(function () {
		document.body.setAttribute('data-saved', String(stars));
	});
});
</script>
</body></html>`;

type Rest = {
	get: ( path: string ) => Promise< Record< string, any > >;
	send: (
		method: 'POST' | 'PUT' | 'DELETE',
		path: string,
		data?: unknown
	) => Promise< { status: number; data: Record< string, any > } >;
};

async function restOf( request: APIRequestContext ): Promise< Rest > {
	const headers = { 'X-WP-Nonce': await restNonce( request ) };
	return {
		get: async ( path ) => {
			const response = await request.get( `/wp-json/pp/v1${ path }`, {
				headers,
			} );
			expect( response.status(), `GET ${ path }` ).toBe( 200 );
			return response.json();
		},
		send: async ( method, path, data ) => {
			const response = await request.fetch( `/wp-json/pp/v1${ path }`, {
				method,
				headers,
				data,
			} );
			return { status: response.status(), data: await response.json() };
		},
	};
}

/**
 * The consent text's current version, which the first child's POST carries (the parent agrees).
 *
 * @param rest The parent's REST client.
 */
async function consentVersion( rest: Rest ): Promise< string > {
	return ( await rest.get( '/family/children' ) ).consentVersion;
}

async function convert( page: Page, name: string ): Promise< string > {
	const headers = { 'X-WP-Nonce': await restNonce( page.request ) };
	const converted = await page.request.post(
		'/wp-json/pp/v1/appadoos/convert',
		{
			headers,
			multipart: {
				file: {
					name: `${ name }.html`,
					mimeType: 'text/html',
					buffer: Buffer.from( STAR_COUNTER ),
				},
			},
		}
	);
	expect( converted.status(), await converted.text() ).toBe( 201 );
	return openUrlOf( page, ( await converted.json() ).appadoo.id );
}

/**
 * Where the owner's "Open" goes: a fresh address of the Appadoo's host page.
 *
 * @param page A page of the owner.
 * @param id   The Appadoo's id.
 */
async function openUrlOf( page: Page, id: number ): Promise< string > {
	const headers = { 'X-WP-Nonce': await restNonce( page.request ) };
	const preview = await page.request.get(
		`/wp-json/pp/v1/appadoos/${ id }/preview`,
		{ headers }
	);
	expect( preview.status() ).toBe( 200 );
	return ( await preview.json() ).openUrl;
}

async function choose( page: Page, nickname: string ) {
	const chooser = page.getByRole( 'dialog', { name: "Who's playing?" } );
	await expect( chooser ).toBeVisible();
	await chooser.getByRole( 'button', { name: nickname } ).click();
	await expect( chooser ).toBeHidden();
}

async function package_( page: Page ): Promise< FrameLocator > {
	const frame = page.frameLocator( '#playpal-player' );
	await expect( frame.locator( 'body[data-ready="yes"]' ) ).toBeAttached();
	return frame;
}

test.describe( "Who's playing? and one budget per child", () => {
	test( 'a child plays until the budget ends, another still has time, the PIN adds 10 minutes, state resumes per child', async ( {
		browser,
	} ) => {
		// A new account, two Appadoos converted, three children's sessions, axe twice: more than the default minute.
		test.setTimeout( 240_000 );
		// A parent of its own: other specs open /play/ as the shared family
		// account, which must keep today's page (no children, no chooser).
		const admin = await browser.newPage();
		await logIn( admin, ADMIN_ACCOUNT );
		const account = await newFamilyAccount(
			admin,
			'kidsplay',
			'Kim Parent'
		);
		await admin.close();
		const { context, page } = await signedInPage( browser, account );
		await page.clock.install();
		const rest = await restOf( page.request );

		// A PIN (the first one opens parent mode), two children (A: 1 minute a day, B: 5); the first agrees to the consent.
		const pin = await rest.send( 'PUT', '/family/pin', { pin: PIN } );
		expect( pin.status, JSON.stringify( pin.data ) ).toBe( 200 );
		const ana = await rest.send( 'POST', '/family/children', {
			nickname: 'Ana',
			avatar: 'fox',
			weekdayMinutes: 1,
			weekendMinutes: 1,
			consentVersion: await consentVersion( rest ),
		} );
		expect( ana.status, JSON.stringify( ana.data ) ).toBe( 201 );
		const ben = await rest.send( 'POST', '/family/children', {
			nickname: 'Ben',
			avatar: 'owl',
			weekdayMinutes: 5,
			weekendMinutes: 5,
		} );
		expect( ben.status ).toBe( 201 );

		const openUrl = await convert( page, `star-counter-${ Date.now() }` );
		await page.goto( openUrl );

		// Who's playing? — before the package loads.
		await expect(
			page.getByRole( 'dialog', { name: "Who's playing?" } )
		).toBeVisible();
		await expect( page.locator( '#playpal-player' ) ).not.toHaveAttribute(
			'src',
			/.+/
		);
		expect( await violations( page, '#playpal-family-chooser' ) ).toEqual(
			[]
		);
		await choose( page, 'Ana' );

		let frame = await package_( page );
		await expect( frame.locator( '#stars' ) ).toHaveText( 'Stars: 0' );
		await expect( frame.locator( '[data-playpal-countdown]' ) ).toHaveText(
			/Time left (1:00|0:5\d)/
		);
		// A request naming another child is ignored; the same without is answered.
		await expect( frame.locator( 'body' ) ).toHaveAttribute(
			'data-plain',
			'answered'
		);
		await expect( frame.locator( 'body' ) ).not.toHaveAttribute(
			'data-forged',
			/.*/
		);
		await frame.getByRole( 'button', { name: 'Add a star' } ).click();
		await expect( frame.locator( 'body' ) ).toHaveAttribute(
			'data-saved',
			'1'
		);
		await frame.getByRole( 'button', { name: 'Add a star' } ).click();
		await expect( frame.locator( 'body' ) ).toHaveAttribute(
			'data-saved',
			'2'
		);

		// Ana's minute ends: the break screen, with something to print instead.
		await page.clock.runFor( 61_000 );
		const breakScreen = page.getByRole( 'alertdialog', {
			name: 'Time for a break!',
		} );
		await expect( breakScreen ).toBeVisible();
		await expect(
			breakScreen.getByText( "Ana has used today's play time." )
		).toBeVisible();
		await expect(
			breakScreen.getByRole( 'heading', {
				name: 'Print instead of screen',
			} )
		).toBeVisible();
		await expect(
			breakScreen.locator( '[data-playpal-printable]' )
		).not.toBeEmpty();
		expect( await violations( page, '#playpal-family-break' ) ).toEqual(
			[]
		);

		// The parent's view counts Ana's minute (by REST), and nothing for Ben.
		await expect
			.poll( async () => {
				const overview = await rest.get( '/family/overview' );
				const child = overview.children.find(
					( c: { id: string } ) => c.id === ana.data.id
				);
				return child?.today?.playedSeconds ?? 0;
			} )
			.toBeGreaterThanOrEqual( 60 );
		const overview = await rest.get( '/family/overview' );
		const benView = overview.children.find(
			( c: { id: string } ) => c.id === ben.data.id
		);
		expect( benView.today.playedSeconds ).toBe( 0 );

		// A wrong PIN: an error; the right one: 10 more minutes.
		await breakScreen
			.getByRole( 'button', { name: 'Ask a grown-up' } )
			.click();
		await breakScreen.getByLabel( "Grown-up's PIN" ).fill( '0000' );
		await breakScreen
			.getByRole( 'button', { name: 'Add 10 minutes' } )
			.click();
		await expect( breakScreen.getByRole( 'alert' ) ).toHaveText(
			'That PIN is not right. Please try again.'
		);
		await breakScreen.getByLabel( "Grown-up's PIN" ).fill( PIN );
		await breakScreen
			.getByRole( 'button', { name: 'Add 10 minutes' } )
			.click();
		await expect( breakScreen ).toBeHidden();
		await expect( frame.locator( '[data-playpal-countdown]' ) ).toHaveText(
			/Time left (10:00|9:\d\d)/
		);
		await expect(
			frame.locator( '#playpal-appadoo-runtime-break' )
		).toHaveCount( 0 );

		// Ben on the same device: his own time and his own (empty) state.
		await page
			.getByRole( 'region', { name: "Who's playing?" } )
			.getByRole( 'button', { name: /^Change/ } )
			.click();
		await choose( page, 'Ben' );
		frame = await package_( page );
		await expect( frame.locator( '#stars' ) ).toHaveText( 'Stars: 0' );
		await expect( frame.locator( '[data-playpal-countdown]' ) ).toHaveText(
			/Time left (5:00|4:5\d)/
		);

		// Ana again, after a reload: remembered on this device, her stars come back.
		await page
			.getByRole( 'region', { name: "Who's playing?" } )
			.getByRole( 'button', { name: /^Change/ } )
			.click();
		await choose( page, 'Ana' );
		await page.reload();
		await expect(
			page.getByRole( 'dialog', { name: "Who's playing?" } )
		).toHaveCount( 0 );
		frame = await package_( page );
		await expect( frame.locator( '#stars' ) ).toHaveText( 'Stars: 2' );
		await expect(
			page.getByRole( 'region', { name: "Who's playing?" } )
		).toContainText( 'Playing: Ana' );

		// Her progress reached the server, per child per Appadoo.
		const anaView = ( await rest.get( '/family/overview' ) ).children.find(
			( c: { id: string } ) => c.id === ana.data.id
		);
		expect( anaView.appadoos[ 0 ].progress ).toEqual( {
			score: 2,
			completed: false,
		} );

		// Another Appadoo never sees Ana's state of this one.
		await page.goto(
			await convert( page, `star-counter-two-${ Date.now() }` )
		);
		frame = await package_( page );
		await expect( frame.locator( '#stars' ) ).toHaveText( 'Stars: 0' );
		await context.close();
	} );
} );

/**
 * The starter activity of a template Appadoo (includes/Appadoos/starter-activity.js) in the player's frame.
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

test.describe( "Template and shared Appadoos keep a child's place", () => {
	test( 'a template Appadoo reloaded resumes at its saved state', async ( {
		browser,
	} ) => {
		// A new account, the portal's dialog, two opens of the player.
		test.setTimeout( 180_000 );
		const admin = await browser.newPage();
		await logIn( admin, ADMIN_ACCOUNT );
		const account = await newFamilyAccount(
			admin,
			'kidsresume',
			'Rae Parent'
		);
		await admin.close();
		const { context, page } = await signedInPage( browser, account );
		const rest = await restOf( page.request );
		// Setting the first PIN opens parent mode, which adding a child needs.
		expect(
			( await rest.send( 'PUT', '/family/pin', { pin: PIN } ) ).status
		).toBe( 200 );
		const cleo = await rest.send( 'POST', '/family/children', {
			nickname: 'Cleo',
			avatar: 'fox',
			consentVersion: await consentVersion( rest ),
		} );
		expect( cleo.status, JSON.stringify( cleo.data ) ).toBe( 201 );

		// Made the way a parent makes one: the portal's Create Appadoo dialog, from a template.
		await openPortal( page );
		const name = await createAppadoo( page, 'Starter resume' );
		const created = ( await rest.get( '/appadoos' ) ).appadoos.find(
			( appadoo: { name: string } ) => appadoo.name === name
		);
		expect( created, 'the new Appadoo is listed' ).toBeTruthy();
		expect( created.template ).not.toBe( 'converted' );
		const statePath = `/family/children/${ cleo.data.id }/appadoos/${ created.id }/state`;

		await page.goto( await openUrlOf( page, created.id ) );
		await choose( page, 'Cleo' );
		let activity = starter( page );
		await expect( activity.count ).toHaveText( 'Stars: 0 of 10' );
		for ( const stars of [ 1, 2, 3 ] ) {
			await activity.star.click();
			await expect( activity.count ).toHaveText(
				`Stars: ${ stars } of 10`
			);
		}
		// The stars and the progress reached the server, for Cleo and this Appadoo.
		await expect
			.poll( async () => {
				const saved = await rest.get( statePath );
				return { state: saved.state, progress: saved.progress };
			} )
			.toEqual( {
				state: { stars: 3 },
				progress: { score: 3, completed: false },
			} );

		// Reloaded: Cleo is remembered on this device and the activity resumes at three stars.
		await page.reload();
		await expect(
			page.getByRole( 'region', { name: "Who's playing?" } )
		).toContainText( 'Playing: Cleo' );
		await expect(
			page.getByRole( 'dialog', { name: "Who's playing?" } )
		).toHaveCount( 0 );
		activity = starter( page );
		await expect( activity.count ).toHaveText( 'Stars: 3 of 10' );
		await activity.star.click();
		await expect( activity.count ).toHaveText( 'Stars: 4 of 10' );
		await expect
			.poll( async () => ( await rest.get( statePath ) ).state )
			.toEqual( { stars: 4 } );
		// The parent's view shows Cleo's progress in it.
		await expect
			.poll( async () => {
				const view = (
					await rest.get( '/family/overview' )
				).children.find(
					( c: { id: string } ) => c.id === cleo.data.id
				);
				return view?.appadoos?.find(
					( a: { id: number } ) => a.id === created.id
				)?.progress;
			} )
			.toEqual( { score: 4, completed: false } );
		await context.close();
	} );

	test( "a share link opened by a parent with children asks who's playing and keeps the child's progress", async ( {
		browser,
		baseURL,
	} ) => {
		test.setTimeout( 180_000 );
		// Sharing on for these contexts whatever another spec saves meanwhile (playpal-e2e-flags-off.php).
		const sharingOn = [
			{
				name: 'playpal_e2e_flags_on',
				value: 'sharing',
				url: baseURL ?? '',
			},
		];
		const admin = await browser.newPage();
		await logIn( admin, ADMIN_ACCOUNT );
		const ownerAccount = await newFamilyAccount(
			admin,
			'kidsshareowner',
			'Ola Owner'
		);
		const parentAccount = await newFamilyAccount(
			admin,
			'kidsshared',
			'Sol Parent'
		);
		await admin.close();

		// The owner makes an Appadoo from a template and shares it.
		const owner = await signedInPage( browser, ownerAccount );
		await owner.context.addCookies( sharingOn );
		const ownerRest = await restOf( owner.page.request );
		const templates = await owner.page.request.get(
			'/wp-json/pp/v1/appadoo-templates'
		);
		expect( templates.status() ).toBe( 200 );
		const made = await ownerRest.send( 'POST', '/appadoos', {
			template: ( await templates.json() ).templates[ 0 ].id,
		} );
		expect( made.status, JSON.stringify( made.data ) ).toBe( 201 );
		const shared = await ownerRest.send( 'POST', '/share-codes', {
			appadooId: made.data.appadoo.id,
		} );
		expect( shared.status, JSON.stringify( shared.data ) ).toBe( 201 );
		await owner.context.close();

		// Another parent, with a child, opens the link.
		const { context, page } = await signedInPage( browser, parentAccount );
		await context.addCookies( sharingOn );
		const rest = await restOf( page.request );
		// Setting the first PIN opens parent mode, which adding a child needs.
		expect(
			( await rest.send( 'PUT', '/family/pin', { pin: PIN } ) ).status
		).toBe( 200 );
		const dev = await rest.send( 'POST', '/family/children', {
			nickname: 'Dev',
			avatar: 'owl',
			consentVersion: await consentVersion( rest ),
		} );
		expect( dev.status ).toBe( 201 );
		await page.goto( shared.data.item.url );
		await expect(
			page.getByRole( 'dialog', { name: "Who's playing?" } )
		).toBeVisible();
		// Nothing of the package loads before a child is chosen.
		await expect( page.locator( '#playpal-player' ) ).not.toHaveAttribute(
			'src',
			/.+/
		);
		expect( await violations( page, '#playpal-family-chooser' ) ).toEqual(
			[]
		);
		await choose( page, 'Dev' );
		const activity = starter( page );
		await expect( activity.count ).toHaveText( 'Stars: 0 of 10' );
		await activity.star.click();
		await expect( activity.count ).toHaveText( 'Stars: 1 of 10' );

		// The shared Appadoo's progress is Dev's, in the parent's view.
		await expect
			.poll( async () => {
				const view = (
					await rest.get( '/family/overview' )
				).children.find(
					( c: { id: string } ) => c.id === dev.data.id
				);
				return view?.appadoos?.find(
					( a: { id: number } ) => a.id === made.data.appadoo.id
				)?.progress;
			} )
			.toEqual( { score: 1, completed: false } );
		await context.close();
	} );
} );
