/**
 * A grouped product's members with their prices and stock:
 * GET /wc/store/v1/products?include={ids}&orderby=include&per_page=100 (the
 * parent lists only their IDs, in the store's order, which `orderby=include`
 * keeps). The shell embeds the same path on the product's page
 * (includes/Commerce/Store.php, grouped_members_path).
 */

/**
 * Internal dependencies
 */
import type { StoreProduct } from '../types';
import { productKind } from '../utils/availability';
import { STORE_API } from './paths';
import { useProductList } from './product-list';
import { isStoreOpen } from './store-open';

/**
 * @param ids The members' IDs, in the parent's order.
 */
export function groupedMembersPath( ids: readonly number[] ): string {
	return `${ STORE_API }/products?include=${ ids.join(
		','
	) }&orderby=include&per_page=100`;
}

/**
 * The members of a grouped product (nothing is asked for another type).
 *
 * @param product The product on the page.
 */
export function useGroupedMembers(
	product: Pick< StoreProduct, 'type' | 'grouped_products' > | undefined
) {
	const ids = product?.grouped_products ?? [];
	const key =
		isStoreOpen() &&
		product &&
		productKind( product ) === 'grouped' &&
		ids.length > 0
			? groupedMembersPath( ids )
			: null;
	return useProductList( key );
}
