/**
 * Plain text from the HTML WordPress and WooCommerce send (rendered titles
 * and excerpts, product names with entities such as "Dr. Pet&#8217;s").
 */

/**
 * Text of an HTML fragment: tags removed, entities decoded, spaces collapsed.
 * DOMParser builds an inert document, so nothing in the HTML runs or loads.
 *
 * @param html HTML fragment.
 */
export function htmlToText( html: string ): string {
	if ( html === '' ) {
		return '';
	}
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	return ( doc.body.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}
