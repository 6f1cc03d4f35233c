/**
 * Load figures on the two-node stack (issue 26), run by bench/load, which
 * starts the stack and calls this script once per phase:
 *
 *   node bench/load.mjs pages NODES OUT.json   anonymous pages with Debian's ab, with and
 *                                              without Varnish, at concurrency 1, 8 and 32
 *   node bench/load.mjs writes OUT.json        signed-in portal reads (ab, concurrency 8),
 *                                              "Add Magic to Cart" (8 carts at once), 200 sign-ups
 *                                              at once, 20 play-session reports for one Appadoo at once,
 *                                              each checked afterwards: nothing lost, nothing doubled
 *   node bench/load.mjs table FILES…           the table, with the ratios
 *
 * Environment (set by bench/load): BENCH_URL (the balancer), BENCH_PROXY_URL
 * (Varnish in front of it), BENCH_FIXTURE (JSON from bench/php/load-fixtures.php
 * setup), BENCH_FIXTURES (the command that runs that script for this site).
 * A phase exits non-zero when any request failed or a check found a lost or
 * doubled write; its figures are still written.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

import { signIn } from './lib/rest.mjs';

const base = process.env.BENCH_URL;
const proxy = process.env.BENCH_PROXY_URL;
const fixture = process.env.BENCH_FIXTURE
	? JSON.parse( readFileSync( process.env.BENCH_FIXTURE, 'utf8' ) )
	: null;
const CONCURRENCY = [ 1, 8, 32 ];
// Bounds per ab run: requests (at most) and seconds (at most), uncached and cached.
const UNCACHED = { 1: 20, 8: 80, 32: 160, seconds: 8 };
const CACHED = { 1: 200, 8: 800, 32: 1600, seconds: 4 };
const problems = [];

/**
 * Runs ab and reads its figures.
 *
 * @param {string}   url         Address.
 * @param {number}   concurrency Concurrent requests.
 * @param {number}   requests    At most this many requests.
 * @param {number}   seconds     At most this long.
 * @param {string[]} headers     Extra request headers.
 */
function ab( url, concurrency, requests, seconds, headers = [] ) {
	// -t before -n: -t alone means 50000 requests, -n then bounds them. -l: pages differ in length
	// (nonces, times), which is no failure.
	const args = [
		'-q',
		'-l',
		'-s',
		'30',
		'-t',
		String( seconds ),
		'-n',
		String( requests ),
		'-c',
		String( concurrency ),
		...headers.flatMap( ( header ) => [ '-H', header ] ),
		url,
	];
	const out = execFileSync( '/usr/bin/ab', args, {
		encoding: 'utf8',
		stdio: [ 'ignore', 'pipe', 'pipe' ],
	} );
	const number = ( pattern ) =>
		Number( ( out.match( pattern ) || [] )[ 1 ] ?? 0 );
	const result = {
		rps: number( /Requests per second:\s+([\d.]+)/ ),
		p95: number( /^\s+95%\s+(\d+)/m ),
		complete: number( /Complete requests:\s+(\d+)/ ),
		failed:
			number( /Failed requests:\s+(\d+)/ ) +
			number( /Non-2xx responses:\s+(\d+)/ ),
	};
	if ( result.failed > 0 || result.complete === 0 ) {
		problems.push(
			`${ url } at ${ concurrency }: ${ result.failed } failed of ${ result.complete }`
		);
	}
	return result;
}

/**
 * Fetches and fails loudly on an unexpected status.
 *
 * @param {string} url     Address.
 * @param {Object} options fetch options.
 * @param {number} status  Expected status.
 */
async function expectStatus( url, options = {}, status = 200 ) {
	let response;
	try {
		response = await fetch( url, { redirect: 'manual', ...options } );
	} catch ( error ) {
		// Varnish closes a kept-alive connection after 5 idle seconds (its timeout_idle); a GET sent
		// on it just then fails before any answer. Sent once more on a new connection; anything else throws.
		if ( options.method || error.cause?.code !== 'UND_ERR_SOCKET' ) {
			throw error;
		}
		response = await fetch( url, { redirect: 'manual', ...options } );
	}
	const text = await response.text();
	if ( response.status !== status ) {
		throw new Error(
			`${ options.method || 'GET' } ${ url }: HTTP ${ response.status } (expected ${ status }): ${ text.slice( 0, 200 ) }`
		);
	}
	return { response, text };
}

const pagePaths = () => [
	[ 'PlayPal /', '/app/' ],
	[ 'PlayPal /blog', '/app/blog' ],
	[ 'PlayPal post', `/app/blog/${ fixture.postSlug }` ],
	[ 'PlayPal /shop', '/app/shop' ],
	[ 'WordPress theme page', '/' ],
];

async function pages( nodes, outFile ) {
	const rows = [];
	for ( const [ name, path ] of pagePaths() ) {
		for ( const [ cache, root, bounds ] of [
			[ 'none', base, UNCACHED ],
			[ 'varnish', proxy, CACHED ],
		] ) {
			// Warm-up: opcode caches, the object cache, and Varnish's copy.
			for ( let i = 0; i < 3; i++ ) {
				await expectStatus( root + path );
			}
			for ( const c of CONCURRENCY ) {
				const figures = ab(
					root + path,
					c,
					bounds[ c ],
					bounds.seconds
				);
				rows.push( { page: name, nodes, cache, c, ...figures } );
				process.stdout.write(
					`  ${ name.padEnd( 22 ) } nodes ${ nodes } cache ${ cache.padEnd( 7 ) } c=${ String( c ).padEnd( 2 ) } ${ figures.rps.toFixed( 1 ).padStart( 7 ) } req/s  p95 ${ String( figures.p95 ).padStart( 5 ) } ms  (${ figures.complete } requests, ${ figures.failed } failed)\n`
				);
			}
		}
	}
	writeFileSync( outFile, JSON.stringify( { rows, problems } ) );
}

/**
 * Which node answered, counted.
 * @param responses
 */
function countNodes( responses ) {
	const counts = {};
	for ( const response of responses ) {
		const node = response.headers.get( 'x-playpal-node' ) || 'none';
		counts[ node ] = ( counts[ node ] || 0 ) + 1;
	}
	return counts;
}

function percentile95( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.ceil( sorted.length * 0.95 ) - 1 )
	];
}

function fixtures( ...args ) {
	const [ command, ...rest ] = process.env.BENCH_FIXTURES.split( ' ' );
	return execFileSync( command, [ ...rest, ...args ], {
		encoding: 'utf8',
	} ).trim();
}

function check( ok, message ) {
	process.stdout.write( `  ${ ok ? 'ok  ' : 'FAIL' } ${ message }\n` );
	if ( ! ok ) {
		problems.push( message );
	}
}

async function portal( rows ) {
	const member = await signIn(
		base,
		fixture.member.login,
		fixture.member.password
	);
	const headers = [
		`Cookie: ${ member.Cookie }`,
		`X-WP-Nonce: ${ member[ 'X-WP-Nonce' ] }`,
	];
	const me = await expectStatus( `${ base }/wp-json/pp/v1/me`, {
		headers: member,
	} );
	check(
		me.text.includes( 'Sam Family' ),
		'pp/v1/me answers the signed-in family member'
	);
	for ( const [ name, path ] of [
		[ 'signed-in /member-portal', '/app/member-portal' ],
		[ 'signed-in pp/v1/me', '/wp-json/pp/v1/me' ],
		[ 'signed-in pp/v1/appadoos', '/wp-json/pp/v1/appadoos' ],
	] ) {
		await expectStatus( base + path, { headers: member } );
		const figures = ab( base + path, 8, 80, 10, headers );
		rows.push( { page: name, nodes: 2, cache: 'none', c: 8, ...figures } );
		process.stdout.write(
			`  ${ name.padEnd( 26 ) } c=8 ${ figures.rps.toFixed( 1 ).padStart( 7 ) } req/s  p95 ${ String( figures.p95 ).padStart( 5 ) } ms  (${ figures.complete } requests, ${ figures.failed } failed)\n`
		);
	}
}

/**
 * One guest's cart, as the shop keeps it: the session cookie WooCommerce sets
 * and the Store API nonce, renewed from every answer.
 */
class GuestCart {
	cookies = new Map();
	nonce = '';

	headers( extra = {} ) {
		const cookie = [ ...this.cookies ]
			.map( ( [ k, v ] ) => `${ k }=${ v }` )
			.join( '; ' );
		return {
			...( cookie ? { Cookie: cookie } : {} ),
			...( this.nonce ? { Nonce: this.nonce } : {} ),
			...extra,
		};
	}

	keep( response ) {
		for ( const line of response.headers.getSetCookie() ) {
			const [ pair ] = line.split( ';' );
			const at = pair.indexOf( '=' );
			this.cookies.set( pair.slice( 0, at ), pair.slice( at + 1 ) );
		}
		this.nonce = response.headers.get( 'nonce' ) || this.nonce;
		return response;
	}

	async request( method, path, body ) {
		const response = this.keep(
			await fetch( `${ base }/wp-json/wc/store/v1/${ path }`, {
				method,
				headers: this.headers(
					body ? { 'Content-Type': 'application/json' } : {}
				),
				body: body ? JSON.stringify( body ) : undefined,
			} )
		);
		return { response, json: await response.json() };
	}
}

async function carts( rows ) {
	const CARTS = 8;
	const ADDS = 5;
	const { json: products } = await new GuestCart().request(
		'GET',
		'products?per_page=24'
	);
	const product = products.find(
		( p ) =>
			p.is_purchasable &&
			p.is_in_stock &&
			! p.has_options &&
			Number( p.prices.price ) > 0
	);
	if ( ! product ) {
		throw new Error( 'no purchasable product in the store' );
	}
	const price = Number( product.prices.price );
	const latencies = [];
	const responses = [];
	let errors = 0;
	const started = performance.now();
	const finals = await Promise.all(
		Array.from( { length: CARTS }, async () => {
			const cart = new GuestCart();
			await cart.request( 'GET', 'cart' ); // The shop reads the cart (and its nonce) first.
			for ( let i = 0; i < ADDS; i++ ) {
				const t0 = performance.now();
				const { response } = await cart.request(
					'POST',
					'cart/add-item',
					{ id: product.id, quantity: 1 }
				);
				latencies.push( performance.now() - t0 );
				responses.push( response );
				if ( response.status !== 201 ) {
					errors++;
				}
			}
			return ( await cart.request( 'GET', 'cart' ) ).json;
		} )
	);
	const seconds = ( performance.now() - started ) / 1000;
	const right = finals.filter(
		( cart ) =>
			cart.items_count === ADDS &&
			Number( cart.totals.total_items ) === ADDS * price &&
			Number( cart.totals.total_price ) === ADDS * price
	).length;
	const figures = {
		rps: latencies.length / seconds,
		p95: Math.round( percentile95( latencies ) ),
		complete: latencies.length,
		failed: errors,
	};
	rows.push( {
		page: 'Add Magic to Cart (Store API)',
		nodes: 2,
		cache: 'none',
		c: CARTS,
		...figures,
	} );
	process.stdout.write(
		`  Add Magic to Cart: ${ CARTS } carts × ${ ADDS } adds, ${ figures.rps.toFixed( 1 ) } adds/s, p95 ${ figures.p95 } ms, nodes ${ JSON.stringify( countNodes( responses ) ) }\n`
	);
	check(
		errors === 0,
		`Add Magic to Cart: ${ errors } errors of ${ latencies.length } adds`
	);
	check(
		right === CARTS,
		`Add Magic to Cart: ${ right } of ${ CARTS } carts hold exactly ${ ADDS } × ${ product.name } at ${ ADDS * price } (minor units)`
	);
}

async function signups( rows ) {
	const COUNT = 200;
	const run = randomBytes( 4 ).toString( 'hex' );
	const latencies = [];
	const started = performance.now();
	const responses = await Promise.all(
		Array.from( { length: COUNT }, async ( _, i ) => {
			const t0 = performance.now();
			const response = await fetch( `${ base }/wp-json/pp/v1/interest`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( {
					kind: 'pif',
					email: `load-${ run }-${ i }@example.test`,
					firstName: 'Load',
					lastName: 'Bench',
					hp: '',
				} ),
			} );
			await response.arrayBuffer();
			latencies.push( performance.now() - t0 );
			return response;
		} )
	);
	const seconds = ( performance.now() - started ) / 1000;
	const ok = responses.filter( ( r ) => r.status === 200 ).length;
	const figures = {
		rps: COUNT / seconds,
		p95: Math.round( percentile95( latencies ) ),
		complete: COUNT,
		failed: COUNT - ok,
	};
	rows.push( {
		page: '200 sign-ups at once',
		nodes: 2,
		cache: 'none',
		c: COUNT,
		...figures,
	} );
	const stored = Number(
		fixtures( 'signups', `load-${ run }-%@example.test` )
	);
	process.stdout.write(
		`  200 sign-ups at once: ${ seconds.toFixed( 1 ) } s, nodes ${ JSON.stringify( countNodes( responses ) ) }\n`
	);
	check( ok === COUNT, `sign-ups: ${ ok } of ${ COUNT } answered 200` );
	check(
		stored === COUNT,
		`sign-ups: exactly ${ COUNT } rows stored (found ${ stored })`
	);
}

async function sessions( rows ) {
	const COUNT = 20;
	const { appadoo } = fixture;
	const before = JSON.parse( fixtures( 'usage', String( appadoo.id ) ) );
	const ids = Array.from( { length: COUNT }, () =>
		randomBytes( 16 ).toString( 'hex' )
	);
	const report = ( body ) =>
		fetch( `${ base }/wp-json/pp/v1/appadoos/${ appadoo.key }/sessions`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { ...body, token: appadoo.token } ),
		} );
	const latencies = [];
	const timed = async ( body ) => {
		const t0 = performance.now();
		const response = await report( body );
		await response.arrayBuffer();
		latencies.push( performance.now() - t0 );
		return response;
	};
	const started = performance.now();
	const starts = await Promise.all(
		ids.map( ( session ) => timed( { event: 'start', session } ) )
	);
	const seconds = ( performance.now() - started ) / 1000;
	// The same 20 starts again, at once: each must be refused, none counted twice.
	const replays = await Promise.all(
		ids.map( ( session ) => report( { event: 'start', session } ) )
	);
	const ends = await Promise.all(
		ids.map( ( session ) =>
			report( { event: 'end', session, duration: 1 } )
		)
	);
	const after = JSON.parse( fixtures( 'usage', String( appadoo.id ) ) );
	const okStarts = starts.filter( ( r ) => r.status === 200 ).length;
	rows.push( {
		page: '20 play-session reports at once',
		nodes: 2,
		cache: 'none',
		c: COUNT,
		rps: COUNT / seconds,
		p95: Math.round( percentile95( latencies ) ),
		complete: COUNT,
		failed: COUNT - okStarts,
	} );
	process.stdout.write(
		`  20 session starts at once: ${ seconds.toFixed( 1 ) } s, nodes ${ JSON.stringify( countNodes( starts ) ) }\n`
	);
	check(
		okStarts === COUNT,
		`sessions: ${ okStarts } of ${ COUNT } starts answered 200`
	);
	check(
		replays.every( ( r ) => r.status === 409 ),
		`sessions: the ${ COUNT } repeated starts were all refused (409)`
	);
	check(
		ends.filter( ( r ) => r.status === 200 ).length === COUNT,
		`sessions: ${ COUNT } ends answered 200`
	);
	check(
		after.usage.sessions - before.usage.sessions === COUNT,
		`sessions: counted ${ after.usage.sessions - before.usage.sessions } (expected ${ COUNT })`
	);
	check(
		after.usage.totalSeconds - before.usage.totalSeconds === COUNT,
		`sessions: ${ after.usage.totalSeconds - before.usage.totalSeconds } seconds counted (expected ${ COUNT } × 1)`
	);
	check(
		after.open === before.open,
		`sessions: none left open (${ after.open })`
	);
}

async function writes( outFile ) {
	const rows = [];
	await portal( rows );
	await carts( rows );
	await signups( rows );
	await sessions( rows );
	writeFileSync( outFile, JSON.stringify( { rows, problems } ) );
}

function table( files ) {
	const rows = [];
	const allProblems = [];
	for ( const file of files ) {
		if ( ! existsSync( file ) ) {
			allProblems.push( `a phase ended before writing ${ file }` );
			continue;
		}
		const data = JSON.parse( readFileSync( file, 'utf8' ) );
		rows.push( ...data.rows );
		allProblems.push( ...data.problems );
	}
	const find = ( page, nodes, cache, c ) =>
		rows.find(
			( r ) =>
				r.page === page &&
				r.nodes === nodes &&
				r.cache === cache &&
				r.c === c
		);
	const fmt = ( r ) =>
		r
			? `${ r.rps.toFixed( 1 ).padStart( 7 ) } ${ String( r.p95 ).padStart( 6 ) }`
			: '      -      -';
	const ratio = ( a, b ) =>
		a && b && b.rps > 0
			? ( a.rps / b.rps ).toFixed( 2 ).padStart( 6 )
			: '     -';
	const out = [];
	out.push(
		'\nAnonymous pages: requests per second and p95 (ms); ratios of requests per second'
	);
	out.push(
		`${ 'page'.padEnd( 22 ) } c   ${ '1 node'.padStart( 14 ) } ${ '2 nodes'.padStart( 14 ) } ${ '1 n. Varnish'.padStart( 14 ) } ${ '2 n. Varnish'.padStart( 14 ) }  2n÷1n  cached÷uncached(2n)  ÷WP theme(2n)`
	);
	for ( const [ name ] of pagePaths() ) {
		for ( const c of CONCURRENCY ) {
			const one = find( name, 1, 'none', c );
			const two = find( name, 2, 'none', c );
			const oneCached = find( name, 1, 'varnish', c );
			const twoCached = find( name, 2, 'varnish', c );
			const theme = find( 'WordPress theme page', 2, 'none', c );
			out.push(
				`${ name.padEnd( 22 ) } ${ String( c ).padEnd( 3 ) } ${ fmt( one ) } ${ fmt( two ) } ${ fmt( oneCached ) } ${ fmt( twoCached ) } ${ ratio( two, one ) } ${ ratio( twoCached, two ).padStart( 20 ) } ${ ratio( two, theme ).padStart( 14 ) }`
			);
		}
	}
	out.push( '\nSigned in and concurrent writes (two nodes, no page cache)' );
	for ( const r of rows.filter(
		( row ) => ! pagePaths().some( ( [ name ] ) => name === row.page )
	) ) {
		out.push(
			`${ r.page.padEnd( 34 ) } c=${ String( r.c ).padEnd( 4 ) } ${ r.rps.toFixed( 1 ).padStart( 7 ) } req/s  p95 ${ String( r.p95 ).padStart( 6 ) } ms  ${ r.complete } requests, ${ r.failed } failed`
		);
	}
	out.push(
		allProblems.length
			? `\nPROBLEMS:\n  ${ allProblems.join( '\n  ' ) }`
			: '\nNo request failed; no write was lost or doubled.'
	);
	process.stdout.write( out.join( '\n' ) + '\n' );
	return allProblems.length === 0;
}

const [ phase, ...args ] = process.argv.slice( 2 );
if ( phase === 'pages' ) {
	await pages( Number( args[ 0 ] ), args[ 1 ] );
} else if ( phase === 'writes' ) {
	await writes( args[ 0 ] );
} else if ( phase === 'table' ) {
	process.exit( table( args ) ? 0 : 1 );
} else {
	process.stderr.write(
		'usage: node bench/load.mjs pages NODES OUT.json | writes OUT.json | table FILES…\n'
	);
	process.exit( 2 );
}
process.exit( problems.length ? 1 : 0 );
