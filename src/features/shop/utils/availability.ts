/**
 * Whether a product can be bought from the storefront. WooCommerce sends an
 * unpriced product with `prices.price: "0"` (its money formatter turns a
 * missing price into zero) and `is_purchasable: false`; a zero-priced one is
 * purchasable there, but the storefront sells nothing for nothing. Neither
 * shows a price, and their Add button says they are not available.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StoreProduct } from '../types';

/**
 * Whether an amount in minor units is a price above zero.
 *
 * @param minor Integer string (or integer) in minor units.
 */
export function isPriced( minor: string | number | null | undefined ): boolean {
	const raw = String( minor ?? '' ).trim();
	return /^\d+$/.test( raw ) && /[1-9]/.test( raw );
}

/**
 * Whether the store sells the product at a price (stock aside).
 *
 * @param product Store API product.
 */
export function isForSale(
	product: Pick< StoreProduct, 'is_purchasable' | 'prices' >
): boolean {
	return product.is_purchasable && isPriced( product.prices.price );
}

/**
 * The text of a product's Add button.
 *
 * @param adding  The product is being added.
 * @param forSale The store sells it at a price (isForSale).
 * @param label   The button's usual text.
 */
export function addLabel(
	adding: boolean,
	forSale: boolean,
	label: string
): string {
	if ( adding ) {
		// eslint-disable-next-line @wordpress/i18n-ellipsis -- The spec's exact text (SPEC §2).
		return __( 'Adding...', 'playpal' );
	}
	return forSale ? label : __( 'Not available', 'playpal' );
}
