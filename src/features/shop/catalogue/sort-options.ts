/**
 * The sort select's choices, in order; Catalogue_Query::sort_options() in PHP lists the same.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CatalogueOrder } from './query';

/** A function, so the words are translated when read, not when the module loads. */
export function SORT_OPTIONS(): {
	value: CatalogueOrder | '';
	label: string;
}[] {
	return [
		{ value: '', label: __( 'Default sorting', 'playpal' ) },
		{ value: 'date', label: __( 'Newest', 'playpal' ) },
		{ value: 'popularity', label: __( 'Popularity', 'playpal' ) },
		{ value: 'rating', label: __( 'Average rating', 'playpal' ) },
		{ value: 'price', label: __( 'Price: low to high', 'playpal' ) },
		{ value: 'price-desc', label: __( 'Price: high to low', 'playpal' ) },
	];
}
