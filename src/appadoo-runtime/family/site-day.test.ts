/**
 * Internal dependencies
 */
import { dayStart, siteDay } from './site-day';

describe( 'the site day of a moment', () => {
	it.each( [
		// A named zone across its midnight, not UTC’s: 22:59 UTC is 23:59 in
		// Berlin (winter); a minute later it is the next day there.
		[ '2026-12-07T22:59:00Z', 'Europe/Berlin', '2026-12-07' ],
		[ '2026-12-07T23:00:00Z', 'Europe/Berlin', '2026-12-08' ],
		[ '2026-12-08T04:00:00Z', 'America/New_York', '2026-12-07' ],
		// Fixed offsets and UTC as WordPress writes them.
		[ '2026-12-07T21:30:00Z', '+02:30', '2026-12-08' ],
		[ '2026-12-08T03:00:00Z', '-05:00', '2026-12-07' ],
		[ '2026-12-07T23:59:59Z', 'UTC', '2026-12-07' ],
	] )(
		'follows the zone’s midnight, not UTC’s: %s in %s is %s',
		( moment, zone, day ) => {
			expect( siteDay( Date.parse( moment ), zone ) ).toBe( day );
		}
	);

	it( 'answers null for a zone it does not know', () => {
		expect( siteDay( Date.now(), 'Mars/Olympus_Mons' ) ).toBeNull();
	} );
} );

describe( 'dayStart', () => {
	it( 'is the first second of the site day, in a city, an offset or UTC', () => {
		expect( dayStart( '2026-12-08', 'Europe/Berlin' ) ).toBe(
			Date.parse( '2026-12-07T23:00:00Z' )
		);
		expect( dayStart( '2026-07-08', 'Europe/Berlin' ) ).toBe(
			Date.parse( '2026-07-07T22:00:00Z' )
		);
		expect( dayStart( '2026-12-08', '-05:30' ) ).toBe(
			Date.parse( '2026-12-08T05:30:00Z' )
		);
		expect( dayStart( '2026-12-08', 'Pacific/Kiritimati' ) ).toBe(
			Date.parse( '2026-12-07T10:00:00Z' )
		);
		expect( dayStart( '2026-12-08', 'UTC' ) ).toBe(
			Date.parse( '2026-12-08T00:00:00Z' )
		);
		expect( dayStart( '2026-12-08', 'Nowhere/Atlantis' ) ).toBeNull();
	} );
} );
