/**
 * GET /wc/store/v1/products/attributes and …/attributes/{id}/terms: the
 * store's global attributes (Colour, Size…) and their terms, the filter
 * bar's `filter_{name}` choices. The shell embeds them on /shop.
 */

/**
 * Internal dependencies
 */
import { useTerms } from './get-categories';
import { ATTRIBUTES_PATH, attributeTermsPath } from './paths';
import { isStoreOpen } from './store-open';

export interface StoreAttribute {
	id: number;
	name: string;
	/** "pa_color". */
	taxonomy: string;
	count?: number;
}

/** The store's global attributes; nothing is requested while the shop is closed. */
export function useAttributes() {
	return useTerms< StoreAttribute >( isStoreOpen() ? ATTRIBUTES_PATH : null );
}

/**
 * The terms of one attribute.
 *
 * @param id Attribute id.
 */
export function useAttributeTerms( id: number ) {
	return useTerms( isStoreOpen() ? attributeTermsPath( id ) : null );
}

/**
 * The address's name of an attribute: its taxonomy without "pa_" (filter_color).
 *
 * @param attribute The attribute.
 */
export function filterName( attribute: StoreAttribute ): string {
	return attribute.taxonomy.replace( /^pa_/, '' );
}
