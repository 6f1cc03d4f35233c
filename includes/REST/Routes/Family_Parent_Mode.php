<?php
/**
 * GET, POST and DELETE pp/v1/family/parent-mode
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Clock;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Family_Parent_Mode_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Parent mode for this signed-in browser (Family\Parent_Mode): whether it is
 * open (GET), opening it with the PIN (POST `{pin}`, a counted check), and
 * closing it ("Lock", DELETE, no body). Every answer is `{open, expiresAt,
 * idleSeconds, pinSet}`.
 *
 * Errors: 400 `playpal_invalid_body`, `rest_invalid_param`,
 * `rest_missing_callback_param`; 403 `playpal_family_pin_wrong`; 409
 * `playpal_family_pin_not_set`, `playpal_family_parent_mode_unavailable` (no
 * WordPress session to keep it in: no try is used); 429
 * `playpal_family_pin_rate_limited` (`retry_after`); 503 `playpal_family_busy`.
 *
 * @extends Abstract_Family_Route<Family_Parent_Mode_Schema>
 */
final class Family_Parent_Mode extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-parent-mode';

	public const PATH = '/family/parent-mode';

	protected const METHODS = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE, WP_REST_Server::DELETABLE );

	public const SCHEMA = Family_Parent_Mode_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return WP_REST_Server::CREATABLE === $methods ? array(
			'pin' => array(
				'description' => __( 'The parent PIN: 4 to 8 digits.', 'playpal' ),
				'type'        => 'string',
				'pattern'     => '^[0-9]{4,8}$',
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
		return $this->answer( $this->signed_in_user() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 409 when the request has no session to keep parent mode in.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$fields    = $this->body( $request, array( 'pin' ) );
		if ( ! $this->family->parent_mode->available( $parent_id ) ) {
			throw new Route_Exception( 'playpal_family_parent_mode_unavailable', __( 'Parent mode needs a signed-in browser. Please sign in again.', 'playpal' ), 409 );
		}
		$now = Clock::now();
		$this->family->pin->verify( $parent_id, $fields['pin'] ?? null, $now );
		$this->family->parent_mode->open( $parent_id, $now );
		return $this->answer( $parent_id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$this->body( $request, array() );
		$this->family->parent_mode->close( $parent_id );
		return $this->answer( $parent_id );
	}

	/**
	 * Parent mode as it is now, and whether a PIN is set.
	 *
	 * @param int $parent_id Signed-in parent.
	 */
	private function answer( int $parent_id ): WP_REST_Response {
		return $this->private_item( $this->parent_mode_status( $parent_id ) + array( 'pinSet' => $this->family->pin->is_set( $parent_id ) ) );
	}
}
