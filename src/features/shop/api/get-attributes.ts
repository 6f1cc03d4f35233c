/**
 * GET /wc/store/v1/products/attributes and …/attributes/{id}/terms: the
 * store's global attributes (Colour, Size…) and their terms, the filter
 * bar's `filter_{name}` choices. The shell embeds them on /shop.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { preloadedResponse } from '../../../lib/preloaded';
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

/**
 * @param path ATTRIBUTES_PATH.
 */
export async function getAttributes(
	path: string
): Promise< StoreAttribute[] > {
	const body = await request< StoreAttribute[] >( { path } );
	return Array.isArray( body ) ? body : [];
}

/** The store's global attributes; nothing is requested while the shop is closed. */
export function useAttributes() {
	const path = isStoreOpen() ? ATTRIBUTES_PATH : null;
	const preloaded = preloadedResponse< StoreAttribute[] >( path );
	return useSWR( path, getAttributes, {
		fallbackData: Array.isArray( preloaded?.body )
			? preloaded.body
			: undefined,
		revalidateOnFocus: false,
	} );
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
