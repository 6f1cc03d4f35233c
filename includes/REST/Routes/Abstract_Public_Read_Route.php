<?php
/**
 * Base class of the public reads of pp/v1.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Abstract_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * A GET that every visitor may make: health, the demo greeting, the
 * community's sample data, who is asking (me), the template library, the
 * creator directory and the published content. Subclasses give their path,
 * their answer and, through handler_args(), any query parameters;
 * Abstract_Route adds the cache headers unless the answer is private.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
 */
abstract class Abstract_Public_Read_Route extends Abstract_Route {

	// Public: what these routes answer is the same for every visitor, or only ever about the asker.
	protected const ACCESS = self::ANYONE;
}
