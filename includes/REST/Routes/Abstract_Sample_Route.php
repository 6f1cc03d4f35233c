<?php
/**
 * Base class of the public reads of sample data.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Samples\Sample_Loader;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A public read of one kind of sample data (includes/Samples), shaped by the
 * route's schema: the data a site owner may replace through the kind's
 * `playpal_sample_…` filter.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Public_Read_Route<TSchema>
 */
abstract class Abstract_Sample_Route extends Abstract_Public_Read_Route {

	/**
	 * The kind of sample data the route answers (Sample_Loader::load()), when
	 * it is not the route's identifier.
	 */
	protected const SAMPLES = '';

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( Sample_Loader::load( '' === static::SAMPLES ? static::IDENTIFIER : static::SAMPLES ) ) );
	}
}
