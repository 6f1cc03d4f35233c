/**
 * Runs once before the first browser test: signs every test account in (one
 * after another: see log-in.ts for why never at the same time) and warms the
 * freshly provisioned site, so the first tests do not pay for cold caches —
 * the database's buffer pool, PHP's opcode cache, the file cache behind the
 * bundle's chunks and the options and transients WordPress fills on the first
 * visit to a screen.
 */

/**
 * External dependencies
 */
import { chromium, type FullConfig, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ADMIN_ACCOUNT,
	SIGNED_IN_ACCOUNTS,
	signInAndSaveSession,
} from './log-in';

/** The storefront's screens a visitor meets first. */
const STOREFRONT_PATHS = [ '/', '/blog', '/shop', '/about', '/member-portal' ];

/** wp-admin screens the tests open. */
const ADMIN_PATHS = [
	'/wp-admin/index.php',
	'/wp-admin/options-general.php?page=playpal',
];

/** Cold first requests on a loaded machine. */
const WARM_UP_TIMEOUT = 120_000;

/**
 * Opens a page and waits for its load event: its scripts, the lazy chunk of
 * the screen and the styles have arrived.
 *
 * @param page Page.
 * @param path Site path.
 */
async function visit( page: Page, path: string ) {
	const response = await page.goto( path, {
		waitUntil: 'load',
		timeout: WARM_UP_TIMEOUT,
	} );
	if ( ! response || response.status() >= 500 ) {
		throw new Error(
			`Warming the e2e site: ${ path } answered ${ response?.status() }`
		);
	}
}

/**
 * The first post's and first product's own pages, as the storefront links them.
 *
 * @param page Page on the site.
 */
async function firstItemPaths( page: Page ): Promise< string[] > {
	const paths: string[] = [];
	const lists: [ string, string ][] = [
		[ '/wp-json/wp/v2/posts?per_page=1&_fields=slug', '/blog/' ],
		[ '/wp-json/wc/store/v1/products?per_page=1', '/product/' ],
	];
	for ( const [ endpoint, prefix ] of lists ) {
		const response = await page.request.get( endpoint, {
			timeout: WARM_UP_TIMEOUT,
		} );
		const items = response.ok() ? await response.json() : [];
		if ( Array.isArray( items ) && typeof items[ 0 ]?.slug === 'string' ) {
			paths.push( prefix + items[ 0 ].slug );
		}
	}
	return paths;
}

export default async function globalSetup( config: FullConfig ) {
	const { baseURL, launchOptions } = config.projects[ 0 ]?.use ?? {};
	const browser = await chromium.launch( launchOptions );
	try {
		for ( const who of SIGNED_IN_ACCOUNTS ) {
			let context = await browser.newContext( { baseURL } );
			context.setDefaultTimeout( WARM_UP_TIMEOUT );
			let page = await context.newPage();
			try {
				await signInAndSaveSession( page, who );
			} catch ( error ) {
				// Setup, not a test: one more try in a fresh context, said out loud.
				// (Seen once in CI: the sign-in form's answer never reached the
				// page within 45 s on a loaded machine.)
				// eslint-disable-next-line no-console
				console.warn(
					`Global setup: signing ${ who.user } in again after: ${
						( error as Error ).message
					}`
				);
				await context.close();
				context = await browser.newContext( { baseURL } );
				context.setDefaultTimeout( WARM_UP_TIMEOUT );
				page = await context.newPage();
				await signInAndSaveSession( page, who );
			}
			// bin/test-e2e's Apache run: the same site, warmed by the run before it (its
			// sessions are signed in again: tests of that run sign some of them out).
			if ( process.env.PLAYPAL_E2E_WARM === '0' ) {
				await context.close();
				continue;
			}
			if ( who === ADMIN_ACCOUNT ) {
				for ( const path of ADMIN_PATHS ) {
					await visit( page, path );
				}
			}
			await context.close();
		}

		if ( process.env.PLAYPAL_E2E_WARM === '0' ) {
			return;
		}
		const guest = await browser.newContext( { baseURL } );
		guest.setDefaultTimeout( WARM_UP_TIMEOUT );
		const page = await guest.newPage();
		for ( const path of [
			...STOREFRONT_PATHS,
			...( await firstItemPaths( page ) ),
		] ) {
			await visit( page, path );
		}
		await guest.close();
	} finally {
		await browser.close();
	}
}
