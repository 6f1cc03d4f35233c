<?php
/**
 * The wc/store/v1 routes the storefront uses, answering as WooCommerce's
 * Store API does (see the plugin header for the contract).
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Route registration, the nonce check and the cart response headers.
 */
final class Store_Api {

	/** WooCommerce registers the same routes under both. */
	public const NAMESPACES = array( 'wc/store/v1', 'wc/store' );

	public static function register_routes(): void {
		foreach ( self::NAMESPACES as $namespace ) {
			register_rest_route(
				$namespace,
				'/products',
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'get_products' ),
					'permission_callback' => '__return_true', // The catalogue is public, as in WooCommerce.
					'args'                => self::collection_args(),
				)
			);
			register_rest_route(
				$namespace,
				'/products/(?P<id>[\d]+)',
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'get_product_by_id' ),
					'permission_callback' => '__return_true',
				)
			);
			register_rest_route(
				$namespace,
				'/products/(?P<slug>[\S]+)',
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'get_product_by_slug' ),
					'permission_callback' => '__return_true',
				)
			);
			register_rest_route(
				$namespace,
				'/cart',
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( self::class, 'get_cart' ),
					'permission_callback' => '__return_true',
				)
			);
			// Cart writes are open to guests, as in WooCommerce; each handler
			// checks the `Nonce` header (or a Cart-Token) before changing anything.
			register_rest_route(
				$namespace,
				'/cart/add-item',
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( self::class, 'add_item' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'id'        => array(
							'type'     => 'integer',
							'required' => true,
						),
						'quantity'  => array(
							'type'    => 'integer',
							'default' => 1,
						),
						'variation' => array(
							'type'    => 'array',
							'default' => array(),
							'items'   => array(
								'type'       => 'object',
								'properties' => array(
									'attribute' => array( 'type' => 'string' ),
									'value'     => array( 'type' => 'string' ),
								),
							),
						),
					),
				)
			);
			register_rest_route(
				$namespace,
				'/cart/update-item',
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( self::class, 'update_item' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'key'      => array(
							'type'     => 'string',
							'required' => true,
						),
						'quantity' => array(
							'type'     => 'integer',
							'required' => true,
						),
					),
				)
			);
			register_rest_route(
				$namespace,
				'/cart/remove-item',
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( self::class, 'remove_item' ),
					'permission_callback' => '__return_true',
					'args'                => array(
						'key' => array(
							'type'     => 'string',
							'required' => true,
						),
					),
				)
			);
		}
	}

	/**
	 * The collection parameters of GET /products that the double honours.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function collection_args(): array {
		return array(
			'page'     => array(
				'type'    => 'integer',
				'default' => 1,
				'minimum' => 1,
			),
			'per_page' => array(
				'type'    => 'integer',
				'default' => 10,
				'minimum' => 1,
				'maximum' => 100,
			),
			'search'   => array( 'type' => 'string' ),
			'slug'     => array( 'type' => 'string' ),
			'category' => array( 'type' => 'string' ),
			'include'  => array(
				'type'    => 'array',
				'items'   => array( 'type' => 'integer' ),
				'default' => array(),
			),
			'orderby'  => array(
				'type'    => 'string',
				'default' => 'date',
				'enum'    => array( 'date', 'modified', 'id', 'include', 'title', 'slug', 'price', 'popularity', 'rating', 'menu_order' ),
			),
			'order'    => array(
				'type'    => 'string',
				'default' => 'desc',
				'enum'    => array( 'asc', 'desc' ),
			),
		);
	}

	/**
	 * GET /products: a page of the catalogue with WordPress's paging headers.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function get_products( WP_REST_Request $request ): WP_REST_Response {
		$per_page = (int) $request['per_page'];
		$page     = (int) $request['page'];
		$result   = Catalog::query(
			array(
				'page'     => $page,
				'per_page' => $per_page,
				'search'   => $request['search'],
				'slug'     => $request['slug'],
				'category' => $request['category'],
				'include'  => $request['include'],
				'orderby'  => $request['orderby'],
				'order'    => $request['order'],
			)
		);
		$response = new WP_REST_Response( array_map( array( Catalog::class, 'product_response' ), $result['posts'] ), 200 );
		$pages    = (int) ceil( $result['total'] / max( 1, $per_page ) );
		$response->header( 'X-WP-Total', (string) $result['total'] );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		$base  = add_query_arg( urlencode_deep( $request->get_query_params() ), rest_url( ltrim( $request->get_route(), '/' ) ) );
		$links = array();
		if ( $page > 1 ) {
			$links[] = '<' . add_query_arg( 'page', $page - 1, $base ) . '>; rel="prev"';
		}
		if ( $page < $pages ) {
			$links[] = '<' . add_query_arg( 'page', $page + 1, $base ) . '>; rel="next"';
		}
		if ( $links ) {
			$response->header( 'Link', implode( ', ', $links ) );
		}
		return $response;
	}

	/**
	 * GET /products/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function get_product_by_id( WP_REST_Request $request ): WP_REST_Response {
		$product = Catalog::find( (int) $request['id'] );
		if ( null === $product ) {
			return self::error( new Route_Error( 'woocommerce_rest_product_invalid_id', 'Invalid product ID.', 404 ) );
		}
		return new WP_REST_Response( Catalog::product_response( $product ), 200 );
	}

	/**
	 * GET /products/{slug}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function get_product_by_slug( WP_REST_Request $request ): WP_REST_Response {
		$product = Catalog::find_by_slug( (string) $request['slug'] );
		if ( null === $product ) {
			return self::error( new Route_Error( 'woocommerce_rest_product_invalid_slug', 'Invalid product slug.', 404 ) );
		}
		return new WP_REST_Response( Catalog::product_response( $product ), 200 );
	}

	/**
	 * GET /cart.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function get_cart( WP_REST_Request $request ): WP_REST_Response {
		return self::cart_route( $request, static fn() => null );
	}

	/**
	 * POST /cart/add-item: 201 with the whole cart.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function add_item( WP_REST_Request $request ): WP_REST_Response {
		return self::cart_route( $request, static fn( Cart $cart ) => $cart->add( (int) $request['id'], (int) $request['quantity'] ), 201 );
	}

	/**
	 * POST /cart/update-item.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function update_item( WP_REST_Request $request ): WP_REST_Response {
		return self::cart_route( $request, static fn( Cart $cart ) => $cart->update( (string) $request['key'], (int) $request['quantity'] ) );
	}

	/**
	 * POST /cart/remove-item.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function remove_item( WP_REST_Request $request ): WP_REST_Response {
		return self::cart_route( $request, static fn( Cart $cart ) => $cart->remove( (string) $request['key'] ) );
	}

	/**
	 * The Store API does not use WordPress's cookie nonce (X-WP-Nonce): like
	 * WooCommerce, the double lets its own routes through authentication and
	 * guards cart writes with the `Nonce` header instead.
	 *
	 * @param mixed $result Result of earlier authentication handlers.
	 * @return mixed
	 */
	public static function authenticate( $result ) {
		$route = (string) ( $GLOBALS['wp']->query_vars['rest_route'] ?? '' );
		if ( ! str_starts_with( $route, '/wc/store/' ) ) {
			return $result;
		}
		return ! empty( $result ) ? $result : true;
	}

	/**
	 * Runs a cart operation the way WooCommerce's AbstractCartRoute does:
	 * load the session (a Cart-Token wins over the cookie), check the nonce
	 * on writes, run, and add the nonce and cart headers — on errors too.
	 *
	 * @param WP_REST_Request $request   Request.
	 * @param callable        $operation Receives the Cart.
	 * @param int             $status    Status on success.
	 */
	private static function cart_route( WP_REST_Request $request, callable $operation, int $status = 200 ): WP_REST_Response {
		$has_token = self::load_cart_token( $request );
		$is_write  = in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH', 'DELETE' ), true );
		$error     = $is_write && ! $has_token ? self::check_nonce( $request ) : null;
		if ( null === $error ) {
			try {
				$operation( Cart::current() );
				$response = new WP_REST_Response( Cart::current()->response(), $status );
			} catch ( Route_Error $route_error ) {
				$error = $route_error;
			}
		}
		if ( null !== $error ) {
			$response = self::error( $error );
		}
		return self::add_cart_headers( $response );
	}

	/**
	 * WooCommerce's nonce check: 401 without the header, 403 when it does not verify.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private static function check_nonce( WP_REST_Request $request ): ?Route_Error {
		/** This filter is documented in WooCommerce's AbstractCartRoute::check_nonce(). */
		if ( apply_filters( 'woocommerce_store_api_disable_nonce_check', false ) ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
			return null;
		}
		$nonce = $request->get_header( 'Nonce' );
		if ( null === $nonce || '' === $nonce ) {
			return new Route_Error( 'woocommerce_rest_missing_nonce', 'Missing the Nonce header. This endpoint requires a valid nonce.', 401 );
		}
		if ( ! wp_verify_nonce( $nonce, 'wc_store_api' ) ) {
			return new Route_Error( 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.', 403 );
		}
		return null;
	}

	/**
	 * The error body `{ code, message, data: { status, … } }`; a 409 carries the current cart.
	 *
	 * @param Route_Error $error What went wrong.
	 */
	private static function error( Route_Error $error ): WP_REST_Response {
		$data = array_merge( $error->extra, array( 'status' => $error->status ) );
		if ( 409 === $error->status ) {
			$data['cart'] = Cart::current()->response();
		}
		return new WP_REST_Response(
			array(
				'code'    => $error->error_code,
				'message' => $error->getMessage(),
				'data'    => $data,
			),
			$error->status
		);
	}

	/**
	 * @param WP_REST_Response $response Response.
	 */
	private static function add_cart_headers( WP_REST_Response $response ): WP_REST_Response {
		$response->header( 'Nonce', wp_create_nonce( 'wc_store_api' ) );
		$response->header( 'Nonce-Timestamp', (string) time() );
		$response->header( 'User-ID', (string) get_current_user_id() );
		$response->header( 'Cart-Token', self::create_cart_token( Session::current()->customer_id() ) );
		$response->header( 'Cart-Hash', Cart::current()->hash() );
		return $response;
	}

	/**
	 * A Cart-Token as WooCommerce issues it: an HS256 JSON Web Token naming the customer session.
	 *
	 * @param string $customer_id Customer ID.
	 */
	public static function create_cart_token( string $customer_id ): string {
		$header  = self::base64url(
			(string) wp_json_encode(
				array(
					'alg' => 'HS256',
					'typ' => 'JWT',
				)
			)
		);
		$payload = self::base64url(
			(string) wp_json_encode(
				array(
					'user_id' => $customer_id,
					'exp'     => time() + Session::LIFETIME,
					'iss'     => 'store-api',
				)
			)
		);
		return $header . '.' . $payload . '.' . self::base64url( hash_hmac( 'sha256', $header . '.' . $payload, '@' . wp_salt(), true ) );
	}

	/**
	 * Uses the session a valid Cart-Token header names.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return bool Whether a valid token was sent.
	 */
	private static function load_cart_token( WP_REST_Request $request ): bool {
		$parts = explode( '.', (string) $request->get_header( 'Cart-Token' ) );
		if ( 3 !== count( $parts ) ) {
			return false;
		}
		list( $header, $payload, $signature ) = $parts;
		$expected                             = self::base64url( hash_hmac( 'sha256', $header . '.' . $payload, '@' . wp_salt(), true ) );
		$claims                               = json_decode( (string) base64_decode( strtr( $payload, '-_', '+/' ) ), true );
		if ( ! hash_equals( $expected, $signature ) || ! is_array( $claims ) || (int) ( $claims['exp'] ?? 0 ) < time() || empty( $claims['user_id'] ) ) {
			return false;
		}
		Session::use_customer( (string) $claims['user_id'] );
		return true;
	}

	private static function base64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
	}
}
