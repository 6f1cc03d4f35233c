/**
 * The checks of bench/replica (issue 26, read replicas), run against its site whose database
 * drop-in (bench/php/replica-db.php) sends reads to a replica lagging BENCH_LAG seconds behind
 * the primary. bench/replica starts the stack and calls this script once per routing:
 *
 *   node bench/replica.mjs ROUTING OUT.json
 *
 * 1. A public read goes to the replica: a post published on the primary is missing from
 *    pp/v1/posts at first and shows once the replica has applied it (after about the lag).
 * 2. 40 identical sign-ups at once: exactly 1 row, 1 answer "new" and 39 "already".
 * 3. The rate limiter under parallel tries: 20 sign-ups at once from one (fresh) client address:
 *    exactly 5 accepted (the shipped per-address limit) and 15 refused (429), 5 rows.
 * 4. 20 play-session reports for one Appadoo at once (its usage counters under the Appadoo lock):
 *    20 starts counted, the 20 repeated starts refused, 20 ends answered and counted once each;
 *    then 20 short sessions at once, each ended as soon as it started: every end finds its start.
 *
 * Environment (set by bench/replica): BENCH_URL, BENCH_LAG, BENCH_FIXTURE (JSON from
 * bench/php/load-fixtures.php setup), BENCH_FIXTURES (the command that runs that script),
 * BENCH_REPLICA_FIXTURES (the same for bench/php/replica-fixtures.php).
 * Exits non-zero when any check failed; its findings are written to OUT.json either way.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

const base = process.env.BENCH_URL;
const lag = Number( process.env.BENCH_LAG );
const fixture = JSON.parse( readFileSync( process.env.BENCH_FIXTURE, 'utf8' ) );
const [ routing, outFile ] = process.argv.slice( 2 );
// Each routing's sign-ups come from addresses of their own (the site trusts 127.0.0.1 as a
// proxy): a rerun on the same site never starts from a used-up allowance.
const net = routing === 'split' ? '198.51.100' : '203.0.113';
const problems = [];
const figures = {};

function run( command, ...args ) {
	const [ program, ...rest ] = command.split( ' ' );
	return execFileSync( program, [ ...rest, ...args ], {
		encoding: 'utf8',
	} ).trim();
}

function check( ok, message ) {
	process.stdout.write( `  ${ ok ? 'ok  ' : 'FAIL' } ${ message }\n` );
	if ( ! ok ) {
		problems.push( message );
	}
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

async function publicReadGoesToReplica() {
	const title = `Replica bench ${ randomBytes( 4 ).toString( 'hex' ) }`;
	const slug = run( process.env.BENCH_REPLICA_FIXTURES, 'publish', title );
	const written = performance.now();
	const shows = async () => {
		const response = await fetch( `${ base }/wp-json/pp/v1/posts` );
		const text = await response.text();
		if ( response.status !== 200 ) {
			throw new Error( `pp/v1/posts: HTTP ${ response.status }` );
		}
		return text.includes( slug );
	};
	const atOnce = await shows();
	let seconds = null;
	while ( ( performance.now() - written ) / 1000 < lag + 20 ) {
		if ( await shows() ) {
			seconds = ( performance.now() - written ) / 1000;
			break;
		}
		await sleep( 200 );
	}
	figures.postShownAfter = seconds;
	check(
		! atOnce,
		`public read: a post just published on the primary is not in pp/v1/posts yet (the list is read from the replica)`
	);
	check(
		seconds !== null && seconds >= lag * 0.5,
		`public read: the post shows after ${ seconds === null ? 'never' : seconds.toFixed( 1 ) + ' s' } (replica lag ${ lag } s)`
	);
}

function signUp( email, address ) {
	return fetch( `${ base }/wp-json/pp/v1/interest`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'X-Forwarded-For': address,
		},
		body: JSON.stringify( {
			kind: 'pif',
			email,
			firstName: 'Replica',
			lastName: 'Bench',
			hp: '',
		} ),
	} );
}

async function identicalSignUps() {
	const COUNT = 40;
	const email = `replica-${ routing }-${ randomBytes( 4 ).toString( 'hex' ) }@example.test`;
	// One person sending the form 40 times at once, from 40 addresses (no per-address limit in the way).
	const answers = await Promise.all(
		Array.from( { length: COUNT }, async ( _, i ) => {
			const response = await signUp( email, `${ net }.${ i + 1 }` );
			return { status: response.status, body: await response.json() };
		} )
	);
	const ok = answers.filter( ( a ) => a.status === 200 );
	const already = ok.filter( ( a ) => a.body.alreadySubscribed === true );
	const rows = Number( run( process.env.BENCH_FIXTURES, 'signups', email ) );
	figures.identicalSignUps = {
		answered200: ok.length,
		already: already.length,
		rows,
	};
	check(
		ok.length === COUNT,
		`identical sign-ups: ${ ok.length } of ${ COUNT } answered 200`
	);
	check(
		rows === 1,
		`identical sign-ups: exactly 1 row stored (found ${ rows })`
	);
	check(
		already.length === COUNT - 1,
		`identical sign-ups: ${ already.length } answered "already on the list" (expected ${ COUNT - 1 })`
	);
}

async function rateLimiter() {
	const COUNT = 20;
	const LIMIT = 5; // Interest::DEFAULT_RATE_LIMIT.
	const batch = randomBytes( 4 ).toString( 'hex' );
	const address = `${ net }.200`;
	const statuses = await Promise.all(
		Array.from( { length: COUNT }, async ( _, i ) => {
			const response = await signUp(
				`limit-${ batch }-${ i }@example.test`,
				address
			);
			await response.arrayBuffer();
			return response.status;
		} )
	);
	const accepted = statuses.filter( ( s ) => s === 200 ).length;
	const refused = statuses.filter( ( s ) => s === 429 ).length;
	const rows = Number(
		run( process.env.BENCH_FIXTURES, 'signups', `limit-${ batch }-%` )
	);
	figures.rateLimiter = { accepted, refused, rows };
	check(
		accepted === LIMIT && refused === COUNT - LIMIT,
		`rate limiter: of ${ COUNT } parallel sign-ups from one address ${ accepted } accepted, ${ refused } refused (expected ${ LIMIT } and ${ COUNT - LIMIT })`
	);
	check(
		rows === LIMIT,
		`rate limiter: ${ rows } rows stored (expected ${ LIMIT })`
	);
}

async function playSessions() {
	const COUNT = 20;
	const { appadoo } = fixture;
	const usage = () =>
		JSON.parse(
			run( process.env.BENCH_FIXTURES, 'usage', String( appadoo.id ) )
		);
	const before = usage();
	const ids = Array.from( { length: COUNT }, () =>
		randomBytes( 16 ).toString( 'hex' )
	);
	const report = async ( body ) => {
		const response = await fetch(
			`${ base }/wp-json/pp/v1/appadoos/${ appadoo.key }/sessions`,
			{
				method: 'POST',
				// A client of its own per routing: 60 reports each, within the per-address allowance.
				headers: {
					'Content-Type': 'application/json',
					'X-Forwarded-For': `${ net }.201`,
				},
				body: JSON.stringify( { ...body, token: appadoo.token } ),
			}
		);
		await response.arrayBuffer();
		return response.status;
	};
	const started = performance.now();
	const starts = await Promise.all(
		ids.map( ( session ) => report( { event: 'start', session } ) )
	);
	const replays = await Promise.all(
		ids.map( ( session ) => report( { event: 'start', session } ) )
	);
	const ends = await Promise.all(
		ids.map( ( session ) =>
			report( { event: 'end', session, duration: 1 } )
		)
	);
	const seconds = ( performance.now() - started ) / 1000;
	const after = usage();
	const counted = after.usage.sessions - before.usage.sessions;
	const secondsCounted = after.usage.totalSeconds - before.usage.totalSeconds;
	figures.playSessions = {
		starts200: starts.filter( ( s ) => s === 200 ).length,
		replays409: replays.filter( ( s ) => s === 409 ).length,
		ends200: ends.filter( ( s ) => s === 200 ).length,
		counted,
		secondsCounted,
		open: after.open - before.open,
		secondsFromFirstStartToLastEnd: Number( seconds.toFixed( 1 ) ),
	};
	process.stdout.write(
		`  play sessions: starts, replays and ends took ${ seconds.toFixed( 1 ) } s (replica lag ${ lag } s)\n`
	);
	check(
		figures.playSessions.starts200 === COUNT,
		`play sessions: ${ figures.playSessions.starts200 } of ${ COUNT } starts answered 200`
	);
	check(
		figures.playSessions.replays409 === COUNT,
		`play sessions: ${ figures.playSessions.replays409 } of ${ COUNT } repeated starts refused (409)`
	);
	check(
		figures.playSessions.ends200 === COUNT,
		`play sessions: ${ figures.playSessions.ends200 } of ${ COUNT } ends answered 200`
	);
	check(
		counted === COUNT,
		`play sessions: ${ counted } counted under the Appadoo lock (expected ${ COUNT })`
	);
	check(
		secondsCounted === COUNT,
		`play sessions: ${ secondsCounted } seconds counted (expected ${ COUNT } × 1)`
	);
	check(
		after.open === before.open,
		`play sessions: ${ after.open - before.open } left open (expected 0)`
	);
}

/**
 * 20 short sessions at once, each ended as soon as it started (a child closing an Appadoo at
 * once): the end reads the start its own start request wrote a moment before, on either node.
 */
async function shortSessions() {
	const COUNT = 20;
	const { appadoo } = fixture;
	const usage = () =>
		JSON.parse(
			run( process.env.BENCH_FIXTURES, 'usage', String( appadoo.id ) )
		);
	const before = usage();
	const report = async ( body ) => {
		const response = await fetch(
			`${ base }/wp-json/pp/v1/appadoos/${ appadoo.key }/sessions`,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'X-Forwarded-For': `${ net }.202`,
				},
				body: JSON.stringify( { ...body, token: appadoo.token } ),
			}
		);
		await response.arrayBuffer();
		return response.status;
	};
	const pairs = await Promise.all(
		Array.from( { length: COUNT }, async () => {
			const session = randomBytes( 16 ).toString( 'hex' );
			const start = await report( { event: 'start', session } );
			const end = await report( { event: 'end', session, duration: 1 } );
			return { start, end };
		} )
	);
	const after = usage();
	const ends = pairs.filter( ( p ) => p.end === 200 ).length;
	figures.shortSessions = {
		starts200: pairs.filter( ( p ) => p.start === 200 ).length,
		ends200: ends,
		counted: after.usage.sessions - before.usage.sessions,
		secondsCounted: after.usage.totalSeconds - before.usage.totalSeconds,
		open: after.open - before.open,
	};
	check(
		figures.shortSessions.starts200 === COUNT && ends === COUNT,
		`short sessions: ${ figures.shortSessions.starts200 } starts and ${ ends } ends of ${ COUNT } answered 200 (an end read its start at once)`
	);
	check(
		figures.shortSessions.counted === COUNT &&
			figures.shortSessions.secondsCounted === COUNT &&
			figures.shortSessions.open === 0,
		`short sessions: ${ figures.shortSessions.counted } counted, ${ figures.shortSessions.secondsCounted } seconds, ${ figures.shortSessions.open } left open (expected ${ COUNT }, ${ COUNT }, 0)`
	);
}

process.stdout.write( `Routing "${ routing }", replica lag ${ lag } s\n` );
// Both nodes' PHP warmed up first: a cold first answer can take longer than the lag.
for ( let i = 0; i < 4; i++ ) {
	await ( await fetch( `${ base }/wp-json/pp/v1/posts` ) ).arrayBuffer();
}
for ( const step of [
	publicReadGoesToReplica,
	identicalSignUps,
	rateLimiter,
	playSessions,
	shortSessions,
] ) {
	try {
		await step();
	} catch ( error ) {
		check( false, `${ step.name }: ${ error.message }` );
	}
}
writeFileSync( outFile, JSON.stringify( { routing, lag, figures, problems } ) );
process.exit( problems.length ? 1 : 0 );
