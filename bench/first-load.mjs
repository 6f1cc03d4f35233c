/**
 * How fast the storefront's first screens arrive, side by side with
 * WordPress's own theme in the same run (runs interleaved, so a machine that
 * gets busier mid-run weighs on both sides alike):
 *
 * - first content (bench/lib/first-content.mjs, the definition bench/content
 *   shares) of /blog ÷ the same on WordPress's own posts page (the theme's
 *   listing of every post, the posts' year archive);
 * - first contentful paint of / and /blog against WordPress's own page;
 * - the largest contentful paint's element on /blog (which element, not only when);
 * - cumulative layout shift on /blog (shifts without recent input, largest
 *   session window, as browsers report CLS);
 * - REST requests made before the first content on /blog, /blog/{slug}, /shop
 *   and /product/{slug};
 * - the JavaScript / downloads, gzip-compressed as a server would send it,
 *   PlayPal's own against WordPress's (React, @wordpress/*);
 * - with a second site holding a large catalogue (CATALOGUE_URL): the first
 *   product card of /shop there ÷ the same on SITE_URL's small store, runs
 *   interleaved (issue 41: a 1,000-product store is as fast as a 10-product
 *   one on the first screen, ≤ 1.1×).
 *
 * Run against running sites:
 *
 *   node bench/first-load.mjs [SITE_URL] [CATALOGUE_URL]   (default http://127.0.0.1:8888, none)
 *
 * bench/first-load (the shell wrapper) starts the dev site and a catalogue
 * site of 1,000 generated products first.
 */
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

import {
	FIRST_CONTENT,
	firstContentAt,
	watchForFirstContent,
} from './lib/first-content.mjs';
import { median as middle } from './lib/rest.mjs';

const site = ( process.argv[ 2 ] || 'http://127.0.0.1:8888' ).replace(
	/\/+$/,
	''
);
const catalogueSite = ( process.argv[ 3 ] || '' ).replace( /\/+$/, '' );
const RUNS = Number( process.env.PLAYPAL_BENCH_RUNS || 7 );

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

/**
 * The median of the finite values (a run that never painted is left out).
 *
 * @param {number[]} values Samples.
 */
function median( values ) {
	const finite = values.filter( ( value ) => Number.isFinite( value ) );
	return finite.length ? middle( finite ) : NaN;
}

const kib = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;
const ms = ( value ) =>
	`${ Number.isFinite( value ) ? value.toFixed( 0 ) : '—' } ms`;

/**
 * Runs in the page before its first byte is parsed: records the LCP entries
 * (with their element described at the time) and layout shifts, and leaves
 * resource timings to the browser. First content is watched by
 * bench/lib/first-content.mjs.
 */
function instrument() {
	const bench = { lcp: [], shifts: [] };
	window.__bench = bench;
	const describe = ( element, entry ) => {
		if ( ! element ) {
			// Painted, then replaced by the bundle's same screen: the printed
			// node is gone, its picture's address is not.
			return entry?.url
				? `img (printed, since replaced) ${ entry.url.split( '/' ).pop() }`
				: '(printed text, since replaced)';
		}
		if ( element.closest( '[data-playpal-first-screen]' ) ) {
			const printed = element.closest( '[class*="pp-fs-"]' );
			return (
				`${ element.tagName.toLowerCase() } (printed) in .${ printed?.classList[ 0 ] }` +
				( element.alt ? ` "${ element.alt.slice( 0, 40 ) }"` : '' )
			);
		}
		const owner = element.closest( '[data-testid]' );
		const text = ( element.textContent || element.alt || '' )
			.trim()
			.replace( /\s+/g, ' ' )
			.slice( 0, 40 );
		const own = element.getAttribute( 'data-testid' );
		return (
			element.tagName.toLowerCase() +
			( own ? `[data-testid=${ own }]` : '' ) +
			( owner && owner !== element
				? ` in [data-testid=${ owner.getAttribute( 'data-testid' ) }]`
				: '' ) +
			( text ? ` "${ text }"` : '' )
		);
	};
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			bench.lcp.push( {
				at: entry.startTime,
				element: describe( entry.element, entry ),
			} );
		}
	} ).observe( { type: 'largest-contentful-paint', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( ! entry.hadRecentInput ) {
				bench.shifts.push( {
					at: entry.startTime,
					value: entry.value,
				} );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
}

/**
 * CLS as browsers define it: the largest window of shifts < 1 s apart, ≤ 5 s long.
 *
 * @param {{at: number, value: number}[]} shifts Layout shifts without recent input.
 */
function cumulativeLayoutShift( shifts ) {
	let worst = 0;
	let windowSum = 0;
	let windowStart = 0;
	let last = -Infinity;
	for ( const { at, value } of shifts ) {
		if ( at - last > 1000 || at - windowStart > 5000 ) {
			windowSum = 0;
			windowStart = at;
		}
		windowSum += value;
		last = at;
		worst = Math.max( worst, windowSum );
	}
	return worst;
}

/**
 * Loads one page in a fresh context (a first visit: nothing cached).
 *
 * @param {string} url      Page.
 * @param {string} selector Its first content.
 * @param {Map}    scripts  Collects script bodies by URL, when given.
 */
async function measure( url, selector, scripts ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.addInitScript( instrument );
	await watchForFirstContent( page, selector );
	if ( scripts ) {
		page.on( 'response', async ( response ) => {
			if ( response.request().resourceType() !== 'script' ) {
				return;
			}
			try {
				scripts.set( response.url(), await response.body() );
			} catch {}
		} );
	}
	await page.goto( url, { waitUntil: 'networkidle', timeout: 120_000 } );
	const contentAt = await firstContentAt( page );
	const result = await page.evaluate( ( firstContent ) => {
		const bench = window.__bench;
		const rest = performance
			.getEntriesByType( 'resource' )
			.filter(
				( entry ) =>
					/\/wp-json\/|[?&]rest_route=/.test( entry.name ) &&
					entry.startTime < firstContent
			)
			.map( ( entry ) => new URL( entry.name ).pathname );
		return {
			fcp:
				performance.getEntriesByName( 'first-contentful-paint' )[ 0 ]
					?.startTime ?? NaN,
			contentAt: firstContent,
			lcp: bench.lcp.at( -1 ) ?? null,
			shifts: bench.shifts,
			rest,
		};
	}, contentAt );
	await context.close();
	return { ...result, cls: cumulativeLayoutShift( result.shifts ) };
}

/** The first post's and product's slugs, and the posts' year archive (WordPress's own listing). */
async function discover() {
	const context = await browser.newContext();
	const get = async ( path ) =>
		( await context.request.get( site + path ) ).json();
	const [ post ] = await get(
		'/wp-json/wp/v2/posts?per_page=1&_fields=slug,date'
	);
	const [ product ] = await get( '/wp-json/wc/store/v1/products?per_page=1' );
	await context.close();
	return {
		postSlug: post.slug,
		productSlug: product?.slug,
		wordpressPosts: `/${ post.date.slice( 0, 4 ) }/`,
	};
}

const { postSlug, productSlug, wordpressPosts } = await discover();

const pages = {
	home: { url: `${ site }/`, selector: 'main' },
	blog: { url: `${ site }/blog`, selector: FIRST_CONTENT.blog },
	wordpress: {
		url: site + wordpressPosts,
		selector: FIRST_CONTENT.wordpress,
	},
};
if ( catalogueSite ) {
	// Interleaved with the other pages, so a machine that gets busier weighs on both stores alike.
	pages.shop = { url: `${ site }/shop`, selector: FIRST_CONTENT.shop };
	pages.catalogue = {
		url: `${ catalogueSite }/shop`,
		selector: FIRST_CONTENT.shop,
	};
}
const samples = Object.fromEntries(
	Object.keys( pages ).map( ( name ) => [ name, [] ] )
);
const scripts = new Map();
for ( let run = 0; run < RUNS; run++ ) {
	for ( const [ name, { url, selector } ] of Object.entries( pages ) ) {
		samples[ name ].push(
			await measure( url, selector, name === 'home' ? scripts : null )
		);
	}
}

/**
 * How many products a store's Store API lists.
 *
 * @param {string} base Site URL.
 */
async function productCount( base ) {
	const context = await browser.newContext();
	const response = await context.request.get(
		`${ base }/wp-json/wc/store/v1/products?per_page=1`
	);
	await context.close();
	return Number( response.headers()[ 'x-wp-total' ] ?? NaN );
}
const sizes = catalogueSite
	? {
			shop: await productCount( site ),
			catalogue: await productCount( catalogueSite ),
		}
	: null;

const restBefore = {};
for ( const [ name, path ] of [
	[ 'blog', '/blog' ],
	[ 'post', `/blog/${ postSlug }` ],
	[ 'shop', '/shop' ],
	[ 'product', productSlug ? `/product/${ productSlug }` : null ],
] ) {
	restBefore[ name ] = path
		? ( await measure( site + path, FIRST_CONTENT[ name ] ) ).rest
		: null;
}
await browser.close();

let ours = 0;
let wordpress = 0;
const rows = [];
for ( const [ scriptUrl, body ] of scripts ) {
	const gz = gzipSync( body, { level: 6 } ).length;
	const isOurs = scriptUrl.includes( '/plugins/playpal/' );
	ours += isOurs ? gz : 0;
	wordpress += isOurs ? 0 : gz;
	rows.push(
		`  ${ isOurs ? 'playpal  ' : 'wordpress' } ${ kib( gz ).padStart(
			10
		) }  ${ new URL( scriptUrl ).pathname }`
	);
}

const card = ( name ) => median( samples[ name ].map( ( s ) => s.contentAt ) );
const fcp = ( name ) => median( samples[ name ].map( ( s ) => s.fcp ) );
const lcpElements = new Map();
for ( const sample of samples.blog ) {
	const element = sample.lcp?.element ?? '(none)';
	lcpElements.set( element, ( lcpElements.get( element ) ?? 0 ) + 1 );
}
const out = [];
out.push( `\n${ site }: ${ RUNS } first visits per page, medians\n` );
out.push( `JavaScript for / (gzip):\n${ rows.sort().join( '\n' ) }` );
out.push( `  PlayPal JS for / (gzip):   ${ kib( ours ) }   (goal ≤ 40 KiB)` );
out.push( `  WordPress JS for / (gzip): ${ kib( wordpress ) }\n` );
out.push(
	`First content (first blog card): /blog ${ ms( card( 'blog' ) ) } vs WordPress's ${ wordpressPosts } ${ ms(
		card( 'wordpress' )
	) }: ratio ${ ( card( 'blog' ) / card( 'wordpress' ) ).toFixed( 2 ) }   (goal ≤ 1.2)`
);
out.push(
	`First contentful paint: / ${ ms( fcp( 'home' ) ) }, /blog ${ ms(
		fcp( 'blog' )
	) }, WordPress's ${ wordpressPosts } ${ ms( fcp( 'wordpress' ) ) }   (goal: both ≤ WordPress's)`
);
out.push(
	`LCP element on /blog: ${ [ ...lcpElements ]
		.map( ( [ element, count ] ) => `${ element } (${ count }/${ RUNS })` )
		.join( '; ' ) }`
);
out.push(
	`CLS on /blog: median ${ median(
		samples.blog.map( ( s ) => s.cls )
	).toFixed( 3 ) }, worst ${ Math.max(
		...samples.blog.map( ( s ) => s.cls )
	).toFixed( 3 ) }   (goal ≤ 0.05)`
);
if ( sizes ) {
	out.push(
		`First product card of /shop: ${ sizes.catalogue } products ${ ms(
			card( 'catalogue' )
		) } vs ${ sizes.shop } products ${ ms( card( 'shop' ) ) }: ratio ${ (
			card( 'catalogue' ) / card( 'shop' )
		).toFixed( 2 ) }   (goal ≤ 1.1)`
	);
}
out.push( 'REST requests before first content (goal 0):' );
for ( const [ name, rest ] of Object.entries( restBefore ) ) {
	out.push(
		`  ${ name.padEnd( 8 ) } ${
			rest === null
				? 'not measured (no product)'
				: `${ rest.length }${ rest.length ? `  ${ rest.join( ', ' ) }` : '' }`
		}`
	);
}
process.stdout.write( out.join( '\n' ) + '\n' );
