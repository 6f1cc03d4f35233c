/**
 * The offline library, online part (issue 24): a family saves a printable
 * they bought and an Appadoo of theirs with "Save for offline"; the bytes
 * land in their Cache Storage under the exact addresses the browser asks
 * for (the printable's equal to the file the shop serves; every file of the
 * player, the host page's frame address among them), the library lists both
 * with their sizes, Remove removes bytes and record, and a refunded order
 * removes its printable on the next online visit. axe: 0 violations.
 *
 * No service worker is needed here; the joint offline test (reload offline,
 * play) builds on the same helpers (offline-helpers.ts).
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from './axe';
import {
	familyWithOrder,
	formatBytes,
	framedAddress,
	libraryRecords,
	offlineKeyOf,
	rest,
	savedCache,
} from './offline-helpers';

test( 'a family saves a printable and an Appadoo for offline, lists, removes, and loses what a refund ends', async ( {
	browser,
} ) => {
	// Two accounts, two saves, a refund, and the portal opened four times.
	test.slow();
	const { page, admin, email, orderId } = await familyWithOrder( browser );
	const key = await offlineKeyOf( page );

	// The printable: Save for offline on the Downloads tab (a free download: an email, and it counts).
	await page.goto( '/member-portal#downloads' );
	const file = page
		.getByRole( 'list', { name: 'Your downloads' } )
		.getByRole( 'listitem' )
		.filter( { hasText: 'Active' } )
		.first();
	await file
		.getByRole( 'button', { name: /^Save for offline: .+$/ } )
		.click();
	await file
		.getByLabel( 'Email address (required for free downloads)' )
		.fill( email );
	await file
		.getByRole( 'button', { name: 'Save for offline', exact: true } )
		.click();
	await expect(
		file.getByText( 'Saved for offline — find it in your offline library.' )
	).toBeVisible();

	let records = await libraryRecords( page, key );
	const printable = records.find( ( record ) => record.kind === 'printable' );
	expect( printable, 'The printable has a record' ).toBeTruthy();
	let cache = await savedCache( page, key );
	const stored = cache[ printable!.urls[ 0 ]! ];
	expect(
		stored,
		'Its bytes are in the saved cache under its address'
	).toBeTruthy();
	expect( printable!.bytes ).toBe( stored!.bytes );
	// The original: the same file downloaded again through the shop's own address.
	const downloadId = printable!.id.replace( /^printable:/, '' );
	const again = await rest< { url: string } >(
		page.request,
		'POST',
		`/pp/v1/downloads/${ downloadId }`,
		{ email }
	);
	const original = await ( await page.request.get( again.url ) ).body();
	expect( original.length ).toBeGreaterThan( 0 );
	expect( stored!.sha256, 'The saved bytes equal the original file' ).toBe(
		createHash( 'sha256' ).update( original ).digest( 'hex' )
	);

	// The Appadoo: Save for offline on the Appadoo tab.
	const name = `Offline ocean ${ Date.now() }`;
	const appadoo = await rest< { appadoo: { id: number } } >(
		page.request,
		'POST',
		'/pp/v1/appadoos',
		{ name, template: 'ocean-adventure' }
	);
	await page.goto( '/member-portal' );
	const card = page
		.getByRole( 'list', { name: 'Your Appadoos' } )
		.getByRole( 'listitem' )
		.filter( { hasText: name } );
	await card
		.getByRole( 'button', { name: `Save for offline: ${ name }` } )
		.click();
	await expect(
		card.getByText( 'Saved for offline — find it in your offline library.' )
	).toBeVisible();

	records = await libraryRecords( page, key );
	const saved = records.find(
		( record ) => record.id === `appadoo:${ appadoo.appadoo.id }`
	);
	expect( saved, 'The Appadoo has a record' ).toBeTruthy();
	cache = await savedCache( page, key );
	for ( const url of saved!.urls ) {
		expect( cache[ url ], `${ url } is saved` ).toBeTruthy();
	}
	const host = cache[ saved!.open.url ];
	expect( host, 'The host page is saved under /play/{key}/' ).toBeTruthy();
	expect( new URL( saved!.open.url ).pathname ).toMatch(
		/^\/play\/appadoo-[0-9a-f-]+\/$/
	);
	const frame = framedAddress( host!.text );
	expect(
		Object.keys( cache ),
		'The host page frames a saved address'
	).toContain( frame );
	const folder = frame.slice( 0, frame.lastIndexOf( '/' ) + 1 );
	expect( Object.keys( cache ) ).toContain(
		`${ folder }playpal-runtime/runtime.js`
	);
	// Every file the player lists now is saved (under the saved token's folder).
	const list = await rest< { files: { url: string }[] } >(
		page.request,
		'GET',
		`/pp/v1/appadoos/${ appadoo.appadoo.id }/offline-files`
	);
	const relative = ( url: string ) =>
		url.replace( /^.*\/play\/[^/]+\/[^/]+\//, '' );
	const listed = list.files
		.slice( 1 )
		.map( ( entry ) => relative( entry.url ) )
		.sort();
	const kept = saved!.urls
		.filter( ( url ) => url.startsWith( folder ) )
		.map( relative )
		.sort();
	expect( kept ).toEqual( listed );
	expect( saved!.bytes ).toBe(
		saved!.urls.reduce( ( sum, url ) => sum + cache[ url ]!.bytes, 0 )
	);

	// The library lists both with their sizes; axe finds nothing.
	await page.goto( '/member-portal#offline-library' );
	const library = page.getByRole( 'list', { name: 'Saved for offline' } );
	await expect( library.getByRole( 'listitem' ) ).toHaveCount( 2 );
	await expect(
		library.getByRole( 'listitem' ).filter( { hasText: name } )
	).toContainText( formatBytes( saved!.bytes ) );
	await expect(
		library.getByRole( 'listitem' ).filter( { hasText: printable!.title } )
	).toContainText( formatBytes( printable!.bytes ) );
	await expect(
		page.getByText( /^Using .+ on this device; .+ more is available\.$/ )
	).toBeVisible();
	expect( await violations( page ) ).toEqual( [] );

	// Remove: bytes and record go.
	await library.getByRole( 'button', { name: `Remove ${ name }` } ).click();
	await expect( library.getByRole( 'listitem' ) ).toHaveCount( 1 );
	cache = await savedCache( page, key );
	expect( saved!.urls.filter( ( url ) => url in cache ) ).toEqual( [] );
	expect(
		( await libraryRecords( page, key ) ).map( ( record ) => record.id )
	).toEqual( [ printable!.id ] );

	// A refund ends the printable's licence: the next online visit removes it.
	await rest( admin.request, 'PUT', `/wc/v3/orders/${ orderId }`, {
		status: 'refunded',
	} );
	// Already at #offline-library: a goto there would only move to the fragment, so reload.
	await page.reload();
	await expect(
		page.getByText(
			`Removed 1 item whose licence has ended: ${ printable!.title }.`
		)
	).toBeVisible();
	await expect( page.getByText( /^Nothing saved yet\./ ) ).toBeVisible();
	expect( await libraryRecords( page, key ) ).toEqual( [] );
	expect( Object.keys( await savedCache( page, key ) ) ).toEqual( [] );
} );
