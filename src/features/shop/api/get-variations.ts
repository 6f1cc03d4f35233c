/**
 * A variable product's variations with their own prices, stock, SKU and
 * pictures: GET /wc/store/v1/products?type=variation&parent={id}&per_page=100
 * (the parent lists only each variation's id and attributes). The shell
 * embeds the same path on the product's page (includes/Commerce/Store.php,
 * variations_path), so the first render has them. A hundred is the Store
 * API's largest page; WooCommerce's own page also loads variations lazily
 * beyond that, and a variation not in the list is still chosen and added
 * from the parent's list (without its own price shown).
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
 * @param parentId The variable product's ID.
 */
export function variationsPath( parentId: number ): string {
	return `${ STORE_API }/products?type=variation&parent=${ parentId }&per_page=100`;
}

/**
 * The variations of a variable product (nothing is asked for another type).
 *
 * @param product The product on the page.
 */
export function useVariations(
	product: Pick< StoreProduct, 'id' | 'type' | 'variations' > | undefined
) {
	// As Store::product_page_paths(): nothing to ask of a product without variations.
	const key =
		isStoreOpen() &&
		product &&
		productKind( product ) === 'variable' &&
		( product.variations ?? [] ).length > 0
			? variationsPath( product.id )
			: null;
	return useProductList( key );
}
