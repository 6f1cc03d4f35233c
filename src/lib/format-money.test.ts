/**
 * Internal dependencies
 */
import type { CurrencyFields } from './format';
import { formatMoney } from './format';
// The dollar fields exactly as the Store API sends them.
import { USD } from '../features/shop/test-utils/fake-store-api';

const JPY: CurrencyFields = {
	currency_code: 'JPY',
	currency_symbol: '¥',
	currency_minor_unit: 0,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '¥',
	currency_suffix: '',
};

const EUR_DE: CurrencyFields = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

const KWD: CurrencyFields = {
	currency_code: 'KWD',
	currency_symbol: 'د.ك',
	currency_minor_unit: 3,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '',
	currency_suffix: ' د.ك',
};

describe( 'formatMoney', () => {
	it.each( [
		[ '1800', '$18.00' ],
		[ '1299', '$12.99' ],
		[ '5', '$0.05' ],
		[ '0', '$0.00' ],
		[ '123456789', '$1,234,567.89' ],
	] )(
		'formats %p minor units of a 2-decimal currency as %p',
		( minor, expected ) => {
			expect( formatMoney( minor, USD ) ).toBe( expected );
		}
	);

	it.each( [
		[ '1800', '¥1,800' ],
		[ '5', '¥5' ],
		[ '1234567', '¥1,234,567' ],
	] )( 'formats %p of a 0-decimal currency as %p', ( minor, expected ) => {
		expect( formatMoney( minor, JPY ) ).toBe( expected );
	} );

	it( 'uses the currency’s own separators, prefix and suffix', () => {
		expect( formatMoney( '123450', EUR_DE ) ).toBe( '1.234,50 €' );
		expect( formatMoney( '1234500', KWD ) ).toBe( '1,234.500 د.ك' );
	} );

	it( 'never goes through floating point, whatever the size', () => {
		// 0.1 + 0.2 style errors cannot appear: the digits are only moved.
		expect( formatMoney( '1999', USD ) ).toBe( '$19.99' );
		expect( formatMoney( '90071992547409931', USD ) ).toBe(
			'$900,719,925,474,099.31'
		);
	} );

	it( 'keeps the sign of a negative amount in front', () => {
		expect( formatMoney( '-250', USD ) ).toBe( '-$2.50' );
		expect( formatMoney( '-0', USD ) ).toBe( '$0.00' );
	} );

	it( 'accepts numbers and ignores leading zeros', () => {
		expect( formatMoney( 1800, USD ) ).toBe( '$18.00' );
		expect( formatMoney( '0001800', USD ) ).toBe( '$18.00' );
	} );

	it.each( [ '', '18.00', 'abc', null, undefined ] )(
		'gives an empty string for %p, which is not a minor-unit amount',
		( value ) => {
			expect( formatMoney( value, USD ) ).toBe( '' );
		}
	);
} );
