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
 * Tier (`free`/`vip`) and Create It Forward membership are server facts from
 * two sources, and either one is enough:
 * - what a site owner set on the profile screen (user meta below: tier, on/off,
 *   optional last day) — the `own_*` readers and the setters;
 * - what paid orders granted (the membership ledger, Membership_Status): a VIP
 *   Library Card makes the tier `vip`, Creator Monthly/Annual the membership.
 * `tier()`, `is_member()` and `membership_until()` answer from both.
 * Nothing in a browser decides them.
 *
 * A membership with a last day is active through the end of that day in site
 * time (SPEC §4 "Membership active": no expiry, or an expiry in the future).
 */
final class Member_Meta {

	private Membership_Status $status;

	/**
	 * Constructor.
	 *
	 * @param Membership_Status|null $status What orders granted.
	 */
	public function __construct( ?Membership_Status $status = null ) {
		$this->status = $status ?? new Membership_Status();
	}

	public const TIER         = '_playpal_tier';
	public const MEMBER       = '_playpal_cif_member';
	public const MEMBER_UNTIL = '_playpal_cif_member_until';

	public const TIERS = array( 'free', 'vip' );

	/** A last day: YYYY-MM-DD. */
	public const DATE_PATTERN = '/^\d{4}-\d{2}-\d{2}$/';

	/**
	 * The person's tier: `vip` when a site owner made them VIP or a VIP Library Card runs now, else `free`.
	 *
	 * @param int                    $user_id User.
	 * @param DateTimeImmutable|null $now     The moment to judge at; now by default.
	 */
	public function tier( int $user_id, ?DateTimeImmutable $now = null ): string {
		if ( 'vip' === $this->own_tier( $user_id ) ) {
			return 'vip';
		}
		return $this->status->of( $user_id, Membership_Types::KIND_VIP, $now )['active'] ? 'vip' : 'free';
	}

	/**
	 * The tier a site owner set (user meta); `free` when unset or unknown.
	 *
	 * @param int $user_id User.
	 */
	public function own_tier( int $user_id ): string {
		$tier = get_user_meta( $user_id, self::TIER, true );
		return in_array( $tier, self::TIERS, true ) ? $tier : 'free';
	}

	/**
	 * The last day of the VIP Library Card bought (YYYY-MM-DD, past or future), or
	 * null: none bought, or VIP set by a site owner (no end).
	 *
	 * @param int $user_id User.
	 */
	public function vip_until( int $user_id ): ?string {
		return 'vip' === $this->own_tier( $user_id ) ? null : $this->status->of( $user_id, Membership_Types::KIND_VIP )['last_day'];
	}

	/**
	 * The Create It Forward membership's last day from both sources (YYYY-MM-DD,
	 * past or future), or null: no end (a site owner's membership without a last
	 * day) or never a member.
	 *
	 * @param int $user_id User.
	 */
	public function membership_until( int $user_id ): ?string {
		if ( $this->membership_on( $user_id ) && null === $this->member_until( $user_id ) ) {
			return null;
		}
		$days = array_filter(
			array(
				$this->membership_on( $user_id ) ? $this->member_until( $user_id ) : null,
				$this->status->of( $user_id, Membership_Types::KIND_CREATOR )['last_day'],
			)
		);
		return array() === $days ? null : max( $days );
	}

	/**
	 * The membership product that decides the Create It Forward membership's last
	 * day (`creator_monthly`, `creator_annual`), or '' for none.
	 *
	 * @param int $user_id User.
	 */
	public function membership_plan( int $user_id ): string {
		return $this->status->of( $user_id, Membership_Types::KIND_CREATOR )['membership'];
	}

	/**
	 * Whether a site owner switched the membership on (regardless of its last day).
	 *
	 * @param int $user_id User.
	 */
	public function membership_on( int $user_id ): bool {
		return '1' === (string) get_user_meta( $user_id, self::MEMBER, true );
	}

	/**
	 * The last day a site owner set (YYYY-MM-DD), or null for none.
	 *
	 * @param int $user_id User.
	 */
	public function member_until( int $user_id ): ?string {
		$until = (string) get_user_meta( $user_id, self::MEMBER_UNTIL, true );
		return self::is_date( $until ) ? $until : null;
	}

	/**
	 * Whether the Create It Forward membership is active now: a Creator product's
	 * grant runs, or a site owner's membership is on with no last day or one not yet past (site time).
	 *
	 * @param int                    $user_id User.
	 * @param DateTimeImmutable|null $now     The moment to judge at; now by default.
	 */
	public function is_member( int $user_id, ?DateTimeImmutable $now = null ): bool {
		if ( $this->status->of( $user_id, Membership_Types::KIND_CREATOR, $now )['active'] ) {
			return true;
		}
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
	 * Sets the tier a site owner chose.
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
	 * Sets the membership a site owner chose and its last day (null or '' for none).
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
