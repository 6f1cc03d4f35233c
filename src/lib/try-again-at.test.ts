/**
 * Internal dependencies
 */
import { tryAgainAt } from './try-again-at';

describe( 'tryAgainAt', () => {
	const now = new Date( 2026, 11, 7, 18, 30, 0 );

	it( 'says the time of day when the lock ends today', () => {
		expect( tryAgainAt( 15 * 60, now, 'en-GB' ) ).toBe( '18:45' );
		// A part of a minute rounds to the second it ends, shown to the minute.
		expect( tryAgainAt( 59, now, 'en-GB' ) ).toBe( '18:30' );
	} );

	it( 'adds the weekday when the lock ends on another day', () => {
		expect( tryAgainAt( 24 * 3600, now, 'en-GB' ) ).toBe( 'Tuesday 18:30' );
	} );

	it( 'reads a missing or broken wait as a minute, and an unknown language as the browser’s', () => {
		expect( tryAgainAt( Number.NaN, now, 'en-GB' ) ).toBe( '18:31' );
		expect( tryAgainAt( 60, now, 'not a language!' ) ).toMatch( /\d/ );
	} );
} );
