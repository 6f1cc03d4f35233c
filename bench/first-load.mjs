/**
 * What the browser downloads to show a storefront page: every script
 * response, gzip-compressed as a server would send it, split into PlayPal's
 * own bundle and the scripts WordPress provides (React, @wordpress/*), with
 * the page's first contentful paint. Run against a running site:
 *
 *   node bench/first-load.mjs [URL ...]      (default http://127.0.0.1:8888/)
 *
 * bench/first-load (the shell wrapper) starts the dev site first.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

const urls = process.argv.slice( 2 ).length
	? process.argv.slice( 2 )
	: [ 'http://127.0.0.1:8888/' ];
const RUNS = 5;

const browser = await chromium.launch( {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--no-first-run',
	],
} );

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
}

const kib = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;

for ( const url of urls ) {
	const scripts = new Map();
	const paints = [];
	for ( let run = 0; run < RUNS; run++ ) {
		const context = await browser.newContext();
		const page = await context.newPage();
		page.on( 'response', async ( response ) => {
			if ( response.request().resourceType() !== 'script' ) {
				return;
			}
			try {
				scripts.set( response.url(), await response.body() );
			} catch {}
		} );
		await page.goto( url, { waitUntil: 'networkidle' } );
		paints.push(
			await page.evaluate(
				() =>
					performance.getEntriesByName(
						'first-contentful-paint'
					)[ 0 ]?.startTime ?? NaN
			)
		);
		await context.close();
	}
	let ours = 0;
	let wordpress = 0;
	const rows = [];
	for ( const [ scriptUrl, body ] of scripts ) {
		const gz = gzipSync( body, { level: 6 } ).length;
		const isOurs = scriptUrl.includes( '/plugins/playpal/' );
		ours += isOurs ? gz : 0;
		wordpress += isOurs ? 0 : gz;
		rows.push(
			`  ${ isOurs ? 'playpal  ' : 'wordpress' } ${ kib( gz ).padStart( 10 ) }  ${ new URL( scriptUrl ).pathname }`
		);
	}
	process.stdout.write( `\n${ url }\n${ rows.sort().join( '\n' ) }\n` );
	process.stdout.write( `  PlayPal JS (gzip):    ${ kib( ours ) }\n` );
	process.stdout.write( `  WordPress JS (gzip):  ${ kib( wordpress ) }\n` );
	process.stdout.write(
		`  total JS (gzip):      ${ kib( ours + wordpress ) }; PlayPal share ${ ( ours / ( ours + wordpress ) ).toFixed( 2 ) }\n`
	);
	process.stdout.write(
		`  first contentful paint, median of ${ RUNS }: ${ median( paints ).toFixed( 0 ) } ms\n`
	);
}
await browser.close();
