<?php
/**
 * WooCommerce's "coming soon" mode as PlayPal reads it, through the options
 * WooCommerce uses, and what the shop's pages carry while it hides the store.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound, WordPress.Security.NonceVerification.Recommended -- These tests call WooCommerce's filter and set its share link.

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Coming_Soon;
use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;
use PlayPal\Frontend\App_Shell;
use PlayPal\Frontend\Assets;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;

/**
 * Coming_Soon, Store::is_open() and the shell's config.
 */
final class ComingSoonTest extends StoreTestCase {

	private const SHOP_ROUTE = array(
		'pattern' => 'shop',
		'params'  => array(),
		'status'  => 200,
	);

	protected function tearDown(): void {
		remove_all_filters( 'woocommerce_coming_soon_exclude' );
		unset( $_GET['woo-share'], $_COOKIE['woo-share'] );
		parent::tearDown();
	}

	/**
	 * Sets the options WooCommerce → Settings → Site visibility writes.
	 *
	 * @param string $coming_soon      'yes' or 'no'.
	 * @param string $store_pages_only 'yes' or 'no'.
	 */
	private function site_visibility( string $coming_soon, string $store_pages_only = 'yes' ): void {
		update_option( 'woocommerce_coming_soon', $coming_soon );
		update_option( 'woocommerce_store_pages_only', $store_pages_only );
	}

	public function test_the_mode_follows_woocommerces_options(): void {
		$coming_soon = new Coming_Soon();
		delete_option( 'woocommerce_coming_soon' );
		$this->assertSame( Coming_Soon::LIVE, $coming_soon->mode(), 'Without the option the site is live.' );

		$this->site_visibility( 'yes' );
		$this->assertSame( Coming_Soon::STORE, $coming_soon->mode(), 'Store pages only, WooCommerce’s default.' );

		$this->site_visibility( 'yes', 'no' );
		$this->assertSame( Coming_Soon::SITE, $coming_soon->mode(), 'The whole site.' );

		$this->site_visibility( 'no' );
		$this->assertSame( Coming_Soon::LIVE, $coming_soon->mode(), 'Live again.' );
	}

	public function test_the_test_store_is_launched_and_playpal_reads_the_mode_as_woocommerce_does(): void {
		$woocommerce = wc_get_container()->get( \Automattic\WooCommerce\Internal\ComingSoon\ComingSoonHelper::class );
		$coming_soon = new Coming_Soon();
		$this->assertSame( 'no', get_option( 'woocommerce_coming_soon' ), 'The phpunit site is launched (bin/php/provision.php).' );
		$this->assertTrue( $woocommerce->is_site_live(), 'WooCommerce sees it live.' );
		$this->assertSame( Coming_Soon::LIVE, $coming_soon->mode(), 'So does PlayPal.' );

		$this->site_visibility( 'yes' );
		$this->assertTrue( $woocommerce->is_store_coming_soon(), 'WooCommerce: store pages only.' );
		$this->assertSame( Coming_Soon::STORE, $coming_soon->mode(), 'PlayPal: the same.' );

		$this->site_visibility( 'yes', 'no' );
		$this->assertTrue( $woocommerce->is_site_coming_soon(), 'WooCommerce: the whole site.' );
		$this->assertSame( Coming_Soon::SITE, $coming_soon->mode(), 'PlayPal: the same.' );
	}

	public function test_visitors_and_customers_do_not_see_the_store_and_its_managers_do(): void {
		$this->site_visibility( 'yes' );
		$store = new Store();

		$this->assertTrue( $store->is_active(), 'The store is there.' );
		$this->assertFalse( $store->is_open(), 'A visitor may not shop.' );
		$this->assertSame( Coming_Soon::STORE, $store->coming_soon()->for_visitor(), 'A visitor sees the store pages as coming soon.' );

		$this->log_in_as( 'subscriber' );
		$this->assertFalse( $store->is_open(), 'Nor may a customer.' );

		$this->log_in_as( 'administrator' );
		$this->assertTrue( current_user_can( 'manage_woocommerce' ), 'The store gives administrators its capabilities.' );
		$this->assertTrue( $store->is_open(), 'People who manage the store see it.' );
		$this->assertSame( Coming_Soon::LIVE, $store->coming_soon()->for_visitor(), 'For them the site is live.' );
	}

	public function test_other_plugins_exclusions_count_but_playpals_own_does_not_open_the_store(): void {
		$this->site_visibility( 'yes' );
		$store = new Store();

		$store->coming_soon()->leave_this_page_to_playpal();
		$this->assertTrue( apply_filters( 'woocommerce_coming_soon_exclude', false ), 'WooCommerce is told to leave the page to PlayPal.' );
		$this->assertFalse( $store->is_open(), 'That does not show the store to the visitor.' );

		add_filter( 'woocommerce_coming_soon_exclude', '__return_true', 20 );
		$this->assertTrue( $store->is_open(), 'Another plugin’s exclusion does, as in WooCommerce.' );
	}

	public function test_the_private_link_shows_the_store(): void {
		$this->site_visibility( 'yes' );
		update_option( 'woocommerce_private_link', 'yes' );
		update_option( 'woocommerce_share_key', 'sharekey123' );
		$store = new Store();

		$_COOKIE['woo-share'] = 'wrong';
		$this->assertFalse( $store->is_open(), 'A wrong share key shows nothing.' );

		$_COOKIE['woo-share'] = 'sharekey123';
		$this->assertTrue( $store->is_open(), 'The share cookie shows the store.' );

		unset( $_COOKIE['woo-share'] );
		$_GET['woo-share'] = 'sharekey123';
		$this->assertTrue( $store->is_open(), 'So does the share link.' );

		update_option( 'woocommerce_private_link', 'no' );
		$this->assertFalse( $store->is_open(), 'Only while the private link is on.' );
	}

	public function test_while_the_store_is_hidden_the_shop_embeds_no_cart_and_says_nothing_of_its_products(): void {
		$this->create_product( 'Space Station Alpha' );
		$this->site_visibility( 'yes' );
		$routes = new Shop_Routes( new Store() );

		$this->assertSame( array(), $routes->preload_paths( array(), self::SHOP_ROUTE ), 'No cart and no products are embedded.' );
		$product = ( new Route_Meta() )->for_route( 'product/{slug}', array( 'slug' => 'space-station-alpha' ) );
		$this->assertSame( 'Shop | PlayPal', $product['title'], 'A product page is not titled with the product.' );
		$this->assertSame( 'The shop is not open yet', $product['description'], 'Nor described by it.' );
		$this->assertSame( '', ( new Route_Meta() )->for_route( 'cart', array() )['robots'], 'No robots directive of PlayPal’s own, as WooCommerce sends its page.' );

		$this->site_visibility( 'no' );
		$this->assertSame( array( '/wc/store/v1/cart', Store::products_path() ), array_slice( $routes->preload_paths( array(), self::SHOP_ROUTE ), 0, 2 ), 'Live, the shop embeds the cart and its first page.' );
	}

	public function test_the_shell_config_hands_a_hidden_store_no_nonce_and_no_checkout(): void {
		$this->site_visibility( 'yes' );

		$hidden = $this->shell_config();
		$this->assertFalse( $hidden['storeActive'], 'The app shows the shop as not open yet.' );
		$this->assertSame( '', $hidden['storeApiNonce'], 'No Store API nonce.' );
		$this->assertSame( '', $hidden['checkoutUrl'], 'No checkout.' );

		$this->site_visibility( 'no' );
		$live = $this->shell_config();
		$this->assertTrue( $live['storeActive'], 'Live, the shop is open.' );
		$this->assertTrue( wp_verify_nonce( $live['storeApiNonce'], Store::NONCE_ACTION ) > 0, 'With the Store API nonce.' );
	}

	/**
	 * The config the shell would hand the bundle on /shop.
	 *
	 * @return array<string, mixed>
	 */
	private function shell_config(): array {
		$settings = new Settings();
		$router   = new Url_Router( $settings, new Store() );
		$shell    = new App_Shell( $settings, $router, new Assets( $settings ), new Store() );
		$config   = new \ReflectionMethod( App_Shell::class, 'config' );
		return $config->invoke( $shell );
	}
}
