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

	private Blog_Routes $blog_routes;

	public function __construct( private Url_Router $router, Route_Data $route_data = new Route_Data() ) {
		$this->blog_routes = new Blog_Routes( $router, $route_data );
	}

	/**
	 * The blog's routes, whose post lookup other services share (one query per request).
	 */
	public function blog_routes(): Blog_Routes {
		return $this->blog_routes;
	}

	public function add_hooks(): void {
		( new Cache_Invalidator() )->add_hooks();
		$this->blog_routes->add_hooks();
		( new Permalinks( $this->router ) )->add_hooks();
	}
}
