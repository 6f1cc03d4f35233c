<?php
/**
 * Sign-ups: everything issue "interest sign-ups" adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Signups;

use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use PlayPal\Database\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Tables, waitlist routes, privacy tools and the double opt-in jobs. (The
 * REST route and its guard are REST's; the wp-admin screen is Admin_Module's.)
 */
final class Signups_Module {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings (double opt-in), the one Plugin builds.
	 */
	public function __construct( private Settings $settings ) {
	}

	public function add_hooks(): void {
		// Early on init: the tables exist before any route or screen needs them.
		add_action( 'init', array( Schema::class, 'maybe_upgrade' ), 1 );

		$signups = new Signups_Repository();
		( new Waitlist_Routes() )->add_hooks();
		( new Privacy( $signups ) )->add_hooks();
		// Double opt-in: the link's page, and the daily removal of sign-ups nobody confirmed.
		( new Confirmation_Page( $signups ) )->add_hooks();
		( new Unconfirmed_Purge( $this->settings, $signups ) )->add_hooks();
	}
}
