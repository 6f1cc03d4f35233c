<?php
/**
 * Clears what the browser keeps of the site when someone signs out.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's sign-out answer carries `Clear-Site-Data: "storage"`, so the
 * browser itself deletes the person's saved items, cached pages and queued
 * reports the moment they sign out — before any page, script or worker runs,
 * wherever the sign-out link was (wp-login.php, WooCommerce's account page,
 * outside the worker's scope), even on a device that goes offline right after.
 *
 * Why "storage" and nothing more, knowing what it also clears: it takes all
 * of this origin's Cache Storage, IndexedDB, local and session storage and
 * service workers — also other plugins' (WooCommerce's cart hash, the block
 * editor's unsaved local backups, which belong to the session that is ending
 * and whose drafts WordPress also autosaves on the server), and the worker,
 * which the next app page registers again and whose shell it downloads again.
 * On a device several people share, a sign-out that leaves the last person's
 * library behind would be worse. "cookies" is left out (WordPress already
 * removes its own, and other sites' sign-ins on the same domain stay) and so
 * is "cache" (the HTTP cache holds no private page: they are `no-store`).
 * Browsers apply it only over HTTPS (or localhost); elsewhere the offline
 * client deletes the data on the next app page (src/offline-client).
 */
final class Logout_Site_Data {

	public function __construct( private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'wp_logout', array( $this, 'send' ) );
	}

	public function send(): void {
		if ( $this->settings->offline_app() && ! headers_sent() ) {
			header( 'Clear-Site-Data: "storage"' );
		}
	}
}
