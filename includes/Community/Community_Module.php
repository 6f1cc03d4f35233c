<?php
/**
 * Community: everything issue "community" adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * The community screens' routes. (The REST routes reading the sample data
 * of each kind are in Routes_Controller's map.)
 */
final class Community_Module {

	public function add_hooks(): void {
		( new Community_Routes() )->add_hooks();
	}
}
