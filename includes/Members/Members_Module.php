<?php
/**
 * Members: who the person is (tier, membership), their downloads, the portal page.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the member side together. (REST routes are in Routes_Controller's map:
 * `me`, `downloads`, `downloads/{id}`, `downloads/{id}/file`.)
 */
final class Members_Module {

	public function add_hooks(): void {
		( new Profile_Fields() )->add_hooks();
		( new Member_Grants() )->add_hooks();
		( new Membership_Product_Panel() )->add_hooks();
		( new Membership_Daily_Job() )->add_hooks();
		( new Member_Routes() )->add_hooks();
		( new Guest_Order_Linker() )->add_hooks();
	}
}
