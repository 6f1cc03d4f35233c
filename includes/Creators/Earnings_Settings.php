<?php
/**
 * The creators' share of a sale, and when it becomes theirs to be paid.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

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
		register_setting(
			'playpal',
			self::OPTION,
			array(
				'type'              => 'integer',
				'label'             => __( 'Creator commission (%)', 'playpal' ),
				'description'       => __( 'The share of each sale of a creation that its creator earns, after discounts and before tax.', 'playpal' ),
				'default'           => self::DEFAULT_PERCENT,
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => 100,
					),
				),
			)
		);
		register_setting(
			'playpal',
			self::WINDOW_OPTION,
			array(
				'type'              => 'integer',
				'label'             => __( 'Creator refund window (days)', 'playpal' ),
				'description'       => __( 'Days after a sale before its commission can be paid out; until then a refund may still take it back.', 'playpal' ),
				'default'           => self::DEFAULT_WINDOW_DAYS,
				'sanitize_callback' => array( self::class, 'sanitize_window' ),
				'show_in_rest'      => array(
					'schema' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => self::WINDOW_DAYS_MAX,
					),
				),
			)
		);
	}

	/**
	 * A whole percentage from 0 to 100; anything else keeps the default.
	 *
	 * @param mixed $value As sent.
	 */
	public static function sanitize( mixed $value ): int {
		return self::whole_number( $value, 100, self::DEFAULT_PERCENT );
	}

	/**
	 * Whole days from 0 to 365; anything else keeps the default.
	 *
	 * @param mixed $value As sent.
	 */
	public static function sanitize_window( mixed $value ): int {
		return self::whole_number( $value, self::WINDOW_DAYS_MAX, self::DEFAULT_WINDOW_DAYS );
	}

	/**
	 * A whole number from 0 to $max, else $fallback ("70" and 70.0 are 70;
	 * 70.5, "7e1x" and 101 are not).
	 *
	 * @param mixed $value    As sent.
	 * @param int   $max      Largest allowed.
	 * @param int   $fallback Default.
	 */
	private static function whole_number( mixed $value, int $max, int $fallback ): int {
		$number = is_numeric( $value ) ? (float) $value : -1.0;
		if ( floor( $number ) !== $number || $number < 0 || $number > $max ) {
			return $fallback;
		}
		return (int) $number;
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
