/**
 * Internal dependencies
 */
import { appadoo } from '../test-utils/fake-portal-api';
import { formatUsage, hdgFilterEnabled, portalStats } from './portal-stats';

describe( 'portalStats', () => {
	it( 'counts Appadoos, distinct owners who played, and minutes used', () => {
		const stats = portalStats( [
			appadoo( 1, 'A', {
				owner: { id: 7, name: 'Ana' },
				sessions: 3,
				totalTime: 90,
			} ),
			appadoo( 2, 'B', {
				owner: { id: 7, name: 'Ana' },
				sessions: 1,
				totalTime: 15,
			} ),
			appadoo( 3, 'C', {
				owner: { id: 8, name: 'Ben' },
				sessions: 0,
				totalTime: 0,
			} ),
			appadoo( 4, 'D', {
				owner: { id: 9, name: 'Cy' },
				sessions: 2,
				totalTime: 5,
			} ),
		] );

		expect( stats ).toEqual( {
			totalAppadoos: 4,
			activeUsers: 2,
			totalUsage: 110,
		} );
	} );

	it( 'is all zeros without Appadoos', () => {
		expect( portalStats( [] ) ).toEqual( {
			totalAppadoos: 0,
			activeUsers: 0,
			totalUsage: 0,
		} );
	} );
} );

describe( 'hdgFilterEnabled', () => {
	it( 'is on without Appadoos and when every own Appadoo filters', () => {
		expect( hdgFilterEnabled( [], 7 ) ).toBe( true );
		expect(
			hdgFilterEnabled(
				[ appadoo( 1, 'A', { owner: { id: 7, name: 'Ana' } } ) ],
				7
			)
		).toBe( true );
	} );

	it( 'is off when one own Appadoo does not filter; others’ Appadoos do not count', () => {
		const mine = appadoo( 1, 'A', {
			owner: { id: 7, name: 'Ana' },
			hdgFilter: false,
		} );
		const theirs = appadoo( 2, 'B', {
			owner: { id: 8, name: 'Ben' },
			hdgFilter: false,
		} );

		expect( hdgFilterEnabled( [ mine ], 7 ) ).toBe( false );
		expect( hdgFilterEnabled( [ theirs ], 7 ) ).toBe( true );
	} );
} );

describe( 'formatUsage', () => {
	it( 'shows minutes as hours and minutes', () => {
		expect( formatUsage( 0 ) ).toBe( '0m' );
		expect( formatUsage( 45 ) ).toBe( '45m' );
		expect( formatUsage( 180 ) ).toBe( '3h' );
		expect( formatUsage( 1240 ) ).toBe( '20h 40m' );
	} );
} );
