<?php
/**
 * GET, PATCH and DELETE pp/v1/family/children/{id}
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
 * One child with today's figures (GET), a change of its profile or budget
 * (PATCH, only the fields sent), and deleting it with all its data (DELETE
 * → `{deleted: true, id}`); both writes need parent mode (403
 * `playpal_family_parent_mode_required`), and a change while consent is
 * needed carries `consentVersion` (400 `playpal_family_consent_required`).
 * Another parent's child, or no such child: 404 `playpal_family_child_not_found`.
 *
 * @extends Abstract_Family_Route<Family_Child_Schema>
 */
final class Family_Child extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-child';

	public const PATH = '/family/children/' . self::CHILD_PATTERN;

	protected const METHODS = array( WP_REST_Server::READABLE, 'PATCH', WP_REST_Server::DELETABLE );

	public const SCHEMA = Family_Child_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return 'PATCH' === $methods ? self::profile_args( false ) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$child = $this->family->children->find( $this->signed_in_user(), self::child_id( $request ) );
		return $this->child_response( $child );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		[ $parent_id, $fields ] = $this->settings_write( $request, self::PROFILE_FIELDS );
		$consent                = self::take_consent( $fields );
		$child                  = $this->family->children_service()->change( $parent_id, self::child_id( $request ), $fields, Clock::now(), $consent );
		return $this->child_response( $child );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		[ $parent_id ] = $this->settings_write( $request );
		$this->family->children_service()->delete( $parent_id, self::child_id( $request ) );
		return $this->private_response(
			array(
				'deleted' => true,
				'id'      => self::child_id( $request ),
			)
		);
	}
}
