/**
 * Internal dependencies
 */
import {
	formatBytes,
	formatCount,
	formatDate,
	formatDateTime,
	formatDollars,
	formatLongDate,
	formatMoney,
	formatPercent,
	US_DOLLARS,
} from './format';

describe( 'formatDollars', () => {
	it( 'shows dollars with two decimals, as the sample figures and portal prices read', () => {
		expect( formatDollars( 45.67 ) ).toBe( '$45.67' );
		expect( formatDollars( 12.99 ) ).toBe( '$12.99' );
		expect( formatDollars( 5 ) ).toBe( '$5.00' );
		expect( formatDollars( 0 ) ).toBe( '$0.00' );
	} );

	it( 'rounds to the cent without floating point noise', () => {
		expect( formatDollars( 0.1 + 0.2 ) ).toBe( '$0.30' );
		expect( formatDollars( 287.5 ) ).toBe( '$287.50' );
		expect( formatDollars( 19.999 ) ).toBe( '$20.00' );
	} );

	it( 'groups thousands and puts the sign before the currency, as the store does', () => {
		expect( formatDollars( 1234.5 ) ).toBe( '$1,234.50' );
		expect( formatDollars( -2.5 ) ).toBe( '-$2.50' );
		expect( formatDollars( 1234.5 ) ).toBe(
			formatMoney( '123450', US_DOLLARS )
		);
	} );

	it( 'shows nothing for an amount that is not a number', () => {
		expect( formatDollars( Number.NaN ) ).toBe( '' );
		expect( formatDollars( Number.POSITIVE_INFINITY ) ).toBe( '' );
	} );
} );

describe( 'formatMoney', () => {
	it( 'formats in US dollars when no currency is given', () => {
		expect( formatMoney( '1800' ) ).toBe( '$18.00' );
	} );
} );

describe( 'formatPercent', () => {
	it( 'shows the number as given with a percent sign', () => {
		expect( formatPercent( 15.2 ) ).toBe( '15.2%' );
		expect( formatPercent( 0 ) ).toBe( '0%' );
	} );
} );

describe( 'formatCount', () => {
	it( 'groups thousands in the page language', () => {
		document.documentElement.lang = 'en-US';
		expect( formatCount( 4580 ) ).toBe( '4,580' );
		expect( formatCount( 12 ) ).toBe( '12' );
	} );
} );

describe( 'formatBytes', () => {
	it( 'is the one size formatter: whole bytes stay whole, larger sizes take two decimals', () => {
		expect( formatBytes( 512 ) ).toBe( '512 Bytes' );
		expect( formatBytes( 3 * 1024 * 1024 ) ).toBe( '3.00 MB' );
	} );
} );

describe( 'formatLongDate', () => {
	it( 'shows the calendar date as sent, never shifted by the time zone', () => {
		document.documentElement.lang = 'en-US';
		expect( formatLongDate( '2025-05-30' ) ).toBe( 'May 30, 2025' );
		expect( formatLongDate( '2026-10-30T23:30:00' ) ).toBe(
			'October 30, 2026'
		);
	} );

	it( 'shows nothing for a missing or unreadable date', () => {
		expect( formatLongDate( undefined ) ).toBe( '' );
		expect( formatLongDate( 'soon' ) ).toBe( '' );
	} );
} );

describe( 'formatDate and formatDateTime', () => {
	it( 'show a medium date, and a medium date with its time', () => {
		const iso = '2026-03-04T12:00:00Z';
		const date = new Date( iso );
		expect( formatDate( iso ) ).toBe(
			new Intl.DateTimeFormat( undefined, {
				dateStyle: 'medium',
			} ).format( date )
		);
		expect( formatDateTime( iso ) ).toBe(
			new Intl.DateTimeFormat( undefined, {
				dateStyle: 'medium',
				timeStyle: 'short',
			} ).format( date )
		);
	} );

	it( 'show nothing for a missing or unreadable time', () => {
		expect( formatDate( null ) ).toBe( '' );
		expect( formatDate( 'later' ) ).toBe( '' );
		expect( formatDateTime( '' ) ).toBe( '' );
		expect( formatDateTime( 'later' ) ).toBe( '' );
	} );
} );
