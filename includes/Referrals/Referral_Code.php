<?php
/**
 * The shape of a referral code.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

defined( 'ABSPATH' ) || exit;

/**
 * A referral code is 3 to 64 letters, digits, dashes or underscores: what a
 * provider hands out, safe in a URL, a cookie, a CSV cell and a column.
 * Anything else in `?ref=` is ignored.
 */
final class Referral_Code {

	public const PATTERN = '/^[A-Za-z0-9_-]{3,64}$/';

	/** The sample's demo link's code; the ref cookie ignores it, so it attributes nothing. */
	public const DEMO = 'demo';

	/**
	 * Whether a value has the shape of a referral code.
	 *
	 * @param mixed $code Value.
	 */
	public static function is_valid( mixed $code ): bool {
		return is_string( $code ) && 1 === preg_match( self::PATTERN, $code );
	}
}
