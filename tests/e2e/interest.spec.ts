/**
 * The two waitlist pages and their forms against the real endpoint, and the
 * Sign-ups screen in wp-admin.
 */

/**
 * External dependencies
 */
import { test, expect, type Page, type Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logInAsAdmin } from './log-in';

// /create-it-forward is the waitlist while `creator_dashboard` is off; the e2e
// site has every flag on, so these tests switch it off for their own requests
// (tests/e2e/mu-plugins/playpal-e2e-flags-off.php). /play-it-forward ignores it.
const FLAGS_OFF = { name: 'playpal_e2e_flags_off', value: 'creator_dashboard' };

test.beforeEach( async ( { context } ) => {
	await context.addCookies( [
		{
			...FLAGS_OFF,
			url: process.env.PLAYPAL_E2E_URL || 'http://127.0.0.1:8890',
		},
	] );
} );

const isInterest = ( url: URL ) =>
	url.href.includes( 'pp/v1/interest' ) ||
	url.href.includes( 'pp%2Fv1%2Finterest' );

const unique = () =>
	`${ Date.now() }-${ Math.random().toString( 36 ).slice( 2, 8 ) }`;

async function fill(
	page: Page,
	values: { first: string; last: string; email: string }
) {
	const form = page.getByRole( 'main' ).locator( 'form' );
	await form.getByLabel( 'First name' ).fill( values.first );
	await form.getByLabel( 'Last name' ).fill( values.last );
	await form.getByLabel( 'Email', { exact: true } ).fill( values.email );
	return form;
}

const PAGES = [
	{
		path: '/create-it-forward',
		title: 'Create It Forward — Early Access Waitlist | PlayPal',
		button: 'Join the Waitlist',
		success:
			"You're on the list! We'll email you as soon as early access opens.",
	},
	{
		path: '/play-it-forward',
		title: 'Play It Forward — Beta Waitlist | PlayPal',
		button: 'Join the Beta',
		success:
			"You're on the list! We'll email you as soon as the beta opens.",
	},
];

for ( const spec of PAGES ) {
	test.describe( spec.path, () => {
		test( 'the server answers 200 with title and a noindex,follow robots tag', async ( {
			request,
		} ) => {
			const response = await request.get( spec.path, {
				headers: { Cookie: `${ FLAGS_OFF.name }=${ FLAGS_OFF.value }` },
			} );
			expect( response.status() ).toBe( 200 );
			const html = await response.text();
			expect( html ).toContain( `<title>${ spec.title }</title>` );
			// WordPress adds its own directives (max-image-preview) beside ours.
			const robots = html.match(
				/<meta name=['"]robots['"] content=['"]([^'"]*)['"]/
			);
			expect( ( robots?.[ 1 ] ?? '' ).split( /,\s*/ ) ).toEqual(
				expect.arrayContaining( [ 'noindex', 'follow' ] )
			);
			expect( robots?.[ 1 ] ).not.toContain( 'nofollow' );
			expect( html ).toMatch(
				/<meta name="description" content="[^"]+"/
			);
		} );

		test( 'joining shows "Joining...", then success; joining again says already on the list', async ( {
			page,
		} ) => {
			const email = `e2e-${ unique() }@example.com`;
			await page.goto( spec.path );
			await expect( page ).toHaveTitle( spec.title );
			await expect(
				page.locator( 'meta[name="robots"]' )
			).toHaveAttribute( 'content', /noindex/ );

			// Hold the real request a moment so the busy state can be seen.
			let release: () => void = () => {};
			const held = new Promise< void >(
				( resolve ) => ( release = resolve )
			);
			await page.route( isInterest, async ( route: Route ) => {
				await held;
				await route.continue();
			} );
			const form = await fill( page, {
				first: 'Ada',
				last: 'Lovelace',
				email,
			} );
			await form.getByRole( 'button', { name: spec.button } ).click();
			const busy = form.getByRole( 'button', { name: 'Joining...' } );
			await expect( busy ).toBeVisible();
			await expect( busy ).toBeDisabled();
			const answered = page.waitForResponse( ( r ) =>
				isInterest( new URL( r.url() ) )
			);
			release();
			expect( ( await answered ).status() ).toBe( 200 );
			await expect( page.getByRole( 'status' ) ).toHaveText(
				spec.success
			);
			await page.unroute( isInterest );

			await page.reload();
			const again = await fill( page, {
				first: 'Ada',
				last: 'Lovelace',
				email: `  ${ email.toUpperCase() } `,
			} );
			await again.getByRole( 'button', { name: spec.button } ).click();
			await expect( page.getByRole( 'status' ) ).toHaveText(
				"You're already on the list! We'll be in touch soon."
			);
		} );
	} );
}

test( 'a double-clicked Join the Waitlist sends one request and shows the success text', async ( {
	page,
} ) => {
	await page.goto( '/create-it-forward' );
	const form = await fill( page, {
		first: 'Ada',
		last: 'Lovelace',
		email: `e2e-double-${ unique() }@example.com`,
	} );
	const sent: string[] = [];
	page.on( 'request', ( request ) => {
		if ( isInterest( new URL( request.url() ) ) ) {
			sent.push( request.method() );
		}
	} );

	// Both clicks land before React renders the busy button, as a fast
	// double click can; Playwright's dblclick() leaves time for a render.
	await form
		.getByRole( 'button', { name: 'Join the Waitlist' } )
		.evaluate( ( button: HTMLButtonElement ) => {
			button.click();
			button.click();
		} );

	await expect(
		page.getByText(
			"You're on the list! We'll email you as soon as early access opens."
		)
	).toBeVisible();
	await expect( page.getByText( /already on the list/i ) ).toHaveCount( 0 );
	expect( sent ).toEqual( [ 'POST' ] );
} );

test( 'the server’s error sentence is shown as it is', async ( { page } ) => {
	await page.goto( '/create-it-forward' );
	// Accepted by the browser's email check, refused by the server's.
	const form = await fill( page, {
		first: 'Ada',
		last: 'Lovelace',
		email: 'ada@localhost',
	} );
	await form.getByRole( 'button', { name: 'Join the Waitlist' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Please enter a valid email address.'
	);
	await expect(
		form.getByRole( 'button', { name: 'Join the Waitlist' } )
	).toBeEnabled();
} );

test( 'a failure without a sentence shows "Something went wrong. Please try again."', async ( {
	page,
} ) => {
	await page.route( isInterest, ( route ) =>
		route.fulfill( {
			status: 502,
			contentType: 'text/html',
			body: '<html>Bad gateway</html>',
		} )
	);
	await page.goto( '/play-it-forward' );
	const form = await fill( page, {
		first: 'Ada',
		last: 'Lovelace',
		email: 'ada@example.com',
	} );
	await form.getByRole( 'button', { name: 'Join the Beta' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Something went wrong. Please try again.'
	);
} );

test( 'when the request cannot reach the server, the network sentence is shown', async ( {
	page,
} ) => {
	await page.route( isInterest, ( route ) =>
		route.abort( 'internetdisconnected' )
	);
	await page.goto( '/create-it-forward' );
	const form = await fill( page, {
		first: 'Ada',
		last: 'Lovelace',
		email: 'ada@example.com',
	} );
	await form.getByRole( 'button', { name: 'Join the Waitlist' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Network error. Please check your connection and try again.'
	);
} );

test( 'the honeypot is hidden from people and screen readers, and always sent', async ( {
	page,
} ) => {
	await page.goto( '/play-it-forward' );
	const honeypot = page.locator( 'main form input[name="hp"]' );
	await expect( honeypot ).toHaveCount( 1 );
	await expect( honeypot ).not.toBeInViewport();
	await expect( honeypot ).toHaveAttribute( 'tabindex', '-1' );
	expect(
		await honeypot.evaluate(
			( input ) => input.closest( '[aria-hidden="true"]' ) !== null
		)
	).toBe( true );
	await expect(
		page.getByRole( 'textbox', { name: 'Leave this field empty' } )
	).toHaveCount( 0 );

	const form = await fill( page, {
		first: 'Hp',
		last: 'Check',
		email: `hp-${ unique() }@example.com`,
	} );
	const sent = page.waitForRequest( ( r ) =>
		isInterest( new URL( r.url() ) )
	);
	await form.getByRole( 'button', { name: 'Join the Beta' } ).click();
	expect( ( await sent ).postDataJSON() ).toMatchObject( {
		kind: 'pif',
		hp: '',
		sourcePage: '/play-it-forward',
	} );
} );

test( 'PlayPal → Sign-ups lists, filters, searches, exports and deletes sign-ups', async ( {
	page,
	request,
} ) => {
	// A sign-in and six screen loads: more than 30 s when the machine is busy.
	test.slow();
	const id = unique();
	const formula = `=HYPERLINK("http://evil.example","${ id }")`;
	for ( const [ kind, email, first ] of [
		[ 'cif', `admin-cif-${ id }@example.com`, 'Creator' ],
		[ 'newsletter', `admin-news-${ id }@example.com`, formula ],
	] ) {
		const response = await request.post( '/wp-json/pp/v1/interest', {
			data: { kind, email, firstName: first, lastName: 'Admin', hp: '' },
		} );
		expect( response.status() ).toBe( 200 );
	}

	await logInAsAdmin( page );
	await page.goto( '/wp-admin/admin.php?page=playpal-signups' );
	await expect(
		page.getByRole( 'heading', { name: 'Sign-ups', level: 1 } )
	).toBeVisible();

	await page.getByLabel( 'Search sign-ups' ).fill( id );
	await page.getByRole( 'button', { name: 'Search sign-ups' } ).click();
	const table = page.locator( 'table.wp-list-table' );
	await expect( table.locator( 'tbody tr' ) ).toHaveCount( 2 );

	await page.getByLabel( 'Filter by list' ).selectOption( 'newsletter' );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).click();
	await expect( table.locator( 'tbody tr' ) ).toHaveCount( 1 );
	await expect( table ).toContainText( `admin-news-${ id }@example.com` );

	const download = page.waitForEvent( 'download' );
	await page.getByRole( 'button', { name: 'Export CSV' } ).click();
	const csv = await ( await download ).createReadStream();
	let text = '';
	for await ( const chunk of csv ) {
		text += chunk.toString();
	}
	expect( text ).toContain( `admin-news-${ id }@example.com` );
	expect( text ).not.toContain( `admin-cif-${ id }@example.com` );
	// The formula arrives as text: a leading apostrophe, quotes doubled.
	expect( text ).toContain(
		`"'=HYPERLINK(""http://evil.example"",""${ id }"")"`
	);

	await table.getByRole( 'checkbox', { name: /Select admin-news/ } ).check();
	await page.locator( '#bulk-action-selector-top' ).selectOption( 'delete' );
	await page.locator( '#doaction' ).click();
	await expect( page.getByText( '1 sign-up deleted.' ) ).toBeVisible();
	await expect( table ).not.toContainText( `admin-news-${ id }@example.com` );
} );
