/**
 * Converter benchmark, run by bench/convert against its own site.
 *
 * Signed in as the bench author (cookie + REST nonce, as the portal is), it
 * sends, side by side in rotating order so a busy machine slows all alike:
 *   POST pp/v1/appadoos/convert   the 5 MB zip of 200 assets, converted
 *   POST wp/v2/media              the same zip, WordPress's own upload
 *                                 (wp_handle_upload and an attachment)
 *   GET  pp/v1/health             the floor of a WordPress REST request
 * and prints, for each, the median time and the largest PHP peak memory
 * (X-Bench-Peak-Memory, bench/php/peak-memory.php), with both as ratios to
 * the upload and to the floor. Each Appadoo and attachment is deleted again
 * (untimed), so every round starts alike.
 *
 *   node bench/convert.mjs URL ZIP [ROUNDS]
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

import { median, signIn } from './lib/rest.mjs';

const base = process.argv[ 2 ] || 'http://127.0.0.1:8895';
const zipPath = process.argv[ 3 ];
const ROUNDS = Number( process.argv[ 4 ] || 10 );
const zip = readFileSync( zipPath );

const auth = await signIn( base, 'bench', 'bench-password' );

async function call( method, path, expected, body ) {
	const started = performance.now();
	const response = await fetch( `${ base }/wp-json/${ path }`, {
		method,
		headers: auth,
		body,
	} );
	const text = await response.text();
	const elapsed = performance.now() - started;
	if ( response.status !== expected ) {
		throw new Error(
			`${ method } ${ path }: HTTP ${ response.status } ${ text.slice( 0, 300 ) }`
		);
	}
	return {
		elapsed,
		memory: Number( response.headers.get( 'x-bench-peak-memory' ) ),
		body: JSON.parse( text ),
	};
}

function upload() {
	const form = new FormData();
	form.append(
		'file',
		new Blob( [ zip ], { type: 'application/zip' } ),
		basename( zipPath )
	);
	return form;
}

const cases = {
	'convert 5 MB zip': async () => {
		const result = await call(
			'POST',
			'pp/v1/appadoos/convert',
			201,
			upload()
		);
		const counts = result.body.conversion.counts;
		await call(
			'DELETE',
			`pp/v1/appadoos/${ result.body.appadoo.id }`,
			200
		);
		return { ...result, counts };
	},
	'upload same zip': async () => {
		const result = await call( 'POST', 'wp/v2/media', 201, upload() );
		await call(
			'DELETE',
			`wp/v2/media/${ result.body.id }?force=true`,
			200
		);
		return result;
	},
	'pp/v1/health': () => call( 'GET', 'pp/v1/health', 200 ),
};
const names = Object.keys( cases );

const samples = Object.fromEntries( names.map( ( name ) => [ name, [] ] ) );
const memory = Object.fromEntries( names.map( ( name ) => [ name, 0 ] ) );
let counts = null;
// Warm-up: PHP's opcode cache, MariaDB's buffers.
for ( const name of names ) {
	await cases[ name ]();
}
for ( let round = 0; round < ROUNDS; round++ ) {
	for ( let i = 0; i < names.length; i++ ) {
		const name = names[ ( round + i ) % names.length ];
		const result = await cases[ name ]();
		samples[ name ].push( result.elapsed );
		memory[ name ] = Math.max( memory[ name ], result.memory );
		counts = result.counts ?? counts;
	}
}

const mib = ( bytes ) => ( bytes / 1048576 ).toFixed( 1 );
const time = Object.fromEntries(
	names.map( ( name ) => [ name, median( samples[ name ] ) ] )
);
process.stdout.write(
	`\nConverter, signed in: ${ basename( zipPath ) } (${ mib( zip.length ) } MiB, ${ counts.assets } assets, ${ counts.files } files) — median of ${ ROUNDS } rounds\n`
);
for ( const name of names ) {
	process.stdout.write(
		`  ${ name.padEnd( 18 ) } ${ time[ name ].toFixed( 1 ).padStart( 8 ) } ms  peak ${ mib( memory[ name ] ).padStart( 6 ) } MiB\n`
	);
}
const convert = 'convert 5 MB zip';
const ratio = ( a, b ) => ( a / b ).toFixed( 2 ).padStart( 6 );
process.stdout.write(
	`  convert ÷ upload:  time ${ ratio( time[ convert ], time[ 'upload same zip' ] ) }×  peak memory ${ ratio( memory[ convert ], memory[ 'upload same zip' ] ) }×\n` +
		`  convert ÷ health:  time ${ ratio( time[ convert ], time[ 'pp/v1/health' ] ) }×  peak memory ${ ratio( memory[ convert ], memory[ 'pp/v1/health' ] ) }×\n`
);
