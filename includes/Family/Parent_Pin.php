<?php
/**
 * The parent's PIN: set, changed and checked, with a lockout that grows.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Rate_Limited;
use PlayPal\Errors\Unavailable;
use PlayPal\Database\Named_Lock;
use PlayPal\Database\Primary_Reads;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * A PIN of 4 to 8 digits opens parent mode and grants a child 10 more
 * minutes. Only its wp_hash_password() hash is kept (user meta
 * `playpal_family_pin`); no answer and no log ever holds the PIN or the hash.
 *
 * Guessing is limited per parent, whichever device guesses (user meta
 * `playpal_family_pin_guard`): 5 wrong tries (filter `playpal_family_pin_tries`)
 * lock every check for 15 minutes (filter `playpal_family_pin_window`, the
 * first lock's seconds); after that each wrong try starts the next lock,
 * twice as long as the one before, up to 24 hours; and at most 15 wrong tries
 * count in any 24 hours (the 15th locks until the oldest of them is 24 hours
 * old). While locked every check, right or wrong, is 429 with `retry_after`;
 * once the lock ends the right PIN works and starts the steps again (so a
 * child's guesses on another device keep the parent out no longer than the
 * current step). The steps also start again after 24 hours without a wrong
 * try once the last lock ended. The check runs under the parent's lock (Storage\Named_Lock), so
 * parallel guesses are judged one at a time and none slips under the limit;
 * the hash is always compared (constant time, a malformed PIN costs one
 * check too). After the 10th wrong try of a site day the parent is told by
 * e-mail, once that day (Pin_Guess_Alert).
 *
 * The first PIN is free only while the parent has no children; with children
 * it needs the parent's account password, whose wrong tries count in the same
 * record (a child must not get a fresh allowance by guessing the other secret).
 */
final class Parent_Pin {

	public const META = 'playpal_family_pin';

	/** The guessing record: wrong tries of the last 24 hours, the streak, the lock, the day's count. */
	public const GUARD_META = 'playpal_family_pin_guard';

	/** Wrong tries before the first lock. */
	public const TRIES = 5;

	/** The first lock, in seconds; each next one doubles. */
	public const FIRST_LOCK = 15 * MINUTE_IN_SECONDS;

	/** The longest lock. */
	public const MAX_LOCK = DAY_IN_SECONDS;

	/** Wrong tries counted in any 24 hours. */
	public const DAY_CAP = 15;

	/** The wrong try of a site day after which the parent is e-mailed. */
	public const ALERT_AFTER = 10;

	private const LOCK_SECONDS = 10;

	/** The secret a check judges: the PIN. */
	private const PIN = 'pin';

	/** The secret a check judges: the parent's WordPress account password (the first PIN once children exist). */
	private const PASSWORD = 'password';

	/**
	 * Whether the last check called for the day's e-mail (sent once the lock is released).
	 *
	 * @var bool
	 */
	private bool $alert_due = false;

	private Child_Repository $children;

	/**
	 * Constructor.
	 *
	 * @param Pin_Guess_Alert       $alert    The day's e-mail after many wrong tries.
	 * @param Child_Repository|null $children The parent's children (whether the first PIN is free).
	 */
	public function __construct( private Pin_Guess_Alert $alert, ?Child_Repository $children = null ) {
		$this->children = $children ?? new Child_Repository();
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
	 * Sets or changes the PIN. Changing one needs the current PIN (a counted check). The first PIN is
	 * free only while the parent has no children (counted under the PIN's lock, on the primary); once
	 * they have some (a site upgraded from when a PIN was optional), the first PIN needs the parent's
	 * WordPress account password, checked and counted by the same guessing guard as a PIN.
	 *
	 * @param int           $parent_id Parent's user id.
	 * @param mixed         $pin       New PIN, as sent.
	 * @param mixed         $current   Current PIN, as sent (null when none was sent).
	 * @param int           $now       Current time.
	 * @param callable|null $when_set  Run under the lock before a PIN already set is changed (the parent-mode gate).
	 * @param mixed         $password  The account password, as sent (null when none was sent).
	 * @return bool Whether this was the first PIN (none was set).
	 * @throws Invalid_Input When the new PIN is not 4–8 digits, or the current one is missing
	 *                       (and, from the check, Forbidden, Rate_Limited or Unavailable).
	 */
	public function set( int $parent_id, mixed $pin, mixed $current, int $now, ?callable $when_set = null, mixed $password = null ): bool {
		if ( ! self::well_formed( $pin ) ) {
			throw new Invalid_Input( 'playpal_family_pin_invalid', __( 'A PIN is 4 to 8 digits.', 'playpal' ), array( 'params' => array( 'pin' ) ) );
		}
		return (bool) $this->locked(
			$parent_id,
			function () use ( $parent_id, $pin, $current, $now, $when_set, $password ): bool {
				$hash  = $this->stored_hash( $parent_id );
				$first = '' === $hash;
				if ( ! $first ) {
					if ( null !== $when_set ) {
						$when_set();
					}
					if ( null === $current ) {
						throw new Invalid_Input( 'playpal_family_current_pin_required', __( 'Enter your current PIN to change it.', 'playpal' ), array( 'params' => array( 'currentPin' ) ) );
					}
					$this->check_locked( $parent_id, $hash, $current, $now, self::PIN );
				} elseif ( $this->children->count( $parent_id ) > 0 ) {
					// Children exist and no PIN: whoever holds the signed-in browser could otherwise set
					// "the first PIN" and change their limits. Only the account's password lets it be set.
					if ( null === $password ) {
						throw new Forbidden( 'playpal_family_account_password_required', __( 'Enter your account password to set the first PIN.', 'playpal' ) );
					}
					$this->check_locked( $parent_id, $this->account_hash( $parent_id ), $password, $now, self::PASSWORD );
				}
				update_user_meta( $parent_id, self::META, wp_hash_password( (string) $pin ) );
				return $first;
			}
		);
	}

	/**
	 * Checks a PIN, counting it when wrong.
	 *
	 * @param int   $parent_id Parent's user id.
	 * @param mixed $pin       PIN, as sent.
	 * @param int   $now       Current time.
	 * @throws Unavailable When the parent's PIN lock stays busy (and, from the check it runs: Conflict
	 *                     when no PIN is set yet, Rate_Limited while locked, Forbidden when wrong).
	 */
	public function verify( int $parent_id, mixed $pin, int $now ): void {
		$this->locked(
			$parent_id,
			function () use ( $parent_id, $pin, $now ): void {
				$hash = $this->stored_hash( $parent_id );
				if ( '' === $hash ) {
					throw new Conflict( 'playpal_family_pin_not_set', __( 'Set a parent PIN in the Family tab first.', 'playpal' ) );
				}
				$this->check_locked( $parent_id, $hash, $pin, $now, self::PIN );
			}
		);
	}

	/**
	 * Runs a step under the parent's PIN lock; the e-mail a wrong try calls for goes after the lock is released.
	 *
	 * @param int      $parent_id Parent's user id.
	 * @param callable $step      The step.
	 * @return mixed What the step returned.
	 * @throws Unavailable When the lock stays busy (and whatever the step throws).
	 */
	private function locked( int $parent_id, callable $step ): mixed {
		$this->take_alert();
		try {
			return Named_Lock::run( 'family_pin_' . $parent_id, self::LOCK_SECONDS, $step );
		} catch ( Lock_Busy $exception ) {
			throw new Unavailable( 'playpal_family_busy', __( 'The PIN could not be checked just now. Please try again in a moment.', 'playpal' ) );
		} finally {
			if ( $this->take_alert() ) {
				$this->alert->send( $parent_id );
			}
		}
	}

	/**
	 * Whether a check called for the day's e-mail, forgetting it.
	 */
	private function take_alert(): bool {
		$due             = $this->alert_due;
		$this->alert_due = false;
		return $due;
	}

	/**
	 * Judges one try of a secret (the PIN, or the account password) against its stored hash and the
	 * parent's one guessing record (the caller holds the parent's lock): a wrong one of either counts.
	 *
	 * @param int    $parent_id Parent's user id.
	 * @param string $hash      Stored hash ('' for none: nothing is right).
	 * @param mixed  $secret    The secret, as sent.
	 * @param int    $now       Current time.
	 * @param string $kind      self::PIN or self::PASSWORD.
	 * @throws Rate_Limited While locked.
	 * @throws Forbidden When wrong.
	 */
	private function check_locked( int $parent_id, string $hash, mixed $secret, int $now, string $kind ): void {
		$guard = $this->guard( $parent_id, $now );
		$until = $guard['until'];
		if ( count( $guard['wrong'] ) >= self::DAY_CAP ) {
			$until = max( $until, $guard['wrong'][0] + DAY_IN_SECONDS );
		}
		if ( $until > $now ) {
			throw new Rate_Limited( 'playpal_family_pin_rate_limited', __( 'Too many PIN tries. Please wait and try again.', 'playpal' ), $until - $now );
		}
		// Always one hash comparison (constant time in the secret), even for a malformed one, which is simply wrong.
		$given = is_string( $secret ) ? $secret : '';
		$right = wp_check_password( $given, $hash, $parent_id ) && '' !== $hash
			&& ( self::PIN === $kind ? self::well_formed( $secret ) : is_string( $secret ) && '' !== $secret );
		if ( $right ) {
			if ( 0 !== $guard['streak'] || 0 !== $guard['until'] ) {
				$guard['streak'] = 0;
				$guard['until']  = 0;
				$this->save_guard( $parent_id, $guard );
			}
			return;
		}
		$guard['wrong'][] = $now;
		$guard['last']    = $now;
		++$guard['streak'];
		$free = self::free_tries();
		if ( $guard['streak'] >= $free ) {
			$guard['until'] = $now + self::lock_for( $guard['streak'] - $free );
		}
		if ( count( $guard['wrong'] ) >= self::DAY_CAP ) {
			$guard['until'] = max( $guard['until'], $guard['wrong'][0] + DAY_IN_SECONDS );
		}
		$today = Site_Day::of( $now );
		if ( $guard['day'] !== $today ) {
			$guard['day']      = $today;
			$guard['dayWrong'] = 0;
		}
		++$guard['dayWrong'];
		if ( $guard['dayWrong'] >= self::ALERT_AFTER && $guard['mailed'] !== $today ) {
			$guard['mailed'] = $today;
			$this->alert_due = true;
		}
		$this->save_guard( $parent_id, $guard );
		if ( self::PASSWORD === $kind ) {
			throw new Forbidden( 'playpal_family_account_password_wrong', __( 'That password is not right.', 'playpal' ) );
		}
		throw new Forbidden( 'playpal_family_pin_wrong', __( 'That PIN is not right.', 'playpal' ) );
	}

	/**
	 * The lock after a wrong try: the first lock doubled per step past the free tries, up to a day.
	 *
	 * @param int $step 0 for the first lock.
	 */
	public static function lock_for( int $step ): int {
		$first = self::first_lock();
		$lock  = $first;
		for ( $i = 0; $i < $step && $lock < self::MAX_LOCK; $i++ ) {
			$lock *= 2;
		}
		return min( self::MAX_LOCK, $lock );
	}

	/**
	 * The parent's guessing record as of now: wrong tries older than 24 hours dropped, a streak
	 * with no wrong try for 24 hours started again.
	 *
	 * @param int $parent_id Parent's user id.
	 * @param int $now       Current time.
	 * @return array{wrong: list<int>, last: int, streak: int, until: int, day: string, dayWrong: int, mailed: string}
	 */
	private function guard( int $parent_id, int $now ): array {
		$stored = get_user_meta( $parent_id, self::GUARD_META, true );
		$stored = is_array( $stored ) ? $stored : array();
		$int    = static fn( string $key ): int => isset( $stored[ $key ] ) && is_int( $stored[ $key ] ) ? $stored[ $key ] : 0;
		$string = static fn( string $key ): string => isset( $stored[ $key ] ) && is_string( $stored[ $key ] ) ? $stored[ $key ] : '';
		$wrong  = array_values( array_filter( is_array( $stored['wrong'] ?? null ) ? $stored['wrong'] : array(), static fn( $at ): bool => is_int( $at ) && $at > $now - DAY_IN_SECONDS ) );
		sort( $wrong );
		$guard = array(
			'wrong'    => $wrong,
			'last'     => $int( 'last' ),
			'streak'   => $int( 'streak' ),
			'until'    => $int( 'until' ),
			'day'      => $string( 'day' ),
			'dayWrong' => $int( 'dayWrong' ),
			'mailed'   => $string( 'mailed' ),
		);
		// A day without a wrong try after the last lock ended starts the steps again.
		if ( max( $guard['last'], $guard['until'] ) <= $now - DAY_IN_SECONDS ) {
			$guard['streak'] = 0;
		}
		return $guard;
	}

	/**
	 * Stores the guessing record.
	 *
	 * @param int                  $parent_id Parent's user id.
	 * @param array<string, mixed> $guard     The record.
	 */
	private function save_guard( int $parent_id, array $guard ): void {
		update_user_meta( $parent_id, self::GUARD_META, $guard );
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
	 * The parent's WordPress account password hash, as the primary holds it now ('' for none).
	 *
	 * @param int $parent_id Parent's user id.
	 */
	private function account_hash( int $parent_id ): string {
		Primary_Reads::pin();
		clean_user_cache( $parent_id );
		$user = get_userdata( $parent_id );
		return $user ? (string) $user->user_pass : '';
	}

	/**
	 * Forgets the PIN and its guessing record (the privacy eraser, withdrawing consent, deleting the
	 * parent), under the PIN's own lock: a check running at the same moment cannot write its
	 * guessing record back after it.
	 *
	 * @param int $parent_id Parent's user id.
	 * @throws Unavailable When the PIN's lock stays busy.
	 */
	public function forget( int $parent_id ): void {
		$this->locked(
			$parent_id,
			static function () use ( $parent_id ): void {
				delete_user_meta( $parent_id, self::META );
				delete_user_meta( $parent_id, self::GUARD_META );
			}
		);
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
	 * Wrong tries before the first lock.
	 */
	private static function free_tries(): int {
		/**
		 * Filters how many wrong PIN tries a parent has before the first lock.
		 *
		 * @param int $tries Default 5.
		 */
		return max( 1, (int) apply_filters( 'playpal_family_pin_tries', self::TRIES ) );
	}

	/**
	 * The first lock's length, in seconds.
	 */
	private static function first_lock(): int {
		/**
		 * Filters the first PIN lock's length, in seconds (each next lock doubles, up to 24 hours).
		 *
		 * @param int $window Default 900 (15 minutes).
		 */
		return max( 1, min( self::MAX_LOCK, (int) apply_filters( 'playpal_family_pin_window', self::FIRST_LOCK ) ) );
	}
}
