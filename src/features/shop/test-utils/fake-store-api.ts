/**
 * A fake Store API for client and screen tests: answers apiFetch calls the
 * way the shared client makes them (`parse: false`, non-OK responses
 * rejected with the Response), with WooCommerce-shaped bodies and headers.
 */

/**
 * Internal dependencies
 */
import type { CartItem, StoreCart, StoreProduct } from '../types';

export const USD = {
	currency_code: 'USD',
	currency_symbol: '$',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '$',
	currency_suffix: '',
};

export interface FakeResponseInit {
	status?: number;
	statusText?: string;
	body?: unknown;
	headers?: Record< string, string >;
}

const STATUS_TEXT: Record< number, string > = {
	200: 'OK',
	201: 'Created',
	207: 'Multi-Status',
	400: 'Bad Request',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'Not Found',
	409: 'Conflict',
	500: 'Internal Server Error',
};

/**
 * A stand-in for a fetch Response (jsdom has none).
 *
 * @param init Status, body (JSON-encoded unless a string) and headers.
 */
export function fakeResponse( init: FakeResponseInit = {} ): Response {
	const status = init.status ?? 200;
	const text =
		typeof init.body === 'string'
			? init.body
			: JSON.stringify( init.body ?? null );
	const make = (): Response =>
		( {
			ok: status >= 200 && status < 300,
			status,
			statusText: init.statusText ?? STATUS_TEXT[ status ] ?? '',
			headers: new Headers( init.headers ?? {} ),
			text: () => Promise.resolve( text ),
			json: () => Promise.resolve( JSON.parse( text ) ),
			clone: make,
		} ) as unknown as Response;
	return make();
}

/**
 * A Store API product.
 *
 * @param id        Product ID.
 * @param name      Name.
 * @param price     Price in minor units.
 * @param overrides Other fields.
 */
export function product(
	id: number,
	name: string,
	price = '1299',
	overrides: Partial< StoreProduct > = {}
): StoreProduct {
	const slug = name.toLowerCase().replace( /[^a-z0-9]+/g, '-' );
	return {
		id,
		name,
		slug,
		permalink: `https://example.test/product/${ slug }/`,
		short_description: `<p>All about ${ name }.</p>`,
		description: `<p>The full story of ${ name }.</p>`,
		on_sale: false,
		prices: {
			...USD,
			price,
			regular_price: price,
			sale_price: price,
		},
		price_html: `<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">$</span>${ (
			Number( price ) / 100
		).toFixed( 2 ) }</bdi></span>`,
		images: [
			{
				id: id * 10,
				src: `https://example.test/${ slug }.png`,
				thumbnail: `https://example.test/${ slug }-300x300.png`,
				name,
				alt: `Cover of ${ name }`,
			},
		],
		is_purchasable: true,
		is_in_stock: true,
		...overrides,
	};
}

/**
 * A cart line.
 *
 * @param item      Product.
 * @param quantity  Quantity.
 * @param overrides Other fields.
 */
export function cartItem(
	item: StoreProduct,
	quantity = 1,
	overrides: Partial< CartItem > = {}
): CartItem {
	const total = String( Number( item.prices.price ) * quantity );
	return {
		key: `key-${ item.id }`,
		id: item.id,
		quantity,
		quantity_limits: {
			minimum: 1,
			maximum: 9999,
			multiple_of: 1,
			editable: true,
		},
		name: item.name,
		images: item.images,
		prices: item.prices,
		totals: { ...USD, line_subtotal: total, line_total: total },
		...overrides,
	};
}

/**
 * A cart holding the lines.
 *
 * @param items Lines.
 */
export function cart( items: CartItem[] = [] ): StoreCart {
	const total = items.reduce(
		( sum, line ) => sum + Number( line.totals?.line_total ?? 0 ),
		0
	);
	return {
		items,
		items_count: items.reduce( ( sum, line ) => sum + line.quantity, 0 ),
		totals: {
			...USD,
			total_items: String( total ),
			total_price: String( total ),
		},
	};
}

export type Handler = ( request: {
	path: string;
	method: string;
	data?: unknown;
} ) => Response | Promise< Response >;

/**
 * An apiFetch implementation answering from `handler` (a non-OK response is
 * thrown, as apiFetch does with `parse: false`).
 *
 * @param handler Answers a request.
 */
export function fakeApiFetch( handler: Handler ) {
	return async ( options: {
		path?: string;
		method?: string;
		data?: unknown;
	} ) => {
		const response = await handler( {
			path: options.path ?? '',
			method: options.method ?? 'GET',
			data: options.data,
		} );
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	};
}

export interface FakeStore {
	handler: Handler;
	/** Bodies of the cart writes, in order, as "METHOD path" and data. */
	writes: { request: string; data: unknown }[];
	/** The cart as the server holds it. */
	cart: () => StoreCart;
	/** The next request to `path` (and method) gets this response instead. */
	failNext: ( path: string, answer: Response ) => void;
	/** Requests seen, as "METHOD path". */
	requests: string[];
}

function refusal( code: string, message: string ): Response {
	return fakeResponse( {
		status: 400,
		body: { code, message, data: { status: 400 } },
	} );
}

/**
 * What WooCommerce answers when a product cannot be added as it is: a
 * variable product without a variation, a grouped or external product,
 * one out of stock.
 *
 * @param item The product asked for.
 */
function addRefusal( item: StoreProduct ): Response | null {
	if ( item.type === 'variable' ) {
		return refusal(
			'woocommerce_rest_variation_id_from_variation_data',
			'No matching variation found.'
		);
	}
	if ( item.type === 'grouped' || item.type === 'external' ) {
		return refusal(
			'woocommerce_rest_product_not_purchasable',
			`&quot;${ item.name }&quot; is not available for purchase.`
		);
	}
	if ( ! item.is_in_stock ) {
		return refusal(
			'woocommerce_rest_product_out_of_stock',
			`You cannot add &quot;${ item.name }&quot; to the cart because the product is out of stock.`
		);
	}
	return null;
}

/**
 * A small stateful Store API: products, and a cart that add-item,
 * update-item and remove-item change, with WooCommerce's 201 and 409.
 *
 * @param products The catalogue.
 */
export function createFakeStore( products: StoreProduct[] ): FakeStore {
	let lines: CartItem[] = [];
	const failures = new Map< string, Response >();
	const requests: string[] = [];
	const current = () => cart( lines );
	const conflict = () =>
		fakeResponse( {
			status: 409,
			body: {
				code: 'woocommerce_rest_cart_invalid_key',
				message: 'Cart item no longer exists or is invalid.',
				data: { status: 409, cart: current() },
			},
		} );

	const writes: { request: string; data: unknown }[] = [];
	const handler: Handler = ( { path, method, data } ) => {
		requests.push( `${ method } ${ path }` );
		if ( method === 'POST' ) {
			writes.push( { request: `${ method } ${ path }`, data } );
		}
		const failure =
			failures.get( `${ method } ${ path }` ) ?? failures.get( path );
		if ( failure ) {
			failures.delete( `${ method } ${ path }` );
			failures.delete( path );
			return failure;
		}
		const [ route, query = '' ] = path.split( '?' );
		const params = new URLSearchParams( query );
		const body = ( data ?? {} ) as {
			id?: number;
			key?: string;
			quantity?: number;
			variation?: { attribute: string; value: string }[];
			requests?: { method: string; path: string; body?: unknown }[];
		};
		switch ( `${ method } ${ route }` ) {
			case 'GET /wc/store/v1/products': {
				const slug = params.get( 'slug' );
				const include = params.get( 'include' );
				const parent = params.get( 'parent' );
				let list: StoreProduct[];
				if ( slug ) {
					list = products.filter( ( item ) => item.slug === slug );
				} else if ( include ) {
					// orderby=include: the order asked for.
					list = include
						.split( ',' )
						.map( ( id ) =>
							products.find(
								( item ) => item.id === Number( id )
							)
						)
						.filter( ( item ): item is StoreProduct => !! item );
				} else if ( params.get( 'type' ) === 'variation' ) {
					list = products.filter(
						( item ) =>
							item.type === 'variation' &&
							item.parent === Number( parent )
					);
				} else {
					// The catalogue lists no variations.
					list = products.filter(
						( item ) => item.type !== 'variation'
					);
				}
				return fakeResponse( {
					body: list,
					headers: {
						'X-WP-Total': String( list.length ),
						'X-WP-TotalPages': list.length > 0 ? '1' : '0',
					},
				} );
			}
			case 'GET /wc/store/v1/cart':
				return fakeResponse( { body: current() } );
			case 'POST /wc/store/v1/cart/add-item': {
				const item = products.find( ( entry ) => entry.id === body.id );
				if ( ! item ) {
					return fakeResponse( {
						status: 400,
						body: {
							code: 'woocommerce_rest_cart_invalid_product',
							message:
								'This product cannot be added to the cart.',
							data: { status: 400 },
						},
					} );
				}
				const refused = addRefusal( item );
				if ( refused ) {
					return refused;
				}
				const quantity = body.quantity ?? 1;
				const variation =
					item.type === 'variation'
						? ( body.variation ?? [] ).map( ( pair ) => ( {
								attribute: pair.attribute,
								value: pair.value,
							} ) )
						: undefined;
				const line = lines.find( ( entry ) => entry.id === item.id );
				lines = line
					? lines.map( ( entry ) =>
							entry === line
								? cartItem( item, entry.quantity + quantity, {
										variation,
									} )
								: entry
						)
					: [ ...lines, cartItem( item, quantity, { variation } ) ];
				return fakeResponse( { status: 201, body: current() } );
			}
			case 'POST /wc/store/v1/batch': {
				// As WooCommerce's Batch route: each request answered in turn.
				return ( async () => {
					const responses = [];
					for ( const entry of body.requests ?? [] ) {
						const answer = await handler( {
							path: entry.path,
							method: entry.method,
							data: entry.body,
						} );
						responses.push( {
							status: answer.status,
							body: await answer.json(),
							headers: {},
						} );
					}
					return fakeResponse( {
						status: 207,
						body: { responses },
					} );
				} )();
			}
			case 'POST /wc/store/v1/cart/update-item': {
				const line = lines.find( ( entry ) => entry.key === body.key );
				const item = products.find(
					( entry ) => entry.id === line?.id
				);
				if ( ! line || ! item ) {
					return conflict();
				}
				lines = lines.map( ( entry ) =>
					entry === line
						? cartItem( item, body.quantity ?? 1 )
						: entry
				);
				return fakeResponse( { body: current() } );
			}
			case 'POST /wc/store/v1/cart/remove-item': {
				if ( ! lines.some( ( entry ) => entry.key === body.key ) ) {
					return conflict();
				}
				lines = lines.filter( ( entry ) => entry.key !== body.key );
				return fakeResponse( { body: current() } );
			}
		}
		return fakeResponse( {
			status: 404,
			body: {
				code: 'rest_no_route',
				message: 'No route',
				data: { status: 404 },
			},
		} );
	};

	return {
		handler,
		writes,
		cart: current,
		failNext: ( path, answer ) => failures.set( path, answer ),
		requests,
	};
}

/**
 * Puts lines in a fake store's cart by adding them through its own API.
 *
 * @param store    Fake store.
 * @param id       Product ID.
 * @param quantity How many.
 */
export async function seedCart( store: FakeStore, id: number, quantity = 1 ) {
	for ( let i = 0; i < quantity; i++ ) {
		await store.handler( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id },
		} );
	}
	store.requests.length = 0;
}
