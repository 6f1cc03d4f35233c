<?php
/**
 * Which WooCommerce products grant a tier or a membership, and the grant on a completed order.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;
use PlayPal\Commerce\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Option `playpal_member_grants`: a list of
 * `{productId: int, tier: ''|'vip', membership: bool, days: int}` (days: how
 * long a membership lasts from the order, 0 = no end). Site owners edit it on
 * Settings → PlayPal (or through `/wp/v2/settings`).
 *
 * When WooCommerce marks an order completed, its customer gets what the
 * order's products grant, once per order. The order is read through
 * Commerce\Store only.
 */
final class Member_Grants {

	public const OPTION = 'playpal_member_grants';

	/** User meta: ids of orders already granted. */
	public const GRANTED_ORDERS = '_playpal_granted_orders';

	public const DAYS_MAX = 3650;

	private Store $store;

	private Member_Meta $meta;

	/**
	 * Constructor.
	 *
	 * @param Store|null       $store Store adapter.
	 * @param Member_Meta|null $meta  Member meta.
	 */
	public function __construct( ?Store $store = null, ?Member_Meta $meta = null ) {
		$this->store = $store ?? new Store();
		$this->meta  = $meta ?? new Member_Meta();
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
		// WooCommerce fires this only when it is active; without it nothing is granted.
		add_action( 'woocommerce_order_status_completed', array( $this, 'grant_order' ), 10, 1 );
	}

	public function register(): void {
		register_setting(
			'playpal',
			self::OPTION,
			array(
				'type'              => 'array',
				'label'             => __( 'Membership products', 'playpal' ),
				'description'       => __( 'WooCommerce products whose completed orders grant the VIP tier or a Create It Forward membership.', 'playpal' ),
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
	 * The mapping, cleaned.
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
	 * Grants what a completed order's products grant to its customer (once per order).
	 *
	 * @param mixed $order_id The order id WooCommerce passes.
	 */
	public function grant_order( mixed $order_id ): void {
		$order = $this->store->order_summary( (int) $order_id );
		if ( null === $order || $order['customer_id'] < 1 ) {
			return;
		}
		$user_id = $order['customer_id'];
		$granted = array_map( 'intval', (array) get_user_meta( $user_id, self::GRANTED_ORDERS, true ) );
		if ( in_array( (int) $order_id, $granted, true ) ) {
			return;
		}
		$by_product = array();
		foreach ( $this->grants() as $row ) {
			$by_product[ $row['productId'] ] = $row;
		}
		foreach ( $order['product_ids'] as $product_id ) {
			$row = $by_product[ $product_id ] ?? null;
			if ( null === $row ) {
				continue;
			}
			if ( 'vip' === $row['tier'] ) {
				$this->meta->set_tier( $user_id, 'vip' );
			}
			if ( $row['membership'] ) {
				$this->meta->set_membership( $user_id, true, $this->until( $user_id, $row['days'] ) );
			}
		}
		$granted[] = (int) $order_id;
		update_user_meta( $user_id, self::GRANTED_ORDERS, array_values( array_unique( $granted ) ) );
	}

	/**
	 * The membership's new last day: none for days 0 (or when it already has none and is on),
	 * else today + days, or later if the current membership runs longer.
	 *
	 * @param int $user_id User.
	 * @param int $days    Days granted; 0 = no end.
	 */
	private function until( int $user_id, int $days ): ?string {
		if ( 0 === $days || ( $this->meta->membership_on( $user_id ) && null === $this->meta->member_until( $user_id ) ) ) {
			return null;
		}
		$new     = ( new DateTimeImmutable( 'now', wp_timezone() ) )->modify( '+' . $days . ' days' )->format( 'Y-m-d' );
		$current = $this->meta->is_member( $user_id ) ? $this->meta->member_until( $user_id ) : null;
		return null !== $current && $current > $new ? $current : $new;
	}
}
