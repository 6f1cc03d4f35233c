<?php
/**
 * Runs when the plugin is deleted from the Plugins screen.
 *
 * Data is removed only if the site owner ticked "Delete all PlayPal data when
 * the plugin is uninstalled"; see PlayPal\Uninstaller.
 *
 * @package PlayPal
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

// Without the autoloader nothing of ours can run; leaving the data is the safe choice.
if ( ! is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
	return;
}
require_once __DIR__ . '/vendor/autoload.php';

( new PlayPal\Uninstaller( new PlayPal\Settings\Settings() ) )->run();
