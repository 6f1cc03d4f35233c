<?php
/**
 * Appadoos: everything the Appadoo portal issue adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Appadoos\Player\Player;
use PlayPal\Security\Private_Post_Capabilities;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The post type, the clean-up that follows a deleted Appadoo, the portal's
 * routes and the player. (Storage, backups and their daily job are
 * Backups\Backups_Module's, which Plugin wires after this.)
 * (The REST routes themselves are in Routes_Controller's map.)
 */
final class Appadoos_Module {

	/**
	 * Constructor.
	 *
	 * @param Settings                  $settings     Plugin settings, the one Plugin builds.
	 * @param Private_Post_Capabilities $capabilities The private post types' capability map, which the post type joins.
	 */
	public function __construct( private Settings $settings, private Private_Post_Capabilities $capabilities ) {
	}

	public function add_hooks(): void {
		// Early on init, like Storage\Schema: files of the old layout move before anything reads them.
		add_action( 'init', array( Store_Layout_Upgrade::class, 'maybe_upgrade' ), 2 );
		( new Appadoo_Post_Type() )->add_hooks( $this->capabilities );
		( new Appadoo_Repository() )->add_hooks();
		( new Portal_Routes() )->add_hooks();
		( new Player( $this->settings ) )->add_hooks();
		// A deleted Appadoo's open play sessions go with it.
		add_action( Appadoo_Repository::DELETED_ACTION, array( new Play_Sessions(), 'forget_appadoo' ), 10, 1 );
	}
}
