<?php
/**
 * The prices creators may ask for their creations.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Settings\Number_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Three options site owners change on Settings → PlayPal ("Create It
 * Forward") or through `/wp/v2/settings`, in dollars with cents:
 *
 * - `playpal_creation_price_min` (1.00 by default) and
 *   `playpal_creation_price_max` (50.00): the range a creation's price must
 *   lie in (SPEC §9's example pack sells for $5);
 * - `playpal_creation_price_default` (5.00): what the form offers first.
 *
 * The options are saved one by one, so they may disagree for a moment (a
 * minimum above the maximum): bounds() reads them as a range that always
 * holds, the maximum never below the minimum and the default inside.
 */
final class Creation_Price_Settings {

	public const MIN_OPTION = 'playpal_creation_price_min';

	public const MAX_OPTION = 'playpal_creation_price_max';

	public const DEFAULT_OPTION = 'playpal_creation_price_default';

	/** Defaults, in dollars. */
	public const DEFAULTS = array(
		self::MIN_OPTION     => 1.0,
		self::MAX_OPTION     => 50.0,
		self::DEFAULT_OPTION => 5.0,
	);

	/** No price setting goes above this, in dollars. */
	public const CEILING = 10000.0;

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
		add_filter( 'playpal_app_config', array( $this, 'add_to_config' ) );
	}

	/**
	 * `playpal_app_config`: the creation form's bounds and suggested price (`creationPrice`), the same for every
	 * visitor, so a shared page may carry them.
	 *
	 * @param mixed $config The storefront's config.
	 * @return mixed
	 */
	public function add_to_config( mixed $config ): mixed {
		if ( is_array( $config ) ) {
			$config['creationPrice'] = $this->bounds();
		}
		return $config;
	}

	public function register(): void {
		$sanitize = static fn( string $option ): \Closure => static fn( mixed $value ): float => self::dollars( $value ) ?? self::DEFAULTS[ $option ];
		Number_Settings::register(
			'number',
			array(
				self::MIN_OPTION     => array( __( 'Lowest creation price ($)', 'playpal' ), __( 'The least a creator may ask for a creation, in dollars.', 'playpal' ), self::DEFAULTS[ self::MIN_OPTION ], 0, self::CEILING, $sanitize( self::MIN_OPTION ) ),
				self::MAX_OPTION     => array( __( 'Highest creation price ($)', 'playpal' ), __( 'The most a creator may ask for a creation, in dollars.', 'playpal' ), self::DEFAULTS[ self::MAX_OPTION ], 0, self::CEILING, $sanitize( self::MAX_OPTION ) ),
				self::DEFAULT_OPTION => array( __( 'Suggested creation price ($)', 'playpal' ), __( 'The price the creation form offers first, in dollars.', 'playpal' ), self::DEFAULTS[ self::DEFAULT_OPTION ], 0, self::CEILING, $sanitize( self::DEFAULT_OPTION ) ),
			)
		);
	}

	/**
	 * Dollars with at most two decimals from 0 to CEILING ("4.5", 4.5 and "4.50" are 4.5), else null.
	 *
	 * @param mixed $value As sent.
	 */
	public static function dollars( mixed $value ): ?float {
		if ( is_int( $value ) || is_float( $value ) ) {
			$value = is_float( $value ) && ( is_nan( $value ) || is_infinite( $value ) ) ? '' : (string) $value;
		}
		// Digits only, nothing around them ("\d+$" would let a trailing newline through: \z does not).
		if ( ! is_string( $value ) || 1 !== preg_match( '/^\d{1,5}(?:\.\d{1,2})?\z/', $value ) ) {
			return null;
		}
		$number = round( (float) $value, 2 );
		return $number <= self::CEILING ? $number : null;
	}

	/**
	 * The range and default as they apply now.
	 *
	 * @return array{min: float, max: float, default: float}
	 */
	public function bounds(): array {
		$read    = static fn( string $option ): float => self::dollars( get_option( $option, self::DEFAULTS[ $option ] ) ) ?? self::DEFAULTS[ $option ];
		$min     = $read( self::MIN_OPTION );
		$max     = max( $min, $read( self::MAX_OPTION ) );
		$default = min( $max, max( $min, $read( self::DEFAULT_OPTION ) ) );
		return array(
			'min'     => $min,
			'max'     => $max,
			'default' => $default,
		);
	}
}
