/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../lib/api-client';
import { cart } from '../test-utils/fake-store-api';
import { describeCartError } from './cart-errors';
import { STORE_API_ERRORS } from './store-api-errors';

/**
 * What the shopper reads for each code when WooCommerce sent no message of
 * its own (for "Dino Dig"). Written out here, not read from the table, so a
 * changed sentence shows up as a failed test.
 */
const OUR_SENTENCES: Record< string, string > = {
	woocommerce_rest_missing_nonce:
		'Your session timed out. Please reload the page and try again.',
	woocommerce_rest_invalid_nonce:
		'Your session timed out. Please reload the page and try again.',
	rest_cookie_invalid_nonce:
		'Your session timed out. Please reload the page and try again.',
	woocommerce_rest_cart_invalid_key:
		'That item had already changed, so we refreshed your cart.',
	woocommerce_rest_cart_item_exists: 'That item is already in your cart.',
	woocommerce_rest_cart_invalid_product:
		'Sorry, Dino Dig can’t be bought right now.',
	woocommerce_rest_product_not_purchasable:
		'Sorry, Dino Dig can’t be bought right now.',
	woocommerce_rest_cart_invalid_parent_product:
		'Sorry, Dino Dig can’t be bought right now.',
	woocommerce_rest_product_out_of_stock:
		'Sorry, Dino Dig is out of stock right now.',
	woocommerce_rest_product_partially_out_of_stock:
		'Sorry, there aren’t enough of Dino Dig in stock for that quantity.',
	woocommerce_rest_product_too_many_in_cart:
		'Dino Dig can only be bought one at a time.',
	woocommerce_rest_product_invalid_quantity:
		'That quantity isn’t available for this kit.',
	invalid_quantity: 'That quantity isn’t allowed for Dino Dig.',
	readonly_quantity: 'The quantity of Dino Dig can’t be changed.',
	woocommerce_rest_missing_variation_data:
		'Please choose the options for Dino Dig first.',
	woocommerce_rest_invalid_variation_data:
		'One of the options chosen for Dino Dig isn’t offered. Please choose again.',
	woocommerce_rest_variation_id_from_variation_data:
		'Sorry, Dino Dig isn’t available with those options. Please choose others.',
	woocommerce_rest_add_to_cart_error:
		'Sorry, Dino Dig couldn’t be added to your cart.',
	woocommerce_rest_cart_item_error:
		'An item in your cart needs your attention before you check out.',
	woocommerce_rest_cart_coupon_disabled:
		'Coupons can’t be used in this shop.',
	woocommerce_rest_cart_coupon_error: 'That coupon can’t be used.',
	woocommerce_rest_cart_coupon_invalid_code:
		'That coupon isn’t in your cart.',
	woocommerce_rest_cart_coupon_errors:
		'A coupon that no longer applies was removed from your cart.',
	woocommerce_rest_shipping_disabled: 'This shop doesn’t ship orders.',
	woocommerce_rest_cart_missing_rate_id:
		'Please choose a delivery option for your order.',
	woocommerce_rest_cart_extensions_error:
		'Something in your cart couldn’t be updated. Please try again.',
	woocommerce_rest_cart_error:
		'We couldn’t load your cart. Please reload the page.',
	woocommerce_rest_unknown_server_error:
		'Something went wrong with your cart. Please try again.',
	woocommerce_rest_invalid_endpoint:
		'The shop couldn’t do that. Please reload the page and try again.',
	woocommerce_rest_invalid_path:
		'The shop couldn’t do that. Please reload the page and try again.',
	rest_batch_not_allowed:
		'The shop couldn’t do that. Please reload the page and try again.',
	rest_invalid_param:
		'Some of the details weren’t accepted. Please check them and try again.',
	rest_missing_callback_param:
		'Some of the details weren’t accepted. Please check them and try again.',
	rest_no_route:
		'The shop isn’t available right now. Please try again later.',
	woocommerce_rest_cart_empty:
		'Your cart is empty. Add a kit before checking out.',
	woocommerce_rest_checkout_missing_payment_method:
		'Please choose how you’d like to pay.',
	woocommerce_rest_checkout_payment_method_disabled:
		'That way to pay isn’t available for this order. Please choose another.',
	woocommerce_rest_checkout_missing_order:
		'We couldn’t create your order. Please try again.',
	woocommerce_rest_checkout_invalid_payment_result:
		'Your payment couldn’t be confirmed. Please try again or choose another way to pay.',
	woocommerce_rest_checkout_process_payment_error:
		'Your payment didn’t go through. Please check your details or choose another way to pay.',
	woocommerce_rest_payment_error:
		'Your payment didn’t go through. Please check your details or choose another way to pay.',
	woocommerce_rest_checkout_custom_validation_error:
		'Some of your order details need another look.',
	woocommerce_rest_guest_checkout_disabled: 'Please sign in to check out.',
	woocommerce_rest_coupon_reserve_failed:
		'A coupon on your order can’t be used any more.',
	woocommerce_rest_order_coupon_errors:
		'A coupon that no longer applies was removed from your order.',
	woocommerce_rest_invalid_shipping_option:
		'Please choose a delivery option for your order.',
	woocommerce_rest_missing_email_address: 'Please enter your email address.',
	woocommerce_rest_invalid_email_address:
		'Please enter a valid email address.',
	woocommerce_rest_invalid_address_country:
		'Sorry, we can’t take orders for that country.',
	woocommerce_rest_invalid_address: 'Please check your address.',
	woocommerce_product_out_of_stock:
		'Sorry, an item in your cart has just sold out.',
	woocommerce_product_not_enough_stock:
		'Sorry, there isn’t enough stock left for an item in your cart.',
	woocommerce_rest_invalid_order:
		'We couldn’t find that order. Please use the link in your order email.',
	woocommerce_rest_invalid_user: 'That order belongs to a different account.',
	woocommerce_rest_invalid_billing_email:
		'That email address doesn’t match the order’s.',
	invalid_order_update_status: 'That order can’t be paid for.',
	'registration-error-invalid-email': 'Please enter a valid email address.',
	'registration-error-email-exists':
		'An account already uses that email address. Please sign in or use another.',
	'registration-error-invalid-username':
		'Please choose a valid account username.',
	'registration-error-username-exists':
		'That username is taken. Please choose another.',
	'registration-error-missing-password':
		'Please create a password for your account.',
};

/**
 * The codes whose WooCommerce message is shown when sent (it carries
 * specifics: limits, stock left, a coupon's or a gateway's reason).
 */
const SERVER_MESSAGE_CODES = [
	'woocommerce_rest_product_partially_out_of_stock',
	'invalid_quantity',
	'woocommerce_rest_add_to_cart_error',
	'woocommerce_rest_cart_item_error',
	'woocommerce_rest_cart_coupon_error',
	'woocommerce_rest_cart_coupon_errors',
	'woocommerce_rest_checkout_payment_method_disabled',
	'woocommerce_rest_checkout_process_payment_error',
	'woocommerce_rest_payment_error',
	'woocommerce_rest_checkout_custom_validation_error',
	'woocommerce_rest_guest_checkout_disabled',
	'woocommerce_rest_coupon_reserve_failed',
	'woocommerce_rest_order_coupon_errors',
	'woocommerce_rest_invalid_address_country',
	'woocommerce_rest_invalid_address',
	'woocommerce_product_out_of_stock',
	'woocommerce_product_not_enough_stock',
	'registration-error-invalid-email',
	'registration-error-email-exists',
	'registration-error-invalid-username',
	'registration-error-username-exists',
	'registration-error-missing-password',
];

/**
 * A failed Store API answer as the shared client throws it.
 *
 * @param status  HTTP status.
 * @param code    Error code.
 * @param message WooCommerce's message ('' for none).
 * @param data    More of `data`.
 */
function storeError(
	status: number,
	code: string,
	message = '',
	data: Record< string, unknown > = {}
): ApiError {
	const body = JSON.stringify( {
		code,
		message,
		data: { status, ...data },
	} );
	return new ApiError( `HTTP ${ status }`, status, '', body, code );
}

const codes = Object.keys( STORE_API_ERRORS ).sort();

describe( 'Store API error table', () => {
	it( 'has a sentence written out in this test for every code, and no more', () => {
		expect( Object.keys( OUR_SENTENCES ).sort() ).toEqual( codes );
	} );

	it( 'marks exactly the codes that show WooCommerce’s own message', () => {
		expect(
			codes.filter( ( code ) => STORE_API_ERRORS[ code ]?.serverMessage )
		).toEqual( [ ...SERVER_MESSAGE_CODES ].sort() );
	} );

	it.each( codes )( '%s shows its sentence', ( code ) => {
		const entry = STORE_API_ERRORS[ code ];
		const status = entry?.status[ 0 ] ?? 400;
		const message = describeCartError(
			storeError( status, code ),
			'Dino Dig'
		);

		expect( message.description ).toBe( OUR_SENTENCES[ code ] );
		expect( message.code ).toBe( code );
		expect( message.title ).not.toBe( '' );
	} );

	it.each( SERVER_MESSAGE_CODES )(
		'%s shows WooCommerce’s message, as plain text, when it sends one',
		( code ) => {
			const status = STORE_API_ERRORS[ code ]?.status[ 0 ] ?? 400;
			const message = describeCartError(
				storeError(
					status,
					code,
					'The maximum quantity of &quot;Dino Dig&quot; allowed in the cart is <strong>5</strong>'
				),
				'Dino Dig'
			);

			expect( message.description ).toBe(
				'The maximum quantity of "Dino Dig" allowed in the cart is 5'
			);
		}
	);

	it( 'shows our sentence, not WooCommerce’s, for the other codes', () => {
		const message = describeCartError(
			storeError(
				400,
				'woocommerce_rest_variation_id_from_variation_data',
				'No matching variation found.'
			),
			'Hoodie'
		);

		expect( message.description ).toBe(
			'Sorry, Hoodie isn’t available with those options. Please choose others.'
		);
	} );

	it( 'names a product whose name has entities in plain text', () => {
		expect(
			describeCartError(
				storeError( 400, 'woocommerce_rest_product_out_of_stock' ),
				'Dr. Pet&#8217;s Kit'
			).description
		).toBe( 'Sorry, Dr. Pet’s Kit is out of stock right now.' );
	} );

	it( 'speaks of "this kit" when no product is known', () => {
		expect(
			describeCartError(
				storeError( 400, 'woocommerce_rest_product_out_of_stock' )
			).description
		).toBe( 'Sorry, this kit is out of stock right now.' );
	} );

	it( 'titles a failed cart change, an order not placed, and a cart refreshed by a 409', () => {
		expect(
			describeCartError(
				storeError( 400, 'woocommerce_rest_product_out_of_stock' )
			)
		).toMatchObject( {
			title: 'Your cart was not changed',
			variant: 'destructive',
		} );
		expect(
			describeCartError(
				storeError(
					400,
					'woocommerce_rest_checkout_missing_payment_method'
				)
			)
		).toMatchObject( {
			title: 'Your order wasn’t placed',
			variant: 'destructive',
		} );
		expect(
			describeCartError(
				storeError( 409, 'woocommerce_rest_cart_invalid_key', '', {
					cart: cart(),
				} )
			)
		).toMatchObject( {
			title: 'Your cart was updated',
			variant: 'default',
		} );
	} );

	it( 'falls back to a sentence for a code it does not know', () => {
		expect(
			describeCartError( storeError( 400, 'some_extension_error' ) )
		).toMatchObject( {
			title: 'Your cart was not changed',
			description:
				'Something went wrong with your cart. Please try again.',
		} );
		// An unknown 409 still means the cart changed under the person.
		expect(
			describeCartError( storeError( 409, 'some_extension_conflict' ) )
				.description
		).toBe( 'That item had already changed, so we refreshed your cart.' );
	} );

	it( 'says the shop could not be reached when no answer came', () => {
		expect(
			describeCartError(
				new ApiError( 'Network error', 0, '', '', 'fetch_error' )
			)
		).toMatchObject( {
			description:
				'We couldn’t reach the shop. Check your connection and try again.',
			code: 'http_0',
		} );
	} );

	it( 'is documented code by code in docs/STORE-API-ERRORS.md', () => {
		const doc = readFileSync(
			join( __dirname, '../../../../docs/STORE-API-ERRORS.md' ),
			'utf8'
		);
		const documented = [ ...doc.matchAll( /^\| `([^`]+)` \|/gm ) ].map(
			( match ) => match[ 1 ]
		);

		expect( [ ...documented ].sort() ).toEqual( codes );
		for ( const code of codes ) {
			const row = doc
				.split( '\n' )
				.find( ( line ) => line.startsWith( `| \`${ code }\` |` ) );
			const statuses = STORE_API_ERRORS[ code ]?.status.join( ', ' );
			expect( row ).toContain( `| ${ statuses } |` );
		}
	} );
} );
