<?php
/**
 * Plugin Name: PlayPal bench peak memory
 * Description: Bench site only. Adds X-Bench-Peak-Memory (PHP's peak memory
 * of the request so far, in bytes) to REST responses.
 *
 * @package PlayPal
 */

add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		if ( $response instanceof WP_HTTP_Response ) {
			$response->header( 'X-Bench-Peak-Memory', (string) memory_get_peak_usage() );
		}
		return $response;
	},
	PHP_INT_MAX
);
