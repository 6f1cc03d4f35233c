<?php
/**
 * Tests for PlayPal\Admin\Settings_Page.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Admin;

use PlayPal\Admin\Settings_Page;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * Settings → PlayPal: a mount point for the React screen, assets only there.
 */
final class SettingsPageTest extends TestCase {

	private Settings_Page $page;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->page = new Settings_Page( new Settings() );
	}

	public function test_site_owners_get_the_page_under_settings(): void {
		global $submenu;
		$this->log_in_as( 'administrator' );

		$this->page->add_page();

		$entries = wp_list_pluck( $submenu['options-general.php'] ?? array(), 2 );
		$this->assertContains( 'playpal', $entries, 'The page should be listed under Settings with slug playpal.' );
		$this->assertNotFalse( has_action( 'load-' . get_plugin_page_hookname( 'playpal', 'options-general.php' ), array( $this->page, 'load' ) ), 'Assets should wait for the page\'s own load hook.' );
		$this->assertFalse( has_action( 'admin_enqueue_scripts', array( $this->page, 'enqueue_assets' ) ), 'No assets should be queued on other screens.' );
	}

	public function test_loading_the_page_queues_its_assets(): void {
		$this->page->load();

		$this->assertNotFalse( has_action( 'admin_enqueue_scripts', array( $this->page, 'enqueue_assets' ) ), 'Opening the page should queue its assets.' );
		remove_action( 'admin_enqueue_scripts', array( $this->page, 'enqueue_assets' ) );
	}

	public function test_the_built_screen_is_enqueued_with_its_dependencies_and_translations(): void {
		$this->assertFileIsReadable( PLAYPAL_PLUGIN_DIR . 'build/admin.asset.php', 'bin/test-php builds the bundle before the tests run.' );

		$this->page->enqueue_assets();

		$script = wp_scripts()->registered['playpal-admin'] ?? null;
		$this->assertNotNull( $script, 'The admin script should be registered.' );
		$this->assertTrue( wp_script_is( 'playpal-admin', 'enqueued' ), 'The admin script should be enqueued.' );
		$this->assertContains( 'wp-api-fetch', $script->deps, 'Dependencies should come from build/admin.asset.php.' );
		$this->assertSame( 'playpal', $script->textdomain, 'The script should load the playpal translations.' );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) || wp_style_is( 'playpal-admin', 'enqueued' ), 'The component styles should be enqueued.' );
		wp_dequeue_script( 'playpal-admin' );
	}

	public function test_the_page_prints_the_mount_point_and_a_noscript_fallback(): void {
		ob_start();
		$this->page->render();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<div id="playpal-settings-root"></div>', $html, 'The React screen needs its mount point.' );
		$this->assertMatchesRegularExpression( '#<noscript>.*needs JavaScript.*</noscript>#s', $html, 'Without JavaScript the page should say why it is empty.' );
	}

	public function test_site_owners_get_a_settings_link_on_the_plugins_screen(): void {
		$this->log_in_as( 'administrator' );

		$links = $this->page->add_action_link( array( 'deactivate' => '<a href="#">Deactivate</a>' ) );

		$this->assertCount( 2, $links, 'One link should be added.' );
		$this->assertStringContainsString( 'options-general.php?page=playpal', (string) reset( $links ), 'The first link should open the settings page.' );
		$this->assertStringContainsString( '>Settings</a>', (string) reset( $links ), 'The link should read Settings.' );
	}

	public function test_others_get_no_settings_link(): void {
		$this->log_in_as( 'editor' );

		$links = $this->page->add_action_link( array() );

		$this->assertSame( array(), $links, 'Users who cannot open the page should not get a link to it.' );
	}
}
