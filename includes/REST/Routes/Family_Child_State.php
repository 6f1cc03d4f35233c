<?php
/**
 * GET and PUT pp/v1/family/children/{id}/appadoos/{appadooId}/state
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Too_Large;
use PlayPal\Family\Child_Appadoo_State;
use PlayPal\REST\Schemas\Family_State_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A child's saved state, progress and revision in one Appadoo (GET), and
 * saving them (PUT `{revision: int, state?: object, progress?: {score:
 * number|null, completed: bool}}`, at least one of state and progress;
 * `revision` is the one the save is based on, and a stored save adds one). The child must be the parent's and the Appadoo one the
 * family may play (own, Live, or shared with the page asking: its share
 * token in the X-PlayPal-Share header), else 404.
 *
 * Errors: 404 `playpal_family_child_not_found`, `playpal_appadoo_not_found`;
 * 413 `playpal_family_state_too_large` (`maxBytes`); 400
 * `playpal_family_state_invalid`, `playpal_family_progress_invalid`,
 * `playpal_family_nothing_to_save`, `playpal_family_revision_invalid`, `playpal_invalid_body`;
 * 409 `playpal_family_state_stale` (`data.state`: the stored State; nothing stored); 415 `playpal_json_required`.
 *
 * @extends Abstract_Family_Route<Family_State_Schema>
 */
final class Family_Child_State extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-child-state';

	public const PATH = '/family/children/' . self::CHILD_PATTERN . '/appadoos/(?P<appadooId>[0-9]{1,19})/state';

	protected const METHODS = array( WP_REST_Server::READABLE, 'PUT' );

	public const SCHEMA = Family_State_Schema::class;

	/** Largest body: the state at its limit, plus the progress and the JSON around them. */
	public const MAX_BODY_BYTES = Child_Appadoo_State::MAX_STATE_BYTES + 1024;

	/**
	 * {@inheritDoc}
	 */
	protected function path_args(): array {
		return parent::path_args() + array(
			'appadooId' => array(
				'description' => __( 'The Appadoo id.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		if ( 'PUT' !== $methods ) {
			return array();
		}
		return array(
			'revision' => array(
				'description' => __( 'The revision the save is based on (the one last read; 0 when nothing was stored).', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'required'    => true,
			),
			'state'    => array(
				'description' => __( 'What the package saves: a JSON object of at most 64 KB.', 'playpal' ),
				'type'        => 'object',
			),
			'progress' => array(
				'description'          => __( 'The package\'s progress.', 'playpal' ),
				'type'                 => 'object',
				'properties'           => array(
					'score'     => array(
						'type'     => array( 'number', 'null' ),
						'required' => true,
					),
					'completed' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
				'additionalProperties' => false,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$appadoo_id = (int) $request->get_param( 'appadooId' );
		$saved      = $this->family->progress()->load( $this->signed_in_user(), self::child_id( $request ), $appadoo_id, self::share_of( $request ) );
		return $this->private_item( array( 'appadooId' => $appadoo_id ) + $saved );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Conflict When the save is based on an older revision (its data: the stored State, shaped);
	 *                  Too_Large when the body is larger than any state within the limit.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		if ( strlen( (string) $request->get_body() ) > self::MAX_BODY_BYTES ) {
			$refusal = Child_Appadoo_State::too_large();
			throw $refusal;
		}
		$fields     = $this->object_body( $request, array( 'revision', 'state', 'progress' ), Child_Appadoo_State::MAX_DEPTH + 1 );
		$appadoo_id = (int) $request->get_param( 'appadooId' );
		try {
			$saved = $this->family->progress()->save( $parent_id, self::child_id( $request ), $appadoo_id, $fields, time(), self::share_of( $request ) );
		} catch ( Conflict $stale ) {
			// The same kind, answered with the stored state shaped as this route's answer, so the client can merge.
			$stored = (array) ( $stale->get_data()['state'] ?? array() );
			throw new Conflict( $stale->get_error_code(), $stale->getMessage(), array( 'state' => $this->schema->get_item_response( array( 'appadooId' => $appadoo_id ) + $stored ) ) );
		}
		return $this->private_item( array( 'appadooId' => $appadoo_id ) + $saved );
	}
}
