/**
 * Internal dependencies
 */
import {
	addRules,
	allowedQuantity,
	lineRules,
	quantityIsFixed,
} from './quantity';

describe( 'quantity rules', () => {
	it( 'reads WooCommerce’s add-to-cart limits, one only when sold individually', () => {
		expect(
			addRules( {
				add_to_cart: { minimum: 2, maximum: 8, multiple_of: 2 },
			} )
		).toEqual( { minimum: 2, maximum: 8, step: 2 } );
		expect( addRules( {} ) ).toEqual( {
			minimum: 1,
			maximum: 9999,
			step: 1,
		} );
		expect(
			quantityIsFixed( addRules( { sold_individually: true } ) )
		).toBe( true );
		expect(
			lineRules( {
				quantity_limits: {
					minimum: 3,
					maximum: 9,
					multiple_of: 3,
					editable: true,
				},
			} )
		).toEqual( { minimum: 3, maximum: 9, step: 3 } );
	} );

	it.each( [
		[ 5, 6 ],
		[ 1, 2 ],
		[ 30, 8 ],
		[ Number.NaN, 2 ],
		[ 4, 4 ],
	] )( 'takes %p to the nearest allowed quantity, %p', ( asked, allowed ) => {
		expect(
			allowedQuantity( asked, { minimum: 2, maximum: 8, step: 2 } )
		).toBe( allowed );
	} );

	it( 'lets a member of a group be left out (0)', () => {
		expect(
			allowedQuantity( 0, { minimum: 0, maximum: 5, step: 1 } )
		).toBe( 0 );
	} );
} );
