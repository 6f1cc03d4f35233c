/**
 * Text the Store API sends with HTML entities (product names pass through
 * WordPress's title filters: "Kids &amp; Co", "Dr. Pet&#8217;s").
 */

/**
 * Decodes HTML entities into plain text (no markup is created).
 *
 * @param text Text with entities.
 */
export function decodeEntities( text: string ): string {
	if ( ! text.includes( '&' ) || typeof document === 'undefined' ) {
		return text;
	}
	// A textarea's content is text: entities decode, tags stay text.
	const element = document.createElement( 'textarea' );
	element.innerHTML = text;
	return element.value;
}
