<?php
/**
 * Memberships bought: WooCommerce order changes kept in the membership ledger.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Commerce\Order_Refund_Events;
use PlayPal\Database\Primary_Reads;

defined( 'ABSPATH' ) || exit;

/**
 * A completed order grants what its membership lines grant (Membership_Products:
 * the product's own meta, else the older option `playpal_member_grants`); an
 * order refunded, cancelled, trashed, deleted or moved back to pending, on-hold
 * or failed takes back exactly what it granted (restored from the trash or
 * completed again, it grants the same term back, not a new one). Refunds —
 * by line, by amount only, through a gateway, deleted — all go through one
 * rule (Membership_Refund_Rule) on the line's amount and refunded amount
 * (Commerce\Order_Lines): refunded in full, the line is taken back; in part,
 * it keeps the unrefunded share of its days; a refund deleted gives them
 * back. Each change says so in an order note, next to the refund in wp-admin.
 * A guest's order grants nothing until it gets an account — the
 * order-received page's "Create an account", a guest order linked once the
 * e-mail is proven (Guest_Order_Linker), an owner setting the customer in
 * wp-admin: whatever saves the order with a new customer — then it grants
 * that account (and an order moved to another account takes its grants along). Each change is one row
 * of the ledger (Membership_Ledger), so it is exact and idempotent: status
 * flips leave one net grant, and parallel completions of one order grant once
 * (the ledger's UNIQUE key). The membership's expiry is computed from the rows
 * that remain (Membership_Status). Grants and refunds are one pass over the
 * order as it is now (Membership_Order_Sync: under the order's lock, queued
 * in Action Scheduler when it is busy). A guest order linked to an account
 * later runs from the day it was paid, not from the link.
 *
 * The option stays registered (Settings → PlayPal → Membership products,
 * `/wp/v2/settings`) as the fallback for products not marked in wp-admin.
 */
final class Member_Grants {

	public const OPTION = 'playpal_member_grants';

	/** User meta of the grants before the ledger (removed on uninstall only). */
	public const GRANTED_ORDERS = '_playpal_granted_orders';

	public const DAYS_MAX = 3650;

	/** Order statuses that take an order's grants back. */
	public const REVOKING_STATUSES = array( 'refunded', 'cancelled', 'pending', 'on-hold', 'failed' );

	private Order_Lines $orders;

	private Membership_Order_Sync $sync;

	private Membership_Products $products;

	private Membership_Ledger $ledger;

	/**
	 * Orders whose save, under way, changes their customer (id => true).
	 *
	 * @var array<int, true>
	 */
	private array $customer_changing = array();

	/**
	 * Constructor.
	 *
	 * @param Order_Lines|null           $orders   The orders' facts.
	 * @param Membership_Products|null   $products Which products are memberships.
	 * @param Membership_Ledger|null     $ledger   The ledger.
	 * @param Membership_Order_Sync|null $sync     The pass over an order.
	 */
	public function __construct( ?Order_Lines $orders = null, ?Membership_Products $products = null, ?Membership_Ledger $ledger = null, ?Membership_Order_Sync $sync = null ) {
		$this->orders   = $orders ?? new Order_Lines();
		$this->products = $products ?? new Membership_Products();
		$this->ledger   = $ledger ?? new Membership_Ledger();
		$this->sync     = $sync ?? new Membership_Order_Sync( $this->orders, $this->products, $this->ledger );
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
		// WooCommerce fires these only when it is active; without it nothing is granted.
		add_action( 'woocommerce_order_status_completed', array( $this, 'grant_order' ), 10, 1 );
		foreach ( self::REVOKING_STATUSES as $status ) {
			add_action( 'woocommerce_order_status_' . $status, array( $this, 'revoke_order' ), 10, 1 );
		}
		// A refund made or deleted through any door (Commerce\Order_Refund_Events); the queued retry of a pass
		// that found the order busy.
		add_action( Order_Refund_Events::CHANGED, array( $this, 'apply_refunds' ), 10, 1 );
		add_action( Membership_Order_Sync::RETRY_HOOK, array( $this, 'apply_refunds' ), 10, 1 );
		add_action( 'woocommerce_trash_order', array( $this, 'revoke_order' ), 10, 1 );
		add_action( 'woocommerce_before_delete_order', array( $this, 'revoke_order' ), 10, 1 );
		add_action( 'woocommerce_untrash_order', array( $this, 'grant_order' ), 10, 1 );
		// The orders list with posts storage trashes and deletes the post (Commerce\Order_Post_Events).
		add_action( 'playpal_order_trashed', array( $this, 'revoke_order' ), 10, 1 );
		add_action( 'playpal_order_deleting', array( $this, 'revoke_order' ), 10, 1 );
		add_action( 'playpal_order_untrashed', array( $this, 'grant_order' ), 10, 1 );
		// Any save that gives the order another customer (HPOS and posts storage alike).
		add_action( 'woocommerce_before_order_object_save', array( $this, 'note_customer_change' ), 10, 1 );
		add_action( 'woocommerce_after_order_object_save', array( $this, 'follow_customer_change' ), 10, 1 );
		add_filter( 'woocommerce_order_item_needs_processing', array( $this, 'item_needs_processing' ), 10, 2 );
	}

	/**
	 * A virtual membership product needs no processing, so WooCommerce completes
	 * its paid order at once (as it does for virtual downloads) and the
	 * membership starts when the payment does. Other products keep WooCommerce's answer.
	 *
	 * @param mixed $needs   WooCommerce's answer.
	 * @param mixed $product The line's product.
	 */
	public function item_needs_processing( mixed $needs, mixed $product ): mixed {
		if ( ! $needs || ! is_object( $product ) || ! method_exists( $product, 'is_virtual' ) || ! method_exists( $product, 'get_id' ) || ! $product->is_virtual() ) {
			return $needs;
		}
		$id = method_exists( $product, 'get_parent_id' ) && $product->get_parent_id() > 0 ? (int) $product->get_parent_id() : (int) $product->get_id();
		return array() === $this->products->grants_of( $id ) ? $needs : false;
	}

	public function register(): void {
		register_setting(
			'playpal',
			self::OPTION,
			array(
				'type'              => 'array',
				'label'             => __( 'Membership products', 'playpal' ),
				'description'       => __( 'WooCommerce products whose completed orders grant the VIP tier or a Create It Forward membership, for products not marked as a membership on their own edit screen.', 'playpal' ),
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => array(
							'type'                 => 'object',
							'additionalProperties' => false,
							'properties'           => array(
								'productId'  => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'tier'       => array(
									'type' => 'string',
									'enum' => array( '', 'vip' ),
								),
								'membership' => array( 'type' => 'boolean' ),
								'days'       => array(
									'type'    => 'integer',
									'minimum' => 0,
									'maximum' => self::DAYS_MAX,
								),
							),
						),
					),
				),
			)
		);
	}

	/**
	 * The older mapping, cleaned.
	 *
	 * @return list<array{productId: int, tier: string, membership: bool, days: int}>
	 */
	public function grants(): array {
		return self::sanitize( get_option( self::OPTION, array() ) );
	}

	/**
	 * Keeps well-formed rows only (one per product, the last wins).
	 *
	 * @param mixed $value Raw value.
	 * @return list<array{productId: int, tier: string, membership: bool, days: int}>
	 */
	public static function sanitize( mixed $value ): array {
		$rows = array();
		foreach ( is_array( $value ) ? $value : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			// membership: rest_sanitize_boolean() reads strings ("false", "0"); any other non-empty value is true.
			$product = isset( $row['productId'] ) && is_numeric( $row['productId'] ) ? (int) $row['productId'] : 0;
			$tier    = isset( $row['tier'] ) && 'vip' === $row['tier'] ? 'vip' : '';
			$member  = ! empty( $row['membership'] ) && ( ! is_string( $row['membership'] ) || rest_sanitize_boolean( $row['membership'] ) );
			$days    = isset( $row['days'] ) && is_numeric( $row['days'] ) ? (int) $row['days'] : 0;
			if ( $product < 1 || ( '' === $tier && ! $member ) ) {
				continue;
			}
			$rows[ $product ] = array(
				'productId'  => $product,
				'tier'       => $tier,
				'membership' => $member,
				'days'       => max( 0, min( self::DAYS_MAX, $days ) ),
			);
		}
		return array_values( $rows );
	}

	/**
	 * Grants a completed order's membership lines to its customer (once per line), from the day the order was
	 * paid — the same start whichever pass grants it (this one, a queued retry, a guest order linked later).
	 *
	 * @param mixed $order_id The order id WooCommerce passes.
	 * @return int Lines granted by this call (0 when they were granted already).
	 */
	public function grant_order( mixed $order_id ): int {
		return $this->sync->run( (int) $order_id, true );
	}

	/**
	 * `woocommerce_before_order_object_save`: remembers an order whose customer this save changes.
	 *
	 * @param mixed $order The order being saved.
	 */
	public function note_customer_change( mixed $order ): void {
		if ( $order instanceof \WC_Order && $order->get_id() > 0 && array_key_exists( 'customer_id', $order->get_changes() ) ) {
			$this->customer_changing[ (int) $order->get_id() ] = true;
		}
	}

	/**
	 * `woocommerce_after_order_object_save`: once the new customer is stored, the order's grants follow it.
	 *
	 * @param mixed $order The order saved.
	 */
	public function follow_customer_change( mixed $order ): void {
		$order_id = $order instanceof \WC_Order ? (int) $order->get_id() : 0;
		if ( ! isset( $this->customer_changing[ $order_id ] ) ) {
			return;
		}
		unset( $this->customer_changing[ $order_id ] );
		$this->follow_customer( $order_id );
	}

	/**
	 * Gives an order's grants to its customer as stored now: a guest order that
	 * got an account grants it (once: the ledger's UNIQUE key), an order moved to
	 * another account takes its grants along (their terms unchanged), an order
	 * left without an account takes them back.
	 *
	 * @param int $order_id Order.
	 * @return int Lines granted by this call.
	 */
	public function follow_customer( int $order_id ): int {
		// Who the order belongs to decides whose grants these are: read it from the primary, not a replica.
		Primary_Reads::pin();
		$order = $this->orders->read( $order_id );
		if ( null === $order ) {
			return 0;
		}
		if ( $order['customer_id'] < 1 ) {
			$this->ledger->revoke_order( $order_id );
			return 0;
		}
		$this->ledger->move_order( $order_id, $order['customer_id'] );
		// Linked now, bought then: the term runs from the day the order was paid.
		return $this->sync->run( $order_id, true );
	}

	/**
	 * Takes back everything an order granted.
	 *
	 * @param mixed $order_id The order id WooCommerce passes.
	 */
	public function revoke_order( mixed $order_id ): void {
		$this->sync->revoke( (int) $order_id );
	}

	/**
	 * After a refund, or to retry a pass: each line keeps what is still paid for (Membership_Refund_Rule).
	 *
	 * @param mixed $order_id The order id WooCommerce passes.
	 */
	public function apply_refunds( mixed $order_id ): void {
		// A grant made only now (the order's first pass was queued) runs from the day it was paid.
		$this->sync->run( (int) $order_id, true );
	}
}
