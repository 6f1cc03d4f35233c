<?php
/**
 * Create It Forward: creations and the creator routes (their review screen is Admin_Module's).
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Commerce\Order_Lines;
use PlayPal\Security\Private_Post_Capabilities;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the creator side together. (REST routes are in Routes_Controller's
 * map: `creations`, `creator-directory`; the page /create-it-forward is the
 * sign-ups' route, which the screen turns into the gate, directory or
 * dashboard when the `creator_dashboard` flag is on.)
 */
final class Creators_Module {

	/**
	 * Constructor.
	 *
	 * @param Settings                  $settings     Plugin settings, the one Plugin builds.
	 * @param Private_Post_Capabilities $capabilities The private post types' capability map, which the post type joins.
	 */
	public function __construct( private Settings $settings, private Private_Post_Capabilities $capabilities ) {
	}

	public function add_hooks(): void {
		( new Creation_Post_Type() )->add_hooks( $this->capabilities );
		( new Creator_Routes( $this->settings ) )->add_hooks();
		( new Creation_Price_Settings() )->add_hooks();
		( new Creation_Publisher() )->add_hooks();
		( new Creation_Sale_Upgrade() )->add_hooks();
		( new Money_Units_Upgrade() )->add_hooks();
		( new Creation_File_Upgrade() )->add_hooks();
		( new Creation_File_Door() )->add_hooks();
		$earnings = new Earnings_Settings();
		$earnings->add_hooks();
		$ledger = new Commission_Ledger();
		( new Commission_Reconciler( $ledger, $earnings, new Creation_Product(), new Order_Lines() ) )->add_hooks();
		( new Earnings_Privacy( $ledger, new Payout_Ledger() ) )->add_hooks();
	}
}
