/**
 * Internal dependencies
 */
import { appadoo } from '../test-utils/fake-portal-api';
import {
	formatPlayTime,
	formatUsage,
	hdgFilterEnabled,
	playAnalyticsOf,
} from './portal-stats';

describe( 'playAnalyticsOf', () => {
	it( 'counts Appadoos, distinct owners who played, sessions and play time', () => {
		const analytics = playAnalyticsOf( [
			appadoo( 1, 'A', {
				owner: { id: 7, name: 'Ana' },
				sessions: 3,
				totalTime: 90,
				lastPlayed: '2025-03-02T10:00:00Z',
			} ),
			appadoo( 2, 'B', {
				owner: { id: 7, name: 'Ana' },
				sessions: 3,
				totalTime: 15,
				lastPlayed: '2025-03-03T10:00:00Z',
				template: 'story-builder',
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

		expect( analytics.totals ).toEqual( {
			appadoos: 4,
			activeUsers: 2,
			sessions: 8,
			totalTime: 110,
			totalSeconds: 6600,
		} );
		// Ties go to the one played last; never-played Appadoos are not ranked.
		expect( analytics.topBySessions.map( ( a ) => a.name ) ).toEqual( [
			'B',
			'A',
			'D',
		] );
		expect( analytics.topByTime.map( ( a ) => a.name ) ).toEqual( [
			'A',
			'B',
			'D',
		] );
		expect( analytics.templates ).toEqual( [
			{ id: 'math-adventure', name: 'Math Adventure', count: 3 },
			{ id: 'story-builder', name: 'Math Adventure', count: 1 },
		] );
	} );

	it( 'is all zeros without Appadoos', () => {
		expect( playAnalyticsOf( [] ) ).toEqual( {
			totals: {
				appadoos: 0,
				activeUsers: 0,
				sessions: 0,
				totalTime: 0,
				totalSeconds: 0,
			},
			topBySessions: [],
			topByTime: [],
			templates: [],
		} );
	} );
} );

describe( 'formatPlayTime', () => {
	it( 'shows seconds under a minute, then hours and minutes', () => {
		expect( formatPlayTime( 0 ) ).toBe( '0s' );
		expect( formatPlayTime( 42 ) ).toBe( '42s' );
		expect( formatPlayTime( 125 ) ).toBe( '2m' );
		expect( formatPlayTime( 3 * 3600 + 90 ) ).toBe( '3h 1m' );
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
