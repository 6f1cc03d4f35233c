<?php
/**
 * The app shell: the page template the React bundle mounts in.
 *
 * For requests the Url_Router gives the app, this swaps the theme's template
 * for templates/app-shell.php, keeps the theme's own styles off the page,
 * prints the route's head tags and hands the bundle its config.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

use PlayPal\Commerce\Coming_Soon;
use PlayPal\Commerce\Page_Session;
use PlayPal\Commerce\Store;
use PlayPal\Commerce\Store_Assets;
use PlayPal\Frontend\Seo\Head_Tags;
use PlayPal\Routing\Route_Data;
use PlayPal\Routing\Route_Meta;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders app routes with the shell template.
 */
final class App_Shell {

	/**
	 * Head tags of the current route.
	 *
	 * @var array{title: string, description: string, robots: string}|null
	 */
	private ?array $meta = null;

	/**
	 * Whether this page carries the visitor's own cart or nonces.
	 *
	 * @var bool
	 */
	private bool $is_private = false;

	/**
	 * The same page for every visitor like this one, which a cache may keep (null otherwise).
	 *
	 * @var Shared_Page_Response|null
	 */
	private ?Shared_Page_Response $shared = null;

	public function __construct(
		private Settings $settings,
		private Url_Router $router,
		private Assets $assets,
		private Store $store = new Store(),
		private Route_Data $route_data = new Route_Data(),
		private Shared_Page_Policy $policy = new Shared_Page_Policy(),
		private ?Head_Tags $head_tags = null
	) {}

	public function add_hooks(): void {
		// After Url_Router (priority 0) has decided, before any output.
		add_action( 'template_redirect', array( $this, 'prepare' ), 1 );
	}

	/**
	 * Sets the shell up when the app answers this request.
	 */
	public function prepare(): void {
		$route = $this->router->current();
		if ( null === $route ) {
			return;
		}
		if ( $this->store->is_active() ) {
			$coming_soon = $this->store->coming_soon();
			if ( Coming_Soon::SITE === $coming_soon->for_visitor() ) {
				return; // The whole site is "coming soon" for this visitor: WooCommerce's page alone answers.
			}
			if ( $coming_soon->hides_store() ) {
				$coming_soon->leave_this_page_to_playpal(); // The shop screens show PlayPal's own state.
			}
		}
		$this->meta = ( new Route_Meta() )->for_route( $route['pattern'], $route['params'] );
		( new Store_Assets( $this->store ) )->keep_off_this_page();
		( new Page_Session() )->keep_unwritten();
		// The app opens its own links in the page: a browser that prefetched them would render each page for nothing.
		add_filter( 'wp_speculation_rules_href_exclude_paths', array( $this->router, 'speculation_exclude_paths' ) );

		$this->choose_caching( $route );

		add_filter( 'template_include', array( $this, 'template' ), PHP_INT_MAX );
		add_filter( 'pre_get_document_title', array( $this, 'document_title' ), PHP_INT_MAX );
		add_filter( 'wp_robots', array( $this, 'robots' ) );
		add_filter( 'body_class', array( $this, 'body_class' ) );
		add_action( 'wp_head', array( $this, 'print_head_tags' ), 1 );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue_theme_styles' ), PHP_INT_MAX );
		// WordPress prints its own canonical for singular pages; the shell prints the route's.
		remove_action( 'wp_head', 'rel_canonical' );
		// Block themes print theme.json styles; the app has its own design tokens.
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_global_styles' );
		remove_action( 'wp_footer', 'wp_enqueue_global_styles', 1 );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_classic_theme_styles' );
		remove_action( 'wp_head', 'wp_custom_css_cb', 101 );
		// WordPress's emoji detection script and styles: the app's text needs neither, and they come before content.
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		// Theme fonts and the block template's skip link: the shell has its own.
		remove_action( 'wp_head', 'wp_print_font_faces', 50 );
		remove_action( 'wp_head', 'wp_print_font_faces_from_style_variations', 50 );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_block_template_skip_link' );
	}

	/**
	 * A shared page (no login, no cart) carries nothing of the visitor's and a
	 * cache may keep it: the app reads the cart and its nonce after load. Any
	 * other page carries the visitor's nonces and cart: no shared cache may keep it.
	 *
	 * @param array{pattern: ?string, params: array<string,string>, status: int} $route The matched route.
	 */
	private function choose_caching( array $route ): void {
		if ( 200 === $route['status'] && $this->policy->is_shareable() ) {
			/**
			 * Filters when the content of an app page last changed (Unix time), sent as Last-Modified.
			 *
			 * @param int|null $time  Null when the route does not know.
			 * @param array    $route The matched route.
			 */
			$last_modified = apply_filters( 'playpal_page_last_modified', null, $route );
			$this->shared  = new Shared_Page_Response( $this->policy->max_age(), is_int( $last_modified ) ? $last_modified : null );
			return;
		}
		$this->is_private = is_user_logged_in() || $this->store->is_open();
		$this->send_private_headers();
	}

	/**
	 * The shell template replaces whatever the theme chose.
	 */
	public function template(): string {
		// Added while WordPress located the theme's block template; the shell prints its own.
		remove_action( 'wp_head', '_block_template_viewport_meta_tag', 0 );
		// Again, last before any output: whatever another plugin's template_include sent.
		$this->send_private_headers();
		// A shared page's headers are settled from the whole page, once it is printed.
		$this->shared?->begin();
		return PLAYPAL_PLUGIN_DIR . 'templates/app-shell.php';
	}

	/**
	 * A page with the visitor's own cart or nonces may not be kept by any cache.
	 */
	private function send_private_headers(): void {
		if ( $this->is_private && ! headers_sent() ) {
			header( 'Cache-Control: private, no-store, max-age=0' );
		}
	}

	public function document_title(): string {
		// WordPress prints this unescaped; titles may come from product or post names.
		return esc_html( $this->meta['title'] ?? '' );
	}

	/**
	 * Adds the route's robots directives (e.g. noindex on the 404 page).
	 *
	 * @param array<string, bool|string> $robots Directives WordPress collected.
	 * @return array<string, bool|string>
	 */
	public function robots( array $robots ): array {
		foreach ( array_filter( array_map( 'trim', explode( ',', $this->meta['robots'] ?? '' ) ) ) as $directive ) {
			$robots[ $directive ] = true;
		}
		return $robots;
	}

	/**
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public function body_class( array $classes ): array {
		$classes[] = 'playpal-app';
		return $classes;
	}

	/**
	 * Description, canonical, share tags and structured data (Seo\Head_Tags).
	 */
	public function print_head_tags(): void {
		$this->head_tags?->print(
			$this->meta ?? array(
				'title'       => '',
				'description' => '',
				'robots'      => '',
			)
		);
	}

	/**
	 * The app's script and first-paint styles, with the config the bundle reads.
	 */
	public function enqueue(): void {
		$this->assets->enqueue_first_paint_styles();
		$this->assets->enqueue_app( $this->config() );
		if ( null !== $this->shared ) {
			$this->assets->print_no_rest_nonce();
		}
	}

	/**
	 * Removes styles that belong to the active theme.
	 */
	public function dequeue_theme_styles(): void {
		$theme_urls = array_unique( array( get_template_directory_uri(), get_stylesheet_directory_uri() ) );
		foreach ( wp_styles()->queue as $handle ) {
			$src = (string) ( wp_styles()->registered[ $handle ]->src ?? '' );
			foreach ( $theme_urls as $url ) {
				if ( '' !== $src && str_starts_with( $src, $url ) ) {
					wp_dequeue_style( $handle );
				}
			}
		}
	}

	/**
	 * What the bundle reads as window.playpalConfig (docs/CONVENTIONS.md).
	 *
	 * @return array<string, mixed>
	 */
	private function config(): array {
		// The design tokens reach the page once, as the first paint's CSS variables (Assets): not preloaded here.
		$preload_paths = array();
		/**
		 * Filters the REST paths whose responses the shell embeds, so the
		 * first render of a route needs no request.
		 *
		 * @param string[]   $paths REST paths such as "/pp/v1/posts?_embed&per_page=12".
		 * @param array|null $route The matched route.
		 */
		$preload_paths = apply_filters( 'playpal_preload_paths', $preload_paths, $this->router->current() );
		if ( null !== $this->shared ) {
			// A shared page embeds nobody's cart: the app reads it after load.
			$preload_paths = array_diff( $preload_paths, array( Store::cart_path() ) );
		}
		// The same responses the route's status, head tags and printed HTML read: dispatched once.
		$preloaded = $this->route_data->preloaded( $preload_paths );
		foreach ( $preloaded as $path => $entry ) {
			// A cart token lets its holder change the cart without a nonce; the
			// storefront authenticates with the nonce and never needs it.
			unset( $preloaded[ $path ]['headers']['Cart-Token'] );
			if ( null !== $this->shared ) {
				// Nor any nonce or user a Store API response names.
				$preloaded[ $path ]['headers'] = Store::without_visitor_headers( $entry['headers'] );
			}
		}

		$config = array(
			'version'       => PLAYPAL_VERSION,
			'basePath'      => $this->router->basename(),
			'restRoot'      => esc_url_raw( rest_url() ),
			'siteName'      => get_bloginfo( 'name' ),
			'flags'         => $this->settings->flags(),
			'preloaded'     => $preloaded,
			// False too while WooCommerce's "coming soon" hides the store from this visitor.
			'storeActive'   => $this->store->is_open(),
			'checkoutUrl'   => $this->store->is_open() ? $this->store->checkout_url() : '',
			// On a shared page the first cart read brings it (src/lib/store-api-nonce.ts).
			'storeApiNonce' => $this->store->is_open() && null === $this->shared ? $this->store->api_nonce() : '',
			// WordPress's own login; screens add `redirect_to` (the same for every visitor, so cacheable).
			'loginUrl'      => wp_login_url(),
			// The portal's "Sign out": only on a signed-in person's own page (its nonce is theirs; a shared page has none).
			'signOutUrl'    => is_user_logged_in() && null === $this->shared ? wp_logout_url( home_url( '/' ) ) : '',
		);
		/**
		 * Filters the config handed to the storefront bundle.
		 *
		 * @param array $config Config values.
		 */
		return apply_filters( 'playpal_app_config', $config );
	}
}
