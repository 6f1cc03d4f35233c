<?php
/**
 * Community: everything issue "community" adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The community screens' routes, the story submission post type and its
 * privacy tools (its moderation screen is Admin_Module's). (The REST routes — the sample
 * data of each kind and pp/v1/submissions — are in Routes_Controller's map.)
 */
final class Community_Module {

	public function add_hooks(): void {
		( new Community_Routes() )->add_hooks();
		( new Submission_Post_Type() )->add_hooks();
		$submissions = new Submission_Repository();
		( new Submission_Privacy( $submissions ) )->add_hooks();
	}
}
