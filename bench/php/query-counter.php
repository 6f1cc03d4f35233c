<?php
/**
 * Plugin Name: PlayPal bench query counter
 * Description: Bench site only. Adds X-Bench-Queries (database queries so far)
 * to REST responses; with the request header X-Bench-Cold, first records a
 * content change, so PlayPal's response cache starts cold (every endpoint pays
 * the same extra write, keeping the comparison fair).
 *
 * @package PlayPal
 */

$GLOBALS['playpal_bench_queries'] = 0;
add_filter(
	'query',
	static function ( $query ) {
		++$GLOBALS['playpal_bench_queries'];
		return $query;
	}
);
// Before anything reads the content version: PlayPal answers warm content
// requests once the plugins and theme are loaded, before init (REST\Warm_Answer_Server).
add_action(
	'plugins_loaded',
	static function () {
		if ( ! empty( $_SERVER['HTTP_X_BENCH_COLD'] ) && class_exists( \PlayPal\Content\Content_Version::class ) ) {
			\PlayPal\Content\Content_Version::bump();
		}
	},
	PHP_INT_MIN
);
add_filter(
	'rest_post_dispatch',
	static function ( $response ) {
		if ( $response instanceof WP_HTTP_Response ) {
			$response->header( 'X-Bench-Queries', (string) $GLOBALS['playpal_bench_queries'] );
		}
		return $response;
	},
	PHP_INT_MAX
);
