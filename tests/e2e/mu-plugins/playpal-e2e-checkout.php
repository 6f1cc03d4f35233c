<?php
/**
 * Plugin Name: PlayPal browser-test checkout
 * Description: Linked into the e2e site only (bin/test-e2e). A request with the cookie `playpal_e2e_payment=failure` sees the Dummy Payments gateway set to refuse payment (its own "Payment result: Failure" setting), for that request only, so tests/e2e/checkout.spec.ts fails a payment without changing the gateway under the tests running beside it. And the site's administrator can count an order's download permission rows as WooCommerce stores them (`GET /wp-json/playpal-e2e/v1/orders/{id}/permissions`), guests' orders included, which no WooCommerce route lists.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['playpal_e2e_payment'] ) && 'failure' === $_COOKIE['playpal_e2e_payment'] ) {
	add_filter(
		'option_woocommerce_dummy_settings',
		static function ( $settings ) {
			$settings           = is_array( $settings ) ? $settings : array();
			$settings['result'] = 'failure';
			return $settings;
		}
	);
}

add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'playpal-e2e/v1',
			'/orders/(?P<id>\d+)/permissions',
			array(
				'methods'             => 'GET',
				'permission_callback' => static fn() => current_user_can( 'manage_woocommerce' ),
				'args'                => array(
					'id' => array(
						'type'     => 'integer',
						'required' => true,
					),
				),
				'callback'            => static function ( WP_REST_Request $request ) {
					$rows = WC_Data_Store::load( 'customer-download' )->get_downloads( array( 'order_id' => (int) $request['id'] ) );
					return array_map(
						static fn( WC_Customer_Download $row ) => array(
							'product_id'  => (int) $row->get_product_id(),
							'download_id' => (string) $row->get_download_id(),
							'user_email'  => (string) $row->get_user_email(),
						),
						$rows
					);
				},
			)
		);
	}
);
