<?php
/**
 * Parental controls: children's profiles, budgets, PIN, progress (docs/FAMILY.md).
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Frontend\Url_Router;
use PlayPal\Members\Member_Downloads;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the family services once (the routes build theirs through
 * Family_Services) and registers what runs without a request to them: the
 * retention setting and daily purge, the weekly summary e-mail, the privacy
 * exporter and eraser, the clean-up when a parent or an Appadoo is deleted,
 * and the player host page's family configuration (Host_Page_Family).
 */
final class Family_Module {

	public function __construct( private Settings $settings ) {
	}

	public function add_hooks(): void {
		$services = new Family_Services( $this->settings );
		( new Family_Retention( $services->ledger, $services->states ) )->add_hooks();
		$services->remover->add_hooks();
		$services->summary_job()->add_hooks();
		( new Family_Privacy( $services->children, $services->ledger, $services->states, $services->consent, $services->pin, $services->remover ) )->add_hooks();
		add_action( Appadoo_Repository::DELETED_ACTION, array( $services->states, 'forget_appadoo' ), 10, 1 );
		// The player's host page asks "Who's playing?" through a filter: the player knows nothing of families.
		( new Host_Page_Family( $services, new Member_Downloads(), new Url_Router( $this->settings ) ) )->add_hooks();
	}
}
