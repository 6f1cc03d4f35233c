<?php
/**
 * The three PlayPal memberships a WooCommerce product can be.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * VIP Library Card grants the `vip` tier; Creator Monthly and Creator Annual
 * grant the Create It Forward membership. Each type belongs to a **kind**
 * (`vip` or `creator`): grants of one kind add up into one expiry, so a
 * Creator Annual bought during a Creator Monthly extends it.
 */
final class Membership_Types {

	public const VIP_LIBRARY_CARD = 'vip_library_card';
	public const CREATOR_MONTHLY  = 'creator_monthly';
	public const CREATOR_ANNUAL   = 'creator_annual';

	public const KIND_VIP     = 'vip';
	public const KIND_CREATOR = 'creator';

	/** The longest a product may grant at once (about ten years). */
	public const DAYS_MAX = 3650;

	/**
	 * Every type, in display order.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array( self::VIP_LIBRARY_CARD, self::CREATOR_MONTHLY, self::CREATOR_ANNUAL );
	}

	/**
	 * Whether a string names a type.
	 *
	 * @param string $type Candidate.
	 */
	public static function is_type( string $type ): bool {
		return in_array( $type, self::all(), true );
	}

	/**
	 * The kind a type grants.
	 *
	 * @param string $type A type.
	 */
	public static function kind( string $type ): string {
		return self::VIP_LIBRARY_CARD === $type ? self::KIND_VIP : self::KIND_CREATOR;
	}

	/**
	 * How long a type lasts when the product does not say.
	 *
	 * @param string $type A type.
	 */
	public static function default_days( string $type ): int {
		return self::CREATOR_ANNUAL === $type ? 365 : 30;
	}

	/**
	 * The type's name, for people.
	 *
	 * @param string $type A type.
	 */
	public static function label( string $type ): string {
		return match ( $type ) {
			self::VIP_LIBRARY_CARD => __( 'VIP Library Card', 'playpal' ),
			self::CREATOR_MONTHLY  => __( 'Creator Monthly', 'playpal' ),
			self::CREATOR_ANNUAL   => __( 'Creator Annual', 'playpal' ),
			default                => '',
		};
	}

	/**
	 * A kind's name, for people.
	 *
	 * @param string $kind `vip` or `creator`.
	 */
	public static function kind_label( string $kind ): string {
		return self::KIND_VIP === $kind ? __( 'VIP Library Card', 'playpal' ) : __( 'Create It Forward membership', 'playpal' );
	}
}
