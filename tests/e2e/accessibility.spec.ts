/**
 * axe-core over every route of the app (src/app/router.tsx; the server's
 * `playpal_routes` filter answers the same paths) signed out, and the screens
 * that depend on who is signed in, signed in:
 * no WCAG 2.0/2.1 A or AA violation on any screen once its content is there
 * (the rules run: ./axe.ts).
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Internal dependencies
 */
import {
	addSession,
	CREATOR_ACCOUNT,
	FAMILY_ACCOUNT,
	type Account,
} from './log-in';
import { violations } from './axe';

/** Every feature flag on, as the e2e site is seeded, whatever another spec saves meanwhile. */
const ALL_FLAGS = [
	'portals',
	'creator_dashboard',
	'creator_analytics',
	'sharing',
	'referral',
	'member_payments',
	'advanced_portal',
	'debug',
	'mock_data',
].join( ',' );

/**
 * The router's paths: '' for the index, ':slug' where a post or product goes.
 * The first test checks this list against src/app/router.tsx.
 */
const ROUTES = [
	'',
	'about',
	'blog',
	'blog/:slug',
	'shop',
	'products',
	'product/:slug',
	'cart',
	'checkout',
	'create-it-forward',
	'play-it-forward',
	'member-portal',
	'appadoo-portal',
	'appydo-portal',
	'forum',
	'play-ideas',
	'products-ai',
	'ugc',
	'submit',
];

/**
 * The paths src/app/router.tsx declares: `path: '…'` entries and the lists
 * mapped to one screen (`[ 'shop', 'products' ].map( ( path ) => …`).
 */
function routerPaths(): string[] {
	const source = readFileSync(
		join( __dirname, '..', '..', 'src', 'app', 'router.tsx' ),
		'utf8'
	);
	// Each pattern has one capture group, always set on a match.
	const captured = ( match: RegExpMatchArray ) => match[ 1 ] as string;
	const paths = [ ...source.matchAll( /path: '([^'*]+)'/g ) ].map( captured );
	for ( const list of source.matchAll(
		/\[\s*((?:'[^']+',?\s*)+)\]\.map\(\s*\(\s*path\s*\)/g
	) ) {
		paths.push(
			...[ ...captured( list ).matchAll( /'([^']+)'/g ) ].map( captured )
		);
	}
	if ( /index: true/.test( source ) ) {
		paths.push( '' );
	}
	return paths.sort();
}

/**
 * The first post's and product's slugs, as the storefront links them.
 *
 * @param page Page on the site.
 */
async function slugs(
	page: Page
): Promise< Record< string, string | undefined > > {
	const [ posts, products ] = await Promise.all( [
		page.request.get( '/wp-json/wp/v2/posts?per_page=1&_fields=slug' ),
		page.request.get( '/wp-json/wc/store/v1/products?per_page=1' ),
	] );
	expect( posts.ok() ).toBe( true );
	expect( products.ok() ).toBe( true );
	const [ post ] = await posts.json();
	const [ product ] = await products.json();
	return { blog: post.slug, product: product.slug };
}

/**
 * The address of a route, its `:slug` filled in.
 *
 * @param route A ROUTES entry.
 * @param page  Page on the site (to look slugs up).
 */
async function pathOf( route: string, page: Page ): Promise< string > {
	if ( ! route.includes( ':slug' ) ) {
		return `/${ route }`;
	}
	const [ kind = '' ] = route.split( '/' );
	const slug = ( await slugs( page ) )[ kind ];
	expect( slug, `a ${ kind } to open` ).toBeTruthy();
	return `/${ route.replace( ':slug', slug as string ) }`;
}

/**
 * Counts the page's requests still on their way (the screen's data, chunks).
 *
 * @param page Page, before it navigates.
 */
function trackRequests( page: Page ): () => number {
	const pending = new Set< unknown >();
	page.on( 'request', ( request ) => pending.add( request ) );
	page.on( 'requestfinished', ( request ) => pending.delete( request ) );
	page.on( 'requestfailed', ( request ) => pending.delete( request ) );
	return () => pending.size;
}

/**
 * Waits until the screen shows its content: React has replaced any printed
 * first screen, the page has its one main heading, no request is on its way
 * and nothing says it is still loading (a "Loading…" message or a busy region).
 *
 * @param page    Page.
 * @param pending The page's requests on their way (trackRequests).
 */
async function screenIsReady( page: Page, pending: () => number ) {
	await expect( page.locator( '[data-playpal-first-screen]' ) ).toHaveCount(
		0
	);
	await expect(
		page.getByRole( 'main' ).getByRole( 'heading', { level: 1 } ).first()
	).toBeVisible();
	await expect( page.locator( '[aria-busy="true"]' ) ).toHaveCount( 0 );
	await expect( page.getByText( /^Loading\b/ ) ).toHaveCount( 0 );
	await expect
		.poll( pending, { message: 'requests on their way' } )
		.toBe( 0 );
	// A request that ended just now may have brought a part that loads its own data.
	await expect( page.getByText( /^Loading\b/ ) ).toHaveCount( 0 );
	await expect( page.locator( '[aria-busy="true"]' ) ).toHaveCount( 0 );
}

/**
 * Opens a route and waits for its screen.
 *
 * @param page  Page (signed in or not).
 * @param route A ROUTES entry.
 * @return The path opened.
 */
async function openScreen( page: Page, route: string ): Promise< string > {
	const path = await pathOf( route, page );
	const pending = trackRequests( page );
	const response = await page.goto( path );
	expect( response?.status(), `${ path } answers` ).toBe( 200 );
	await screenIsReady( page, pending );
	return path;
}

// Independent page loads: let both workers share them.
test.describe.configure( { mode: 'parallel' } );

test.beforeEach( async ( { context, baseURL } ) => {
	await context.addCookies( [
		{ name: 'playpal_e2e_flags_on', value: ALL_FLAGS, url: baseURL },
	] );
} );

test( 'the accessibility checks cover every route of the router', () => {
	expect( routerPaths() ).toEqual( [ ...ROUTES ].sort() );
} );

test.describe( 'signed out', () => {
	for ( const route of ROUTES ) {
		test( `/${ route } has no WCAG A/AA violation`, async ( { page } ) => {
			const path = await openScreen( page, route );
			expect( await violations( page ), `axe on ${ path }` ).toEqual(
				[]
			);
		} );
	}
} );

/**
 * Signed in: the routes whose screen reads who is signed in (the portals, the
 * Create It Forward and Play It Forward programmes) and the home page for the
 * signed-in header every screen shares; the other screens render the same
 * markup for everyone, so the signed-out run above covers them. The creator (a
 * Create It Forward member) also on the creator programme, whose dashboard
 * only they see.
 */
const SIGNED_IN_ROUTES = [
	'',
	'create-it-forward',
	'play-it-forward',
	'member-portal',
	'appadoo-portal',
	'appydo-portal',
];
const SIGNED_IN: [ Account, string ][] = [
	...SIGNED_IN_ROUTES.map( ( route ): [ Account, string ] => [
		FAMILY_ACCOUNT,
		route,
	] ),
	[ CREATOR_ACCOUNT, 'create-it-forward' ],
];

test.describe( 'signed in', () => {
	for ( const [ who, route ] of SIGNED_IN ) {
		test( `/${ route } as ${ who.user } has no WCAG A/AA violation`, async ( {
			page,
		} ) => {
			await addSession( page, who );
			const path = await openScreen( page, route );
			expect( await violations( page ), `axe on ${ path }` ).toEqual(
				[]
			);
		} );
	}
} );
