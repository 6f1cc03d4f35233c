/**
 * Issue 20, reproduction 2: the web server hands out only what a production
 * server with README.md's "Web server rules" hands out. Every stored file is
 * asked for by its own address (refused: 403 or 404) and through the door
 * PlayPal checks (200): the player for an Appadoo's package, the backup
 * download route for a backup, WooCommerce's protected download (with
 * PlayPal's pass, issue 22) for a paid file.
 *
 * Stored files are found by walking their folders on disk
 * (PLAYPAL_E2E_SITE_DIR), never by expected names: the store's layout is
 * PlayPal's business, the matrix only knows where its root is.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import {
	existsSync,
	readdirSync,
	readFileSync,
	statSync,
	appendFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Internal dependencies
 */
import { logIn, logInAsAdmin, FAMILY_ACCOUNT } from './log-in';

const SITE = process.env.PLAYPAL_E2E_SITE_DIR ?? '';
const UPLOADS = join( SITE, 'wp-content/uploads' );
/** The checkout, which the site's plugins/playpal links to. */
const CHECKOUT = join( __dirname, '..', '..' );
const REFUSED = [ 403, 404 ];
/** A worktree's `.git` is a file, a clone's a folder: either is behind the plugin's link. */
const GIT_ENTRY = existsSync( join( CHECKOUT, '.git/HEAD' ) )
	? '.git/HEAD'
	: '.git';

/**
 * Every file under a folder (none when it does not exist).
 *
 * @param dir Folder.
 */
function filesUnder( dir: string ): string[] {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	const found: string[] = [];
	for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
		const path = join( dir, entry.name );
		if ( entry.isDirectory() ) {
			found.push( ...filesUnder( path ) );
		} else if ( entry.isFile() ) {
			found.push( path );
		}
	}
	return found;
}

/**
 * A file's address on the site, each segment encoded.
 *
 * @param root   Folder the address starts from.
 * @param prefix Address of that folder.
 * @param file   The file.
 */
function addressOf( root: string, prefix: string, file: string ): string {
	return `${ prefix }/${ relative( root, file )
		.split( '/' )
		.map( encodeURIComponent )
		.join( '/' ) }`;
}

/**
 * Asks for every address at once (in small batches) and expects each refused.
 *
 * @param request   Request context (a guest's, or someone signed in).
 * @param addresses Site paths.
 * @param who       For messages.
 */
async function expectRefused(
	request: APIRequestContext,
	addresses: string[],
	who: string
) {
	for ( let i = 0; i < addresses.length; i += 8 ) {
		const batch = addresses.slice( i, i + 8 );
		const statuses = await Promise.all(
			batch.map( async ( address ) =>
				( await request.get( address, { maxRedirects: 0 } ) ).status()
			)
		);
		// Soft: one run lists every address served, not only the first.
		batch.forEach( ( address, k ) =>
			expect
				.soft(
					REFUSED,
					`${ address } is refused to ${ who } (answered ${ statuses[ k ] })`
				)
				.toContain( statuses[ k ] )
		);
	}
}

/**
 * The REST nonce the signed-in page was served with.
 *
 * @param page Page on the site.
 */
async function restNonce( page: Page ): Promise< string > {
	await page.goto( '/appadoo-portal' );
	const nonce = await page.evaluate(
		() =>
			(
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch.nonceMiddleware.nonce
	);
	expect( nonce, 'the page carries a REST nonce' ).toBeTruthy();
	return nonce;
}

test.describe( 'the request matrix (issue 20, reproduction 2)', () => {
	test( 'the checkout behind the plugin link, logs and paid files are refused to everyone', async () => {
		expect( SITE, 'bin/test-e2e names the site folder' ).not.toBe( '' );
		const guest = await playwrightRequest.newContext( {
			baseURL: test.info().project.use.baseURL,
		} );

		// A log where WordPress writes one by default, whatever this site's setting.
		appendFileSync(
			join( SITE, 'wp-content/debug.log' ),
			'PHP Warning: a line that names a private path\n'
		);
		// The dev sites' mail catcher writes here: sign-in and opt-in links.
		appendFileSync(
			join( SITE, 'wp-content/mail.log' ),
			'To: someone@example.test\n'
		);
		// Files that exist behind the plugin's link (a worktree's .git is a file, a clone's a folder).
		const checkoutFiles = [
			GIT_ENTRY,
			'.gitignore',
			'package.json',
			'composer.json',
			'README.md',
			'src/test-setup.ts',
			'tests/e2e/playwright.config.ts',
			'node_modules/react/package.json',
			'vendor/composer/installed.json',
			...filesUnder( join( CHECKOUT, '.dev/logs' ) )
				.slice( 0, 10 )
				.map( ( file ) => relative( CHECKOUT, file ) ),
		];
		for ( const file of checkoutFiles ) {
			expect(
				existsSync( join( CHECKOUT, file ) ),
				`${ file } exists in the checkout, so its refusal means something`
			).toBe( true );
		}
		const paidFiles = filesUnder( join( UPLOADS, 'woocommerce_uploads' ) );
		expect(
			paidFiles.length,
			'the seeded paid printables are on disk'
		).toBeGreaterThan( 0 );

		await expectRefused(
			guest,
			[
				'/wp-content/debug.log',
				'/wp-content/mail.log',
				'/wp-content/DEBUG.LOG',
				'/wp-content/plugins/playpal/.git/HEAD',
				...checkoutFiles.map(
					( file ) => `/wp-content/plugins/playpal/${ file }`
				),
				// The same, spelled so a naive prefix check misses it.
				'/wp-content/plugins/playpal//.git',
				'/wp-content/plugins/playpal/./.gitignore',
				'/wp-content/plugins/%70laypal/package.json',
				...paidFiles.map( ( file ) =>
					addressOf( UPLOADS, '/wp-content/uploads', file )
				),
			],
			'a guest'
		);

		// What the plugin zip ships as static assets still loads.
		const script = await guest.get(
			'/wp-content/plugins/playpal/build/index.js'
		);
		expect( script.status(), 'the built script loads' ).toBe( 200 );
		expect( script.headers()[ 'content-type' ] ).toContain( 'javascript' );
		await guest.dispose();
	} );

	test( 'an Appadoo and its backup are refused by their storage address and served through their doors', async ( {
		page,
	} ) => {
		// Creates an Appadoo and a backup, then asks for every stored file: several requests on a loaded machine.
		test.slow();
		const started = Date.now() - 1000;
		await logIn( page, FAMILY_ACCOUNT );
		const nonce = await restNonce( page );
		const headers = { 'X-WP-Nonce': nonce };

		const created = await page.request.post( '/wp-json/pp/v1/appadoos', {
			headers,
			data: {
				name: `Request matrix ${ Date.now() }`,
				template: 'space-station-alpha',
			},
		} );
		expect( created.status(), 'the Appadoo is created' ).toBe( 201 );
		const id: number = ( await created.json() ).appadoo.id;

		const backup = await page.request.post(
			`/wp-json/pp/v1/storage/appadoos/${ id }/backup`,
			{ headers, data: {} }
		);
		expect( backup.status(), 'the backup is made' ).toBeLessThan( 300 );
		const listed = await page.request.get(
			`/wp-json/pp/v1/storage/appadoos/${ id }/backups`,
			{ headers }
		);
		const backupId: string = ( await listed.json() ).backups[ 0 ].id;

		// What this test stored, found by walking the store's root.
		const store = join( UPLOADS, 'playpal-appadoos' );
		const stored = filesUnder( store ).filter(
			( file ) => statSync( file ).mtimeMs >= started
		);
		expect(
			stored.length,
			'the Appadoo and its backup wrote files under the store'
		).toBeGreaterThan( 1 );
		// Every file in the store, not only this test's, and the guards beside them.
		const addresses = filesUnder( store ).map( ( file ) =>
			addressOf( store, '/wp-content/uploads/playpal-appadoos', file )
		);

		const guest = await playwrightRequest.newContext( {
			baseURL: test.info().project.use.baseURL,
		} );
		await expectRefused( guest, addresses, 'a guest' );
		await guest.dispose();
		// Refused to the owner too: the storage address is no door.
		await expectRefused(
			page.request,
			stored.map( ( file ) =>
				addressOf( store, '/wp-content/uploads/playpal-appadoos', file )
			),
			'the owner'
		);

		// Through the player: the package's page plays.
		const preview = await page.request.get(
			`/wp-json/pp/v1/appadoos/${ id }/preview`,
			{ headers }
		);
		expect( preview.status(), 'the preview address is given' ).toBe( 200 );
		const played = await page.request.get( ( await preview.json() ).url );
		expect( played.status(), 'the player serves the package' ).toBe( 200 );
		expect( played.headers()[ 'content-type' ] ).toContain( 'text/html' );

		// Through the backup download route: the backup's zip.
		const zip = await page.request.get(
			`/wp-json/pp/v1/storage/appadoos/${ id }/backups/${ encodeURIComponent(
				backupId
			) }/download?_wpnonce=${ nonce }`
		);
		expect( zip.status(), 'the backup route serves the backup' ).toBe(
			200
		);
		expect(
			( await zip.body() ).subarray( 0, 2 ).toString(),
			'a zip archive'
		).toBe( 'PK' );

		await page.request.delete( `/wp-json/pp/v1/appadoos/${ id }`, {
			headers,
		} );
	} );

	test( 'a paid file is refused by its address and served through WooCommerce’s protected download', async ( {
		page,
	} ) => {
		// A sign-in, an order, the hand-over and WooCommerce's handler: a download test (README, Tests).
		test.slow();
		await page.context().addCookies( [
			{
				name: 'playpal_e2e_paid_order',
				value: '1',
				url: test.info().project.use.baseURL as string,
			},
		] );
		await logInAsAdmin( page );
		const nonce = await restNonce( page );
		const headers = { 'X-WP-Nonce': nonce };

		const list = await page.request.get( '/wp-json/pp/v1/downloads', {
			headers,
		} );
		const files: { id: string }[] = ( await list.json() ).downloads;
		expect( files, 'the administrator owns a paid file' ).toHaveLength( 1 );
		const answer = await page.request.post(
			`/wp-json/pp/v1/downloads/${ files[ 0 ]?.id }`,
			{ headers, data: { email: 'admin@example.test' } }
		);
		expect( answer.status(), 'the download is granted' ).toBe( 200 );
		const url: string = ( await answer.json() ).url;
		expect( url, 'the address is no file address' ).not.toContain(
			'/wp-content/'
		);

		const guest = await playwrightRequest.newContext( {
			baseURL: test.info().project.use.baseURL,
		} );
		expect(
			[ 401, 403 ],
			'a guest with the address gets nothing'
		).toContain( ( await guest.get( url ) ).status() );
		await guest.dispose();

		const door = await page.request.get( url );
		expect( door.status(), 'the owner opens the door' ).toBe( 200 );
		// Issue 22: WooCommerce's handler sends the file (its header ends in ';').
		expect( new URL( url ).searchParams.get( 'download_file' ) ).toMatch(
			/^\d+$/
		);
		expect( door.headers()[ 'content-disposition' ] ).toMatch(
			/^attachment; filename="[^"]+";?$/
		);
		expect( door.headers()[ 'x-content-type-options' ] ).toBe( 'nosniff' );
		// WordPress adds its own no-cache words for someone signed in; none may keep the file.
		expect( door.headers()[ 'cache-control' ] ).toMatch( /\bprivate\b/ );
		expect( door.headers()[ 'cache-control' ] ).toMatch( /\bno-store\b/ );
		const body = await door.body();
		const same = filesUnder( join( UPLOADS, 'woocommerce_uploads' ) ).some(
			( file ) => readFileSync( file ).equals( body )
		);
		expect(
			same,
			'the door serves the stored paid file, byte for byte'
		).toBe( true );
	} );
} );
