/**
 * The host page's family calls on a share link's page: the share token
 * printed by the server goes back with every call, and only a token of the
 * right shape is taken from the page.
 */

/**
 * Internal dependencies
 */
import { createFamilyFetch } from './family-api';
import { readFamilyConfig } from './family-config';
import { dayFigures, DEVICE } from './test-utils/children';

const TOKEN = `s1795000000-${ 'a'.repeat( 16 ) }-${ 'b'.repeat( 32 ) }`;

const TODAY = dayFigures( '2026-11-27', 0, null );

function page( extra: Record< string, unknown > ): Document {
	document.body.innerHTML = '';
	const block = document.createElement( 'script' );
	block.type = 'application/json';
	block.id = 'playpal-family';
	block.textContent = JSON.stringify( {
		device: DEVICE,
		appadooId: 7,
		timeLimit: 'unlimited',
		children: [
			{
				id: 'c'.repeat( 32 ),
				nickname: 'Ana',
				avatar: 'fox',
				today: TODAY,
			},
		],
		rest: 'https://example.com/wp-json/pp/v1/family/children/',
		nonce: 'n0nce',
		printable: null,
		...extra,
	} );
	document.body.appendChild( block );
	return document;
}

function fakeFetch() {
	return jest.fn(
		async () =>
			( {
				status: 200,
				headers: { get: () => 'application/json' },
				json: async () => ( {} ),
			} ) as unknown as Response
	);
}

describe( 'family calls on a share link page', () => {
	it( 'reads a well-formed share token, and none from other pages', () => {
		expect( readFamilyConfig( page( { share: TOKEN } ) )?.share ).toBe(
			TOKEN
		);
		expect( readFamilyConfig( page( {} ) )?.share ).toBeNull();
		expect(
			readFamilyConfig( page( { share: 'x"; evil' } ) )?.share
		).toBeNull();
	} );

	it( 'sends the share token with every call, and no header without one', async () => {
		const shared = fakeFetch();
		await createFamilyFetch( 'https://example.com/rest/', 'n0nce', {
			share: TOKEN,
			fetchImpl: shared,
		} )( 'GET', 'c/appadoos/7/state' );
		const sharedInit = ( shared.mock.calls[ 0 ] as unknown[] )[ 1 ] as {
			headers: Record< string, string >;
		};
		expect( sharedInit.headers[ 'X-PlayPal-Share' ] ).toBe( TOKEN );
		expect( sharedInit.headers[ 'X-WP-Nonce' ] ).toBe( 'n0nce' );

		const plain = fakeFetch();
		await createFamilyFetch( 'https://example.com/rest/', 'n0nce', {
			fetchImpl: plain,
		} )( 'POST', 'c/play', { seconds: 1 } );
		const plainInit = ( plain.mock.calls[ 0 ] as unknown[] )[ 1 ] as {
			headers: Record< string, string >;
		};
		expect( plainInit.headers ).not.toHaveProperty( 'X-PlayPal-Share' );
	} );
} );
