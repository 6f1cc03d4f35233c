<?php
/**
 * Plugin Name: PlayPal browser-test paid order
 * Description: Linked into the e2e site only (bin/test-e2e). A request of the site's administrator with the cookie `playpal_e2e_paid_order` gives the administrator, once, a completed order of the first sample kit (on a real WooCommerce a real order: WooCommerce grants its download permission when it completes), so request-matrix.spec.ts opens a paid file through PlayPal's checked door without using up the sample family's downloads that member-portal.spec.ts counts.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'init',
	static function () {
		if ( ! isset( $_COOKIE['playpal_e2e_paid_order'] ) || ! current_user_can( 'manage_options' ) || ! function_exists( 'wc_create_order' ) ) {
			return;
		}
		$user_id = get_current_user_id();
		if ( get_user_meta( $user_id, '_playpal_e2e_paid_order', true ) ) {
			return;
		}
		$product = get_page_by_path( 'cinderellas-royal-rescue', OBJECT, 'product' );
		if ( ! $product ) {
			return;
		}
		$order = wc_create_order( array( 'customer_id' => $user_id ) );
		$order->add_product( function_exists( 'wc_get_product' ) ? wc_get_product( $product->ID ) : $product->ID, 1 );
		if ( method_exists( $order, 'calculate_totals' ) ) {
			$order->calculate_totals(); // A real WooCommerce order costs what the kit costs (the double keeps no totals).
		}
		$order->save();
		$order->update_status( 'completed' );
		update_user_meta( $user_id, '_playpal_e2e_paid_order', (int) $order->get_id() );
	},
	20
);
