/**
 * Appadoo portal benchmark, run by bench/appadoos against its own site.
 *
 * Signed in as the bench family (cookie + REST nonce, as the portal is), it
 * times, side by side in rotating order so a busy machine slows all alike:
 *   GET  pp/v1/appadoos                       the 200 Appadoos of the portal
 *   GET  pp/v1/storage/appadoos               their storage settings and usage
 *   POST pp/v1/storage/appadoos/{big}/backup  a 10 MB Appadoo, compressed zip
 *   GET  /play/{key}/{token}/index.html        a package file as its frame asks for it
 *                                             (the token and its load's lease checked)
 *   GET  pp/v1/health                         the floor of a WordPress REST request
 * and prints medians and each one's ratio to the floor. Each backup is
 * deleted again (untimed), so every round backs up the same thing.
 *
 *   node bench/appadoos.mjs URL [ROUNDS]
 */
import { median, signIn } from './lib/rest.mjs';

const base = process.argv[ 2 ] || 'http://127.0.0.1:8894';
const ROUNDS = Number( process.argv[ 3 ] || 15 );

const auth = await signIn( base, 'bench', 'bench-password' );

async function call( method, path, expected ) {
	const started = performance.now();
	// A full address is a player file, asked for as the host page's frame asks (no cookie).
	const player = path.startsWith( 'http' );
	const response = await fetch(
		player ? path : `${ base }/wp-json/${ path }`,
		{
			method,
			headers: player ? { 'Sec-Fetch-Dest': 'iframe' } : auth,
		}
	);
	const text = await response.text();
	const elapsed = performance.now() - started;
	if ( response.status !== expected ) {
		throw new Error(
			`${ method } ${ path }: HTTP ${ response.status } ${ text.slice( 0, 200 ) }`
		);
	}
	return {
		elapsed,
		queries: Number( response.headers.get( 'x-bench-queries' ) ),
		bytes: text.length,
		body: player ? null : JSON.parse( text ),
	};
}

const mine = ( await call( 'GET', 'pp/v1/appadoos', 200 ) ).body.appadoos;
const big = mine.find( ( appadoo ) => appadoo.name === 'Big Appadoo' );
if ( mine.length !== 200 || ! big ) {
	throw new Error(
		`expected 200 Appadoos with a Big Appadoo, got ${ mine.length }`
	);
}

// A preview address: a token with its load's lease, as the portal frames it.
const preview = (
	await call( 'GET', `pp/v1/appadoos/${ mine[ 1 ].id }/preview`, 200 )
).body;

const cases = [
	[ 'list 200 Appadoos', 'GET', 'pp/v1/appadoos', 200 ],
	[ 'list 200 storage', 'GET', 'pp/v1/storage/appadoos', 200 ],
	[
		'backup 10 MB',
		'POST',
		`pp/v1/storage/appadoos/${ big.id }/backup`,
		201,
	],
	[ 'package file', 'GET', preview.url, 200 ],
	[ 'pp/v1/health', 'GET', 'pp/v1/health', 200 ],
];

const samples = Object.fromEntries( cases.map( ( [ name ] ) => [ name, [] ] ) );
const queries = {};
const sizes = {};
let backupBytes = 0;
// Warm-up: PHP's opcode cache, MariaDB's buffers.
for ( const [ , method, path, status ] of cases ) {
	if ( method === 'GET' ) {
		await call( method, path, status );
	}
}
for ( let round = 0; round < ROUNDS; round++ ) {
	for ( let i = 0; i < cases.length; i++ ) {
		const [ name, method, path, status ] =
			cases[ ( round + i ) % cases.length ];
		const result = await call( method, path, status );
		samples[ name ].push( result.elapsed );
		queries[ name ] = result.queries;
		sizes[ name ] = result.bytes;
		if ( method === 'POST' ) {
			backupBytes = result.body.backup.size;
			await call(
				'DELETE',
				`pp/v1/storage/appadoos/${ big.id }/backups/${ result.body.backup.id }`,
				200
			);
		}
	}
}

const floor = median( samples[ 'pp/v1/health' ] );
process.stdout.write(
	`\nAppadoo portal, signed in (median of ${ ROUNDS } rounds)\n`
);
for ( const [ name ] of cases ) {
	const value = median( samples[ name ] );
	process.stdout.write(
		`  ${ name.padEnd( 18 ) } ${ value.toFixed( 1 ).padStart( 8 ) } ms  ${ String( queries[ name ] ).padStart( 4 ) } queries  ${ ( sizes[ name ] / 1024 ).toFixed( 1 ).padStart( 7 ) } KiB  ${ ( value / floor ).toFixed( 2 ).padStart( 7 ) }× health\n`
	);
}
process.stdout.write(
	`  the 10 MB Appadoo's backup archive: ${ ( backupBytes / 1048576 ).toFixed( 2 ) } MB\n`
);
