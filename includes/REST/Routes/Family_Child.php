<?php
/**
 * GET, PATCH and DELETE pp/v1/family/children/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Child_Input;
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

	public const SCHEMA = Family_Child_Schema::class;

	public function get_path(): string {
		return '/family/children/' . self::CHILD_PATTERN;
	}

	public function get_args(): array {
		return array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => self::child_id_arg(),
			),
			array(
				'methods'             => 'PATCH',
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => self::child_id_arg() + self::profile_args( false ),
			),
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => self::child_id_arg(),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$child = $this->family->children->find( $this->signed_in_user(), self::child_id( $request ) );
		return $this->private_response( $this->schema->get_item_response( $this->with_today( $child ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$this->require_parent_mode( $parent_id );
		$fields  = $this->body( $request, array_merge( Child_Input::FIELDS, array( 'consentVersion' ) ) );
		$consent = self::take_consent( $fields );
		$child   = $this->family->children_service()->change( $parent_id, self::child_id( $request ), $fields, Clock::now(), $consent );
		return $this->private_response( $this->schema->get_item_response( $this->with_today( $child ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$this->require_parent_mode( $parent_id );
		$this->body( $request, array() );
		$this->family->children_service()->delete( $parent_id, self::child_id( $request ) );
		return $this->private_response(
			array(
				'deleted' => true,
				'id'      => self::child_id( $request ),
			)
		);
	}
}
