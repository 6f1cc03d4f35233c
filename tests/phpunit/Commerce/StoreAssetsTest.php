<?php
/**
 * The store plugin's own frontend scripts and styles stay off app pages.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound, WordPress.WP.GlobalVariablesOverride.Prohibited -- These tests run WordPress's own hook on fresh script and style registries.

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Store;
use PlayPal\Commerce\Store_Assets;

/**
 * Store_Assets::dequeue().
 */
final class StoreAssetsTest extends StoreTestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		parent::tearDown();
	}

	public function test_the_store_plugins_assets_are_dequeued_and_others_kept(): void {
		$store = new Store();
		$base  = $store->plugin_url();
		$this->assertSame( content_url( '/plugins/' . dirname( plugin_basename( $this->store_plugin_file() ) ) ), $base, 'The store plugin is served from its own folder.' );
		wp_enqueue_script( 'wc-add-to-cart', $base . '/assets/js/frontend/add-to-cart.min.js', array( 'jquery' ), '1', true );
		wp_enqueue_style( 'woocommerce-general', $base . '/assets/css/woocommerce.css', array(), '1' );
		wp_register_style( 'woocommerce-inline', false, array(), '1' );
		wp_enqueue_style( 'woocommerce-inline' );
		wp_enqueue_script( 'another-plugin', content_url( '/plugins/another/another.js' ), array(), '1', true );
		wp_enqueue_style( 'another-plugin', content_url( '/plugins/another/another.css' ), array(), '1' );

		( new Store_Assets( $store ) )->dequeue();

		$this->assertSame( array( 'another-plugin' ), array_values( wp_scripts()->queue ), 'Only the other plugin’s script is left.' );
		$this->assertSame( array( 'another-plugin' ), array_values( wp_styles()->queue ), 'Only the other plugin’s style is left.' );
	}

	public function test_the_store_pages_own_assets_reach_a_page_that_is_not_the_apps(): void {
		do_action( 'wp_enqueue_scripts' );
		$base   = ( new Store() )->plugin_url();
		$queued = array();
		foreach ( array( wp_scripts(), wp_styles() ) as $dependencies ) {
			foreach ( $dependencies->queue as $handle ) {
				if ( str_starts_with( (string) ( $dependencies->registered[ $handle ]->src ?? '' ), $base . '/' ) ) {
					$queued[] = $handle;
				}
			}
		}
		$this->assertNotEmpty( $queued, 'The store enqueues its frontend assets, as WooCommerce does; only app pages remove them.' );
	}

	public function test_nothing_is_dequeued_without_a_store(): void {
		add_filter( 'playpal_store_active', '__return_false' );
		wp_register_style( 'woocommerce-inline-look-alike', false, array(), '1' );
		wp_enqueue_style( 'woocommerce-inline-look-alike' );

		( new Store_Assets( new Store() ) )->dequeue();

		$this->assertSame( '', ( new Store() )->plugin_url(), 'No store, no store URL.' );
		$this->assertSame( array( 'woocommerce-inline-look-alike' ), array_values( wp_styles()->queue ), 'Nothing is touched.' );
	}

	/**
	 * The main file of the store plugin this site runs.
	 */
	private function store_plugin_file(): string {
		return defined( 'WC_PLUGIN_FILE' ) ? WC_PLUGIN_FILE : \WooCommerce_Double\FILE;
	}
}
