<?php
/**
 * The wp-admin screens, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Community\Submission_Repository;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Settings\Settings;
use PlayPal\Storage\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Screens depend on the domain they show, never the reverse: the domain
 * modules (Signups, Community, Creators) know nothing of wp-admin, and this
 * module builds each screen over its repository. Registered in the menu
 * order they had: Settings, Sign-ups, Stories, Creations.
 */
final class Admin_Module {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings, the one Plugin builds.
	 */
	public function __construct( private Settings $settings ) {
	}

	public function add_hooks(): void {
		( new Settings_Page( $this->settings ) )->add_hooks();
		( new Signups_Page( new Signups_Repository() ) )->add_hooks();
		( new Stories_Page( new Submission_Repository() ) )->add_hooks();
		( new Creations_Page( new Creation_Repository() ) )->add_hooks();
	}
}
