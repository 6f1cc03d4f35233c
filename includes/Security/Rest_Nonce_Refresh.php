<?php
/**
 * What the storefront needs to heal a stale REST nonce.
 *
 * @package PlayPal
 */

namespace PlayPal\Security;

defined( 'ABSPATH' ) || exit;

/**
 * A `wp_rest` nonce dies after its lifetime, when its holder logs in or out
 * in another tab, or when a page comes out of a cache; WordPress then answers
 * 403 `rest_cookie_invalid_nonce`, even to a public read. The storefront
 * (src/lib/rest-nonce.ts) asks WordPress's own `rest-nonce` AJAX action for a
 * fresh one and retries once. WordPress answers that action only for people
 * signed in; someone signed out in another tab is a guest by now, so the
 * action answers guests too (a guest's nonce grants nothing: the request
 * runs as nobody either way).
 *
 * The app config says whether the page was made for someone signed in, so a
 * guest's requests carry no nonce at all (they need none), and where to ask.
 * Both values are the same for every guest: a cached page stays shareable.
 */
final class Rest_Nonce_Refresh {

	public const AJAX_ACTION = 'rest-nonce';

	public function add_hooks(): void {
		add_action( 'wp_ajax_nopriv_' . self::AJAX_ACTION, array( $this, 'answer_guest' ) );
		add_filter( 'playpal_app_config', array( $this, 'app_config' ) );
	}

	/**
	 * Prints a fresh nonce for a guest, as WordPress's wp_ajax_rest_nonce() does
	 * for people signed in (admin-ajax.php already sent no-cache headers).
	 */
	public function answer_guest(): void {
		echo esc_html( wp_create_nonce( 'wp_rest' ) );
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * @param array<string, mixed> $config App config.
	 * @return array<string, mixed>
	 */
	public function app_config( array $config ): array {
		$config['loggedIn']     = is_user_logged_in();
		$config['restNonceUrl'] = admin_url( 'admin-ajax.php?action=' . self::AJAX_ACTION );
		return $config;
	}
}
