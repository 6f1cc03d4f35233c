<?php
/**
 * The commerce screens as the server sees them: their routes, the 404 for
 * a product slug that does not exist, their head tags, and the Store API
 * responses the shell embeds so they render without waiting for a request.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use PlayPal\Routing\Route_Meta;

defined( 'ABSPATH' ) || exit;

/**
 * Registers /shop, /products, /product/{slug}, /cart and /checkout with the app shell.
 */
final class Shop_Routes {

	public const PRODUCT_ROUTE = 'product/{slug}';

	/** Route patterns of the commerce screens (SPEC §2). */
	public const ROUTES = array( 'shop', 'products', self::PRODUCT_ROUTE, 'cart', 'checkout' );

	public function __construct( private Store $store ) {}

	public function add_hooks(): void {
		add_filter( 'playpal_routes', array( $this, 'routes' ) );
		add_filter( 'playpal_route_status', array( $this, 'status' ), 10, 3 );
		add_filter( 'playpal_route_meta', array( $this, 'meta' ), 10, 3 );
		add_filter( 'playpal_preload_paths', array( $this, 'preload_paths' ), 10, 2 );
		add_filter( 'playpal_canonical_url', array( $this, 'canonical_url' ), 10, 2 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'forget_catalog_ordering' ), 10, 3 );
	}

	/**
	 * After a Store API products request, takes back the ordering WooCommerce
	 * left hooked. Sorting by price, popularity or rating goes through
	 * WC_Query::get_catalog_ordering_args(), which hooks `posts_clauses` for
	 * good: every later query of the same PHP request (the shell dispatches
	 * several) was sorted by product price (the next test's posts too).
	 *
	 * @param mixed            $response The answer, passed through.
	 * @param mixed            $handler  The route's handler.
	 * @param \WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function forget_catalog_ordering( mixed $response, mixed $handler, \WP_REST_Request $request ): mixed {
		// Only WooCommerce has WC_Query (its Store API double does not); it builds WC()->query on load.
		if ( str_starts_with( $request->get_route(), Store::API_NAMESPACE . '/products' ) && class_exists( \WC_Query::class, false ) && function_exists( 'WC' ) ) {
			WC()->query->remove_ordering_args();
		}
		return $response;
	}

	/**
	 * Whether a route pattern is the shop's list (/shop or /products, one screen).
	 *
	 * @param string|null $pattern Route pattern.
	 */
	public static function is_catalogue( ?string $pattern ): bool {
		return 'shop' === $pattern || 'products' === $pattern;
	}

	/**
	 * A shop page's canonical link is its own address with the state in one
	 * order (page 2 is not page 1, a category is its own page); the React
	 * shop writes the same (useDocumentHead in ShopScreen.tsx).
	 *
	 * @param string     $url   The address without its query.
	 * @param array|null $route The matched route.
	 * @phpstan-param array{pattern?: ?string}|null $route
	 */
	public function canonical_url( string $url, ?array $route ): string {
		return self::is_catalogue( $route['pattern'] ?? null ) ? $url . Catalogue_Query::from_request()->to_query_string() : $url;
	}

	/**
	 * @param string[] $routes Route patterns.
	 * @return string[]
	 */
	public function routes( array $routes ): array {
		return array_values( array_unique( array_merge( $routes, self::ROUTES ) ) );
	}

	/**
	 * A product page answers 404 when the store has no product with that slug.
	 * Without a store the page says the shop is not open yet, with 200 and
	 * noindex (a 404 document would also put an error in the console).
	 *
	 * @param int                  $status  Status so far.
	 * @param string               $pattern Route pattern.
	 * @param array<string,string> $params  Route parameters.
	 */
	public function status( int $status, string $pattern, array $params ): int {
		if ( self::PRODUCT_ROUTE !== $pattern || ! $this->store->is_active() ) {
			return $status;
		}
		return null === $this->store->product_by_slug( $params['slug'] ?? '' ) ? 404 : $status;
	}

	/**
	 * Title, description and robots of the commerce screens.
	 *
	 * @param array{title: string, description: string, robots: string} $meta    Head tags so far.
	 * @param string|null                                               $pattern Route pattern.
	 * @param array<string,string>                                      $params  Route parameters.
	 * @return array{title: string, description: string, robots: string}
	 */
	public function meta( array $meta, ?string $pattern, array $params ): array {
		if ( in_array( $pattern, self::ROUTES, true ) && $this->store->is_active() && ! $this->store->is_open() ) {
			// WooCommerce's "coming soon": nothing about the products yet; indexed as WooCommerce leaves its page.
			return array(
				'title'       => Route_Meta::page_title( __( 'Shop', 'playpal' ) ),
				'description' => __( 'The shop is not open yet', 'playpal' ),
				'robots'      => '',
			);
		}
		switch ( $pattern ) {
			case 'shop':
			case 'products':
				$query = Catalogue_Query::from_request();
				return array(
					'title'       => Route_Meta::page_title(
						$query->page > 1
							/* translators: %d: page number of the shop. */
							? sprintf( __( 'Shop, page %d', 'playpal' ), $query->page )
							: __( 'Shop', 'playpal' )
					),
					'description' => __( 'Printable play kits for little adventurers: download, print and play today.', 'playpal' ),
					// Searches, attribute filters and other orders are near-copies of the category pages.
					'robots'      => $query->is_indexable() ? '' : 'noindex, follow',
				);
			case 'cart':
				return array(
					'title'       => Route_Meta::page_title( __( 'Cart', 'playpal' ) ),
					'description' => __( 'The play kits in your cart.', 'playpal' ),
					'robots'      => 'noindex',
				);
			case 'checkout':
				return array(
					'title'       => Route_Meta::page_title( __( 'Checkout', 'playpal' ) ),
					'description' => __( 'Redirecting to checkout', 'playpal' ),
					'robots'      => 'noindex',
				);
			case self::PRODUCT_ROUTE:
				$product = $this->store->product_by_slug( $params['slug'] ?? '' );
				if ( null === $product ) {
					// Only reached without a store (an unknown product is a 404 with its own tags).
					return array(
						'title'       => Route_Meta::page_title( __( 'Shop', 'playpal' ) ),
						'description' => __( 'The shop is not open yet', 'playpal' ),
						'robots'      => 'noindex',
					);
				}
				$summary = wp_strip_all_tags( (string) ( $product['short_description'] ?? '' ) );
				if ( '' === trim( $summary ) ) {
					$summary = wp_strip_all_tags( (string) ( $product['description'] ?? '' ) );
				}
				return array(
					'title'       => Route_Meta::page_title( html_entity_decode( (string) ( $product['name'] ?? '' ), ENT_QUOTES, 'UTF-8' ) ),
					'description' => wp_html_excerpt( trim( preg_replace( '/\s+/', ' ', $summary ) ?? '' ), 155, '…' ),
					'robots'      => '',
				);
		}
		return $meta;
	}

	/**
	 * Embeds the cart on every app page (the header's badge shows its count),
	 * on /shop and /products the page of products the address asks for and
	 * what the filter bar lists (categories, attributes, each attribute's
	 * terms: a few small lists, whatever the catalogue's size), and the
	 * product on its page (with its variations or members).
	 *
	 * @param string[]   $paths REST paths to embed.
	 * @param array|null $route The matched route (Url_Router::current(); a filter argument, so any key may be missing).
	 * @phpstan-param array{pattern?: ?string, params?: array<string, string>, status?: int}|null $route
	 * @return string[]
	 */
	public function preload_paths( array $paths, ?array $route ): array {
		if ( null === $route || ! $this->store->is_open() ) {
			return $paths;
		}
		$paths[] = Store::cart_path();
		$pattern = $route['pattern'] ?? null;
		if ( self::is_catalogue( $pattern ) ) {
			$paths = array_merge( $paths, $this->catalogue_paths( Catalogue_Query::from_request() ) );
		}
		if ( self::PRODUCT_ROUTE === $pattern && 200 === ( $route['status'] ?? 0 ) ) {
			$slug    = (string) ( $route['params']['slug'] ?? '' );
			$paths[] = Store::product_path( $slug );
			// A variable product's variations, a grouped product's members: the page shows them at once.
			$product = $this->store->product_by_slug( $slug );
			$paths   = array_merge( $paths, null === $product ? array() : Store::product_page_paths( $product ) );
		}
		return $paths;
	}

	/**
	 * The Store API paths a shop page reads: its products, the categories,
	 * the attributes and each attribute's terms.
	 *
	 * @param Catalogue_Query $query The address's state.
	 * @return string[]
	 */
	public function catalogue_paths( Catalogue_Query $query ): array {
		$paths = array( Store::products_path( $query ), Store::categories_path(), Store::attributes_path() );
		foreach ( $this->attribute_ids() as $id ) {
			$paths[] = Store::attribute_terms_path( $id );
		}
		return $paths;
	}

	/**
	 * The ids of the store's global attributes, from the Store API's answer (dispatched once per request).
	 *
	 * @return int[]
	 */
	public function attribute_ids(): array {
		$response = $this->store->get( Store::attributes_path() );
		if ( 200 !== $response['status'] || ! is_array( $response['data'] ) ) {
			return array();
		}
		$ids = array();
		foreach ( $response['data'] as $attribute ) {
			if ( is_array( $attribute ) && isset( $attribute['id'] ) && (int) $attribute['id'] > 0 ) {
				$ids[] = (int) $attribute['id'];
			}
		}
		return $ids;
	}
}
