<?php
/**
 * The adapter between PlayPal and the store: is WooCommerce here, where is
 * its checkout, what nonce does the Store API expect, and a way to read the
 * Store API in-process (for preloading, 404s and head tags).
 *
 * Everything goes through WooCommerce's public PHP functions and its Store
 * API (wc/store/v1), so any WooCommerce that serves that API works —
 * including the test double the dev and test sites use when no WooCommerce
 * can be installed (tests/woocommerce-double).
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * What PlayPal needs to know about WooCommerce.
 */
class Store {

	/** The Store API namespace the storefront talks to. */
	public const API_NAMESPACE = '/wc/store/v1';

	/** Shop page size (SPEC §9). */
	public const SHOP_PAGE_SIZE = 24;

	/** The nonce action WooCommerce checks on cart writes. */
	public const NONCE_ACTION = 'wc_store_api';

	/**
	 * Store API GET responses already read in this request, by path.
	 *
	 * @var array<string, array{status: int, data: mixed}>
	 */
	private array $responses = array();

	/**
	 * Whether a WooCommerce store is active.
	 */
	public function is_active(): bool {
		/**
		 * Filters whether PlayPal treats the store as open.
		 *
		 * @param bool $active True when WooCommerce is loaded.
		 */
		return (bool) apply_filters( 'playpal_store_active', class_exists( 'WooCommerce', false ) );
	}

	/**
	 * WooCommerce's checkout page URL ('' without a store).
	 */
	public function checkout_url(): string {
		if ( ! $this->is_active() || ! function_exists( 'wc_get_checkout_url' ) ) {
			return '';
		}
		return (string) wc_get_checkout_url();
	}

	/**
	 * The nonce the Store API checks on cart writes ('' without a store).
	 */
	public function api_nonce(): string {
		return $this->is_active() ? wp_create_nonce( self::NONCE_ACTION ) : '';
	}

	/**
	 * Whether WooCommerce renders the current request itself (checkout, my account).
	 */
	public function is_store_page(): bool {
		if ( ! $this->is_active() ) {
			return false;
		}
		$checkout = function_exists( 'is_checkout' ) && is_checkout();
		$account  = function_exists( 'is_account_page' ) && is_account_page();
		return $checkout || $account;
	}

	/**
	 * The Store API path of a shop page ("/wc/store/v1/products?per_page=24", then "&page=2"…).
	 * The client builds the same string, so a preloaded response matches its request.
	 *
	 * @param int $page Page number, from 1.
	 */
	public static function products_path( int $page = 1 ): string {
		$path = self::API_NAMESPACE . '/products?per_page=' . self::SHOP_PAGE_SIZE;
		return $page > 1 ? $path . '&page=' . $page : $path;
	}

	/**
	 * The Store API path that finds a product by slug (SPEC §5: URL-encoded).
	 *
	 * @param string $slug Product slug, decoded.
	 */
	public static function product_path( string $slug ): string {
		return self::API_NAMESPACE . '/products?slug=' . rawurlencode( $slug );
	}

	public static function cart_path(): string {
		return self::API_NAMESPACE . '/cart';
	}

	/**
	 * The product with this slug, read through the Store API (null when none, or without a store).
	 *
	 * @param string $slug Product slug, decoded.
	 * @return array<string, mixed>|null The Store API product.
	 */
	public function product_by_slug( string $slug ): ?array {
		if ( ! $this->is_active() || '' === $slug ) {
			return null;
		}
		$response = $this->get( self::product_path( $slug ) );
		$first    = is_array( $response['data'] ) ? ( $response['data'][0] ?? null ) : null;
		return 200 === $response['status'] && is_array( $first ) ? $first : null;
	}

	/**
	 * Dispatches a GET to the Store API inside this request (no HTTP), once per path.
	 *
	 * @param string $path Path with query, e.g. "/wc/store/v1/products?slug=x".
	 * @return array{status: int, data: mixed}
	 */
	public function get( string $path ): array {
		if ( isset( $this->responses[ $path ] ) ) {
			return $this->responses[ $path ];
		}
		$parts   = wp_parse_url( $path );
		$request = new WP_REST_Request( 'GET', (string) ( $parts['path'] ?? '' ) );
		if ( ! empty( $parts['query'] ) ) {
			parse_str( $parts['query'], $query );
			$request->set_query_params( $query );
		}
		$response                 = rest_do_request( $request );
		$this->responses[ $path ] = array(
			'status' => $response->get_status(),
			'data'   => rest_get_server()->response_to_data( $response, false ),
		);
		return $this->responses[ $path ];
	}
}
