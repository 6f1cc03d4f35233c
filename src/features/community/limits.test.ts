/**
 * Internal dependencies
 */
import {
	CARD_HASHTAGS,
	firstOf,
	IDEA_MATERIALS,
	SUBMISSION_THUMBNAILS,
} from './limits';

describe( 'firstOf', () => {
	it( 'keeps the first items and counts the rest', () => {
		expect( firstOf( [ 'a', 'b', 'c', 'd', 'e' ], 3 ) ).toEqual( {
			shown: [ 'a', 'b', 'c' ],
			more: 2,
		} );
	} );

	it( 'counts nothing left out when the list fits', () => {
		expect( firstOf( [ 'a', 'b', 'c' ], 3 ) ).toEqual( {
			shown: [ 'a', 'b', 'c' ],
			more: 0,
		} );
		expect( firstOf( [], 4 ) ).toEqual( { shown: [], more: 0 } );
	} );

	it( 'uses the display limits of the spec', () => {
		expect( CARD_HASHTAGS ).toBe( 3 );
		expect( SUBMISSION_THUMBNAILS ).toBe( 4 );
		expect( IDEA_MATERIALS ).toBe( 3 );
	} );
} );
