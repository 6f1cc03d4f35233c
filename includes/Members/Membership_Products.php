<?php
/**
 * Which WooCommerce products are PlayPal memberships, and for how long.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * A product is a membership when its meta `_playpal_membership` names a type
 * (Membership_Types) and `_playpal_membership_days` says how long one bought
 * unit lasts. Site owners set both on the product's General tab in wp-admin
 * (Membership_Product_Panel).
 *
 * Fallback: a product without that meta that is listed in the older option
 * `playpal_member_grants` (Member_Grants::OPTION) still grants what the option
 * says — `tier: vip` as a VIP Library Card, `membership` as Creator Monthly,
 * each for its `days` (0, "no end" there, becomes DAYS_MAX). The product's own
 * meta wins as soon as it is set.
 */
final class Membership_Products {

	public const META_TYPE = '_playpal_membership';
	public const META_DAYS = '_playpal_membership_days';

	/**
	 * What one unit of a product grants: a list of `{type, days}` (empty for none).
	 *
	 * @param int $product_id Product (for a variation, its parent's id).
	 * @return list<array{type: string, days: int}>
	 */
	public function grants_of( int $product_id ): array {
		if ( $product_id < 1 ) {
			return array();
		}
		$type = (string) get_post_meta( $product_id, self::META_TYPE, true );
		if ( Membership_Types::is_type( $type ) ) {
			return array(
				array(
					'type' => $type,
					'days' => $this->days_of( $product_id, $type ),
				),
			);
		}
		return $this->legacy_grants_of( $product_id );
	}

	/**
	 * The product's days, or the type's default when unset or out of range.
	 *
	 * @param int    $product_id Product.
	 * @param string $type       Its type.
	 */
	public function days_of( int $product_id, string $type ): int {
		$days = (int) get_post_meta( $product_id, self::META_DAYS, true );
		return $days >= 1 && $days <= Membership_Types::DAYS_MAX ? $days : Membership_Types::default_days( $type );
	}

	/**
	 * Marks a product as a membership (or, with type '', as none).
	 *
	 * @param int    $product_id Product.
	 * @param string $type       A type, or '' for none.
	 * @param int    $days       Days one unit lasts (clamped to 1..DAYS_MAX).
	 */
	public function set( int $product_id, string $type, int $days ): void {
		if ( ! Membership_Types::is_type( $type ) ) {
			delete_post_meta( $product_id, self::META_TYPE );
			delete_post_meta( $product_id, self::META_DAYS );
			return;
		}
		update_post_meta( $product_id, self::META_TYPE, $type );
		update_post_meta( $product_id, self::META_DAYS, max( 1, min( Membership_Types::DAYS_MAX, $days ) ) );
	}

	/**
	 * The newest published product of a type, or null. Screens link to it (Renew, Upgrade, Join).
	 *
	 * @param string $type A type.
	 * @return array{id: int, name: string, slug: string, days: int, price: string}|null
	 */
	public function published_of_type( string $type ): ?array {
		if ( ! Membership_Types::is_type( $type ) ) {
			return null;
		}
		$ids = get_posts(
			array(
				'post_type'        => 'product',
				'post_status'      => 'publish',
				'fields'           => 'ids',
				'numberposts'      => 1,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => true,
				// phpcs:ignore WordPress.DB.SlowDBQuery -- One indexed meta key, a handful of products.
				'meta_query'       => array(
					array(
						'key'   => self::META_TYPE,
						'value' => $type,
					),
				),
			)
		);
		if ( array() === $ids ) {
			return null;
		}
		$id = (int) $ids[0];
		return array(
			'id'    => $id,
			'name'  => (string) get_the_title( $id ),
			'slug'  => (string) get_post_field( 'post_name', $id ),
			'days'  => $this->days_of( $id, $type ),
			// WooCommerce keeps the active price in `_price` (a decimal string, the store's currency).
			'price' => (string) get_post_meta( $id, '_price', true ),
		);
	}

	/**
	 * What the older option grants for a product.
	 *
	 * @param int $product_id Product.
	 * @return list<array{type: string, days: int}>
	 */
	private function legacy_grants_of( int $product_id ): array {
		foreach ( Member_Grants::sanitize( get_option( Member_Grants::OPTION, array() ) ) as $row ) {
			if ( $row['productId'] !== $product_id ) {
				continue;
			}
			$days   = 0 === $row['days'] ? Membership_Types::DAYS_MAX : $row['days'];
			$grants = array();
			if ( 'vip' === $row['tier'] ) {
				$grants[] = array(
					'type' => Membership_Types::VIP_LIBRARY_CARD,
					'days' => $days,
				);
			}
			if ( $row['membership'] ) {
				$grants[] = array(
					'type' => Membership_Types::CREATOR_MONTHLY,
					'days' => $days,
				);
			}
			return $grants;
		}
		return array();
	}
}
