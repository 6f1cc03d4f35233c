<?php
/**
 * The content feature's server side: cache invalidation.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the content services (the REST routes are in Routes_Controller's map;
 * the blog's screen routes and permalinks are the app's, Frontend\Blog_Routes
 * and Frontend\Permalinks, since they speak the app's URLs).
 */
final class Content_Module {

	public function add_hooks(): void {
		( new Cache_Invalidator() )->add_hooks();
	}
}
