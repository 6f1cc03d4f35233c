<?php
/**
 * The creators' share of a sale, and when it becomes theirs to be paid.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Settings\Number_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Two options site owners change on Settings → PlayPal or through `/wp/v2/settings`:
 *
 * - `playpal_creator_commission`: the percentage of a line's amount after
 *   discounts (tax excluded) a creator earns, 70 by default (SPEC §9:
 *   "$5 → $3.50"). A line keeps the rate of its first sale, so a refund takes
 *   back what the sale earned whatever the setting says by then.
 * - `playpal_creator_refund_window`: days after which an entry is payable
 *   (30 by default): until then a refund may still take it back.
 */
final class Earnings_Settings {

	public const OPTION = 'playpal_creator_commission';

	public const DEFAULT_PERCENT = 70;

	public const WINDOW_OPTION = 'playpal_creator_refund_window';

	public const DEFAULT_WINDOW_DAYS = 30;

	public const WINDOW_DAYS_MAX = 365;

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
	}

	public function register(): void {
		Number_Settings::register(
			'integer',
			array(
				self::OPTION        => array( __( 'Creator commission (%)', 'playpal' ), __( 'The share of each sale of a creation that its creator earns, after discounts and before tax.', 'playpal' ), self::DEFAULT_PERCENT, 0, 100, array( self::class, 'sanitize' ) ),
				self::WINDOW_OPTION => array( __( 'Creator refund window (days)', 'playpal' ), __( 'Days after a sale before its commission can be paid out; until then a refund may still take it back.', 'playpal' ), self::DEFAULT_WINDOW_DAYS, 0, self::WINDOW_DAYS_MAX, array( self::class, 'sanitize_window' ) ),
			)
		);
	}

	/**
	 * A whole percentage from 0 to 100; anything else keeps the default.
	 *
	 * @param mixed $value As sent.
	 */
	public static function sanitize( mixed $value ): int {
		return Number_Settings::whole_number( $value, 0, 100, self::DEFAULT_PERCENT );
	}

	/**
	 * Whole days from 0 to 365; anything else keeps the default.
	 *
	 * @param mixed $value As sent.
	 */
	public static function sanitize_window( mixed $value ): int {
		return Number_Settings::whole_number( $value, 0, self::WINDOW_DAYS_MAX, self::DEFAULT_WINDOW_DAYS );
	}

	/**
	 * The rate in basis points (7000 for 70%).
	 */
	public function basis_points(): int {
		return self::sanitize( get_option( self::OPTION, self::DEFAULT_PERCENT ) ) * 100;
	}

	/**
	 * Days before an entry is payable.
	 */
	public function refund_window_days(): int {
		return self::sanitize_window( get_option( self::WINDOW_OPTION, self::DEFAULT_WINDOW_DAYS ) );
	}
}
