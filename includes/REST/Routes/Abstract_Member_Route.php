<?php
/**
 * Base of the signed-in routes of the member areas (downloads, creations, Play It Forward).
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use DateTimeImmutable;
use PlayPal\REST\Schemas\Abstract_Schema;

defined( 'ABSPATH' ) || exit;

/**
 * A signed-in person (Requires_Sign_In: guests get 401
 * `playpal_not_signed_in`, told in the words of the area the route's flag
 * switches) and
 * private answers. The services each area needs live in its own base
 * (Abstract_Download_Route, Abstract_Creation_Route) or route, and each
 * route declares the flag that switches it (FEATURE_FLAG).
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
 */
abstract class Abstract_Member_Route extends Abstract_Route {

	use Requires_Sign_In;

	/**
	 * {@inheritDoc} The area is the one the route's flag switches: Create It
	 * Forward (`creator_dashboard`), Play It Forward (`referral`, `sharing`),
	 * else the member portal.
	 */
	protected function sign_in_message(): string {
		return match ( static::FEATURE_FLAG ) {
			'creator_dashboard'   => __( 'Please sign in to use Create It Forward.', 'playpal' ),
			'referral', 'sharing' => __( 'Please sign in to use Play It Forward.', 'playpal' ),
			default               => __( 'Please sign in to use the member portal.', 'playpal' ),
		};
	}

	protected function now(): DateTimeImmutable {
		return new DateTimeImmutable( 'now', wp_timezone() );
	}
}
