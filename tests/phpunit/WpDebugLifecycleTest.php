<?php
/**
 * Activating, deactivating and uninstalling with WP_DEBUG on raise nothing.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * Runs bin/php/lifecycle-check.php in its own PHP process against the
 * "lifecycle" site, a fresh WordPress with PlayPal not yet active, because
 * activation includes the plugin file and uninstalling deletes data for real.
 */
final class WpDebugLifecycleTest extends \PHPUnit\Framework\TestCase {

	public function test_activate_deactivate_and_uninstall_raise_no_notice_warning_or_deprecation(): void {
		$root    = dirname( __DIR__, 2 );
		$command = 'PLAYPAL_SITE=lifecycle ' . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $root . '/bin/php/lifecycle-check.php' ) . ' 2>&1';
		exec( $command, $lines, $exit_code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		$output = implode( "\n", $lines );
		$this->assertSame( 0, $exit_code, "The lifecycle check should exit cleanly:\n" . $output );

		$report = json_decode( (string) end( $lines ), true );
		$this->assertIsArray( $report, "The lifecycle check should print a JSON report:\n" . $output );
		$this->assertTrue( $report['wp_debug'], 'The check must run with WP_DEBUG on.' );
		$this->assertTrue( $report['steps']['activated'], 'PlayPal should activate.' );
		$this->assertTrue( $report['steps']['defaults'], 'Activation should store the default settings.' );
		$this->assertTrue( $report['steps']['deactivated'], 'PlayPal should deactivate.' );
		$this->assertSame( array(), $report['steps']['options_left'], 'Uninstalling with "delete data" ticked should leave no playpal_ option.' );
		$this->assertSame( array(), $report['errors'], 'No PHP notice, warning or deprecation should be raised.' );
		$this->assertSame( '', $report['output'], 'Nothing should be printed while activating, deactivating or uninstalling.' );
	}
}
