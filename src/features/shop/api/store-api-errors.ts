/**
 * Every error code the WooCommerce Store API's cart and checkout routes can
 * answer (WooCommerce 10.0.2, src/StoreApi: RouteException, WP_Error and
 * InvalidCartException under Routes/V1/Cart*, Checkout*, Batch and
 * Utilities/CartController, OrderController, QuantityLimits, CheckoutTrait,
 * NoticeHandler; plus the WordPress REST codes those routes pass on), each
 * with a kind sentence for the shopper. docs/STORE-API-ERRORS.md lists them
 * with their HTTP status and where the sentence is shown.
 *
 * One table, read by describeCartError (cart-errors.ts). Sentences are
 * functions so they are translated when shown, not when the bundle loads.
 *
 * Where WooCommerce's own message is already a sentence for the shopper and
 * carries specifics we cannot know (a quantity's limits, the stock left, a
 * coupon's reason, a payment gateway's answer, an extension's validation),
 * `serverMessage` is true and that message is shown (WooCommerce translates
 * it); ours is the fallback when the message is missing.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** What a failure concerns: the cart (nothing changed) or an order (not placed). */
export type StoreApiErrorScope = 'cart' | 'checkout';

export interface StoreApiErrorEntry {
	/** The HTTP statuses WooCommerce answers the code with. */
	status: readonly number[];
	scope: StoreApiErrorScope;
	/**
	 * Our sentence.
	 *
	 * @param productName The product concerned, as plain text, when known.
	 */
	sentence: ( productName?: string ) => string;
	/** Show WooCommerce's own message (plain text) when it sent one. */
	serverMessage?: boolean;
}

/**
 * A sentence about a named product, or about "this kit" when none is known.
 *
 * @param named   Sentence with %s for the product name.
 * @param unnamed Sentence without a name.
 * @param product The product name.
 */
function aboutProduct(
	named: string,
	unnamed: string,
	product: string | undefined
): string {
	return product ? sprintf( named, product ) : unnamed;
}

const session = (): string =>
	__(
		'Your session timed out. Please reload the page and try again.',
		'playpal'
	);

const cannotBuy = ( product?: string ): string =>
	aboutProduct(
		/* translators: %s: product name. */
		__( 'Sorry, %s can’t be bought right now.', 'playpal' ),
		__( 'Sorry, this kit can’t be bought right now.', 'playpal' ),
		product
	);

const outOfStock = ( product?: string ): string =>
	aboutProduct(
		/* translators: %s: product name. */
		__( 'Sorry, %s is out of stock right now.', 'playpal' ),
		__( 'Sorry, this kit is out of stock right now.', 'playpal' ),
		product
	);

const reloadAndRetry = (): string =>
	__(
		'The shop couldn’t do that. Please reload the page and try again.',
		'playpal'
	);

const checkDetails = (): string =>
	__(
		'Some of the details weren’t accepted. Please check them and try again.',
		'playpal'
	);

const paymentFailed = (): string =>
	__(
		'Your payment didn’t go through. Please check your details or choose another way to pay.',
		'playpal'
	);

const chooseDelivery = (): string =>
	__( 'Please choose a delivery option for your order.', 'playpal' );

/** The sentence for a failure the table does not know. */
export const unknownErrorSentence = (): string =>
	__( 'Something went wrong with your cart. Please try again.', 'playpal' );

/** The sentence when no answer arrived (network failure, status 0). */
export const networkErrorSentence = (): string =>
	__(
		'We couldn’t reach the shop. Check your connection and try again.',
		'playpal'
	);

/** The sentence for a 409 whose code the table does not know: the cart changed. */
export const conflictSentence = (): string =>
	__(
		'That item had already changed, so we refreshed your cart.',
		'playpal'
	);

const cart = (
	status: readonly number[],
	sentence: StoreApiErrorEntry[ 'sentence' ],
	serverMessage = false
): StoreApiErrorEntry => ( { status, scope: 'cart', sentence, serverMessage } );

const checkout = (
	status: readonly number[],
	sentence: StoreApiErrorEntry[ 'sentence' ],
	serverMessage = false
): StoreApiErrorEntry => ( {
	status,
	scope: 'checkout',
	sentence,
	serverMessage,
} );

/**
 * The table: Store API error code → status, scope and sentence.
 */
export const STORE_API_ERRORS: Readonly<
	Record< string, StoreApiErrorEntry >
> = {
	// — The nonce (AbstractCartRoute::check_nonce) and WordPress's cookie nonce.
	woocommerce_rest_missing_nonce: cart( [ 401 ], session ),
	woocommerce_rest_invalid_nonce: cart( [ 403 ], session ),
	rest_cookie_invalid_nonce: cart( [ 403 ], session ),

	// — Cart lines (cart/update-item, cart/remove-item, cart/items/{key}).
	woocommerce_rest_cart_invalid_key: cart( [ 409 ], conflictSentence ),
	woocommerce_rest_cart_item_exists: cart( [ 400 ], () =>
		__( 'That item is already in your cart.', 'playpal' )
	),

	// — Adding (cart/add-item, cart/items, batch) and the cart's checks.
	woocommerce_rest_cart_invalid_product: cart( [ 400, 404 ], cannotBuy ),
	woocommerce_rest_product_not_purchasable: cart( [ 400, 409 ], cannotBuy ),
	woocommerce_rest_cart_invalid_parent_product: cart( [ 400 ], cannotBuy ),
	woocommerce_rest_product_out_of_stock: cart( [ 400, 409 ], outOfStock ),
	woocommerce_rest_product_partially_out_of_stock: cart(
		[ 400, 409 ],
		( product ) =>
			aboutProduct(
				/* translators: %s: product name. */
				__(
					'Sorry, there aren’t enough of %s in stock for that quantity.',
					'playpal'
				),
				__(
					'Sorry, there aren’t enough in stock for that quantity.',
					'playpal'
				),
				product
			),
		true
	),
	woocommerce_rest_product_too_many_in_cart: cart( [ 409 ], ( product ) =>
		aboutProduct(
			/* translators: %s: product name. */
			__( '%s can only be bought one at a time.', 'playpal' ),
			__( 'This kit can only be bought one at a time.', 'playpal' ),
			product
		)
	),
	woocommerce_rest_product_invalid_quantity: cart( [ 400 ], () =>
		__( 'That quantity isn’t available for this kit.', 'playpal' )
	),
	invalid_quantity: cart(
		[ 400 ],
		( product ) =>
			aboutProduct(
				/* translators: %s: product name. */
				__( 'That quantity isn’t allowed for %s.', 'playpal' ),
				__( 'That quantity isn’t allowed for this kit.', 'playpal' ),
				product
			),
		true
	),
	readonly_quantity: cart( [ 400 ], ( product ) =>
		aboutProduct(
			/* translators: %s: product name. */
			__( 'The quantity of %s can’t be changed.', 'playpal' ),
			__( 'The quantity of this kit can’t be changed.', 'playpal' ),
			product
		)
	),
	woocommerce_rest_missing_variation_data: cart( [ 400 ], ( product ) =>
		aboutProduct(
			/* translators: %s: product name. */
			__( 'Please choose the options for %s first.', 'playpal' ),
			__( 'Please choose the options first.', 'playpal' ),
			product
		)
	),
	woocommerce_rest_invalid_variation_data: cart( [ 400 ], ( product ) =>
		aboutProduct(
			/* translators: %s: product name. */
			__(
				'One of the options chosen for %s isn’t offered. Please choose again.',
				'playpal'
			),
			__(
				'One of the options chosen isn’t offered. Please choose again.',
				'playpal'
			),
			product
		)
	),
	woocommerce_rest_variation_id_from_variation_data: cart(
		[ 400 ],
		( product ) =>
			aboutProduct(
				/* translators: %s: product name. */
				__(
					'Sorry, %s isn’t available with those options. Please choose others.',
					'playpal'
				),
				__(
					'Sorry, this kit isn’t available with those options. Please choose others.',
					'playpal'
				),
				product
			)
	),
	woocommerce_rest_add_to_cart_error: cart(
		[ 400 ],
		( product ) =>
			aboutProduct(
				/* translators: %s: product name. */
				__( 'Sorry, %s couldn’t be added to your cart.', 'playpal' ),
				__(
					'Sorry, this kit couldn’t be added to your cart.',
					'playpal'
				),
				product
			),
		true
	),
	woocommerce_rest_cart_item_error: cart(
		[ 409 ],
		() =>
			__(
				'An item in your cart needs your attention before you check out.',
				'playpal'
			),
		true
	),

	// — Coupons (cart/apply-coupon, cart/remove-coupon, cart/coupons).
	woocommerce_rest_cart_coupon_disabled: cart( [ 404 ], () =>
		__( 'Coupons can’t be used in this shop.', 'playpal' )
	),
	woocommerce_rest_cart_coupon_error: cart(
		[ 400, 409 ],
		() => __( 'That coupon can’t be used.', 'playpal' ),
		true
	),
	woocommerce_rest_cart_coupon_invalid_code: cart( [ 404, 409 ], () =>
		__( 'That coupon isn’t in your cart.', 'playpal' )
	),
	woocommerce_rest_cart_coupon_errors: cart(
		[ 409 ],
		() =>
			__(
				'A coupon that no longer applies was removed from your cart.',
				'playpal'
			),
		true
	),

	// — Shipping and extensions (cart/select-shipping-rate, cart/extensions).
	woocommerce_rest_shipping_disabled: cart( [ 404 ], () =>
		__( 'This shop doesn’t ship orders.', 'playpal' )
	),
	woocommerce_rest_cart_missing_rate_id: cart( [ 400 ], chooseDelivery ),
	woocommerce_rest_cart_extensions_error: cart( [ 400 ], () =>
		__(
			'Something in your cart couldn’t be updated. Please try again.',
			'playpal'
		)
	),

	// — Whole-request failures.
	woocommerce_rest_cart_error: cart( [ 500 ], () =>
		__( 'We couldn’t load your cart. Please reload the page.', 'playpal' )
	),
	woocommerce_rest_unknown_server_error: cart(
		[ 500 ],
		unknownErrorSentence
	),
	woocommerce_rest_invalid_endpoint: cart( [ 404 ], reloadAndRetry ),
	woocommerce_rest_invalid_path: cart( [ 400 ], reloadAndRetry ),
	rest_batch_not_allowed: cart( [ 400 ], reloadAndRetry ),
	rest_invalid_param: cart( [ 400 ], checkDetails ),
	rest_missing_callback_param: cart( [ 400 ], checkDetails ),
	rest_no_route: cart( [ 404 ], () =>
		__(
			'The shop isn’t available right now. Please try again later.',
			'playpal'
		)
	),

	// — Checkout (checkout, checkout/{id}).
	woocommerce_rest_cart_empty: checkout( [ 400 ], () =>
		__( 'Your cart is empty. Add a kit before checking out.', 'playpal' )
	),
	woocommerce_rest_checkout_missing_payment_method: checkout( [ 400 ], () =>
		__( 'Please choose how you’d like to pay.', 'playpal' )
	),
	woocommerce_rest_checkout_payment_method_disabled: checkout(
		[ 400 ],
		() =>
			__(
				'That way to pay isn’t available for this order. Please choose another.',
				'playpal'
			),
		true
	),
	woocommerce_rest_checkout_missing_order: checkout( [ 500 ], () =>
		__( 'We couldn’t create your order. Please try again.', 'playpal' )
	),
	woocommerce_rest_checkout_invalid_payment_result: checkout( [ 500 ], () =>
		__(
			'Your payment couldn’t be confirmed. Please try again or choose another way to pay.',
			'playpal'
		)
	),
	woocommerce_rest_checkout_process_payment_error: checkout(
		[ 400 ],
		paymentFailed,
		true
	),
	woocommerce_rest_payment_error: checkout( [ 400 ], paymentFailed, true ),
	woocommerce_rest_checkout_custom_validation_error: checkout(
		[ 400 ],
		() => __( 'Some of your order details need another look.', 'playpal' ),
		true
	),
	woocommerce_rest_guest_checkout_disabled: checkout(
		[ 403 ],
		() => __( 'Please sign in to check out.', 'playpal' ),
		true
	),
	woocommerce_rest_coupon_reserve_failed: checkout(
		[ 400 ],
		() => __( 'A coupon on your order can’t be used any more.', 'playpal' ),
		true
	),
	woocommerce_rest_order_coupon_errors: checkout(
		[ 409 ],
		() =>
			__(
				'A coupon that no longer applies was removed from your order.',
				'playpal'
			),
		true
	),
	woocommerce_rest_invalid_shipping_option: checkout(
		[ 400 ],
		chooseDelivery
	),
	woocommerce_rest_missing_email_address: checkout( [ 400 ], () =>
		__( 'Please enter your email address.', 'playpal' )
	),
	woocommerce_rest_invalid_email_address: checkout( [ 400 ], () =>
		__( 'Please enter a valid email address.', 'playpal' )
	),
	woocommerce_rest_invalid_address_country: checkout(
		[ 400 ],
		() => __( 'Sorry, we can’t take orders for that country.', 'playpal' ),
		true
	),
	woocommerce_rest_invalid_address: checkout(
		[ 400 ],
		() => __( 'Please check your address.', 'playpal' ),
		true
	),
	woocommerce_product_out_of_stock: checkout(
		[ 403 ],
		() => __( 'Sorry, an item in your cart has just sold out.', 'playpal' ),
		true
	),
	woocommerce_product_not_enough_stock: checkout(
		[ 403 ],
		() =>
			__(
				'Sorry, there isn’t enough stock left for an item in your cart.',
				'playpal'
			),
		true
	),
	woocommerce_rest_invalid_order: checkout( [ 401 ], () =>
		__(
			'We couldn’t find that order. Please use the link in your order email.',
			'playpal'
		)
	),
	woocommerce_rest_invalid_user: checkout( [ 403 ], () =>
		__( 'That order belongs to a different account.', 'playpal' )
	),
	woocommerce_rest_invalid_billing_email: checkout( [ 401 ], () =>
		__( 'That email address doesn’t match the order’s.', 'playpal' )
	),
	invalid_order_update_status: checkout( [ 500 ], () =>
		__( 'That order can’t be paid for.', 'playpal' )
	),

	// — Creating an account at checkout (wc_create_new_customer).
	'registration-error-invalid-email': checkout(
		[ 400 ],
		() => __( 'Please enter a valid email address.', 'playpal' ),
		true
	),
	'registration-error-email-exists': checkout(
		[ 400 ],
		() =>
			__(
				'An account already uses that email address. Please sign in or use another.',
				'playpal'
			),
		true
	),
	'registration-error-invalid-username': checkout(
		[ 400 ],
		() => __( 'Please choose a valid account username.', 'playpal' ),
		true
	),
	'registration-error-username-exists': checkout(
		[ 400 ],
		() => __( 'That username is taken. Please choose another.', 'playpal' ),
		true
	),
	'registration-error-missing-password': checkout(
		[ 400 ],
		() => __( 'Please create a password for your account.', 'playpal' ),
		true
	),
};

/**
 * The table's entry for a code, if it has one.
 *
 * @param code A Store API error code.
 */
export function storeApiError(
	code: string | undefined
): StoreApiErrorEntry | undefined {
	return code !== undefined &&
		Object.prototype.hasOwnProperty.call( STORE_API_ERRORS, code )
		? STORE_API_ERRORS[ code ]
		: undefined;
}
