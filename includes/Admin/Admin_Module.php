<?php
/**
 * The wp-admin screens, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Community\Submission_Repository;
use PlayPal\Creators\Commission_Ledger;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Creators\Creator_Statement;
use PlayPal\Creators\Earnings_Settings;
use PlayPal\Creators\Payout_Ledger;
use PlayPal\Creators\Payout_Recorder;
use PlayPal\Settings\Settings;
use PlayPal\Database\Signups_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Screens depend on the domain they show, never the reverse: the domain
 * modules (Signups, Community, Creators) know nothing of wp-admin, and this
 * module builds each screen over its repository. Registered in the menu
 * order they had: Settings, Sign-ups, Stories, Creations, then Creator payouts.
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
		( new Submissions_Page( new Submission_Repository() ) )->add_hooks();
		( new Creations_Page( new Creation_Repository() ) )->add_hooks();
		$ledger    = new Commission_Ledger();
		$payouts   = new Payout_Ledger();
		$statement = new Creator_Statement( $ledger, new Earnings_Settings(), $payouts );
		( new Creator_Payouts_Page( $ledger, $statement, $payouts, new Payout_Recorder( $statement, $payouts, $ledger ) ) )->add_hooks();
	}
}
