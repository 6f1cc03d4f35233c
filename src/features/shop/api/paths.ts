/**
 * Store API paths (wc/store/v1). The shell embeds responses under the same
 * strings (includes/Commerce/Store.php), so a preloaded response matches
 * the request the screen makes.
 */

export const STORE_API = '/wc/store/v1';

/** Shop page size (SPEC §9). */
export const SHOP_PAGE_SIZE = 24;

export const CART_PATH = `${ STORE_API }/cart`;

/**
 * One page of the catalogue.
 *
 * @param page Page number, from 1.
 */
export function productsPath( page = 1 ): string {
	const path = `${ STORE_API }/products?per_page=${ SHOP_PAGE_SIZE }`;
	return page > 1 ? `${ path }&page=${ page }` : path;
}

/**
 * The products with a slug (SPEC §5: the slug is URL-encoded).
 *
 * @param slug Product slug as it appears in the route, decoded.
 */
export function productBySlugPath( slug: string ): string {
	return `${ STORE_API }/products?slug=${ encodeURIComponent( slug ) }`;
}
