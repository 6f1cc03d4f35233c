<?php
/**
 * The server-printed first screen of the content and shop routes.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

use PlayPal\Commerce\Catalogue_Query;
use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;
use PlayPal\Frontend\Assets;
use PlayPal\Frontend\Blog_Routes;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Data;

defined( 'ABSPATH' ) || exit;

/**
 * For /, /blog, /blog/{slug}, /shop, /products and /product/{slug} the shell
 * prints the screen's HTML inside #playpal-root before any script runs,
 * from templates/first-screen/*.php that mirror the React components, fed
 * with the very responses the shell embeds for the bundle (Route_Data). The
 * bundle replaces it on mount, rendering the same data with no request.
 * Critical CSS in the head styles it; the route's screen chunks are
 * preloaded from the build's manifest. Home has no data to read: its
 * template prints the same words for every guest.
 */
final class First_Screen {

	/**
	 * Template (templates/first-screen/{name}.php) and screen chunks
	 * (webpackChunkName in src/app/router.tsx) by route pattern.
	 */
	private const SCREENS = array(
		''                         => array( 'home', array( 'home' ) ),
		Blog_Routes::LIST_PATTERN  => array( 'blog', array( 'blog', 'newsletter' ) ),
		Blog_Routes::POST_PATTERN  => array( 'blog-post', array( 'blog-post' ) ),
		'shop'                     => array( 'shop', array( 'shop' ) ),
		'products'                 => array( 'shop', array( 'shop' ) ),
		Shop_Routes::PRODUCT_ROUTE => array( 'product', array( 'product' ) ),
	);

	/**
	 * The HTML printed for this request, built once.
	 *
	 * @var string|null
	 */
	private ?string $html = null;

	public function __construct(
		private Url_Router $router,
		private Route_Data $route_data,
		private Store $store,
		private Screen_Chunks $chunks = new Screen_Chunks()
	) {}

	public function add_hooks(): void {
		add_filter( 'playpal_first_screen', array( $this, 'current_html' ) );
		// After the shell's own first-paint styles (App_Shell::enqueue, priority 20).
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_critical_css' ), 25 );
		add_filter( 'wp_preload_resources', array( $this, 'preload_chunks' ) );
	}

	/**
	 * The screen's HTML for the current request ('' when the route prints none).
	 */
	public function current_html(): string {
		if ( null === $this->html ) {
			$this->html = $this->html_for( $this->router->current() );
		}
		return $this->html;
	}

	/**
	 * The screen's HTML for a matched route, inside the app's frame (header and main).
	 *
	 * @param array{pattern: ?string, params: array<string,string>, status: int}|null $route Matched route.
	 * @return string '' when the route prints nothing (unknown, 404, shop closed, no content yet).
	 */
	public function html_for( ?array $route ): string {
		$pattern = self::printed_pattern( $route );
		if ( null === $pattern || 200 !== ( $route['status'] ?? 200 ) ) {
			return '';
		}
		$args = $this->screen_args( $pattern, (array) ( $route['params'] ?? array() ) );
		if ( null === $args ) {
			return '';
		}
		$args['base'] = $this->router->basename();
		$screen       = self::render( self::SCREENS[ $pattern ][0], $args );
		return self::render(
			'layout',
			array(
				'base'    => $args['base'],
				// The header marks the section's link, as React Router's NavLink does ("/blog" on a post too).
				'current' => '/' . explode( '/', $pattern )[0],
				'screen'  => $screen,
			)
		);
	}

	/**
	 * The route's pattern when it has a printed screen. Home's pattern is '',
	 * so a request the app does not answer (no route, or a 404 without a
	 * pattern) must not read as Home.
	 *
	 * @param array{pattern: ?string, params: array<string,string>, status: int}|null $route Matched route.
	 */
	private static function printed_pattern( ?array $route ): ?string {
		$pattern = $route['pattern'] ?? null;
		return is_string( $pattern ) && isset( self::SCREENS[ $pattern ] ) ? $pattern : null;
	}

	/**
	 * What the route's template reads, from the responses the shell embeds.
	 *
	 * @param string               $pattern Route pattern.
	 * @param array<string,string> $params  Route parameters.
	 * @return array<string, mixed>|null Null when there is nothing to print.
	 */
	private function screen_args( string $pattern, array $params ): ?array {
		$slug = (string) ( $params['slug'] ?? '' );
		switch ( $pattern ) {
			case '':
				return array(); // Home prints its own words; the demo message is per visit, left to the bundle.
			case Blog_Routes::LIST_PATTERN:
				$posts = $this->route_data->body( Blog_Routes::LIST_PATH );
				if ( ! is_array( $posts ) || ! $posts ) {
					return null;
				}
				$posts = array_values( $posts );
				return array(
					'posts'       => $posts,
					'first_image' => self::first_with_image( $posts, array( Post_Fields::class, 'image' ) ),
				);
			case Blog_Routes::POST_PATTERN:
				$posts = $this->route_data->body( Blog_Routes::post_path( $slug ) );
				return is_array( $posts ) && is_array( $posts[0] ?? null ) ? array(
					'post'        => $posts[0],
					'first_image' => 0,
				) : null;
			case 'shop':
			case 'products':
				if ( ! $this->store->is_open() ) {
					return null; // The bundle shows "not open yet"; nothing to print for it.
				}
				return $this->shop_args( Catalogue_Query::from_request(), '/' . $pattern );
			default:
				$product = $this->store->is_open() ? $this->store->product_by_slug( $slug ) : null;
				return null === $product ? null : $this->product_args( $product );
		}
	}

	/**
	 * What templates/first-screen/shop.php reads for a shop address: the page
	 * of products, its totals, and the filter bar's choices, all from the
	 * responses the shell embeds (Shop_Routes::catalogue_paths()).
	 *
	 * @param Catalogue_Query $query The address's state.
	 * @param string          $path  The screen's app path, "/shop" or "/products".
	 * @return array<string, mixed>|null Null for an empty store (the bundle says "More Magic Coming Soon") or a failed answer.
	 */
	public function shop_args( Catalogue_Query $query, string $path ): ?array {
		$page = $this->route_data->get( Store::products_path( $query ) );
		if ( 200 !== $page['status'] || ! is_array( $page['data'] ) ) {
			return null;
		}
		$products = array_values( $page['data'] );
		$total    = (int) ( $page['headers']['X-WP-Total'] ?? count( $products ) );
		if ( ! $products && 0 === $total && ! $query->is_filtered() && 1 === $query->page ) {
			return null;
		}
		$attributes = array();
		foreach ( $this->list_body( Store::attributes_path() ) as $attribute ) {
			$id = (int) ( $attribute['id'] ?? 0 );
			if ( $id > 0 ) {
				$attributes[] = array(
					'attribute' => $attribute,
					'terms'     => $this->list_body( Store::attribute_terms_path( $id ) ),
				);
			}
		}
		return array(
			'path'        => $path,
			'query'       => $query,
			'products'    => $products,
			'total'       => $total,
			'total_pages' => (int) ( $page['headers']['X-WP-TotalPages'] ?? 1 ),
			'categories'  => $this->list_body( Store::categories_path() ),
			'attributes'  => $attributes,
			'first_image' => self::first_with_image( $products, array( Product_Fields::class, 'image' ) ),
		);
	}

	/**
	 * A product page's data: the product, and the variations or members it
	 * lists, from the responses the shell embeds (Shop_Routes::preload_paths).
	 *
	 * @param array<string, mixed> $product The Store API product.
	 * @return array{product: array<string, mixed>, variations: array<int, array<string, mixed>>, members: array<int, array<string, mixed>>}
	 */
	private function product_args( array $product ): array {
		$lists = array();
		foreach ( Store::product_page_paths( $product ) as $path ) {
			$body    = $this->route_data->body( $path );
			$lists[] = is_array( $body ) ? array_values( array_filter( $body, 'is_array' ) ) : array();
		}
		$variable = 'variable' === ( $product['type'] ?? '' );
		return array(
			'product'    => $product,
			'variations' => $variable ? ( $lists[0] ?? array() ) : array(),
			'members'    => $variable ? array() : ( $lists[0] ?? array() ),
		);
	}

	/**
	 * A successful list answer's entries, or none.
	 *
	 * @param string $path Store API path.
	 * @return array<int, array<string, mixed>>
	 */
	private function list_body( string $path ): array {
		$body = $this->route_data->body( $path );
		return is_array( $body ) ? array_values( array_filter( $body, 'is_array' ) ) : array();
	}

	/**
	 * Index of the first item that has a picture: the screen's largest paint,
	 * the one picture that loads at high priority (the React screens pick the same).
	 *
	 * @param array<int, array<string, mixed>> $items Posts or products.
	 * @param callable                         $image Reads an item's picture, null for none.
	 */
	public static function first_with_image( array $items, callable $image ): ?int {
		foreach ( $items as $index => $item ) {
			if ( null !== $image( $item ) ) {
				return $index;
			}
		}
		return null;
	}

	/**
	 * Renders templates/first-screen/{name}.php with `$args` (static: WooCommerce's
	 * own pages print the site header and footer through it too, Checkout\Store_Frame).
	 *
	 * @param string               $name Template name.
	 * @param array<string, mixed> $args What the template reads.
	 */
	public static function render( string $name, array $args ): string {
		ob_start();
		( static function ( string $playpal_template, array $args ): void {
			require $playpal_template;
		} )( PLAYPAL_PLUGIN_DIR . 'templates/first-screen/' . $name . '.php', $args );
		return (string) ob_get_clean();
	}

	/**
	 * The printed screen's styles, in the head so it paints styled.
	 */
	public function enqueue_critical_css(): void {
		if ( '' === $this->current_html() ) {
			return;
		}
		// Home's rules are Home's alone: the other printed routes do not carry them.
		$home = '' === self::printed_pattern( $this->router->current() );
		wp_add_inline_style( Assets::STYLE_HANDLE, Critical_Css::css() . ( $home ? Critical_Css::home() : '' ) );
	}

	/**
	 * Asks the browser to fetch the route's screen chunks with the main
	 * bundle rather than after it has run.
	 *
	 * @param array<int, array<string, string>> $resources Resources to preload.
	 * @return array<int, array<string, string>>
	 */
	public function preload_chunks( array $resources ): array {
		$pattern = self::printed_pattern( $this->router->current() );
		if ( null === $pattern ) {
			return $resources;
		}
		foreach ( $this->chunks->files( self::SCREENS[ $pattern ][1] ) as $file ) {
			$resources[] = array(
				'href' => plugins_url( 'build/' . $file, PLAYPAL_PLUGIN_FILE ),
				'as'   => 'script',
			);
		}
		return $resources;
	}
}
