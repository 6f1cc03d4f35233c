<?php
/**
 * Tests for PlayPal\Lifecycle.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

use PlayPal\Lifecycle;
use PlayPal\Settings\Settings;

/**
 * Activation stores defaults without overwriting, and schedules one rewrite flush.
 */
final class LifecycleTest extends TestCase {

	public function test_activation_stores_the_defaults_and_asks_for_a_flush(): void {
		delete_option( Settings::OPTION );

		Lifecycle::activate();

		$this->assertSame( Settings::defaults(), get_option( Settings::OPTION, 'missing' ), 'Activation should store the default settings.' );
		$this->assertSame( 'yes', get_option( Lifecycle::FLUSH_OPTION ), 'Activation should ask for a rewrite flush.' );
	}

	public function test_activation_keeps_an_owners_settings(): void {
		update_option( Settings::OPTION, array( 'base_path' => '/play/' ) );

		Lifecycle::activate();

		$this->assertSame( '/play/', ( new Settings() )->base_path(), 'Re-activation should not reset settings.' );
	}

	public function test_the_flush_happens_once_on_the_next_request(): void {
		update_option( Lifecycle::FLUSH_OPTION, 'yes' );
		update_option( 'rewrite_rules', array( 'stale' => 'index.php' ) );

		Lifecycle::maybe_flush_rewrite_rules();

		$this->assertSame( 'no', get_option( Lifecycle::FLUSH_OPTION ), 'The request should be consumed.' );
		$this->assertArrayNotHasKey( 'stale', (array) get_option( 'rewrite_rules' ), 'The rules should be rebuilt.' );
	}

	public function test_deactivation_flushes_rewrite_rules(): void {
		update_option( 'rewrite_rules', array( 'stale' => 'index.php' ) );

		Lifecycle::deactivate();

		$this->assertArrayNotHasKey( 'stale', (array) get_option( 'rewrite_rules' ), 'Deactivation should rebuild the rules.' );
	}
}
