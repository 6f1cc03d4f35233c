<?php
/**
 * DELETE pp/v1/family/consent
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Schemas\Family_Consent_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Withdrawing the consent ("Withdraw consent" in the Family tab, in parent
 * mode; no body → `{withdrawn: true}`): every child with all its data, the
 * consent, the PIN and the weekly summary choice are deleted, exactly as the
 * privacy eraser does (Family\Family_Data_Remover), and parent mode closes.
 *
 * Errors: 400 `playpal_invalid_body` (a body); 403 `playpal_family_parent_mode_required`;
 * 503 `playpal_family_busy`.
 *
 * @extends Abstract_Family_Route<Family_Consent_Schema>
 */
final class Family_Consent extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-consent';

	public const PATH = '/family/consent';

	protected const METHODS = array( WP_REST_Server::DELETABLE );

	public const SCHEMA = Family_Consent_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		[ $parent_id ] = $this->settings_write( $request );
		$this->family->children_service()->withdraw_consent( $parent_id );
		$this->family->parent_mode->close( $parent_id );
		return $this->private_item( true );
	}
}
