<?php
/**
 * The app shell the worker keeps for opening app pages offline.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

defined( 'ABSPATH' ) || exit;

/**
 * The worker downloads the home page with `?playpal-offline-shell=1` and no
 * cookies. Answered as a guest whatever the request carries, it is the shared
 * page (Frontend\App_Shell): no REST or Store API nonce, no cart, nobody's
 * name — safe to keep, and the app reads the person's own data (from the
 * person's pages cache when offline) once it runs.
 */
final class Nonce_Free_Shell {

	public function add_hooks(): void {
		add_filter( 'determine_current_user', array( $this, 'as_guest' ), PHP_INT_MAX );
	}

	/**
	 * No user for the shell's request.
	 *
	 * @param mixed $user_id User WordPress found so far (false for none; another plugin's filter may pass anything).
	 * @return mixed
	 */
	public function as_guest( mixed $user_id ): mixed {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only its presence is read; it makes the request less privileged.
		return isset( $_GET[ Offline_Paths::SHELL_ARG ] ) ? 0 : $user_id;
	}
}
