<?php
/**
 * Composition root: builds the services once and registers their hooks.
 *
 * @package PlayPal
 */

namespace PlayPal;

use PlayPal\Admin\Admin_Module;
use PlayPal\Appadoos\Appadoos_Module;
use PlayPal\Backups\Backups_Module;
use PlayPal\Checkout\Checkout_Module;
use PlayPal\Commerce\Catalog_Visibility;
use PlayPal\Commerce\Coming_Soon;
use PlayPal\Commerce\Order_Lines;
use PlayPal\Commerce\Order_Post_Events;
use PlayPal\Commerce\Order_Refund_Events;
use PlayPal\Commerce\Page_Session;
use PlayPal\Commerce\Refund_Request_Guard;
use PlayPal\Commerce\Refund_Status_Restorer;
use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;
use PlayPal\Commerce\Store_Notice;
use PlayPal\Community\Community_Module;
use PlayPal\Content\Content_Module;
use PlayPal\Creators\Creators_Module;
use PlayPal\Family\Family_Module;
use PlayPal\Frontend\App_Shell;
use PlayPal\Frontend\Assets;
use PlayPal\Frontend\Blog_Routes;
use PlayPal\Frontend\First_Screen\First_Screen;
use PlayPal\Frontend\Permalinks;
use PlayPal\Frontend\Seo\Head_Tags;
use PlayPal\Frontend\Seo\Page_Subject;
use PlayPal\Frontend\Seo\Seo_Module;
use PlayPal\Frontend\Url_Router;
use PlayPal\Members\Members_Module;
use PlayPal\Offline\Offline_Module;
use PlayPal\Referrals\Referrals_Module;
use PlayPal\REST\Signup_Guard;
use PlayPal\REST\Routes_Controller;
use PlayPal\REST\Store_Download_Guard;
use PlayPal\REST\Warm_Answer_Server;
use PlayPal\Routing\Route_Data;
use PlayPal\Security\Moderation_Capability;
use PlayPal\Security\Private_Post_Capabilities;
use PlayPal\Security\Rest_Nonce_Refresh;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Signups_Module;

defined( 'ABSPATH' ) || exit;

/**
 * Wires every service of the plugin together.
 */
final class Plugin {

	/**
	 * Registers all hooks. Nothing runs before WordPress fires them.
	 */
	public function add_hooks(): void {
		$settings = new Settings();
		$settings->add_hooks();
		Lifecycle::add_hooks( $settings );
		// The private post types' capability map: each feature's post type registers into it.
		$private_posts = new Private_Post_Capabilities();

		( new Routes_Controller( $settings ) )->add_hooks();
		// Warm pp/v1/posts and pp/v1/pages answers, without building the full REST server.
		( new Warm_Answer_Server( $settings ) )->add_hooks();
		( new Admin_Module( $settings ) )->add_hooks();
		( new Signups_Module( $settings ) )->add_hooks();
		// Before WordPress parses a pp/v1/interest body, and after it answers (REST, not Signups: it shapes HTTP).
		( new Signup_Guard() )->add_hooks();
		( new Appadoos_Module( $settings, $private_posts ) )->add_hooks();
		( new Backups_Module( $settings ) )->add_hooks();
		( new Community_Module( $private_posts ) )->add_hooks();
		( new Members_Module() )->add_hooks();
		// PlayPal's rules inside WooCommerce's own download (REST, not Members: its refusals take the REST map's statuses).
		( new Store_Download_Guard() )->add_hooks();
		( new Creators_Module( $settings, $private_posts ) )->add_hooks();
		( new Referrals_Module( $settings ) )->add_hooks();
		( new Family_Module( $settings ) )->add_hooks();
		( new Feature_Flags( $settings ) )->add_hooks();
		( new Rest_Nonce_Refresh() )->add_hooks();
		( new Moderation_Capability() )->add_hooks();
		$private_posts->add_hooks();

		// One memo of the REST responses a page's route reads (status, head tags, preload, printed HTML).
		$route_data = new Route_Data();
		$store      = new Store( new Coming_Soon(), $route_data );
		( new Shop_Routes( $store ) )->add_hooks();
		( new Page_Session() )->add_hooks();
		( new Store_Notice( $store ) )->add_hooks();
		( new Catalog_Visibility() )->add_hooks();
		( new Order_Post_Events() )->add_hooks();
		( new Order_Refund_Events() )->add_hooks();
		( new Refund_Status_Restorer() )->add_hooks();
		( new Refund_Request_Guard( new Order_Lines() ) )->add_hooks();

		$assets = new Assets( $settings );
		$router = new Url_Router( $settings, $store );
		$router->add_hooks();
		( new Offline_Module( $settings, $router ) )->add_hooks();
		( new Content_Module() )->add_hooks();
		// The blog's routes, whose post lookup other services share (one query per request).
		$blog_routes = new Blog_Routes( $router, $route_data );
		$blog_routes->add_hooks();
		( new Permalinks( $router ) )->add_hooks();
		$head_tags = new Head_Tags( $router, new Page_Subject( $blog_routes, $store ) );
		( new App_Shell( $settings, $router, $assets, $store, $route_data, head_tags: $head_tags ) )->add_hooks();
		( new First_Screen( $router, $route_data, $store ) )->add_hooks();
		( new Seo_Module( $router, $store ) )->add_hooks();
		( new Checkout_Module( $settings, $store, $router ) )->add_hooks();

		add_action( 'init', array( $this, 'load_textdomain' ) );
	}

	/**
	 * Loads translations shipped in languages/ (WordPress.org language packs win when present).
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'playpal', false, dirname( plugin_basename( PLAYPAL_PLUGIN_FILE ) ) . '/languages' );
	}
}
