/**
 * The Store API path of a page of the catalogue, from the shop's state in the
 * address. Apart from paths.ts, so the header's cart (which reads CART_PATH
 * on every page) does not bring the shop's query code into the first page.
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
import { SHOP_PAGE_SIZE, STORE_API } from './paths';

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
