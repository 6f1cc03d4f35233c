/**
 * Internal dependencies
 */
import { externalHint, externalUrl } from './ExternalButton';

describe( 'externalUrl', () => {
	it( 'reads the Store API’s HTML address as text, so every query argument stays', () => {
		// WooCommerce's HTML formatter sends "&" as "&#038;".
		expect(
			externalUrl( 'https://shop.example/p/?ref=pp&#038;utm=x' )
		).toBe( 'https://shop.example/p/?ref=pp&utm=x' );
	} );

	it( 'follows only web addresses', () => {
		expect( externalUrl( 'javascript:alert(1)' ) ).toBeNull();
		expect( externalUrl( '/product/pennant' ) ).toBeNull();
		expect( externalUrl( undefined ) ).toBeNull();
	} );
} );

describe( 'externalHint', () => {
	it( 'says the link leaves the site, with the product’s name when asked', () => {
		expect( externalHint( 'WordPress Pennant' ) ).toBe(
			' WordPress Pennant (opens another website)'
		);
		expect( externalHint() ).toBe( ' (opens another website)' );
	} );
} );
