<?php
/**
 * Activates, deactivates and uninstalls PlayPal on a WordPress with WP_DEBUG
 * on, recording every PHP notice, warning and deprecation raised meanwhile.
 * Prints a JSON report; tests/phpunit/WpDebugLifecycleTest.php reads it.
 *
 * Runs against its own freshly installed site (PLAYPAL_SITE=lifecycle, set
 * up by bin/test-php), because uninstalling really deletes the data.
 *
 * @package PlayPal
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST']       = '127.0.0.1';
$_SERVER['SERVER_NAME']     = '127.0.0.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

require dirname( __DIR__, 2 ) . '/.dev/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

$playpal_report = array(
	'wp_debug' => WP_DEBUG,
	'errors'   => array(),
	'steps'    => array(),
);

set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler
	static function ( int $level, string $message, string $file, int $line ) use ( &$playpal_report ): bool {
		$playpal_report['errors'][] = sprintf( '%d %s at %s:%d', $level, $message, $file, $line );
		return true;
	},
	E_ALL
);
ob_start();

$playpal_plugin = 'playpal/playpal-plugin.php';

$playpal_result                       = activate_plugin( $playpal_plugin );
$playpal_report['steps']['activated'] = ! is_wp_error( $playpal_result ) && is_plugin_active( $playpal_plugin );
$playpal_report['steps']['defaults']  = is_array( get_option( 'playpal_settings' ) );

deactivate_plugins( $playpal_plugin );
$playpal_report['steps']['deactivated'] = ! is_plugin_active( $playpal_plugin );

// The owner ticks "delete data on uninstall", then deletes the plugin.
$playpal_settings                             = get_option( 'playpal_settings' );
$playpal_settings['delete_data_on_uninstall'] = true;
update_option( 'playpal_settings', $playpal_settings );
uninstall_plugin( $playpal_plugin );
global $wpdb;
$playpal_report['steps']['options_left'] = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'playpal\\_%'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery

$playpal_output = (string) ob_get_clean();
restore_error_handler();
$playpal_report['output'] = $playpal_output;

echo wp_json_encode( $playpal_report ), "\n";

// With --strict the exit code tells the result (for shell scripts).
if ( in_array( '--strict', $argv, true ) ) {
	$playpal_ok = $playpal_report['steps']['activated'] && $playpal_report['steps']['defaults'] && $playpal_report['steps']['deactivated']
		&& array() === $playpal_report['steps']['options_left'] && array() === $playpal_report['errors'] && '' === $playpal_output;
	exit( $playpal_ok ? 0 : 1 );
}
