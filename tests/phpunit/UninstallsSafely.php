<?php
/**
 * Running the uninstaller inside a test's transaction.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

use PlayPal\Settings\Settings;
use PlayPal\Uninstaller;

/**
 * Uninstalls the current site with "delete data" on or off, while $wpdb's
 * prefix points at one no real table has: the uninstaller then finds no
 * table to drop (a DROP would commit the test's transaction) but deletes
 * posts, meta and options as usual, which the transaction rolls back.
 */
trait UninstallsSafely {

	/**
	 * @param bool $delete_data The owner's "delete all PlayPal data" choice.
	 * @return bool Whether the uninstaller removed data.
	 */
	protected function uninstall_site_with( bool $delete_data ): bool {
		global $wpdb;
		$real_prefix  = $wpdb->prefix;
		$choice       = static fn() => array( 'delete_data_on_uninstall' => $delete_data );
		$wpdb->prefix = 'pp_uninstall_test_';
		add_filter( 'pre_option_' . Settings::OPTION, $choice );
		try {
			return ( new Uninstaller( new Settings() ) )->uninstall_site();
		} finally {
			$wpdb->prefix = $real_prefix;
			remove_filter( 'pre_option_' . Settings::OPTION, $choice );
		}
	}
}
