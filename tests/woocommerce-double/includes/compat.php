<?php
/**
 * The few WooCommerce PHP functions plugins use to find the store, defined
 * only when WooCommerce itself is not loaded (woocommerce-double.php checks).
 *
 * @package WooCommerce_Double
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, Generic.Files.OneObjectStructurePerFile, Universal.Files.SeparateFunctionsFromOO -- WooCommerce's own public names.

defined( 'ABSPATH' ) || exit;

/**
 * Stands in for WooCommerce's main class: `class_exists( 'WooCommerce' )` is
 * how plugins ask whether a store is present.
 */
final class WooCommerce {

	/**
	 * Version string; marks the double.
	 *
	 * @var string
	 */
	public $version = '0.0.0-store-api-double';

	private static ?WooCommerce $instance = null;

	public static function instance(): WooCommerce {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * The store plugin's URL, without a trailing slash, as WooCommerce's own method.
	 */
	public function plugin_url(): string {
		return untrailingslashit( plugins_url( '/', \WooCommerce_Double\FILE ) );
	}
}

if ( ! function_exists( 'WC' ) ) {
	/**
	 * The store instance, as WooCommerce's WC().
	 */
	function WC(): WooCommerce { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.FunctionNameInvalid -- WooCommerce's name.
		return WooCommerce::instance();
	}
}

if ( ! function_exists( 'wc_get_page_id' ) ) {
	/**
	 * A store page's ID from its `woocommerce_{page}_page_id` option, -1 when unset.
	 *
	 * @param string $page Page name: checkout, cart, myaccount, shop.
	 */
	function wc_get_page_id( $page ) {
		$page_id = (int) get_option( 'woocommerce_' . $page . '_page_id' );
		return $page_id > 0 ? $page_id : -1;
	}
}

if ( ! function_exists( 'wc_get_page_permalink' ) ) {
	/**
	 * A store page's URL; the home page when the page is missing, as in WooCommerce.
	 *
	 * @param string $page Page name.
	 */
	function wc_get_page_permalink( $page ) {
		$page_id   = wc_get_page_id( $page );
		$permalink = 0 < $page_id ? get_permalink( $page_id ) : '';
		return $permalink ? $permalink : get_home_url();
	}
}

if ( ! function_exists( 'wc_get_checkout_url' ) ) {
	/**
	 * The checkout page URL.
	 */
	function wc_get_checkout_url() {
		return wc_get_page_permalink( 'checkout' );
	}
}

if ( ! function_exists( 'is_checkout' ) ) {
	/**
	 * Whether the current request shows the checkout page.
	 */
	function is_checkout() {
		$page_id = wc_get_page_id( 'checkout' );
		return $page_id > 0 && is_page( $page_id );
	}
}

if ( ! function_exists( 'is_account_page' ) ) {
	/**
	 * Whether the current request shows the account page (the double has none).
	 */
	function is_account_page() {
		$page_id = wc_get_page_id( 'myaccount' );
		return $page_id > 0 && is_page( $page_id );
	}
}

/**
 * One line of an order (WooCommerce's WC_Order_Item_Product, reduced).
 */
final class WC_Order_Item_Product {

	/**
	 * Line data.
	 *
	 * @var array{product_id: int, quantity: int, name: string}
	 */
	private array $data;

	/**
	 * Constructor.
	 *
	 * @param array{product_id: int, quantity: int, name: string} $data Line data.
	 */
	public function __construct( array $data ) {
		$this->data = $data;
	}

	public function get_product_id() {
		return (int) $this->data['product_id'];
	}

	public function get_quantity() {
		return (int) $this->data['quantity'];
	}

	public function get_name() {
		return (string) $this->data['name'];
	}
}

/**
 * An order (WooCommerce's WC_Order, reduced to what the dev and test sites use),
 * stored as a `shop_order` post; see includes/class-orders.php.
 */
final class WC_Order {

	private int $id;

	/**
	 * Constructor.
	 *
	 * @param int $id Order post id.
	 */
	public function __construct( $id ) {
		$this->id = (int) $id;
	}

	public function get_id() {
		return $this->id;
	}

	public function get_customer_id() {
		return (int) get_post_meta( $this->id, '_customer_user', true );
	}

	public function get_billing_email() {
		return (string) get_post_meta( $this->id, '_billing_email', true );
	}

	public function get_order_key() {
		return (string) get_post_meta( $this->id, '_order_key', true );
	}

	/**
	 * Status without the `wc-` prefix.
	 */
	public function get_status() {
		return preg_replace( '/^wc-/', '', (string) get_post_status( $this->id ) );
	}

	/**
	 * When the order was created (WooCommerce returns a WC_DateTime, a DateTime).
	 */
	public function get_date_created() {
		$gmt = (string) get_post_field( 'post_date_gmt', $this->id );
		return '' === $gmt ? null : new DateTime( $gmt, new DateTimeZone( 'UTC' ) );
	}

	/**
	 * The order's product lines.
	 *
	 * @return WC_Order_Item_Product[]
	 */
	public function get_items() {
		$items = array();
		foreach ( (array) get_post_meta( $this->id, WooCommerce_Double\Orders::ITEMS, true ) as $index => $line ) {
			if ( is_array( $line ) ) {
				$items[ $index + 1 ] = new WC_Order_Item_Product( $line );
			}
		}
		return $items;
	}

	/**
	 * How much of a line was refunded (WooCommerce answers a negative number):
	 * the double takes no refunds.
	 *
	 * @param int $item_id Line id.
	 */
	public function get_qty_refunded_for_item( $item_id ) {
		unset( $item_id );
		return 0;
	}

	/**
	 * Adds a product line.
	 *
	 * @param int|object $product  Product id, or an object with get_id().
	 * @param int        $quantity Quantity.
	 * @return int Line id.
	 */
	public function add_product( $product, $quantity = 1 ) {
		$product_id = is_object( $product ) && method_exists( $product, 'get_id' ) ? (int) $product->get_id() : (int) $product;
		$items      = (array) get_post_meta( $this->id, WooCommerce_Double\Orders::ITEMS, true );
		$items[]    = array(
			'product_id' => $product_id,
			'quantity'   => max( 1, (int) $quantity ),
			'name'       => get_the_title( $product_id ),
		);
		update_post_meta( $this->id, WooCommerce_Double\Orders::ITEMS, array_values( array_filter( $items ) ) );
		return count( $items );
	}

	/**
	 * Changes the status and fires WooCommerce's status hooks
	 * (`woocommerce_order_status_{status}` with the order id and the order,
	 * then `woocommerce_order_status_changed`). Completed and processing orders
	 * get their download permissions first, as in WooCommerce.
	 *
	 * @param string $new_status New status, with or without `wc-`.
	 */
	public function update_status( $new_status ) {
		$new = preg_replace( '/^wc-/', '', (string) $new_status );
		$old = $this->get_status();
		if ( $new === $old ) {
			return true;
		}
		wp_update_post(
			array(
				'ID'          => $this->id,
				'post_status' => 'wc-' . $new,
			)
		);
		if ( in_array( $new, array( 'completed', 'processing' ), true ) ) {
			WooCommerce_Double\Orders::grant_download_permissions( $this->id );
		}
		do_action( 'woocommerce_order_status_' . $new, $this->id, $this );
		do_action( 'woocommerce_order_status_changed', $this->id, $old, $new, $this );
		return true;
	}

	/**
	 * Sets an order meta value (stored at once; WooCommerce stores it on save()).
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Value.
	 */
	public function update_meta_data( $key, $value ) {
		update_post_meta( $this->id, (string) $key, $value );
	}

	/**
	 * An order meta value.
	 *
	 * @param string $key    Meta key.
	 * @param bool   $single Whether to return one value.
	 * @return mixed
	 */
	public function get_meta( $key = '', $single = true ) {
		return get_post_meta( $this->id, (string) $key, (bool) $single );
	}

	public function save() {
		return $this->id;
	}
}

if ( ! function_exists( 'wc_create_order' ) ) {
	/**
	 * Creates a pending order (WooCommerce's wc_create_order(); `customer_id` is the argument used here).
	 *
	 * @param array $args Arguments: customer_id.
	 * @return WC_Order|WP_Error
	 */
	function wc_create_order( $args = array() ) {
		WooCommerce_Double\Orders::register();
		$customer = (int) ( $args['customer_id'] ?? 0 );
		$user     = $customer ? get_userdata( $customer ) : false;
		$id       = wp_insert_post(
			array(
				'post_type'   => WooCommerce_Double\Orders::POST_TYPE,
				'post_status' => 'wc-pending',
				'post_title'  => 'Order',
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		update_post_meta( $id, '_customer_user', $customer );
		update_post_meta( $id, '_order_key', 'wc_order_' . wp_generate_password( 13, false ) );
		update_post_meta( $id, '_billing_email', $user ? $user->user_email : '' );
		$order = new WC_Order( $id );
		// WooCommerce fires this once for every new order, whichever checkout placed it.
		do_action( 'woocommerce_new_order', $id, $order );
		return $order;
	}
}

if ( ! function_exists( 'wc_get_order' ) ) {
	/**
	 * An order by id, or false.
	 *
	 * @param mixed $order_id Order id.
	 * @return WC_Order|false
	 */
	function wc_get_order( $order_id = false ) {
		$order_id = (int) $order_id;
		return $order_id > 0 && WooCommerce_Double\Orders::POST_TYPE === get_post_type( $order_id ) ? new WC_Order( $order_id ) : false;
	}
}

if ( ! function_exists( 'wc_get_customer_available_downloads' ) ) {
	/**
	 * The files a customer may download now, in WooCommerce's shape: from
	 * completed and processing orders, not expired, not used up, and still
	 * among the product's files.
	 *
	 * @param int $customer_id Customer (user) id.
	 * @return array[]
	 */
	function wc_get_customer_available_downloads( $customer_id ) {
		$customer_id = (int) $customer_id;
		if ( $customer_id < 1 ) {
			return array();
		}
		$orders    = get_posts(
			array(
				'post_type'      => WooCommerce_Double\Orders::POST_TYPE,
				'post_status'    => array( 'wc-completed', 'wc-processing' ),
				'meta_key'       => '_customer_user', // phpcs:ignore WordPress.DB.SlowDBQuery -- Test double.
				'meta_value'     => $customer_id, // phpcs:ignore WordPress.DB.SlowDBQuery -- Test double.
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
		$downloads = array();
		$now       = gmdate( 'Y-m-d H:i:s' );
		foreach ( $orders as $order_id ) {
			foreach ( (array) get_post_meta( $order_id, WooCommerce_Double\Orders::PERMISSIONS, true ) as $permission ) {
				if ( ! is_array( $permission ) || ( null !== $permission['access_expires'] && $permission['access_expires'] < $now ) || '0' === (string) $permission['downloads_remaining'] ) {
					continue;
				}
				$files = (array) get_post_meta( $permission['product_id'], '_downloadable_files', true );
				$file  = $files[ $permission['download_id'] ] ?? null;
				if ( ! is_array( $file ) || 'publish' !== get_post_status( $permission['product_id'] ) ) {
					continue;
				}
				$downloads[] = array(
					// WooCommerce's link goes through its download handler (`?download_file=…`): the same shape here, so
					// PlayPal is tested against it. The double serves no such link; PlayPal's door reads `file` instead.
					'download_url'        => add_query_arg(
						array(
							'download_file' => (int) $permission['product_id'],
							'order'         => (string) get_post_meta( $order_id, '_order_key', true ),
							'email'         => rawurlencode( (string) get_post_meta( $order_id, '_billing_email', true ) ),
							'key'           => (string) $permission['download_id'],
						),
						home_url( '/' )
					),
					'download_id'         => (string) $permission['download_id'],
					'product_id'          => (int) $permission['product_id'],
					'product_name'        => get_the_title( $permission['product_id'] ),
					'product_url'         => get_permalink( $permission['product_id'] ),
					'download_name'       => (string) $file['name'],
					'order_id'            => (int) $order_id,
					'order_key'           => (string) get_post_meta( $order_id, '_order_key', true ),
					'downloads_remaining' => (string) $permission['downloads_remaining'],
					'access_expires'      => $permission['access_expires'],
					'file'                => array(
						'name' => (string) $file['name'],
						'file' => (string) $file['file'],
					),
				);
			}
		}
		return $downloads;
	}
}
