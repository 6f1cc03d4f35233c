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

use PlayPal\Routing\Route_Data;

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

	/** Store API response headers that belong to one visitor (reference/woocommerce-store-api.md). */
	public const VISITOR_HEADERS = array( 'nonce', 'nonce-timestamp', 'user-id', 'cart-token', 'cart-hash' );

	/**
	 * @param Coming_Soon $coming_soon WooCommerce's "coming soon" mode.
	 * @param Route_Data  $route_data  The request's REST responses (shared with the shell's preload).
	 */
	public function __construct(
		private Coming_Soon $coming_soon = new Coming_Soon(),
		private Route_Data $route_data = new Route_Data()
	) {}

	/**
	 * WooCommerce's "coming soon" mode for the current visitor.
	 */
	public function coming_soon(): Coming_Soon {
		return $this->coming_soon;
	}

	/**
	 * Whether the current visitor may shop: a store is active and not "coming soon" for them.
	 */
	public function is_open(): bool {
		return $this->is_active() && ! $this->coming_soon->hides_store();
	}

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
	 * The URL of the store plugin's folder, without a trailing slash ('' without a store).
	 */
	public function plugin_url(): string {
		if ( ! $this->is_active() || ! function_exists( 'WC' ) ) {
			return '';
		}
		return untrailingslashit( (string) WC()->plugin_url() );
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
	 * The Store API path of a shop page as the address asks for it
	 * ("/wc/store/v1/products?per_page=24&orderby=menu_order&order=asc", then
	 * "…?per_page=24&page=2&category=hoodies&…"). The client builds the same
	 * string (api/products-path.ts productsPath()), so a preloaded response matches its request.
	 *
	 * @param Catalogue_Query|int $query The shop's state, or a page number of the whole catalogue.
	 */
	public static function products_path( Catalogue_Query|int $query = 1 ): string {
		$state = is_int( $query ) ? ( new Catalogue_Query() )->with_page( $query ) : $query;
		return self::API_NAMESPACE . '/products?' . $state->store_api_query( self::SHOP_PAGE_SIZE );
	}

	/** The categories that hold products (the shop's filter bar). */
	public static function categories_path(): string {
		return self::API_NAMESPACE . '/products/categories';
	}

	/** The store's global attributes (the shop's filter bar). */
	public static function attributes_path(): string {
		return self::API_NAMESPACE . '/products/attributes';
	}

	/**
	 * The terms of a global attribute that products use.
	 *
	 * @param int $id Attribute id.
	 */
	public static function attribute_terms_path( int $id ): string {
		return self::API_NAMESPACE . '/products/attributes/' . $id . '/terms';
	}

	/**
	 * The Store API path that finds a product by slug (SPEC §5: URL-encoded).
	 *
	 * @param string $slug Product slug, decoded.
	 */
	public static function product_path( string $slug ): string {
		return self::API_NAMESPACE . '/products?slug=' . rawurlencode( $slug );
	}

	/**
	 * The Store API path of a variable product's variations, with their own
	 * prices, stock, SKU and pictures (the client's api/get-variations.ts
	 * builds the same string). A hundred is the Store API's largest page.
	 *
	 * @param int $parent_id The variable product's ID.
	 */
	public static function variations_path( int $parent_id ): string {
		return self::API_NAMESPACE . '/products?type=variation&parent=' . $parent_id . '&per_page=100';
	}

	/**
	 * The Store API path of a grouped product's members, in the parent's
	 * order (the client's api/get-grouped-members.ts builds the same string).
	 *
	 * @param int[] $ids The members' IDs.
	 */
	public static function grouped_members_path( array $ids ): string {
		return self::API_NAMESPACE . '/products?include=' . implode( ',', array_map( 'intval', $ids ) ) . '&orderby=include&per_page=100';
	}

	/**
	 * The other Store API paths a product's page reads: a variable product's
	 * variations, a grouped product's members; none for other types.
	 *
	 * @param array<string, mixed> $product The Store API product.
	 * @return string[]
	 */
	public static function product_page_paths( array $product ): array {
		$type = (string) ( $product['type'] ?? '' );
		if ( 'variable' === $type && ! empty( $product['variations'] ) ) {
			return array( self::variations_path( (int) ( $product['id'] ?? 0 ) ) );
		}
		$members = array_values( array_filter( array_map( 'intval', (array) ( $product['grouped_products'] ?? array() ) ) ) );
		return 'grouped' === $type && $members ? array( self::grouped_members_path( $members ) ) : array();
	}

	/**
	 * Response headers without those that belong to one visitor.
	 *
	 * @param array<string, mixed> $headers Headers by name.
	 * @return array<string, mixed>
	 */
	public static function without_visitor_headers( array $headers ): array {
		return array_filter(
			$headers,
			static fn( $name ): bool => ! in_array( strtolower( (string) $name ), self::VISITOR_HEADERS, true ),
			ARRAY_FILTER_USE_KEY
		);
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
	 * Dispatches a GET to the Store API inside this request (no HTTP), once
	 * per path: the shell's preload of the same path reads the same response.
	 *
	 * @param string $path Path with query, e.g. "/wc/store/v1/products?slug=x".
	 * @return array{status: int, data: mixed}
	 */
	public function get( string $path ): array {
		$response = $this->route_data->get( $path );
		return array(
			'status' => $response['status'],
			'data'   => $response['data'],
		);
	}

	/**
	 * A WooCommerce order's customer, status, products and product lines (null without a store, for an unknown order or a refund).
	 *
	 * @param int $order_id Order id.
	 * @return array{customer_id: int, status: string, product_ids: int[], lines: list<array{item_id: int, product_id: int, quantity: int, refunded: int}>}|null
	 */
	public function order_summary( int $order_id ): ?array {
		if ( ! $this->is_active() || ! function_exists( 'wc_get_order' ) || $order_id < 1 ) {
			return null;
		}
		$order = wc_get_order( $order_id );
		// A refund's id gives a WC_Order_Refund: no customer, nothing bought.
		if ( ! $order instanceof \WC_Order ) {
			return null;
		}
		$products = array();
		$lines    = array();
		// WooCommerce keys the lines by their item id (the test double too).
		foreach ( $order->get_items() as $item_id => $item ) {
			if ( $item instanceof \WC_Order_Item_Product ) {
				$products[] = (int) $item->get_product_id();
				$lines[]    = array(
					'item_id'    => (int) $item_id,
					'product_id' => (int) $item->get_product_id(),
					'quantity'   => (int) $item->get_quantity(),
					// WooCommerce answers refunded quantities as negative numbers.
					'refunded'   => (int) abs( $order->get_qty_refunded_for_item( (int) $item_id ) ),
				);
			}
		}
		return array(
			'customer_id' => (int) $order->get_customer_id(),
			'status'      => (string) $order->get_status(),
			'product_ids' => array_values( array_unique( array_filter( $products ) ) ),
			'lines'       => $lines,
		);
	}

	/**
	 * Stores a value in an order's meta, through the order object (WooCommerce's
	 * way, which works with either order storage). False without a store or order.
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Meta key.
	 * @param string $value    Value.
	 */
	public function set_order_meta( int $order_id, string $key, string $value ): bool {
		$order = $this->order( $order_id );
		if ( null === $order || ! method_exists( $order, 'update_meta_data' ) || ! method_exists( $order, 'save' ) ) {
			return false;
		}
		$order->update_meta_data( $key, $value );
		$order->save();
		return true;
	}

	/**
	 * A value of an order's meta ('' when absent, without a store or order).
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Meta key.
	 */
	public function order_meta( int $order_id, string $key ): string {
		$order = $this->order( $order_id );
		return null !== $order && method_exists( $order, 'get_meta' ) ? (string) $order->get_meta( $key, true ) : '';
	}

	/**
	 * The WooCommerce order object, or null.
	 *
	 * @param int $order_id Order id.
	 */
	private function order( int $order_id ): ?object {
		if ( ! $this->is_active() || ! function_exists( 'wc_get_order' ) || $order_id < 1 ) {
			return null;
		}
		$order = wc_get_order( $order_id );
		return is_object( $order ) ? $order : null;
	}

	/**
	 * Counts one download against the customer's WooCommerce permission, as
	 * WooCommerce's own download handler does (download count up, downloads
	 * remaining down, a line in its download log), so a product's download
	 * limit holds through PlayPal's door too. The WooCommerce double keeps no
	 * per-permission count: nothing to do there.
	 *
	 * @param int    $user_id     Customer.
	 * @param int    $order_id    Order that granted the file.
	 * @param int    $product_id  Product.
	 * @param string $download_id The product's download id.
	 */
	public function count_download( int $user_id, int $order_id, int $product_id, string $download_id ): void {
		if ( ! $this->is_active() || ! class_exists( \WC_Data_Store::class ) || ! class_exists( \WC_Customer_Download::class ) ) {
			return;
		}
		try {
			// WC_Data_Store passes the call on to the loaded store (__call), which the stubs do not declare.
			$ids = \WC_Data_Store::load( 'customer-download' )->get_downloads( // @phpstan-ignore method.notFound
				array(
					'user_id'     => $user_id,
					'order_id'    => $order_id,
					'product_id'  => $product_id,
					'download_id' => $download_id,
					'return'      => 'ids',
				)
			);
			foreach ( array_slice( (array) $ids, 0, 1 ) as $permission_id ) {
				( new \WC_Customer_Download( (int) $permission_id ) )->track_download( $user_id );
			}
		} catch ( \Exception $exception ) {
			// The person was already checked and may download; a count WooCommerce could not write does not stop them.
			return;
		}
	}

	/**
	 * The downloadable files a customer may download now, as WooCommerce lists them
	 * (`wc_get_customer_available_downloads()`; an empty list without a store).
	 *
	 * @param int $user_id Customer (user) id.
	 * @return list<array{download_id: string, product_id: int, product_name: string, download_name: string, download_url: string, file: string, order_id: int, access_expires: string|null, order_date: string|null}>
	 */
	public function customer_downloads( int $user_id ): array {
		if ( ! $this->is_active() || ! function_exists( 'wc_get_customer_available_downloads' ) || $user_id < 1 ) {
			return array();
		}
		$list = array();
		foreach ( (array) wc_get_customer_available_downloads( $user_id ) as $download ) {
			if ( ! is_array( $download ) || empty( $download['download_id'] ) || empty( $download['product_id'] ) ) {
				continue;
			}
			$expires  = $download['access_expires'] ?? null;
			$order_id = (int) ( $download['order_id'] ?? 0 );
			$list[]   = array(
				'download_id'    => (string) $download['download_id'],
				'product_id'     => (int) $download['product_id'],
				'product_name'   => (string) ( $download['product_name'] ?? '' ),
				'download_name'  => (string) ( $download['download_name'] ?? '' ),
				'download_url'   => (string) ( $download['download_url'] ?? '' ),
				'file'           => (string) ( $download['file']['file'] ?? '' ),
				'order_id'       => $order_id,
				'access_expires' => is_object( $expires ) && method_exists( $expires, 'format' ) ? $expires->format( 'c' ) : ( is_string( $expires ) && '' !== $expires ? $expires : null ),
				'order_date'     => $this->order_date( $order_id ),
			);
		}
		return $list;
	}

	/**
	 * When an order was created (ISO 8601), null when unknown.
	 *
	 * @param int $order_id Order id.
	 */
	private function order_date( int $order_id ): ?string {
		if ( $order_id < 1 || ! function_exists( 'wc_get_order' ) ) {
			return null;
		}
		$order = wc_get_order( $order_id );
		$date  = is_object( $order ) ? $order->get_date_created() : null;
		return null !== $date ? $date->format( 'c' ) : null;
	}
	/**
	 * Whether the store serves downloads through WooCommerce's own protected
	 * download handler (the real WooCommerce; the test double has none, and
	 * PlayPal's signed door serves its files).
	 */
	public function has_download_handler(): bool {
		/**
		 * Filters whether WooCommerce's own download handler serves the store's files (tests turn it off
		 * to check PlayPal's door as the store double uses it).
		 *
		 * @param bool $available True when WooCommerce's handler is loaded.
		 */
		return $this->is_active() && (bool) apply_filters( 'playpal_store_download_handler', class_exists( \WC_Download_Handler::class ) );
	}

	/**
	 * The address (or path) a product stores for one of its files, '' when none.
	 *
	 * @param int    $product_id  Product.
	 * @param string $download_id The product's download id.
	 */
	public function product_file( int $product_id, string $download_id ): string {
		if ( ! $this->is_active() || ! function_exists( 'wc_get_product' ) || $product_id < 1 ) {
			return '';
		}
		$product = wc_get_product( $product_id );
		return $product instanceof \WC_Product ? (string) $product->get_file_download_path( $download_id ) : '';
	}

	/**
	 * Orders placed without an account (customer 0) with this billing e-mail, as WooCommerce's own
	 * `wc_update_new_customer_past_orders()` finds them (an empty list without a store).
	 *
	 * @param string $email Billing e-mail.
	 * @return int[] Order ids.
	 */
	public function guest_order_ids( string $email ): array {
		if ( ! $this->is_active() || ! function_exists( 'wc_get_orders' ) || ! is_email( $email ) ) {
			return array();
		}
		$orders = wc_get_orders(
			array(
				'limit'    => -1,
				'customer' => array( array( 0, $email ) ),
				'type'     => 'shop_order',
			)
		);
		$found  = array();
		foreach ( is_array( $orders ) ? $orders : array() as $order ) {
			$found[] = (int) $order->get_id();
		}
		return $found;
	}

	/**
	 * Makes a guest order an account's: the order's customer is set and saved, and WooCommerce's order
	 * store moves the order's download permissions to the account with their counts, expiry and
	 * downloads left as they are (its save calls `update_user_by_order_id()` when the customer changes).
	 * Then WooCommerce's own `woocommerce_update_new_customer_past_order` action runs, as when WooCommerce
	 * links past orders itself. False for an order that is not a guest's.
	 *
	 * @param int $order_id Order id.
	 * @param int $user_id  Account.
	 */
	public function link_guest_order( int $order_id, int $user_id ): bool {
		$order = $this->order( $order_id );
		$user  = get_user_by( 'id', $user_id );
		if ( ! $order instanceof \WC_Order || ! $user instanceof \WP_User || 0 !== (int) $order->get_customer_id() ) {
			return false;
		}
		$order->set_customer_id( $user_id );
		$order->save();
		/** This action is documented in WooCommerce's includes/wc-user-functions.php. */
		do_action( 'woocommerce_update_new_customer_past_order', $order_id, $user ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own action.
		return true;
	}
}
