<?php
/**
 * The cart of the current customer session and its Store API shape.
 *
 * Lines are keyed as WooCommerce keys them: a hash of the product, so adding
 * the same product again raises the quantity of its line.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Cart operations with WooCommerce's validation and error codes.
 */
final class Cart {

	public function __construct( private Session $session ) {}

	public static function current(): self {
		return new self( Session::current() );
	}

	/**
	 * The stored lines whose products can still be bought (others are dropped,
	 * as WooCommerce drops lines of deleted or unpublished products).
	 *
	 * @return array<string, array{key: string, id: int, quantity: int, product: WP_Post}>
	 */
	public function lines(): array {
		$stored = (array) $this->session->get( 'cart', array() );
		$lines  = array();
		foreach ( $stored as $key => $line ) {
			$product = Catalog::find( (int) ( $line['id'] ?? 0 ) );
			if ( null === $product ) {
				continue;
			}
			$lines[ (string) $key ] = array(
				'key'      => (string) $key,
				'id'       => $product->ID,
				'quantity' => max( 1, (int) ( $line['quantity'] ?? 1 ) ),
				'product'  => $product,
			);
		}
		return $lines;
	}

	/**
	 * Adds a product (POST /cart/add-item).
	 *
	 * @param int $product_id Product ID.
	 * @param int $quantity   How many.
	 * @throws Route_Error When the product cannot be added.
	 */
	public function add( int $product_id, int $quantity ): void {
		$product = Catalog::find( $product_id );
		if ( null === $product ) {
			throw new Route_Error( 'woocommerce_rest_cart_invalid_product', 'This product cannot be added to the cart.', 400 );
		}
		if ( ! Catalog::is_purchasable( $product ) ) {
			throw new Route_Error( 'woocommerce_rest_product_not_purchasable', sprintf( 'The &quot;%s&quot; product cannot be purchased.', esc_html( get_the_title( $product ) ) ), 400 );
		}
		if ( ! Catalog::is_in_stock( $product ) ) {
			throw new Route_Error( 'woocommerce_rest_product_out_of_stock', sprintf( 'You cannot add &quot;%s&quot; to the cart because the product is out of stock.', esc_html( get_the_title( $product ) ) ), 400 );
		}
		$key      = self::line_key( $product_id );
		$lines    = $this->lines();
		$quantity = ( $lines[ $key ]['quantity'] ?? 0 ) + $quantity;
		$this->check_quantity( $product, $quantity );
		$lines[ $key ] = array(
			'key'      => $key,
			'id'       => $product_id,
			'quantity' => $quantity,
			'product'  => $product,
		);
		$this->save( $lines );
	}

	/**
	 * Sets a line's quantity (POST /cart/update-item).
	 *
	 * @param string $key      Line key.
	 * @param int    $quantity New quantity.
	 * @throws Route_Error 409 when the line is gone; 400 for a bad quantity.
	 */
	public function update( string $key, int $quantity ): void {
		$lines = $this->lines();
		if ( ! isset( $lines[ $key ] ) ) {
			throw new Route_Error( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', 409 );
		}
		$this->check_quantity( $lines[ $key ]['product'], $quantity );
		$lines[ $key ]['quantity'] = $quantity;
		$this->save( $lines );
	}

	/**
	 * Removes a line (POST /cart/remove-item).
	 *
	 * @param string $key Line key.
	 * @throws Route_Error 409 when the line is gone.
	 */
	public function remove( string $key ): void {
		$lines = $this->lines();
		if ( ! isset( $lines[ $key ] ) ) {
			throw new Route_Error( 'woocommerce_rest_cart_invalid_key', 'Cart item no longer exists or is invalid.', 409 );
		}
		unset( $lines[ $key ] );
		$this->save( $lines );
	}

	/**
	 * A hash of the cart's contents (the Cart-Hash header).
	 */
	public function hash(): string {
		$contents = array_map( static fn( $line ) => array( $line['id'], $line['quantity'] ), $this->lines() );
		return empty( $contents ) ? '' : md5( (string) wp_json_encode( $contents ) );
	}

	/**
	 * The Store API cart object.
	 *
	 * @return array<string, mixed>
	 */
	public function response(): array {
		$currency = Money::currency();
		$items    = array();
		$count    = 0;
		$total    = 0;
		foreach ( $this->lines() as $line ) {
			$product   = $line['product'];
			$unit      = (int) Catalog::price( $product );
			$line_cost = (string) ( $unit * $line['quantity'] );
			$total    += $unit * $line['quantity'];
			$count    += $line['quantity'];
			$items[]   = array(
				'key'                  => $line['key'],
				'id'                   => $line['id'],
				'type'                 => 'simple',
				'quantity'             => $line['quantity'],
				'quantity_limits'      => array(
					'minimum'     => 1,
					'maximum'     => Catalog::is_sold_individually( $product ) ? 1 : Catalog::MAX_QUANTITY,
					'multiple_of' => 1,
					'editable'    => ! Catalog::is_sold_individually( $product ),
				),
				'name'                 => get_the_title( $product ),
				'short_description'    => wpautop( wptexturize( $product->post_excerpt ) ),
				'description'          => wpautop( wptexturize( $product->post_content ) ),
				'sku'                  => Catalog::meta( $product, '_sku' ),
				'low_stock_remaining'  => null,
				'backorders_allowed'   => false,
				'show_backorder_badge' => false,
				'sold_individually'    => Catalog::is_sold_individually( $product ),
				'permalink'            => (string) get_permalink( $product ),
				'images'               => Catalog::images( $product ),
				'variation'            => array(),
				'item_data'            => array(),
				'prices'               => array_merge(
					array_diff_key( Catalog::prices( $product ), array( 'price_range' => true ) ),
					array(
						'price_range' => null,
						'raw_prices'  => array(
							'precision'     => 6,
							'price'         => Catalog::price( $product ) . '0000',
							'regular_price' => Catalog::prices( $product )['regular_price'] . '0000',
							'sale_price'    => Catalog::prices( $product )['sale_price'] . '0000',
						),
					)
				),
				'totals'               => array_merge(
					array(
						'line_subtotal'     => $line_cost,
						'line_subtotal_tax' => '0',
						'line_total'        => $line_cost,
						'line_total_tax'    => '0',
					),
					$currency
				),
				'catalog_visibility'   => 'visible',
				'extensions'           => new \stdClass(),
			);
		}
		return array(
			'items'                   => $items,
			'coupons'                 => array(),
			'fees'                    => array(),
			'totals'                  => array_merge(
				array(
					'total_items'        => (string) $total,
					'total_items_tax'    => '0',
					'total_fees'         => '0',
					'total_fees_tax'     => '0',
					'total_discount'     => '0',
					'total_discount_tax' => '0',
					'total_shipping'     => null,
					'total_shipping_tax' => null,
					'total_price'        => (string) $total,
					'total_tax'          => '0',
					'tax_lines'          => array(),
				),
				$currency
			),
			'shipping_address'        => new \stdClass(),
			'billing_address'         => new \stdClass(),
			'needs_payment'           => $total > 0,
			'needs_shipping'          => false,
			'payment_requirements'    => array( 'products' ),
			'has_calculated_shipping' => false,
			'shipping_rates'          => array(),
			'items_count'             => $count,
			'items_weight'            => 0,
			'cross_sells'             => array(),
			'errors'                  => array(),
			'payment_methods'         => array(),
			'extensions'              => new \stdClass(),
		);
	}

	/**
	 * WooCommerce's cart item key for a simple product.
	 *
	 * @param int $product_id Product ID.
	 */
	public static function line_key( int $product_id ): string {
		return md5( $product_id . '_0__' );
	}

	/**
	 * @param WP_Post $product  Product.
	 * @param int     $quantity Quantity asked for.
	 * @throws Route_Error When the quantity is outside the product's limits.
	 */
	private function check_quantity( WP_Post $product, int $quantity ): void {
		$maximum = Catalog::is_sold_individually( $product ) ? 1 : Catalog::MAX_QUANTITY;
		if ( $quantity < 1 ) {
			throw new Route_Error( 'woocommerce_rest_product_invalid_quantity', sprintf( 'The minimum quantity of &quot;%s&quot; allowed in the cart is 1.', esc_html( get_the_title( $product ) ) ), 400 );
		}
		if ( $quantity > $maximum ) {
			throw new Route_Error( 'woocommerce_rest_product_invalid_quantity', sprintf( 'The maximum quantity of &quot;%1$s&quot; allowed in the cart is %2$d.', esc_html( get_the_title( $product ) ), $maximum ), 400 );
		}
	}

	/**
	 * @param array<string, array{key: string, id: int, quantity: int, product: WP_Post}> $lines Lines to store.
	 */
	private function save( array $lines ): void {
		$this->session->set(
			'cart',
			array_map(
				static fn( $line ) => array(
					'id'       => $line['id'],
					'quantity' => $line['quantity'],
				),
				$lines
			)
		);
	}
}
