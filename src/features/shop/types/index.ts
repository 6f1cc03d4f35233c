/**
 * The Store API shapes the storefront reads (reference/woocommerce-store-api.md).
 * Only the fields the screens use are typed; the API sends more.
 */

/**
 * Internal dependencies
 */
import type { CurrencyFields } from '../../../lib/format';

/** The currency fields beside every price. */
export type { CurrencyFields };

/** Prices are integer strings in minor units: "1800" is 18.00 in USD. */
export interface ProductPrices extends CurrencyFields {
	price: string;
	regular_price: string;
	sale_price: string;
	/** A variable or grouped product's lowest and highest price; null otherwise. */
	price_range?: { min_amount: string; max_amount: string } | null;
}

export interface StoreImage {
	id: number;
	src: string;
	thumbnail: string;
	srcset?: string;
	sizes?: string;
	name: string;
	alt: string;
}

/** WooCommerce's core product types; extensions may add others. */
export type ProductType =
	| 'simple'
	| 'variable'
	| 'variation'
	| 'grouped'
	| 'external'
	| ( string & {} );

export interface AttributeTerm {
	id: number;
	name: string;
	slug: string;
	default?: boolean;
}

/** An attribute as a product lists it (`taxonomy` null for a custom one). */
export interface ProductAttribute {
	id: number;
	name: string;
	taxonomy: string | null;
	has_variations: boolean;
	terms: AttributeTerm[];
}

/**
 * A variation as its parent lists it: each attribute's term slug (a custom
 * attribute's value), or null when the variation takes "any" value.
 */
export interface ProductVariationRef {
	id: number;
	attributes: { name: string; value: string | null }[];
}

/** The Store API's quantity rules for adding a product. */
export interface AddToCartRules {
	/** The button text WooCommerce would show (an external product's own). */
	text?: string;
	description?: string;
	/** An external product's URL; the product page's otherwise. */
	url?: string;
	single_text?: string;
	minimum?: number;
	maximum?: number;
	multiple_of?: number;
}

export interface CategoryRef {
	id: number;
	name: string;
	slug: string;
	link?: string;
}

export interface StoreProduct {
	id: number;
	name: string;
	slug: string;
	/** Absent in old fixtures: read as 'simple'. */
	type?: ProductType;
	/** A variation's parent product; 0 otherwise. */
	parent?: number;
	/** A variation's attributes in words (HTML), e.g. "Color: Blue". */
	variation?: string;
	sku?: string;
	permalink: string;
	short_description: string;
	/** HTML. */
	description: string;
	on_sale: boolean;
	prices: ProductPrices;
	/** HTML. */
	price_html: string;
	images: StoreImage[];
	categories?: CategoryRef[];
	average_rating?: string;
	review_count?: number;
	attributes?: ProductAttribute[];
	variations?: ProductVariationRef[];
	/** A grouped product's members (product IDs). */
	grouped_products?: number[];
	has_options?: boolean;
	is_purchasable: boolean;
	is_in_stock: boolean;
	is_on_backorder?: boolean;
	/** Set when stock is managed and low (WooCommerce's threshold); else null. */
	low_stock_remaining?: number | null;
	stock_availability?: { text: string; class: string };
	sold_individually?: boolean;
	add_to_cart?: AddToCartRules;
}

export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

/** One chosen attribute of a cart line ("Color" / "Blue"). */
export interface CartItemVariation {
	attribute: string;
	value: string;
}

/** Extra data a line shows (extensions' item data). */
export interface CartItemData {
	name?: string;
	key?: string;
	value: string;
	display?: string;
	hidden?: boolean;
}

export interface CartItem {
	key: string;
	id: number;
	type?: ProductType;
	quantity: number;
	quantity_limits?: QuantityLimits;
	name: string;
	variation?: CartItemVariation[];
	item_data?: CartItemData[];
	sold_individually?: boolean;
	low_stock_remaining?: number | null;
	backorders_allowed?: boolean;
	images: StoreImage[];
	permalink?: string;
	prices?: ProductPrices;
	totals?: CurrencyFields & { line_subtotal: string; line_total: string };
}

export interface CartTotals extends CurrencyFields {
	total_items: string;
	total_price: string;
}

export interface StoreCart {
	items: CartItem[];
	items_count: number;
	totals: CartTotals;
}

/** A page of the catalogue with WordPress's paging headers. */
export interface ProductsPage {
	products: StoreProduct[];
	total: number;
	totalPages: number;
}

/** The Store API's error body. */
export interface StoreApiErrorBody {
	code: string;
	message: string;
	data?: { status?: number; cart?: StoreCart };
}
