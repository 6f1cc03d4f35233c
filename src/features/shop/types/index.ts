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

export interface StoreProduct {
	id: number;
	name: string;
	slug: string;
	permalink: string;
	short_description: string;
	/** HTML. */
	description: string;
	on_sale: boolean;
	prices: ProductPrices;
	/** HTML. */
	price_html: string;
	images: StoreImage[];
	is_purchasable: boolean;
	is_in_stock: boolean;
	add_to_cart?: { minimum?: number; maximum?: number };
}

export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

export interface CartItem {
	key: string;
	id: number;
	quantity: number;
	quantity_limits?: QuantityLimits;
	name: string;
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
