<?php
/**
 * Base class of the public, parameterless reads of pp/v1.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Abstract_Schema;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A GET that every visitor may make: health, the demo greeting, the
 * community's sample data, who is asking (me), the template library and the
 * creator directory. Subclasses give their path, their answer and, through
 * get_query_args(), any query parameters; Abstract_Route adds the cache
 * headers unless the answer is private.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
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
				// Public: what these routes answer is the same for every visitor, or only ever about the asker.
				'permission_callback' => '__return_true',
				'args'                => $this->get_query_args(),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}

	/**
	 * The read's query parameters (JSON schema); WordPress validates them and
	 * answers 400 `rest_invalid_param` before the handler runs.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function get_query_args(): array {
		return array();
	}
}
