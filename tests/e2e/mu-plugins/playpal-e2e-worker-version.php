<?php
/**
 * Plugin Name: PlayPal browser-test worker version
 * Description: Linked into the e2e site only (bin/test-e2e). A browser test can set the cookie `playpal_e2e_worker_version` to change the service worker's bytes for its own requests (the browser sends its cookies when it checks the worker for an update), as a new build would: the update prompt then shows. Other tests' requests are untouched.
 *
 * @package PlayPal\Tests
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $_COOKIE['playpal_e2e_worker_version'] ) ) {
	$playpal_e2e_worker_version = sanitize_key( wp_unslash( $_COOKIE['playpal_e2e_worker_version'] ) );
	add_filter(
		'playpal_service_worker_config',
		static function ( array $config ) use ( $playpal_e2e_worker_version ): array {
			$config['e2eVersion'] = $playpal_e2e_worker_version;
			return $config;
		}
	);
	unset( $playpal_e2e_worker_version );
}
