/**
 * Signing in, for browser tests.
 *
 * Each account signs in through WordPress's own form once per run, in the
 * global setup (global-setup.ts), one after another; tests then reuse that
 * session's cookies. Why not a form login per test: WordPress keeps a user's
 * sessions as one array in the `session_tokens` user meta and a login
 * rewrites the whole array, so two tests signing the same account in at the
 * same moment can each read the array before the other writes it — the
 * session written first is lost, and its test finds itself signed out (a 401
 * from the REST API, or wp-admin sending it back to wp-login.php). A loaded
 * machine widens that window; the CI failure in admin-settings.spec.ts was
 * this race.
 */

/**
 * External dependencies
 */
import {
	expect,
	type BrowserContext,
	type Page,
	type Request,
} from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface Account {
	user: string;
	password: string;
}

/** The e2e site's administrator (bin/lib/site.sh). */
export const ADMIN_ACCOUNT: Account = {
	user: process.env.PLAYPAL_ADMIN_USER || 'admin',
	password: process.env.PLAYPAL_ADMIN_PASSWORD || 'playpal-admin',
};

/** A subscriber, not a Create It Forward member (bin/php/sample-content.php). */
export const FAMILY_ACCOUNT: Account = {
	user: 'family',
	password: 'playpal-family',
};

/** A subscriber whose Create It Forward membership is on. */
export const CREATOR_ACCOUNT: Account = {
	user: 'creator',
	password: 'playpal-creator',
};

/** An editor: reviews stories and creations, does not manage the site. */
export const EDITOR_ACCOUNT: Account = {
	user: 'editor',
	password: 'playpal-editor',
};

/** Every account the global setup signs in before the first test. */
export const SIGNED_IN_ACCOUNTS: Account[] = [
	ADMIN_ACCOUNT,
	FAMILY_ACCOUNT,
	CREATOR_ACCOUNT,
	EDITOR_ACCOUNT,
];

/**
 * Signing in ends on a wp-admin screen (or a real WooCommerce's My Account),
 * the slowest pages of the site on a loaded machine.
 */
const SIGN_IN_TIMEOUT = 45_000;

const LOGIN_PATH = /\/wp-login\.php/;

/** What the global setup keeps of a signed-in account. */
interface SavedSession {
	cookies: Parameters< BrowserContext[ 'addCookies' ] >[ 0 ];
	landing: string;
}

function sessionFile( who: Account ): string {
	return join(
		__dirname,
		'..',
		'..',
		'.cache',
		'e2e-sessions',
		`${ encodeURIComponent( who.user ) }.json`
	);
}

/**
 * Fills and sends the sign-in form already on the page, then waits until
 * WordPress has left the login page. When WordPress refuses (a wrong
 * password, cookies refused) this fails with WordPress's own message.
 *
 * @param page Page showing wp-login.php.
 * @param who  Account.
 */
export async function fillLogin( page: Page, who: Account ) {
	const refusal = page.locator( '#login_error' );
	// Whether the form was sent at all: a click made while the login page's own scripts were
	// still loading has been seen to send nothing (CI: no POST in the server's log, the page
	// still showing the filled form 45 s later).
	let sent = false;
	const watchPost = ( request: Request ) => {
		if (
			request.method() === 'POST' &&
			LOGIN_PATH.test( new URL( request.url() ).pathname )
		) {
			sent = true;
		}
	};
	page.on( 'request', watchPost );
	const started = Date.now();
	let outcome = 'timeout';
	try {
		// A form that sent nothing is filled and sent once more, within the same time limit.
		for (
			let attempt = 0;
			attempt < 2 && outcome === 'timeout';
			attempt++
		) {
			if ( attempt > 0 && sent ) {
				break;
			}
			await page.waitForLoadState( 'load' );
			await page
				.getByLabel( 'Username or Email Address' )
				.fill( who.user );
			await page
				.getByLabel( 'Password', { exact: true } )
				.fill( who.password );
			await page.getByRole( 'button', { name: 'Log In' } ).click();
			const timeout = Math.max(
				1_000,
				attempt === 0
					? SIGN_IN_TIMEOUT / 3
					: SIGN_IN_TIMEOUT - ( Date.now() - started )
			);
			// Whichever comes first; the other wait is dropped quietly.
			outcome = await Promise.race( [
				page
					.waitForURL( ( url ) => ! LOGIN_PATH.test( url.pathname ), {
						timeout,
						waitUntil: 'commit',
					} )
					.then(
						() => 'left',
						() => 'timeout'
					),
				refusal.waitFor( { timeout } ).then(
					() => 'refused',
					() => 'timeout'
				),
			] );
		}
		if ( outcome === 'timeout' && sent ) {
			// Sent and still waiting: the rest of the time for WordPress's answer.
			outcome = await page
				.waitForURL( ( url ) => ! LOGIN_PATH.test( url.pathname ), {
					timeout: Math.max(
						1_000,
						SIGN_IN_TIMEOUT - ( Date.now() - started )
					),
					waitUntil: 'commit',
				} )
				.then(
					() => 'left',
					async () =>
						( await refusal.count() ) > 0 ? 'refused' : 'timeout'
				);
		}
	} finally {
		page.off( 'request', watchPost );
	}
	if ( outcome === 'refused' ) {
		const message = ( await refusal.innerText() ).trim();
		throw new Error(
			`WordPress refused to sign ${ who.user } in: ${ message }`
		);
	}
	if ( outcome === 'timeout' ) {
		// wp-admin sends a session it cannot find back with reauth=1.
		const lost = page.url().includes( 'reauth=1' )
			? ' (reauth=1: WordPress no longer knew the new session)'
			: '';
		throw new Error(
			`Signing ${ who.user } in: still on ${ page.url() } after ${
				SIGN_IN_TIMEOUT / 1000
			} s, and WordPress showed no error${ lost }`
		);
	}
	// The page signing in lands on has loaded: a navigation started next does not race it.
	await page.waitForLoadState( 'load', { timeout: SIGN_IN_TIMEOUT } );
}

/**
 * Signs in through the form and keeps the session for `logIn()`. Only the
 * global setup calls this, one account at a time.
 *
 * @param page Page in a context of its own.
 * @param who  Account.
 */
export async function signInAndSaveSession( page: Page, who: Account ) {
	// Where the page went, for the error if signing in never finishes.
	const visited: string[] = [];
	page.on( 'framenavigated', ( frame ) => {
		if ( frame === page.mainFrame() ) {
			visited.push( frame.url() );
		}
	} );
	try {
		await page.goto( '/wp-login.php' );
		await fillLogin( page, who );
	} catch ( error ) {
		throw new Error(
			`${ ( error as Error ).message }; pages: ${
				visited.join( ' → ' ) || 'none'
			}`
		);
	}
	const landing = new URL( page.url() );
	const saved: SavedSession = {
		cookies: await page.context().cookies(),
		landing: landing.pathname + landing.search,
	};
	mkdirSync( dirname( sessionFile( who ) ), { recursive: true } );
	writeFileSync( sessionFile( who ), JSON.stringify( saved ) );
}

/**
 * The account's session the global setup kept.
 *
 * @param who Account, one of SIGNED_IN_ACCOUNTS.
 */
function savedSession( who: Account ): SavedSession {
	try {
		return JSON.parse( readFileSync( sessionFile( who ), 'utf8' ) );
	} catch {
		throw new Error(
			`No saved session for ${ who.user }: add the account to SIGNED_IN_ACCOUNTS in tests/e2e/log-in.ts`
		);
	}
}

/**
 * Signs the page's browser context in with the account's session from the
 * global setup, and opens the page WordPress sent the account to after
 * signing in (wp-admin for those who may use it).
 *
 * @param page Page.
 * @param who  Account, one of SIGNED_IN_ACCOUNTS.
 */
export async function logIn( page: Page, who: Account ) {
	const saved = savedSession( who );
	await page.context().addCookies( saved.cookies );
	await page.goto( saved.landing, { timeout: SIGN_IN_TIMEOUT } );
	await expect(
		page,
		`${ who.user }'s session from the global setup is still valid`
	).not.toHaveURL( LOGIN_PATH );
}

/**
 * Gives the page's browser context the account's session from the global
 * setup without opening the page signing in lands on (wp-admin or My
 * Account, the slowest pages of the site): for tests that open their own
 * page next. WordPress hands a REST nonce only to a signed-in person, so the
 * session is known to be valid before the test goes on.
 *
 * @param page Page.
 * @param who  Account, one of SIGNED_IN_ACCOUNTS.
 */
export async function addSession( page: Page, who: Account ) {
	await page.context().addCookies( savedSession( who ).cookies );
	const nonce = await page.request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect(
		( await nonce.text() ).trim(),
		`${ who.user }'s session from the global setup is still valid`
	).toMatch( /^[0-9a-f]{10}$/ );
}

/**
 * Logs the site's administrator in; they land in wp-admin.
 *
 * @param page Page.
 */
export async function logInAsAdmin( page: Page ) {
	await logIn( page, ADMIN_ACCOUNT );
	await expect( page ).toHaveURL( /wp-admin/ );
}
