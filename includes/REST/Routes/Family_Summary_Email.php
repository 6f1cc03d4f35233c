<?php
/**
 * GET and PUT pp/v1/family/summary-email
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Family_Summary_Email_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Whether the signed-in parent gets the weekly play summary by e-mail (GET
 * `{weekly}`), and turning it on or off (PUT `{weekly: true|false}`; off
 * until turned on). The e-mail itself is Family\Weekly_Summary_Job.
 *
 * The change needs parent mode (403 `playpal_family_parent_mode_required`).
 *
 * Errors: 400 `playpal_family_summary_invalid` (not a JSON boolean),
 * `playpal_invalid_body`, `rest_invalid_param`, `rest_missing_callback_param`.
 *
 * @extends Abstract_Family_Route<Family_Summary_Email_Schema>
 */
final class Family_Summary_Email extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-summary-email';

	public const PATH = '/family/summary-email';

	protected const METHODS = array( WP_REST_Server::READABLE, 'PUT' );

	public const SCHEMA = Family_Summary_Email_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return 'PUT' === $methods ? array(
			'weekly' => array(
				'description' => __( 'Whether to e-mail the weekly play summary.', 'playpal' ),
				'type'        => 'boolean',
				'required'    => true,
			),
		) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_item( $this->family->summary->is_on( $this->signed_in_user() ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		[ $parent_id, $fields ] = $this->settings_write( $request, array( 'weekly' ) );
		// The args schema would take "1" or "false" as booleans: the stored choice needs a real one.
		$this->family->summary->set( $parent_id, $fields['weekly'] ?? null );
		return $this->private_item( $this->family->summary->is_on( $parent_id ) );
	}
}
