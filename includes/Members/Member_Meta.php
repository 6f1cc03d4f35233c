<?php
/**
 * Who a person is to PlayPal: tier and Create It Forward membership, stored as user meta.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Tier (`free`/`vip`) and Create It Forward membership (on/off, optional last
 * day) are server facts: user meta only site owners change (profile screen,
 * completed orders). Nothing in a browser decides them.
 *
 * A membership with a last day is active through the end of that day in site
 * time (SPEC §4 "Membership active": no expiry, or an expiry in the future).
 */
final class Member_Meta {

	public const TIER         = '_playpal_tier';
	public const MEMBER       = '_playpal_cif_member';
	public const MEMBER_UNTIL = '_playpal_cif_member_until';

	public const TIERS = array( 'free', 'vip' );

	/** A last day: YYYY-MM-DD. */
	public const DATE_PATTERN = '/^\d{4}-\d{2}-\d{2}$/';

	/**
	 * The person's tier; `free` when unset or unknown.
	 *
	 * @param int $user_id User.
	 */
	public function tier( int $user_id ): string {
		$tier = get_user_meta( $user_id, self::TIER, true );
		return in_array( $tier, self::TIERS, true ) ? $tier : 'free';
	}

	/**
	 * Whether membership is switched on (regardless of its last day).
	 *
	 * @param int $user_id User.
	 */
	public function membership_on( int $user_id ): bool {
		return '1' === (string) get_user_meta( $user_id, self::MEMBER, true );
	}

	/**
	 * The membership's last day (YYYY-MM-DD), or null for none.
	 *
	 * @param int $user_id User.
	 */
	public function member_until( int $user_id ): ?string {
		$until = (string) get_user_meta( $user_id, self::MEMBER_UNTIL, true );
		return self::is_date( $until ) ? $until : null;
	}

	/**
	 * Whether the membership is active now: on, and no last day or a last day not yet past (site time).
	 *
	 * @param int                    $user_id User.
	 * @param DateTimeImmutable|null $now     The moment to judge at; now by default.
	 */
	public function is_member( int $user_id, ?DateTimeImmutable $now = null ): bool {
		if ( ! $this->membership_on( $user_id ) ) {
			return false;
		}
		$until = $this->member_until( $user_id );
		if ( null === $until ) {
			return true;
		}
		$today = ( $now ?? new DateTimeImmutable( 'now', wp_timezone() ) )->setTimezone( wp_timezone() )->format( 'Y-m-d' );
		return $today <= $until;
	}

	/**
	 * Sets the tier.
	 *
	 * @param int    $user_id User.
	 * @param string $tier    `free` or `vip`.
	 */
	public function set_tier( int $user_id, string $tier ): void {
		if ( in_array( $tier, self::TIERS, true ) ) {
			update_user_meta( $user_id, self::TIER, $tier );
		}
	}

	/**
	 * Sets the membership and its last day (null or '' for none).
	 *
	 * @param int         $user_id User.
	 * @param bool        $on      Whether the membership is on.
	 * @param string|null $until   Last day, YYYY-MM-DD.
	 */
	public function set_membership( int $user_id, bool $on, ?string $until ): void {
		update_user_meta( $user_id, self::MEMBER, $on ? '1' : '0' );
		if ( null !== $until && self::is_date( $until ) ) {
			update_user_meta( $user_id, self::MEMBER_UNTIL, $until );
		} else {
			delete_user_meta( $user_id, self::MEMBER_UNTIL );
		}
	}

	/**
	 * Whether a string is a real calendar date, YYYY-MM-DD.
	 *
	 * @param string $value Value.
	 */
	public static function is_date( string $value ): bool {
		if ( ! preg_match( self::DATE_PATTERN, $value ) ) {
			return false;
		}
		[ $year, $month, $day ] = array_map( 'intval', explode( '-', $value ) );
		return checkdate( $month, $day, $year );
	}
}
