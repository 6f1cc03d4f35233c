/**
 * Store API paths (wc/store/v1). The shell embeds responses under the same
 * strings (includes/Commerce/Store.php), so a preloaded response matches
 * the request the screen makes.
 */

/**
 * Internal dependencies
 */
import {
	EMPTY_QUERY,
	encode,
	type CatalogueOrder,
	type CatalogueQuery,
} from '../catalogue/query';

export const STORE_API = '/wc/store/v1';

/** Shop page size (SPEC §9). */
export const SHOP_PAGE_SIZE = 24;

export const CART_PATH = `${ STORE_API }/cart`;

/**
 * Store API sort arguments by the address's `orderby` ('' is the store's menu order).
 */
const STORE_API_ORDER: Record< CatalogueOrder | '', string > = {
	'': 'orderby=menu_order&order=asc',
	date: 'orderby=date&order=desc',
	popularity: 'orderby=popularity&order=desc',
	rating: 'orderby=rating&order=desc',
	price: 'orderby=price&order=asc',
	'price-desc': 'orderby=price&order=desc',
};

/**
 * One page of the catalogue, as the shop's state asks for it. The shell
 * embeds the first screen's response under this very string
 * (Store::products_path() in PHP writes it identically), so the argument
 * order never changes: per_page, page, category, attributes by name,
 * search, orderby and order.
 *
 * @param query The shop's state, or a page number of the whole catalogue.
 */
export function productsPath( query: CatalogueQuery | number = 1 ): string {
	const state =
		typeof query === 'number' ? { ...EMPTY_QUERY, page: query } : query;
	const parts = [ `per_page=${ SHOP_PAGE_SIZE }` ];
	if ( state.page > 1 ) {
		parts.push( `page=${ state.page }` );
	}
	if ( state.category ) {
		parts.push( `category=${ encode( state.category ) }` );
	}
	const names = Object.keys( state.filters ).sort();
	names.forEach( ( name, index ) => {
		const at = `attributes[${ index }]`;
		parts.push( `${ at }[attribute]=pa_${ name }`, `${ at }[operator]=in` );
		for ( const term of state.filters[ name ] ?? [] ) {
			parts.push( `${ at }[slug][]=${ encode( term ) }` );
		}
	} );
	if ( names.length > 1 ) {
		// A product must match every attribute, as WooCommerce's layered navigation does.
		parts.push( 'attribute_relation=and' );
	}
	if ( state.search ) {
		parts.push( `search=${ encode( state.search ) }` );
	}
	parts.push( STORE_API_ORDER[ state.orderby ] );
	return `${ STORE_API }/products?${ parts.join( '&' ) }`;
}

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
