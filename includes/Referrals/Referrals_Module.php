<?php
/**
 * Play It Forward: everything the referrals issue adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The `?ref=` cookie, order attribution and share-code clean-up. (The routes
 * are in Routes_Controller's map; the player asks Share_Codes; the interest
 * route asks Referral_Attribution.)
 */
final class Referrals_Module {

	private Settings $settings;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	public function add_hooks(): void {
		$cookie = new Referral_Cookie( new Feature_Flags( $this->settings ) );
		$cookie->add_hooks();
		( new Referral_Attribution( $cookie ) )->add_hooks();
		add_action( 'playpal_appadoo_deleted', array( new Share_Codes_Repository(), 'delete_for_appadoo' ), 10, 1 );
	}
}
