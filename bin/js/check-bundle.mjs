/**
 * Checks that the storefront bundle takes React from WordPress:
 * build/index.asset.php names the React handles, and no built script
 * carries a copy of React or ReactDOM — nor React Router's development
 * build, which webpack.config.js swaps for the production one, nor its data
 * router (forms, fetchers, loaders), which the app does not use and which
 * bin/js/pure-top-level-loader.cjs lets the minifier drop.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const build = fileURLToPath( new URL( '../../build', import.meta.url ) );
const problems = [];

const asset = readFileSync( join( build, 'index.asset.php' ), 'utf8' );
const dependencies = [
	...(
		asset.match( /'dependencies' => array\(([^)]*)\)/ )?.[ 1 ] ?? ''
	).matchAll( /'([a-z0-9-]+)'/g ),
].map( ( m ) => m[ 1 ] );
if (
	! dependencies.includes( 'react' ) &&
	! dependencies.includes( 'wp-element' )
) {
	problems.push(
		`index.asset.php does not list react or wp-element: ${ dependencies.join( ', ' ) }`
	);
}

// Strings only React's and ReactDOM's own source contain.
const REACT_MARKERS = [
	'__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
	'react.transitional.element',
	'ReactCurrentDispatcher',
	'Minified React error #',
];

function scripts( dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return scripts( path );
		}
		return path.endsWith( '.js' ) ? [ path ] : [];
	} );
}

// Warnings only React Router's development build prints.
const ROUTER_DEVELOPMENT_MARKERS = [
	'You rendered descendant <Routes>',
	'Hey developer',
];

// Text only React Router's data router (its forms) carries.
const DATA_ROUTER_MARKER = 'useFormAction must be used inside a RouteContext';
if (
	readFileSync( join( build, 'index.js' ), 'utf8' ).includes(
		DATA_ROUTER_MARKER
	)
) {
	problems.push(
		`index.js carries React Router's data router (found "${ DATA_ROUTER_MARKER }"): is bin/js/pure-top-level-loader.cjs still applied?`
	);
}

for ( const file of scripts( build ) ) {
	const code = readFileSync( file, 'utf8' );
	const marker = REACT_MARKERS.find( ( m ) => code.includes( m ) );
	if ( marker ) {
		problems.push( `${ file } carries React (found "${ marker }")` );
	}
	const routerMarker = ROUTER_DEVELOPMENT_MARKERS.find( ( m ) =>
		code.includes( m )
	);
	if ( routerMarker ) {
		problems.push(
			`${ file } carries React Router's development build (found "${ routerMarker }")`
		);
	}
}

// The Appadoo runtime runs inside packages, and the host relay in the
// player's own page, where WordPress's scripts are not: they must depend on
// nothing (docs/APPADOOS.md, Runtime).
for ( const entry of [ 'appadoo-runtime', 'appadoo-host' ] ) {
	const entryAsset = readFileSync(
		join( build, `${ entry }.asset.php` ),
		'utf8'
	);
	const entryDependencies = [
		...entryAsset.matchAll( /'dependencies' => array\(([^)]*)\)/g ),
	].map( ( m ) => m[ 1 ].trim() );
	if ( entryDependencies.some( ( list ) => list !== '' ) ) {
		problems.push(
			`${ entry }.asset.php lists dependencies: ${ entryDependencies.join( ', ' ) }`
		);
	}
}

// What `/` downloads of ours, gzip-compressed as a server sends it (issue 13;
// bench/first-load measures the same in a browser): the entry and Home's chunks.
const FIRST_PAGE_BUDGET = 40 * 1024;
const homeChunks =
	JSON.parse( readFileSync( join( build, 'screen-chunks.json' ), 'utf8' ) )
		.home ?? [];
const firstPageBytes = [ 'index.js', ...homeChunks ].reduce(
	( sum, file ) =>
		sum +
		gzipSync( readFileSync( join( build, file ) ), { level: 6 } ).length,
	0
);
if ( homeChunks.length === 0 ) {
	problems.push( 'screen-chunks.json lists no chunk for the home screen' );
}
if ( firstPageBytes > FIRST_PAGE_BUDGET ) {
	problems.push(
		`The JavaScript for / is ${ ( firstPageBytes / 1024 ).toFixed(
			1
		) } KiB gzip, over its ${
			FIRST_PAGE_BUDGET / 1024
		} KiB budget (${ firstPageBytes } of ${ FIRST_PAGE_BUDGET } bytes): load the new code lazily (README, "The first page's JavaScript")`
	);
}

// The offline app (docs/OFFLINE.md): its registration comes after the page's
// load event, never in the entry; the worker is no page's JavaScript. Both are
// reported so their size is watched.
const OFFLINE_CLIENT_MARKER = 'playpal:skip-waiting';
if (
	readFileSync( join( build, 'index.js' ), 'utf8' ).includes(
		OFFLINE_CLIENT_MARKER
	)
) {
	problems.push(
		'index.js carries the offline client: it must load after the page (includes/Offline/Offline_Head.php)'
	);
}
const gzipKiB = ( file ) =>
	(
		gzipSync( readFileSync( join( build, file ) ), { level: 6 } ).length /
		1024
	).toFixed( 1 );
const workerSource = readFileSync( join( build, 'service-worker.js' ), 'utf8' );
if ( /\bwp\.[a-zA-Z]+|window\.React\b/.test( workerSource ) ) {
	problems.push(
		'service-worker.js refers to WordPress or React globals: a worker has none'
	);
}

if ( problems.length ) {
	process.stderr.write( problems.join( '\n' ) + '\n' );
	process.exit( 1 );
}
process.stdout.write(
	`Bundle takes React from WordPress: ${ dependencies.join(
		', '
	) }; JavaScript for /: ${ ( firstPageBytes / 1024 ).toFixed(
		1
	) } KiB gzip (budget ${ FIRST_PAGE_BUDGET / 1024 }, ${ firstPageBytes } bytes); after load: offline client ${ gzipKiB(
		'offline-client.js'
	) } KiB gzip; service worker ${ gzipKiB( 'service-worker.js' ) } KiB gzip\n`
);
