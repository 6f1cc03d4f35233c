<?php
/**
 * Plugin Name: PlayPal browser-test cache header
 * Description: Linked into the e2e site only (bin/test-e2e). With the cookie `playpal_e2e_cache_header`, another plugin sends `Cache-Control: max-age=60` while the page's template is chosen (as WooCommerce's coming-soon handler does), for that request only: a page carrying the visitor's cart or nonce must still reach the browser uncacheable.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['playpal_e2e_cache_header'] ) ) {
	add_filter(
		'template_include',
		static function ( $template ) {
			header( 'Cache-Control: max-age=60' );
			return $template;
		}
	);
}
