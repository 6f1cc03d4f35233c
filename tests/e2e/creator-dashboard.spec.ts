/**
 * The creator dashboard against the real pp/v1 routes (issue 23 points 3 and
 * 4): the stat cards and the statement load from the creator's own figures,
 * the statement's CSV link downloads with the REST nonce it carries, and
 * axe finds no WCAG A/AA violation on the Overview, My Creations and
 * Analytics tabs (the charts' tables opened).
 *
 * The e2e site starts with every flag on, `creator_analytics` included.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { violations } from './axe';
import { CREATOR_ACCOUNT, addSession } from './log-in';

test( 'the creator dashboard’s tabs load their figures and pass axe', async ( {
	page,
} ) => {
	// Three tabs, each checked by axe, on a loaded machine.
	test.slow();
	await addSession( page, CREATOR_ACCOUNT );
	const response = await page.goto( '/create-it-forward' );
	expect( response?.status() ).toBe( 200 );

	await expect(
		page.getByRole( 'heading', { name: 'Creator Dashboard' } )
	).toBeVisible();
	await expect( page.getByLabel( 'Creator stats' ) ).toBeVisible();
	const statement = page.getByRole( 'region', {
		name: 'Statement and payouts',
	} );
	await expect( statement.getByLabel( /^Statement for / ) ).toBeVisible();
	await expect( statement.getByText( 'No payouts yet.' ) ).toBeVisible();

	const csv = statement.getByRole( 'link', { name: /statement \(CSV\)$/ } );
	const href = await csv.getAttribute( 'href' );
	expect( href ).toMatch( /format=csv/ );
	expect( href ).toMatch( /_wpnonce=[0-9a-f]{10}/ );
	const file = await page.request.get( href ?? '' );
	expect(
		file.status(),
		'The CSV link works with the nonce it carries.'
	).toBe( 200 );
	expect( file.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	expect( await file.text() ).toContain( 'Closing balance' );

	expect( await violations( page ), 'axe on Overview' ).toEqual( [] );

	await page.getByRole( 'tab', { name: 'My Creations' } ).click();
	await expect(
		page
			.getByRole( 'list', { name: 'Your creations' } )
			.or( page.getByText( /No creations yet/ ) )
	).toBeVisible();
	expect( await violations( page ), 'axe on My Creations' ).toEqual( [] );

	await page.getByRole( 'tab', { name: 'Analytics' } ).click();
	const tabPanel = page.getByRole( 'tabpanel', { name: 'Analytics' } );
	// A heading with figures or without (creator-economy.spec.ts may have given this creator some).
	await expect(
		tabPanel.getByRole( 'heading', { name: 'Earnings by month' } )
	).toBeVisible();
	for ( const summary of await tabPanel
		.getByText( 'Show the figures as a table' )
		.all() ) {
		await summary.click();
	}
	expect( await violations( page ), 'axe on Analytics' ).toEqual( [] );
} );

test( 'the Analytics charts and their tables pass axe with figures in them', async ( {
	page,
} ) => {
	test.slow();
	// The seeded creator has sold nothing yet, so the route's answer is
	// replaced with figures (the shape PHPUnit's CreatorDashboardRouteTest
	// checks on the real WooCommerce) to put both charts on screen.
	const months = Array.from( { length: 12 }, ( _, index ) => {
		const day = new Date( Date.UTC( 2025, 11 + index, 1 ) );
		return day.toISOString().slice( 0, 7 );
	} );
	await page.route(
		( url ) =>
			decodeURIComponent( url.href ).includes(
				'/pp/v1/creator/dashboard'
			),
		( route ) =>
			route.fulfill( {
				status: 200,
				contentType: 'application/json',
				body: JSON.stringify( {
					currency: 'USD',
					totals: {
						earnings: [ { amount: 350, currency: 'USD' } ],
						downloads: 3,
						creations: 2,
						rating: 4,
						ratingCount: 3,
					},
					creations: [],
					earningsByMonth: months.map( ( month, index ) => ( {
						month,
						earnings: [
							{ amount: index === 10 ? 350 : 0, currency: 'USD' },
						],
					} ) ),
					downloadsByCreation: [
						{ id: 1, title: 'Alphabet Hunt', downloads: 2 },
						{ id: 2, title: 'Counting Bears', downloads: 1 },
					],
					balances: [
						{
							currency: 'USD',
							earned: { amount: 350, currency: 'USD' },
							payable: { amount: 0, currency: 'USD' },
							pending: { amount: 350, currency: 'USD' },
							paid: { amount: 0, currency: 'USD' },
							due: { amount: 0, currency: 'USD' },
						},
					],
					payouts: [],
				} ),
			} )
	);
	await addSession( page, CREATOR_ACCOUNT );
	await page.goto( '/create-it-forward' );
	await page.getByRole( 'tab', { name: 'Analytics' } ).click();
	const tabPanel = page.getByRole( 'tabpanel', { name: 'Analytics' } );
	await expect(
		tabPanel.getByRole( 'img', { name: 'Earnings by month' } )
	).toBeVisible();
	await expect(
		tabPanel.getByRole( 'img', { name: 'Downloads by creation' } )
	).toBeVisible();
	for ( const summary of await tabPanel
		.getByText( 'Show the figures as a table' )
		.all() ) {
		await summary.click();
	}
	await expect(
		tabPanel.getByRole( 'table', { name: 'Downloads by creation' } )
	).toBeVisible();
	expect( await violations( page ), 'axe on the charts' ).toEqual( [] );
} );
