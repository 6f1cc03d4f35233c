/**
 * Internal dependencies
 */
import { htmlToText } from './html-text';

describe( 'htmlToText', () => {
	it( 'strips HTML and decodes entities without running anything', () => {
		expect(
			htmlToText(
				'<p>Tea &amp; cakes<img src=x onerror="alert(1)"></p>\n'
			)
		).toBe( 'Tea & cakes' );
	} );

	it( 'decodes the entities WordPress puts in titles', () => {
		expect( htmlToText( 'Dr. Pet&#8217;s Veterinary Clinic' ) ).toBe(
			'Dr. Pet’s Veterinary Clinic'
		);
	} );

	it( 'collapses whitespace and keeps an empty string empty', () => {
		expect( htmlToText( '  <b>Print.</b>\n\n Play. ' ) ).toBe(
			'Print. Play.'
		);
		expect( htmlToText( '' ) ).toBe( '' );
	} );
} );
