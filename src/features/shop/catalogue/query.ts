/**
 * The shop's state in the address: `/shop?category=hoodies&filter_color=blue,red&search=tee&orderby=price&page=2`,
 * with WooCommerce's own names (its shop page reads the same ones). Parsing
 * drops what it does not understand, so a hand-edited or stale address still
 * shows a page, and serialising writes one canonical order, so the same
 * state always has the same address (and the same cache key and canonical
 * link). includes/Commerce/Catalogue_Query.php parses and writes addresses
 * identically: the server prints the page this state describes.
 */

/** WooCommerce's sort names; the store's menu order is the default and never written. */
export const CATALOGUE_ORDERS = [
	'date',
	'popularity',
	'rating',
	'price',
	'price-desc',
] as const;

export type CatalogueOrder = ( typeof CATALOGUE_ORDERS )[ number ];

export interface CatalogueQuery {
	/** A product category slug, '' for every category. */
	category: string;
	/** Term slugs by attribute name without "pa_" (`filter_color=blue,red` → { color: [ 'blue', 'red' ] }), names sorted. */
	filters: Record< string, string[] >;
	/** Words to search for, '' for none. */
	search: string;
	/** '' is the store's menu order. */
	orderby: CatalogueOrder | '';
	/** From 1. */
	page: number;
}

/** Longest search kept (a longer one is cut): WooCommerce searches titles and content with LIKE. */
export const SEARCH_MAX_LENGTH = 100;

/** Most terms kept per attribute filter. */
const MAX_TERMS = 10;

/**
 * A slug as WordPress writes one (sanitize_title): lower-case letters, digits,
 * - and _; a non-Latin slug stays percent-encoded ("%d0%b8%d0%b3…"), as the
 * Store API sends it.
 */
const SLUG = /^(?:[\p{Ll}\p{Lo}\p{N}_-]|%[0-9a-f]{2}){1,200}$/u;

/** An attribute name as wc_sanitize_taxonomy_name leaves it (without "pa_"). */
const ATTRIBUTE = /^[a-z0-9_-]{1,28}$/;

export const EMPTY_QUERY: CatalogueQuery = {
	category: '',
	filters: {},
	search: '',
	orderby: '',
	page: 1,
};

function slugOrEmpty( value: string | null ): string {
	const slug = value ?? '';
	return SLUG.test( slug ) ? slug : '';
}

/**
 * A parameter's last value, as PHP's parse_str keeps it (Catalogue_Query reads the same address).
 *
 * @param params The address's parameters.
 * @param name   Name.
 */
function last( params: URLSearchParams, name: string ): string | null {
	return params.getAll( name ).pop() ?? null;
}

/**
 * The search words as kept: whitespace runs become one space, trimmed, at most SEARCH_MAX_LENGTH characters.
 *
 * @param value The address's value.
 */
export function normaliseSearch( value: string | null ): string {
	// Bytes that are not UTF-8 arrive as U+FFFD: they search for nothing (PHP reads them so too).
	if ( value?.includes( '\uFFFD' ) ) {
		return '';
	}
	// ASCII whitespace only: PHP's trim and \s read no other, and both sides must agree.
	const spaced = ( value ?? '' )
		.replace( /[\t\n\f\r ]+/g, ' ' )
		.replace( /^ | $/g, '' );
	return Array.from( spaced )
		.slice( 0, SEARCH_MAX_LENGTH )
		.join( '' )
		.replace( /^ | $/g, '' );
}

/**
 * The shop's state from an address's query string; anything unknown or malformed is left out.
 *
 * @param search `location.search`, with or without its "?".
 */
export function parseCatalogueQuery( search: string ): CatalogueQuery {
	const params = new URLSearchParams( search );
	const filters: Record< string, string[] > = {};
	const names = Array.from( new Set( params.keys() ) )
		.filter( ( key ) => key.startsWith( 'filter_' ) )
		.map( ( key ) => key.slice( 'filter_'.length ) )
		.filter( ( name ) => ATTRIBUTE.test( name ) )
		.sort();
	for ( const name of names ) {
		const terms = Array.from(
			new Set(
				( last( params, `filter_${ name }` ) ?? '' )
					.split( ',' )
					.map( ( term ) => slugOrEmpty( term ) )
					.filter( ( term ) => term !== '' )
			)
		)
			.sort()
			.slice( 0, MAX_TERMS );
		if ( terms.length > 0 ) {
			filters[ name ] = terms;
		}
	}
	const orderby = last( params, 'orderby' ) ?? '';
	const page = last( params, 'page' ) ?? '';
	return {
		category: slugOrEmpty( last( params, 'category' ) ),
		filters,
		search: normaliseSearch( last( params, 'search' ) ),
		orderby: ( CATALOGUE_ORDERS as readonly string[] ).includes( orderby )
			? ( orderby as CatalogueOrder )
			: '',
		page: /^[1-9][0-9]{0,5}$/.test( page ) ? Number( page ) : 1,
	};
}

/**
 * Encodes a value as encodeURIComponent does (Catalogue_Query::encode() matches it in PHP).
 *
 * @param value Text.
 */
export function encode( value: string ): string {
	return encodeURIComponent( value );
}

/**
 * The query string of a state, "" for the default, else "?" and the
 * parameters in one order: category, filters by name, search, orderby, page.
 *
 * @param query The state.
 */
export function serialiseCatalogueQuery( query: CatalogueQuery ): string {
	const parts: string[] = [];
	if ( query.category ) {
		parts.push( `category=${ encode( query.category ) }` );
	}
	for ( const name of Object.keys( query.filters ).sort() ) {
		const terms = query.filters[ name ] ?? [];
		if ( terms.length > 0 ) {
			parts.push(
				`filter_${ name }=${ terms.map( encode ).join( ',' ) }`
			);
		}
	}
	if ( query.search ) {
		parts.push( `search=${ encode( query.search ) }` );
	}
	if ( query.orderby ) {
		parts.push( `orderby=${ query.orderby }` );
	}
	if ( query.page > 1 ) {
		parts.push( `page=${ query.page }` );
	}
	return parts.length > 0 ? `?${ parts.join( '&' ) }` : '';
}

/**
 * Whether the state narrows the catalogue (a category, a filter or a search).
 *
 * @param query The state.
 */
export function isFiltered( query: CatalogueQuery ): boolean {
	return (
		query.category !== '' ||
		query.search !== '' ||
		Object.keys( query.filters ).length > 0
	);
}

/**
 * The same state on another page.
 *
 * @param query The state.
 * @param page  Page number.
 */
export function withPage(
	query: CatalogueQuery,
	page: number
): CatalogueQuery {
	return { ...query, page };
}

/**
 * Whether search engines should index the page: a category and its pages
 * are; searches, attribute filters and other orders are near-copies of them.
 * Shop_Routes::meta() decides the same.
 *
 * @param query The state.
 */
export function isIndexable( query: CatalogueQuery ): boolean {
	return (
		query.search === '' &&
		query.orderby === '' &&
		Object.keys( query.filters ).length === 0
	);
}
