<?php
/**
 * Plugin Name:       PlayPal
 * Plugin URI:        https://example.com/playpal
 * Description:       Turns a WordPress + WooCommerce site into the storefront and content site for printable play kits and offline web activities. Print. Play. Done.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            PlayPal
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       playpal
 * Domain Path:       /languages
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

define( 'PLAYPAL_VERSION', '0.1.0' );
define( 'PLAYPAL_PLUGIN_FILE', __FILE__ );
define( 'PLAYPAL_PLUGIN_DIR', plugin_dir_path( __FILE__ ) );
define( 'PLAYPAL_MIN_PHP', '8.1' );

/*
 * Check the PHP version and the autoloader before touching any namespaced
 * code, so a too-old PHP or a copy without vendor/ shows a notice instead of
 * a fatal error on every page.
 */
if ( version_compare( PHP_VERSION, PLAYPAL_MIN_PHP, '<' ) || ! is_readable( PLAYPAL_PLUGIN_DIR . 'vendor/autoload.php' ) ) {
	add_action(
		'admin_notices',
		static function () {
			if ( ! current_user_can( 'activate_plugins' ) ) {
				return;
			}
			$message = version_compare( PHP_VERSION, PLAYPAL_MIN_PHP, '<' )
				/* translators: 1: required PHP version, 2: current PHP version. */
				? sprintf( __( 'PlayPal needs PHP %1$s or newer; this site runs PHP %2$s.', 'playpal' ), PLAYPAL_MIN_PHP, PHP_VERSION )
				: __( 'PlayPal is missing its vendor/autoload.php file. Install the plugin from its release zip, or run composer install in its folder.', 'playpal' );
			printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( $message ) );
		}
	);
	return;
}

require_once PLAYPAL_PLUGIN_DIR . 'vendor/autoload.php';

register_activation_hook( __FILE__, array( \PlayPal\Lifecycle::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \PlayPal\Lifecycle::class, 'deactivate' ) );

( new \PlayPal\Plugin() )->add_hooks();
