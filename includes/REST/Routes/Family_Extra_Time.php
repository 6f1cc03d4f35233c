<?php
/**
 * POST pp/v1/family/children/{id}/extra-time
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Clock;
use PlayPal\REST\Schemas\Family_Child_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `{pin}` → 10 more minutes today for the child, answered with the child and
 * today's figures. Errors: 404 `playpal_family_child_not_found` (no try
 * counted); 409 `playpal_family_pin_not_set`; 403 `playpal_family_pin_wrong`;
 * 429 `playpal_family_pin_rate_limited` (`retry_after`); 400 `playpal_invalid_body`.
 *
 * @extends Abstract_Family_Route<Family_Child_Schema>
 */
final class Family_Extra_Time extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-extra-time';

	public const PATH = '/family/children/' . self::CHILD_PATTERN . '/extra-time';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	public const SCHEMA = Family_Child_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return array(
			'pin' => array(
				'description' => __( 'The parent PIN.', 'playpal' ),
				'type'        => 'string',
				'required'    => true,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$fields    = $this->body( $request, array( 'pin' ) );
		return $this->child_response( $this->family->extra_time()->grant( $parent_id, self::child_id( $request ), $fields['pin'] ?? null, Clock::now() ) );
	}
}
