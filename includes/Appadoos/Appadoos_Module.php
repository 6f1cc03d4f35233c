<?php
/**
 * Appadoos: everything the Appadoo portal issue adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * The post type, the portal's routes and the storage jobs.
 * (The REST routes themselves are in Routes_Controller's map.)
 */
final class Appadoos_Module {

	public function add_hooks(): void {
		( new Appadoo_Post_Type() )->add_hooks();
		( new \PlayPal\Backups\Storage_Module() )->add_hooks();
	}
}
