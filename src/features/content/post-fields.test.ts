/**
 * Internal dependencies
 */
import { authorName, categoryName, rendered } from './post-fields';
import { formatLongDate } from '../../lib/format';

describe( 'post fields', () => {
	it( 'reads a title whether it is plain or inside rendered', () => {
		expect( rendered( 'Plain title' ) ).toBe( 'Plain title' );
		expect( rendered( { rendered: 'Rendered title' } ) ).toBe(
			'Rendered title'
		);
		expect( rendered( undefined ) ).toBe( '' );
	} );

	it( 'formats the long-form date from the calendar date as sent', () => {
		document.documentElement.lang = 'en-US';
		expect( formatLongDate( '2026-10-30T23:30:00' ) ).toBe(
			'October 30, 2026'
		);
		expect( formatLongDate( 'not a date' ) ).toBe( '' );
	} );

	it( 'falls back to a first name when the author is missing', () => {
		expect( authorName( { id: 1, slug: 'a' } ) ).toBe( 'Sarah' );
		expect(
			authorName( {
				id: 1,
				slug: 'a',
				_embedded: { author: [ { name: 'Maya Okafor' } ] },
			} )
		).toBe( 'Maya Okafor' );
	} );

	it( 'reads the first category name', () => {
		expect(
			categoryName( {
				id: 1,
				slug: 'a',
				_embedded: { 'wp:term': [ [ { name: 'Family Tech' } ] ] },
			} )
		).toBe( 'Family Tech' );
	} );
} );
