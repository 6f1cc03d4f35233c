<?php
/**
 * Parent mode: the PIN unlocks the family's settings for one signed-in browser.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Forbidden;
use WP_Session_Tokens;
use WP_User;

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
 * A request signed in by an application password (no cookie session: a
 * script of the parent's, never a child's browser) passes; a request with
 * neither a session nor an application password cannot open it.
 */
final class Parent_Mode {

	public const IDLE_SECONDS = 10 * MINUTE_IN_SECONDS;

	/** The key in the session's entry. */
	public const SESSION_KEY = 'playpal_parent_mode';

	/**
	 * Whether the request is signed in by an application password of this person
	 * (WordPress records it while authenticating: rest_application_password_collect_status()).
	 *
	 * @param int $user_id Signed-in person.
	 */
	public static function by_application_password( int $user_id ): bool {
		$status = $GLOBALS['wp_rest_application_password_status'] ?? null;
		return function_exists( 'rest_get_authenticated_app_password' ) && is_string( rest_get_authenticated_app_password() )
			&& $status instanceof WP_User && (int) $status->ID === $user_id;
	}

	/**
	 * Whether parent mode can be kept for this request (a cookie session of the person, or an application password).
	 *
	 * @param int $user_id Signed-in person.
	 */
	public function available( int $user_id ): bool {
		return self::by_application_password( $user_id ) || null !== $this->session( $user_id );
	}

	/**
	 * Whether parent mode is open and until when.
	 *
	 * @param int $user_id Signed-in person.
	 * @param int $now     Current time.
	 * @return array{open: bool, expiresAt: int|null} expiresAt null when closed, or for an application password (no idle end).
	 */
	public function status( int $user_id, int $now ): array {
		if ( self::by_application_password( $user_id ) ) {
			return array(
				'open'      => true,
				'expiresAt' => null,
			);
		}
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
	 */
	public function open( int $user_id, int $now ): bool {
		if ( self::by_application_password( $user_id ) ) {
			return true;
		}
		return $this->write( $user_id, $now + self::IDLE_SECONDS );
	}

	/**
	 * Closes parent mode for the request's session ("Lock", withdrawing consent).
	 *
	 * @param int $user_id Signed-in person.
	 */
	public function close( int $user_id ): void {
		$this->write( $user_id, null );
	}

	/**
	 * The gate of the family's settings: passes when parent mode is open, and moves its end.
	 *
	 * @param int $user_id Signed-in person.
	 * @param int $now     Current time.
	 * @throws Forbidden When parent mode is not open (403 `playpal_family_parent_mode_required`).
	 */
	public function require_open( int $user_id, int $now ): void {
		if ( self::by_application_password( $user_id ) ) {
			return;
		}
		$until = $this->until( $user_id );
		if ( null === $until || $until <= $now ) {
			throw new Forbidden( 'playpal_family_parent_mode_required', __( 'Unlock the Family tab with your PIN first.', 'playpal' ) );
		}
		$this->write( $user_id, $now + self::IDLE_SECONDS );
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
