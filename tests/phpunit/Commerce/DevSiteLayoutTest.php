<?php
/**
 * The test site's layout (bin/lib/site.sh): the store and PlayPal are
 * ordinary plugins. WordPress once named the store plugin
 * "playpal/.dev/sites/…" because the sites' folders sat inside the clone
 * linked as plugins/playpal: its activation hook never fired and its assets
 * were served from under PlayPal's folder.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Store;

/**
 * Plugin names, activation and asset URLs on the phpunit site.
 */
final class DevSiteLayoutTest extends StoreTestCase {

	public function test_the_store_and_playpal_have_their_own_plugin_names(): void {
		$store_file = defined( 'WC_PLUGIN_FILE' ) ? WC_PLUGIN_FILE : \WooCommerce_Double\FILE;
		$expected   = defined( 'WC_PLUGIN_FILE' ) ? 'woocommerce/woocommerce.php' : 'woocommerce-double/woocommerce-double.php';

		$this->assertSame( $expected, plugin_basename( $store_file ), 'The store plugin is named after its own folder.' );
		$this->assertSame( 'playpal/playpal-plugin.php', plugin_basename( PLAYPAL_PLUGIN_FILE ), 'So is PlayPal.' );
		$this->assertContains( $expected, (array) get_option( 'active_plugins' ), 'The store is active under that name.' );
	}

	public function test_the_stores_activation_hook_ran(): void {
		$this->assertGreaterThan( 0, wc_get_page_id( 'checkout' ), 'The store made its checkout page on activation.' );
		$this->assertTrue( (bool) get_role( 'administrator' )?->has_cap( 'manage_woocommerce' ), 'And gave administrators its capabilities.' );
	}

	public function test_asset_urls_are_the_plugins_own(): void {
		$this->assertStringStartsWith( content_url( '/plugins/woocommerce' ), ( new Store() )->plugin_url(), 'The store’s assets are served from its folder.' );
		$this->assertStringNotContainsString( '/playpal/', ( new Store() )->plugin_url(), 'Not from under PlayPal’s.' );
		$this->assertSame( content_url( '/plugins/playpal/build/index.js' ), plugins_url( 'build/index.js', PLAYPAL_PLUGIN_FILE ), 'PlayPal’s bundle URL is the ordinary one.' );
	}
}
