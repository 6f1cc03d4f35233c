/**
 * Store API paths (wc/store/v1). The shell embeds responses under the same
 * strings (includes/Commerce/Store.php), so a preloaded response matches
 * the request the screen makes. A catalogue page's path is built in
 * products-path.ts: the cart, which every page's header reads, needs none
 * of that code in the first page's JavaScript.
 */

export const STORE_API = '/wc/store/v1';

/** Shop page size (SPEC §9). */
export const SHOP_PAGE_SIZE = 24;

export const CART_PATH = `${ STORE_API }/cart`;

/**
 * Whether a cache key is a page of the catalogue (any page, filter or order).
 *
 * @param key An SWR key.
 */
export function isProductsPagePath( key: string ): boolean {
	return key.startsWith(
		`${ STORE_API }/products?per_page=${ SHOP_PAGE_SIZE }`
	);
}

/** The categories that hold products (the filter bar's choices). */
export const CATEGORIES_PATH = `${ STORE_API }/products/categories`;

/** The store's global attributes. */
export const ATTRIBUTES_PATH = `${ STORE_API }/products/attributes`;

/**
 * The terms of a global attribute that products use.
 *
 * @param id Attribute id.
 */
export function attributeTermsPath( id: number ): string {
	return `${ STORE_API }/products/attributes/${ id }/terms`;
}

/**
 * The products with a slug (SPEC §5: the slug is URL-encoded).
 *
 * @param slug Product slug as it appears in the route, decoded.
 */
export function productBySlugPath( slug: string ): string {
	return `${ STORE_API }/products?slug=${ encodeURIComponent( slug ) }`;
}
