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
import { __, _n, sprintf } from '@wordpress/i18n';

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

/** How the storefront sells a product (see productKind). */
export type ProductKind = 'simple' | 'variable' | 'grouped' | 'external';

/**
 * How a product is sold: chosen options (variable), its members (grouped),
 * another website (external), or added as it is. A variation and any type an
 * extension adds are added as they are; the server says if it refuses.
 *
 * @param product Store API product.
 */
export function productKind(
	product: Pick< StoreProduct, 'type' >
): ProductKind {
	switch ( product.type ) {
		case 'variable':
			return 'variable';
		case 'grouped':
			return 'grouped';
		case 'external':
			return 'external';
		default:
			return 'simple';
	}
}

/**
 * The words about a product's stock that every screen shows (card, product
 * page, cart line, and the printed templates through Product_Fields), or
 * null when there is nothing to say.
 *
 * @param product Store API product (or a cart line's stock fields).
 */
export function stockWords(
	product: Partial<
		Pick<
			StoreProduct,
			'is_in_stock' | 'is_on_backorder' | 'low_stock_remaining'
		>
	>
): string | null {
	if ( product.is_in_stock === false ) {
		return __( 'Out of stock', 'playpal' );
	}
	if ( product.is_on_backorder ) {
		return __( 'Available on backorder', 'playpal' );
	}
	const left = product.low_stock_remaining;
	if ( typeof left === 'number' && left > 0 ) {
		return sprintf(
			/* translators: %d: how many are left in stock. */
			_n( 'Only %d left', 'Only %d left', left, 'playpal' ),
			left
		);
	}
	return null;
}
