/**
 * Malformed multipart bodies at POST pp/v1/appadoos/convert, through the
 * real web server and PHP's own multipart parser: every answer is a 4xx
 * JSON error; no Appadoo is stored and no staging folder is left.
 *
 * Four bodies of each of the fifteen shapes below, each with its own random
 * bytes: what this test adds is the web server's and PHP's parsing of the
 * shapes, which four of each prove. The 300-body fuzz of the route runs in
 * PHPUnit (ConvertRefusalsTest, which also checks "no file at all" in
 * isolation), where a body costs milliseconds instead of a whole WordPress
 * and WooCommerce boot (300 here took over two minutes of the browser run).
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, FAMILY_ACCOUNT } from './log-in';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Deterministic bytes (mulberry32).
 * @param seed
 */
function prng( seed: number ) {
	let state = seed % 2147483648;
	return () => {
		// A linear congruential generator: plain arithmetic, same bytes every run.
		state = ( state * 1103515245 + 12345 ) % 2147483648;
		return state / 2147483648;
	};
}

/**
 * Every file and folder under the Appadoo files root: the guards and the
 * protected token folder itself (made on first use) aside.
 */
function storedFiles(): string[] {
	const site = process.env.PLAYPAL_E2E_SITE_DIR ?? '';
	const root = join( site, 'wp-content/uploads/playpal-appadoos' );
	if ( ! site || ! existsSync( root ) ) {
		return [];
	}
	const found: string[] = [];
	const walk = ( dir: string, prefix: string ) => {
		for ( const entry of readdirSync( dir, { withFileTypes: true } ) ) {
			const relative = `${ prefix }${ entry.name }`;
			if ( entry.name === '.htaccess' || entry.name === 'index.php' ) {
				continue;
			}
			if ( prefix !== '' || ! entry.isDirectory() ) {
				found.push( relative );
			}
			if ( entry.isDirectory() ) {
				walk( join( dir, entry.name ), `${ relative }/` );
			}
		}
	};
	walk( root, '' );
	return found.sort();
}

/**
 * One malformed body and its content type.
 * @param i      Index.
 * @param random Random source.
 */
function malformed(
	i: number,
	random: () => number
): { body: Buffer; type: string } {
	if ( i % 15 === 0 ) {
		return {
			body: Buffer.alloc( 0 ),
			type: `multipart/form-data; boundary=----pp${ i }`,
		};
	}
	const bytes = ( n: number ) => {
		const out = Buffer.alloc( n + 1 );
		for ( let k = 0; k < n; k++ ) {
			out[ k ] = Math.floor( random() * 256 );
		}
		out[ n ] = 0; // Never a valid page.
		return out;
	};
	const b = `----pp${ i }`;
	const part = ( headers: string, content: Buffer | string ) =>
		Buffer.concat( [
			Buffer.from( `--${ b }\r\n${ headers }\r\n\r\n` ),
			Buffer.isBuffer( content ) ? content : Buffer.from( content ),
			Buffer.from( '\r\n' ),
		] );
	const type = `multipart/form-data; boundary=${ b }`;
	if ( i % 15 === 1 ) {
		return { body: bytes( 200 + Math.floor( random() * 2000 ) ), type };
	}
	const end = Buffer.from( `--${ b }--\r\n` );
	const page = '<!doctype html><p>x</p>';
	switch ( i % 15 ) {
		case 2: // Boundary in the header differs from the body's.
			return {
				body: Buffer.concat( [
					part(
						'Content-Disposition: form-data; name="file"; filename="a.html"',
						page
					),
					end,
				] ),
				type: 'multipart/form-data; boundary=other',
			};
		case 3: // No boundary at all.
			return {
				body: part(
					'Content-Disposition: form-data; name="file"; filename="a.html"',
					page
				),
				type: 'multipart/form-data',
			};
		case 4: // Wrong field name.
			return {
				body: Buffer.concat( [
					part(
						'Content-Disposition: form-data; name="upload"; filename="a.html"',
						page
					),
					end,
				] ),
				type,
			};
		case 5: // A plain field, not a file.
			return {
				body: Buffer.concat( [
					part( 'Content-Disposition: form-data; name="file"', page ),
					end,
				] ),
				type,
			};
		case 6: // Cut short inside the file.
			return {
				body: Buffer.concat( [
					Buffer.from(
						`--${ b }\r\nContent-Disposition: form-data; name="file"; filename="a.html"\r\n\r\n<!doctype html><p>`
					),
				] ),
				type,
			};
		case 7: // Random bytes as an .html.
			return {
				body: Buffer.concat( [
					part(
						'Content-Disposition: form-data; name="file"; filename="a.html"',
						bytes( 1 + Math.floor( random() * 3000 ) )
					),
					end,
				] ),
				type,
			};
		case 8: // Random bytes as a .zip, starting like one.
			return {
				body: Buffer.concat( [
					part(
						'Content-Disposition: form-data; name="file"; filename="a.zip"',
						Buffer.concat( [
							Buffer.from( 'PK\x03\x04' ),
							bytes( Math.floor( random() * 3000 ) ),
						] )
					),
					end,
				] ),
				type,
			};
		case 9: // Two files in file[].
			return {
				body: Buffer.concat( [
					part(
						'Content-Disposition: form-data; name="file[]"; filename="a.html"',
						page
					),
					part(
						'Content-Disposition: form-data; name="file[]"; filename="b.html"',
						page
					),
					end,
				] ),
				type,
			};
		case 10: // Names that are not pages.
			return {
				body: Buffer.concat( [
					part(
						`Content-Disposition: form-data; name="file"; filename="${
							[ 'a.php', '../a', 'a.png', '.html', 'a' ][ i % 5 ]
						}"`,
						page
					),
					end,
				] ),
				type,
			};
		case 11: // A good page with a bad companion field.
			return {
				body: Buffer.concat( [
					part(
						'Content-Disposition: form-data; name="appadooId"',
						[ 'abc', '-1', '0', '999999999', '1.5' ][ i % 5 ] ??
							'abc'
					),
					part(
						'Content-Disposition: form-data; name="file"; filename="a.html"',
						page
					),
					end,
				] ),
				type,
			};
		case 12: // Headers without the blank line.
			return {
				body: Buffer.from(
					`--${ b }\r\nContent-Disposition: form-data; name="file"; filename="a.html"${ page }--${ b }--`
				),
				type,
			};
		case 13: // An overlong header line.
			return {
				body: Buffer.concat( [
					part(
						`Content-Disposition: form-data; name="file"; filename="${ 'n'.repeat(
							5000
						) }.html"; x=${ bytes( 50 ).toString( 'hex' ) }`,
						bytes( 100 )
					),
					end,
				] ),
				type,
			};
		default: // JSON or urlencoded instead of multipart.
			return i % 2
				? {
						body: Buffer.from( '{"file":"<p>x</p>"}' ),
						type: 'application/json',
					}
				: {
						body: Buffer.from( 'file=%3Cp%3Ex' ),
						type: 'application/x-www-form-urlencoded',
					};
	}
}

/** Four of each of malformed()'s fifteen shapes. */
const BODIES = 4 * 15;

test( 'malformed multipart bodies of every shape answer 4xx JSON and store nothing', async ( {
	page,
} ) => {
	// Each request boots WordPress and the store, on a loaded machine.
	test.setTimeout( 300_000 );
	await logIn( page, FAMILY_ACCOUNT );
	await page.goto( '/appadoo-portal' );
	const nonce = await page.evaluate(
		() =>
			(
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch.nonceMiddleware.nonce
	);
	expect( nonce ).toBeTruthy();

	// Other specs may create Appadoos for the same person meanwhile, so the
	// checks look for what the fuzz itself could have made: Appadoos named
	// after its file names, and staging folders of a conversion.
	const fuzzNames = async () =>
		(
			( await (
				await page.request.get( '/wp-json/pp/v1/appadoos', {
					headers: { 'X-WP-Nonce': nonce },
				} )
			).json() ) as { appadoos: Array< { name: string } > }
		 ).appadoos
			.map( ( appadoo ) => appadoo.name )
			.filter( ( name ) => /^(a|b|html|n{20,}.*)$/.test( name ) );
	const before = await fuzzNames();

	const random = prng( 20261123 );
	for ( let i = 0; i < BODIES; i++ ) {
		const { body, type } = malformed( i, random );
		const response = await page.request.post(
			'/wp-json/pp/v1/appadoos/convert',
			{
				headers: { 'Content-Type': type, 'X-WP-Nonce': nonce },
				data: body,
			}
		);
		const status = response.status();
		expect(
			status,
			`body #${ i } is a client error`
		).toBeGreaterThanOrEqual( 400 );
		expect( status, `body #${ i } is a client error` ).toBeLessThan( 500 );
		expect(
			response.headers()[ 'content-type' ],
			`body #${ i } answers JSON`
		).toContain( 'application/json' );
		const answer = await response.json();
		expect( typeof answer.code, `body #${ i } has an error code` ).toBe(
			'string'
		);
	}

	expect( await fuzzNames(), 'no Appadoo was stored' ).toEqual( before );
	expect(
		// Staged packages live in `{token}/staging/{id}/` (Appadoo_Files::new_staging()).
		storedFiles().filter( ( path ) => /(^|\/)staging\/./.test( path ) ),
		'no staging folder is left'
	).toEqual( [] );
} );
