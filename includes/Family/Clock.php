<?php
/**
 * The family's clock.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

defined( 'ABSPATH' ) || exit;

/**
 * Now, as the PIN's lockout and parent mode count it: the server's time,
 * unless the filter `playpal_family_now` answers another Unix time (tests
 * move it through 24 hours of guessing without waiting for them).
 */
final class Clock {

	/**
	 * The current Unix time.
	 */
	public static function now(): int {
		/**
		 * Filters the family's current time (tests move it).
		 *
		 * @param int $now Unix time.
		 */
		$now = apply_filters( 'playpal_family_now', time() );
		return is_int( $now ) ? $now : time();
	}
}
