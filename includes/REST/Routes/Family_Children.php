<?php
/**
 * GET and POST pp/v1/family/children
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Child;
use PlayPal\Family\Clock;
use PlayPal\REST\Schemas\Family_Child_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The parent's children with today's figures, and what the Family tab needs
 * to add one (GET); adding a child (POST `{nickname, avatar, ageBand?,
 * weekdayMinutes?, weekendMinutes?, consentVersion?}` → 201 with the child; in
 * parent mode). While consent is needed (`consentNeeded`) the write must
 * carry the current `consentVersion`, and records it (docs/FAMILY.md).
 *
 * Errors: 401 `playpal_not_signed_in`; 403 `playpal_family_parent_mode_required`;
 * 400 `playpal_invalid_body`, `rest_invalid_param`, `rest_missing_callback_param`,
 * `playpal_family_*_invalid`, `playpal_family_consent_required`; 415
 * `playpal_json_required`; 409 `playpal_family_children_limit`; 503 `playpal_family_busy`.
 *
 * @extends Abstract_Family_Route<Family_Child_Schema>
 */
final class Family_Children extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-children';

	public const PATH = '/family/children';

	protected const METHODS = array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE );

	public const SCHEMA = Family_Child_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return WP_REST_Server::CREATABLE === $methods ? self::profile_args( true ) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$children  = array_map( fn( Child $child ): array => $this->with_today( $child ), $this->family->children->for_parent( $parent_id ) );
		return $this->private_response( $this->schema->collection_response( $children, $this->family->consent->find( $parent_id ), $this->family->pin->is_set( $parent_id ), $this->family->consent->needed( $parent_id ) ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		[ $parent_id, $fields ] = $this->settings_write( $request, self::PROFILE_FIELDS );
		$consent                = self::take_consent( $fields );
		$child                  = $this->family->children_service()->add( $parent_id, $fields, Clock::now(), $consent );
		return $this->child_response( $child, 201 );
	}
}
