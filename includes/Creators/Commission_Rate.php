<?php
/**
 * The creators' share of a sale.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

defined( 'ABSPATH' ) || exit;

/**
 * Option `playpal_creator_commission`: the percentage of a line's amount
 * after discounts (tax excluded) a creator earns, 70 by default (SPEC §9:
 * "$5 → $3.50"). Site owners change it on Settings → PlayPal or through
 * `/wp/v2/settings`. A line keeps the rate of its first sale, so a refund
 * takes back what the sale earned whatever the setting says by then.
 */
final class Commission_Rate {

	public const OPTION = 'playpal_creator_commission';

	public const DEFAULT_PERCENT = 70;

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
	}

	/**
	 * A whole percentage from 0 to 100; anything else keeps the default.
	 *
	 * @param mixed $value As sent.
	 */
	public static function sanitize( mixed $value ): int {
		// "70" and 70.0 are 70; 70.5, "7e1x" and 101 are not a percentage.
		$percent = is_numeric( $value ) ? (float) $value : -1.0;
		if ( floor( $percent ) !== $percent || $percent < 0 || $percent > 100 ) {
			return self::DEFAULT_PERCENT;
		}
		return (int) $percent;
	}

	/**
	 * The rate in basis points (7000 for 70%).
	 */
	public function basis_points(): int {
		return self::sanitize( get_option( self::OPTION, self::DEFAULT_PERCENT ) ) * 100;
	}
}
