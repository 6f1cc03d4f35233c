<?php
/**
 * Parent mode: the PIN unlocks the family's settings for one signed-in browser.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Forbidden;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Unavailable;
use PlayPal\Database\Named_Lock;
use WP_Session_Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * Children play in their parent's signed-in browser, so being signed in is
 * not enough to change a budget: the PIN opens parent mode, kept server-side
 * in the WordPress session the request is signed in with (the
 * WP_Session_Tokens entry of wp_get_session_token(), key
 * `playpal_parent_mode` = the Unix time it ends). It therefore ends on
 * sign-out (WordPress destroys the session) and never crosses to another
 * browser or session; it ends after IDLE_SECONDS without a gated request
 * (each gated request that passes moves its end to now + IDLE_SECONDS), and
 * with "Lock" (close()).
 *
 * Only a cookie session can hold it: a request signed in by an application
 * password has none, so it never passes the gate (anyone signed in with
 * cookies, the child in the parent's browser too, can create an application
 * password). Opening, closing and the gate's read-and-extend run under one
 * Storage\Named_Lock per person (`family_parent_mode_{user}`), so "Lock" is
 * never undone by a gated request already in flight.
 */
final class Parent_Mode {

	public const IDLE_SECONDS = 10 * MINUTE_IN_SECONDS;

	/** The key in the session's entry. */
	public const SESSION_KEY = 'playpal_parent_mode';

	/** Seconds to wait for the person's parent-mode lock. */
	private const LOCK_SECONDS = 10;

	/**
	 * Whether parent mode can be kept for this request (a cookie session of the person).
	 *
	 * @param int $user_id Signed-in person.
	 */
	public function available( int $user_id ): bool {
		return null !== $this->session( $user_id );
	}

	/**
	 * Whether parent mode is open and until when.
	 *
	 * @param int $user_id Signed-in person.
	 * @param int $now     Current time.
	 * @return array{open: bool, expiresAt: int|null} expiresAt null when closed.
	 */
	public function status( int $user_id, int $now ): array {
		$until = $this->until( $user_id );
		return null !== $until && $until > $now
			? array(
				'open'      => true,
				'expiresAt' => $until,
			)
			: array(
				'open'      => false,
				'expiresAt' => null,
			);
	}

	/**
	 * Opens parent mode for the request's session (the PIN was checked, or the first PIN was just set).
	 *
	 * @param int $user_id Signed-in person.
	 * @param int $now     Current time.
	 * @return bool Whether it is open now (false: no session to keep it in).
	 * @throws Unavailable When the person's parent-mode lock stays busy.
	 */
	public function open( int $user_id, int $now ): bool {
		return (bool) $this->locked( $user_id, fn(): bool => $this->write( $user_id, $now + self::IDLE_SECONDS ) );
	}

	/**
	 * Closes parent mode for the request's session ("Lock", withdrawing consent).
	 *
	 * @param int $user_id Signed-in person.
	 * @throws Unavailable When the person's parent-mode lock stays busy.
	 */
	public function close( int $user_id ): void {
		$this->locked( $user_id, fn(): bool => $this->write( $user_id, null ) );
	}

	/**
	 * The gate of the family's settings: passes when parent mode is open, and moves its end.
	 *
	 * @param int $user_id Signed-in person.
	 * @param int $now     Current time.
	 * @throws Unavailable When the person's parent-mode lock stays busy (and, from the step it runs under
	 *                     the lock: Forbidden, 403 `playpal_family_parent_mode_required`, when parent mode is not open).
	 */
	public function require_open( int $user_id, int $now ): void {
		// The read and the moved end as one step: a "Lock" in between would be written back over.
		$this->locked(
			$user_id,
			function () use ( $user_id, $now ): bool {
				$until = $this->until( $user_id );
				if ( null === $until || $until <= $now ) {
					throw new Forbidden( 'playpal_family_parent_mode_required', __( 'Unlock the Family tab with your PIN first.', 'playpal' ) );
				}
				return $this->write( $user_id, $now + self::IDLE_SECONDS );
			}
		);
	}

	/**
	 * The name of the person's parent-mode lock (within PlayPal's Named_Lock names).
	 *
	 * @param int $user_id Signed-in person.
	 */
	public static function lock_name( int $user_id ): string {
		return 'family_parent_mode_' . $user_id;
	}

	/**
	 * Runs a step under the person's parent-mode lock.
	 *
	 * @param int      $user_id Signed-in person.
	 * @param callable $step    The step.
	 * @return mixed What the step returned.
	 * @throws Unavailable When the lock stays busy (and whatever the step throws).
	 */
	private function locked( int $user_id, callable $step ): mixed {
		try {
			return Named_Lock::run( self::lock_name( $user_id ), self::LOCK_SECONDS, $step );
		} catch ( Lock_Busy $exception ) {
			throw new Unavailable( 'playpal_family_busy', __( 'Parent mode could not be changed just now. Please try again in a moment.', 'playpal' ) );
		}
	}

	/**
	 * When parent mode ends for the request's session, or null when it was never opened there.
	 *
	 * @param int $user_id Signed-in person.
	 */
	private function until( int $user_id ): ?int {
		$session = $this->session( $user_id );
		$until   = $session['entry'][ self::SESSION_KEY ] ?? null;
		return is_int( $until ) ? $until : null;
	}

	/**
	 * Writes (or, with null, removes) the end of parent mode in the request's session.
	 *
	 * @param int      $user_id Signed-in person.
	 * @param int|null $until   When it ends, or null to close it.
	 * @return bool Whether there was a session to write to.
	 */
	private function write( int $user_id, ?int $until ): bool {
		$session = $this->session( $user_id );
		if ( null === $session ) {
			return false;
		}
		$entry = $session['entry'];
		if ( null === $until ) {
			if ( ! array_key_exists( self::SESSION_KEY, $entry ) ) {
				return true;
			}
			unset( $entry[ self::SESSION_KEY ] );
		} else {
			$entry[ self::SESSION_KEY ] = $until;
		}
		$session['manager']->update( $session['token'], $entry );
		return true;
	}

	/**
	 * The person's session this request is signed in with: its token (from the logged_in cookie),
	 * the person's session manager and the session's entry; null when the request has none (or
	 * the token is not one of the person's live sessions).
	 *
	 * @param int $user_id Signed-in person.
	 * @return array{token: string, manager: WP_Session_Tokens, entry: array<string, mixed>}|null
	 */
	private function session( int $user_id ): ?array {
		$token = wp_get_session_token();
		if ( $user_id <= 0 || '' === $token ) {
			return null;
		}
		// The session entries live in user meta: read them afresh, not from a copy another node changed.
		wp_cache_delete( $user_id, 'user_meta' );
		$manager = WP_Session_Tokens::get_instance( $user_id );
		$entry   = $manager->get( $token );
		return is_array( $entry )
			? array(
				'token'   => $token,
				'manager' => $manager,
				'entry'   => $entry,
			)
			: null;
	}
}
