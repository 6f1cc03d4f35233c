<?php
/**
 * Community: everything issue "community" adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Security\Private_Post_Capabilities;

defined( 'ABSPATH' ) || exit;

/**
 * The community screens' routes, the story submission post type and its
 * privacy tools (its moderation screen is Admin_Module's). (The REST routes — the sample
 * data of each kind and pp/v1/submissions — are in Routes_Controller's map.)
 */
final class Community_Module {

	/**
	 * Constructor.
	 *
	 * @param Private_Post_Capabilities $capabilities The private post types' capability map, which the post type joins.
	 */
	public function __construct( private Private_Post_Capabilities $capabilities ) {
	}

	public function add_hooks(): void {
		( new Community_Routes() )->add_hooks();
		( new Submission_Post_Type() )->add_hooks( $this->capabilities );
		$submissions = new Submission_Repository();
		( new Submission_Privacy( $submissions ) )->add_hooks();
	}
}
