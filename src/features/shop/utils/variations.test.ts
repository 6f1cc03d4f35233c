/**
 * Internal dependencies
 */
import {
	chosenPairs,
	chosenVariation,
	defaultChoices,
	termState,
	variationWords,
} from './variations';
import { COLOR, HOODIE, LOGO } from '../test-utils/sample-store';
import type { StoreProduct } from '../types';

const known = () => undefined;

describe( 'variations', () => {
	it( 'names the variation once every attribute is chosen', () => {
		expect( chosenVariation( HOODIE, { Color: 'blue' } ) ).toBeUndefined();
		expect(
			chosenVariation( HOODIE, { Color: 'blue', Logo: 'Yes' } )?.id
		).toBe( 90 );
		expect(
			chosenVariation( HOODIE, { Color: 'red', Logo: 'Yes' } )
		).toBeUndefined();
	} );

	it( 'takes a variation that accepts any value of an attribute', () => {
		const anySize: StoreProduct = {
			...HOODIE,
			variations: [
				{
					id: 5,
					attributes: [
						{ name: 'Color', value: 'red' },
						{ name: 'Logo', value: null },
					],
				},
			],
		};

		expect(
			chosenVariation( anySize, { Color: 'red', Logo: 'No' } )?.id
		).toBe( 5 );
		expect(
			termState( anySize, { Color: 'red' }, LOGO, 'Yes', known ).disabled
		).toBe( false );
		expect( termState( anySize, {}, COLOR, 'blue', known ).reason ).toBe(
			'not available'
		);
	} );

	it( 'says why a term cannot be chosen', () => {
		const stock = ( id: number ) => id !== 80;

		expect( termState( HOODIE, {}, COLOR, 'green', stock ) ).toEqual( {
			disabled: true,
			reason: 'out of stock',
		} );
		expect(
			termState( HOODIE, { Logo: 'Yes' }, COLOR, 'red', stock )
		).toEqual( {
			disabled: true,
			reason: 'not available with Logo: Yes',
		} );
		// Its own attribute's choice does not count against it.
		expect(
			termState( HOODIE, { Color: 'red' }, COLOR, 'blue', stock )
		).toEqual( { disabled: false, reason: null } );
	} );

	it( 'starts from the default terms and sends the choices by attribute name', () => {
		const withDefault: StoreProduct = {
			...HOODIE,
			attributes: [
				{
					...COLOR,
					terms: COLOR.terms.map( ( term ) => ( {
						...term,
						default: term.slug === 'blue',
					} ) ),
				},
				LOGO,
			],
		};

		expect( defaultChoices( withDefault ) ).toEqual( { Color: 'blue' } );
		expect( chosenPairs( HOODIE, { Logo: 'Yes', Color: 'blue' } ) ).toEqual(
			[
				{ attribute: 'Color', value: 'blue' },
				{ attribute: 'Logo', value: 'Yes' },
			]
		);
		expect(
			variationWords(
				chosenPairs( HOODIE, { Color: 'blue', Logo: 'Yes' }, 'name' )
			)
		).toBe( 'Color: Blue, Logo: Yes' );
	} );
} );
