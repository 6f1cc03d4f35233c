<?php
/**
 * The parent's PIN: set, changed and checked.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Storage\Primary_Reads;
use PlayPal\Storage\Rate_Limiter;

defined( 'ABSPATH' ) || exit;

/**
 * A PIN of 4 to 8 digits lets a parent act on a child's device (10 more
 * minutes today). Only its wp_hash_password() hash is kept (user meta
 * `playpal_family_pin`); no answer and no log ever holds the PIN or the hash.
 *
 * Only WRONG PINs use the parent's allowance: 5 wrong tries per 15 minutes
 * (filters `playpal_family_pin_tries`, `playpal_family_pin_window`), then
 * 429 with `retry_after` for every check, right or wrong, until the window
 * ends. Every check — extra time, and changing a PIN already set — is counted
 * before the hash is compared (so parallel guesses cannot all slip under the
 * limit) and a right PIN gives its try back. A PIN has at most 10^8 values,
 * so the allowance, not the hash, is what stops guessing on a child's device;
 * a parent granting time all afternoon is never locked out by it.
 */
final class Parent_Pin {

	public const META = 'playpal_family_pin';

	public const TRIES = 5;

	public const WINDOW = 15 * MINUTE_IN_SECONDS;

	public function __construct( private Rate_Limiter $limiter ) {
	}

	/**
	 * Whether the parent has set a PIN (shown, not acted on: it may come from a read replica a moment
	 * behind; set() and verify() read the primary).
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function is_set( int $parent_id ): bool {
		return '' !== (string) get_user_meta( $parent_id, self::META, true );
	}

	/**
	 * Sets or changes the PIN; changing one needs the current PIN.
	 *
	 * @param int   $parent_id Parent's user id.
	 * @param mixed $pin       New PIN, as sent.
	 * @param mixed $current   Current PIN, as sent (null when none was sent).
	 * @throws Invalid_Input When the new PIN is not 4–8 digits, or the current one is missing
	 *                       (and, from verify(), Forbidden, Rate_Limited or Unavailable).
	 */
	public function set( int $parent_id, mixed $pin, mixed $current ): void {
		if ( ! self::well_formed( $pin ) ) {
			throw new Invalid_Input( 'playpal_family_pin_invalid', __( 'A PIN is 4 to 8 digits.', 'playpal' ), array( 'params' => array( 'pin' ) ) );
		}
		if ( '' !== $this->stored_hash( $parent_id ) ) {
			if ( null === $current ) {
				throw new Invalid_Input( 'playpal_family_current_pin_required', __( 'Enter your current PIN to change it.', 'playpal' ), array( 'params' => array( 'currentPin' ) ) );
			}
			$this->verify( $parent_id, $current );
		}
		update_user_meta( $parent_id, self::META, wp_hash_password( (string) $pin ) );
	}

	/**
	 * Checks a PIN, counting the try.
	 *
	 * @param int   $parent_id Parent's user id.
	 * @param mixed $pin       PIN, as sent.
	 * @throws Conflict When no PIN is set yet.
	 * @throws Forbidden When the PIN is wrong (and, from count_try(), Rate_Limited or Unavailable).
	 */
	public function verify( int $parent_id, mixed $pin ): void {
		$hash = $this->stored_hash( $parent_id );
		if ( '' === $hash ) {
			throw new Conflict( 'playpal_family_pin_not_set', __( 'Set a parent PIN in the Family tab first.', 'playpal' ) );
		}
		$counted_at = $this->count_try( $parent_id );
		// A malformed PIN is simply wrong (and counted): the answer says nothing about the stored one.
		if ( ! self::well_formed( $pin ) || ! wp_check_password( (string) $pin, $hash, $parent_id ) ) {
			throw new Forbidden( 'playpal_family_pin_wrong', __( 'That PIN is not right.', 'playpal' ) );
		}
		// Right: the try is given back, so only wrong PINs use the allowance — to the window it was
		// counted in, even when the hash check ran past that window's end.
		$this->limiter->refund( self::bucket( $parent_id ), self::window(), $counted_at );
	}

	/**
	 * The stored PIN's hash ('' for none), as the primary database holds it now: a PIN set or changed a
	 * moment ago (on another node) may not be on a read replica yet, nor in a cached copy filled from
	 * one, and a stale hash would take the old PIN, refuse the new one as a wrong try, or let a new PIN
	 * be set without the current one (docs/SCALING.md, "Read replicas").
	 *
	 * @param int $parent_id Parent's user id.
	 */
	private function stored_hash( int $parent_id ): string {
		Primary_Reads::pin();
		wp_cache_delete( $parent_id, 'user_meta' );
		return (string) get_user_meta( $parent_id, self::META, true );
	}

	/**
	 * Forgets the PIN (the privacy eraser, and deleting the parent).
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function forget( int $parent_id ): void {
		delete_user_meta( $parent_id, self::META );
	}

	/**
	 * Whether a value is 4 to 8 ASCII digits, as a string (a number would lose leading zeros).
	 *
	 * @param mixed $pin Candidate.
	 */
	public static function well_formed( mixed $pin ): bool {
		return is_string( $pin ) && 1 === preg_match( '/^[0-9]{4,8}\z/', $pin );
	}

	/**
	 * Counts one try against the parent's allowance.
	 *
	 * @param int $parent_id Parent's user id.
	 * @return int When the try was counted (what refund() needs to find its window).
	 * @throws Rate_Limited When the allowance is used up.
	 * @throws Unavailable When the counter fails (refuse rather than let guesses through).
	 */
	private function count_try( int $parent_id ): int {
		/**
		 * Filters how many wrong PIN tries a parent has per window.
		 *
		 * @param int $tries Default 5.
		 */
		$tries  = max( 1, (int) apply_filters( 'playpal_family_pin_tries', self::TRIES ) );
		$window = self::window();
		$now    = time();
		$hits   = $this->limiter->hit( self::bucket( $parent_id ), $window, $now );
		if ( Rate_Limiter::FAILED === $hits ) {
			throw new Unavailable( 'playpal_family_busy', __( 'The PIN could not be checked just now. Please try again in a moment.', 'playpal' ) );
		}
		if ( $hits > $tries ) {
			throw new Rate_Limited( 'playpal_family_pin_rate_limited', __( 'Too many PIN tries. Please wait a few minutes and try again.', 'playpal' ), Rate_Limiter::retry_after( $window ) );
		}
		return $now;
	}

	/**
	 * The PIN tries' window, in seconds.
	 */
	private static function window(): int {
		/**
		 * Filters the PIN tries' window, in seconds.
		 *
		 * @param int $window Default 900 (15 minutes).
		 */
		return max( 1, (int) apply_filters( 'playpal_family_pin_window', self::WINDOW ) );
	}

	/**
	 * The parent's counter.
	 *
	 * @param int $parent_id Parent's user id.
	 */
	private static function bucket( int $parent_id ): string {
		return 'family_pin_' . $parent_id;
	}
}
