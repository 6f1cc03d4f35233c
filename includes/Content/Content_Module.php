<?php
/**
 * The content feature's server side: blog routes, permalinks, cache invalidation.
 *
 * @package PlayPal
 */

namespace PlayPal\Content;

use PlayPal\Frontend\Route_Data;
use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the content services (the REST routes are in Routes_Controller's map).
 */
final class Content_Module {

	public function __construct( private Url_Router $router, private Route_Data $route_data = new Route_Data() ) {}

	public function add_hooks(): void {
		( new Cache_Invalidator() )->add_hooks();
		( new Blog_Routes( $this->router, $this->route_data ) )->add_hooks();
		( new Permalinks( $this->router ) )->add_hooks();
	}
}
