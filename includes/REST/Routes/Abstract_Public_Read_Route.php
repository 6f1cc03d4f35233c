<?php
/**
 * Base class of the public, parameterless reads of pp/v1.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A GET that every visitor may make and that takes no parameters: health,
 * the demo greeting, and the community's sample data. Subclasses give only
 * their path and their answer; Abstract_Route adds the cache headers.
 */
abstract class Abstract_Public_Read_Route extends Abstract_Route {

	/**
	 * {@inheritDoc}
	 */
	final public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_response' ),
				// Public: what these routes answer is shown to every visitor, signed in or not.
				'permission_callback' => '__return_true',
				'args'                => array(),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}
}
