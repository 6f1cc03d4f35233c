/**
 * Internal dependencies
 */
import {
	currencyFields,
	formatMoneyList,
	formatMoneyOf,
	isMoney,
	minorUnits,
	sumByCurrency,
} from './money';
import table from '../../includes/Money/iso-4217-minor-units.json';

describe( 'money', () => {
	it( 'reads each currency’s minor unit from the table PHP reads', () => {
		expect(
			[ 'JPY', 'USD', 'EUR', 'KWD', 'jpy', 'XYZ' ].map( minorUnits )
		).toEqual( [ 0, 2, 2, 3, 0, 2 ] );
		for ( const [ code, units ] of Object.entries( table.units ) ) {
			expect( currencyFields( code ).currency_minor_unit ).toBe( units );
		}
	} );

	it( 'formats minor units in their own currency, without floats', () => {
		expect( formatMoneyOf( { amount: 350, currency: 'USD' } ) ).toBe(
			'$3.50'
		);
		expect( formatMoneyOf( { amount: 350, currency: 'JPY' } ) ).toBe(
			'¥350'
		);
		expect( formatMoneyOf( { amount: -140, currency: 'USD' } ) ).toBe(
			'-$1.40'
		);
		expect( formatMoneyOf( { amount: 123456789, currency: 'USD' } ) ).toBe(
			'$1,234,567.89'
		);
		expect( formatMoneyOf( { amount: 350, currency: 'KWD' } ) ).toMatch(
			/0\.350/
		);
		expect( formatMoneyOf( { amount: 3.5, currency: 'USD' } ) ).toBe( '' );
	} );

	it( 'follows the page’s language for the symbol’s place and the separators', () => {
		document.documentElement.lang = 'de-DE';
		try {
			expect(
				formatMoneyOf( { amount: 123450, currency: 'EUR' } )
			).toMatch( /^1\.234,50\s€$/ );
		} finally {
			document.documentElement.lang = '';
		}
	} );

	it( 'never adds currencies together', () => {
		const sums = sumByCurrency(
			[ { amount: 350, currency: 'USD' } ],
			[
				{ amount: 350, currency: 'JPY' },
				{ amount: 100, currency: 'USD' },
			]
		);
		expect( sums ).toEqual( [
			{ amount: 450, currency: 'USD' },
			{ amount: 350, currency: 'JPY' },
		] );
		expect( formatMoneyList( sums ) ).toBe( '$4.50 + ¥350' );
		expect( formatMoneyList( [], { amount: 0, currency: 'USD' } ) ).toBe(
			'$0.00'
		);
		expect( isMoney( { amount: 1, currency: 'usd' } ) ).toBe( false );
	} );
} );
