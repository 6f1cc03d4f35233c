/**
 * What the filter bar offers: the categories, and each global attribute
 * with its terms (one request per attribute, all of them embedded in the
 * page on /shop, so the first render has them). A list that has not arrived
 * or failed reads as empty: the bar still searches and sorts.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { preloadedResponse } from '../../../lib/preloaded';
import { useAttributes } from '../api/get-attributes';
import { getTerms, useCategories, type StoreTerm } from '../api/get-categories';
import { attributeTermsPath } from '../api/paths';
import type { AttributeChoices } from './FilterBar';

/**
 * @param paths Store API paths of terms lists.
 */
async function getAllTerms( paths: string[] ): Promise< StoreTerm[][] > {
	return Promise.all( paths.map( ( path ) => getTerms( path ) ) );
}

export function useFilterChoices(): {
	categories: StoreTerm[];
	attributes: AttributeChoices[];
} {
	const { data: categories } = useCategories();
	const { data: attributes } = useAttributes();
	const paths = ( attributes ?? [] ).map( ( attribute ) =>
		attributeTermsPath( attribute.id )
	);
	const preloaded = paths.map(
		( path ) => preloadedResponse< StoreTerm[] >( path )?.body
	);
	const { data: terms } = useSWR(
		paths.length > 0 ? [ 'playpal-attribute-terms', ...paths ] : null,
		( [ , ...keys ]: string[] ) => getAllTerms( keys ),
		{
			fallbackData: preloaded.every( Array.isArray )
				? ( preloaded as StoreTerm[][] )
				: undefined,
			revalidateOnFocus: false,
		}
	);
	return {
		categories: categories ?? [],
		attributes: ( attributes ?? [] ).map( ( attribute, index ) => ( {
			attribute,
			terms: terms?.[ index ] ?? [],
		} ) ),
	};
}
