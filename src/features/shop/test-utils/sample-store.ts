/**
 * WooCommerce's sample store (sample-data/sample_products.csv) as the Store
 * API sends it, for screen tests: Hoodie (Color × Logo, a custom attribute),
 * Logo Collection (grouped) and WordPress Pennant (external).
 */

/**
 * Internal dependencies
 */
import type { ProductAttribute, StoreProduct } from '../types';
import { product, USD } from './fake-store-api';

export const COLOR: ProductAttribute = {
	id: 1,
	name: 'Color',
	taxonomy: 'pa_color',
	has_variations: true,
	terms: [
		{ id: 11, name: 'Blue', slug: 'blue' },
		{ id: 12, name: 'Green', slug: 'green' },
		{ id: 13, name: 'Red', slug: 'red' },
	],
};

/** A custom attribute: its terms' slugs are their names. */
export const LOGO: ProductAttribute = {
	id: 0,
	name: 'Logo',
	taxonomy: null,
	has_variations: true,
	terms: [
		{ id: 0, name: 'Yes', slug: 'Yes' },
		{ id: 0, name: 'No', slug: 'No' },
	],
};

const amount = ( minor: string ) =>
	`$${ ( Number( minor ) / 100 ).toFixed( 2 ) }`;

/**
 * How the parent product lists one of its variations.
 *
 * @param id    Variation ID.
 * @param color Color slug.
 * @param logo  Logo value.
 */
const variationOf = ( id: number, color: string, logo: string ) => ( {
	id,
	attributes: [
		{ name: 'Color', value: color },
		{ name: 'Logo', value: logo },
	],
} );

export const HOODIE = product( 45, 'Hoodie', '4200', {
	type: 'variable',
	sku: 'woo-hoodie',
	prices: {
		...USD,
		price: '4200',
		regular_price: '4500',
		sale_price: '4200',
		price_range: { min_amount: '4200', max_amount: '4500' },
	},
	price_html: `<span class="amount">${ amount(
		'4200'
	) }</span> &ndash; <span class="amount">${ amount( '4500' ) }</span>`,
	attributes: [ COLOR, LOGO ],
	variations: [
		variationOf( 79, 'red', 'No' ),
		variationOf( 80, 'green', 'No' ),
		variationOf( 81, 'blue', 'No' ),
		variationOf( 90, 'blue', 'Yes' ),
	],
	has_options: true,
} );

/**
 * A variation of the Hoodie.
 *
 * @param id        Variation ID.
 * @param color     Color slug.
 * @param logo      Logo value.
 * @param price     Price in minor units.
 * @param overrides Other fields.
 */
function hoodie(
	id: number,
	color: string,
	logo: string,
	price: string,
	overrides: Partial< StoreProduct > = {}
): StoreProduct {
	const suffix = `${ color }${ logo === 'Yes' ? '-logo' : '' }`;
	return product( id, 'Hoodie', price, {
		type: 'variation',
		parent: 45,
		slug: `hoodie-${ suffix }`,
		sku: `woo-hoodie-${ suffix }`,
		variation: `Color: ${ color }, Logo: ${ logo }`,
		images: [
			{
				id: id * 10,
				src: `https://example.test/hoodie-${ suffix }.jpg`,
				thumbnail: `https://example.test/hoodie-${ suffix }-300x300.jpg`,
				name: `hoodie-${ suffix }.jpg`,
				alt: '',
			},
		],
		...overrides,
	} );
}

export const HOODIE_VARIATIONS = [
	hoodie( 79, 'red', 'No', '4200' ),
	// Out of stock: Green has no variation to sell.
	hoodie( 80, 'green', 'No', '4500', { is_in_stock: false } ),
	hoodie( 81, 'blue', 'No', '4500', { low_stock_remaining: 2 } ),
	hoodie( 90, 'blue', 'Yes', '4500' ),
];

export const HOODIE_WITH_LOGO = product( 46, 'Hoodie with Logo', '4500' );
export const T_SHIRT = product( 47, 'T-Shirt', '1800', {
	add_to_cart: { minimum: 1, maximum: 5, multiple_of: 1 },
} );
export const BEANIE = product( 48, 'Beanie', '2000', { is_in_stock: false } );

export const LOGO_COLLECTION = product( 87, 'Logo Collection', '0', {
	type: 'grouped',
	prices: {
		...USD,
		price: '0',
		regular_price: '0',
		sale_price: '0',
		price_range: { min_amount: '1800', max_amount: '4500' },
	},
	price_html:
		'<span class="amount">$18.00</span> &ndash; <span class="amount">$45.00</span>',
	grouped_products: [ 46, 47, 48 ],
	is_purchasable: false,
} );

export const PENNANT = product( 89, 'WordPress Pennant', '1105', {
	type: 'external',
	is_purchasable: false,
	add_to_cart: {
		text: 'Buy on the WordPress swag store!',
		url: 'https://mercantile.wordpress.org/product/wordpress-pennant/',
	},
} );

/** The whole sample store. */
export const SAMPLE_STORE: StoreProduct[] = [
	HOODIE,
	...HOODIE_VARIATIONS,
	HOODIE_WITH_LOGO,
	T_SHIRT,
	BEANIE,
	LOGO_COLLECTION,
	PENNANT,
];
