/**
 * Internal dependencies
 */
import { formatBytes, quotaToBytes } from './format';

describe( 'formatBytes', () => {
	it( 'shows zero, negative and non-numbers as 0 Bytes', () => {
		expect( formatBytes( 0 ) ).toBe( '0 Bytes' );
		expect( formatBytes( -5 ) ).toBe( '0 Bytes' );
		expect( formatBytes( Number.NaN ) ).toBe( '0 Bytes' );
	} );

	it( 'keeps sizes under a kilobyte in whole bytes', () => {
		expect( formatBytes( 1 ) ).toBe( '1 Bytes' );
		expect( formatBytes( 1023 ) ).toBe( '1023 Bytes' );
	} );

	it( 'shows KB, MB and GB with two decimals, in steps of 1024', () => {
		expect( formatBytes( 1024 ) ).toBe( '1.00 KB' );
		expect( formatBytes( 1536 ) ).toBe( '1.50 KB' );
		expect( formatBytes( 12.5 * 1024 * 1024 ) ).toBe( '12.50 MB' );
		expect( formatBytes( 2.3 * 1024 ** 3 ) ).toBe( '2.30 GB' );
		expect( formatBytes( 1234567 ) ).toBe( '1.18 MB' );
	} );

	it( 'stays in GB beyond a terabyte', () => {
		expect( formatBytes( 2 * 1024 ** 4 ) ).toBe( '2048.00 GB' );
	} );
} );

describe( 'quotaToBytes', () => {
	it( 'turns provider quotas in MB or GB into bytes', () => {
		expect( quotaToBytes( 50, 'MB' ) ).toBe( 50 * 1024 * 1024 );
		expect( quotaToBytes( 15, 'GB' ) ).toBe( 15 * 1024 ** 3 );
	} );
} );
