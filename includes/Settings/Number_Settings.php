<?php
/**
 * Number options of Settings → PlayPal, each with its range.
 *
 * @package PlayPal
 */

namespace PlayPal\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The features' own number options (a commission, a refund window, how long
 * play data is kept, prices…) are registered the same way: in the `playpal`
 * group, with a label, a description, a default and a sanitize callback, and
 * in `/wp/v2/settings` with their minimum and maximum, so WordPress refuses a
 * value out of range before the callback sees it.
 */
final class Number_Settings {

	/**
	 * Registers options of one type.
	 *
	 * @param string $type    `integer` or `number`.
	 * @param array  $options Option name → label, description, default, minimum, maximum, sanitize callback.
	 * @phpstan-param array<string, array{string, string, int|float, int|float, int|float, callable(mixed): (int|float)}> $options
	 */
	public static function register( string $type, array $options ): void {
		foreach ( $options as $option => list( $label, $description, $default, $minimum, $maximum, $sanitize ) ) {
			register_setting(
				'playpal',
				$option,
				array(
					'type'              => $type,
					'label'             => $label,
					'description'       => $description,
					'default'           => $default,
					'sanitize_callback' => $sanitize,
					'show_in_rest'      => array(
						'schema' => array(
							'type'    => $type,
							'minimum' => $minimum,
							'maximum' => $maximum,
						),
					),
				)
			);
		}
	}

	/**
	 * A whole number from $min to $max, else $fallback ("70" and 70.0 are 70;
	 * 70.5, "7e1x" and 101 are not).
	 *
	 * @param mixed $value    As sent.
	 * @param int   $min      Least allowed.
	 * @param int   $max      Largest allowed.
	 * @param int   $fallback Default.
	 */
	public static function whole_number( mixed $value, int $min, int $max, int $fallback ): int {
		$number = is_numeric( $value ) ? (float) $value : $min - 1.0;
		if ( floor( $number ) !== $number || $number < $min || $number > $max ) {
			return $fallback;
		}
		return (int) $number;
	}
}
