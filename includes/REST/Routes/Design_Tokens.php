<?php
/**
 * GET, POST and PUT pp/v1/design-tokens
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Design_Tokens_Schema;
use PlayPal\Settings\Design_Tokens as Token_Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Everyone may read the design tokens (the app applies them at startup);
 * site owners may change them.
 *
 * @extends Abstract_Route<Design_Tokens_Schema>
 */
final class Design_Tokens extends Abstract_Route {

	public const IDENTIFIER = 'design-tokens';

	protected const METHODS = array( WP_REST_Server::READABLE, 'POST, PUT' );

	public const SCHEMA = Design_Tokens_Schema::class;

	/**
	 * {@inheritDoc} The schema checks only the shape; values are checked by the
	 * token validator after the permission check, so errors carry our stable codes.
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		if ( WP_REST_Server::READABLE === $methods ) {
			return array();
		}
		$string_map = array(
			'type'                 => 'object',
			'additionalProperties' => array( 'type' => 'string' ),
		);
		return array(
			'colors' => $string_map + array(
				'description'   => __( 'CSS colours by token name; tokens left out keep their value.', 'playpal' ),
				'maxProperties' => count( Token_Names::COLOR_NAMES ),
			),
			'radius' => array(
				'description' => __( 'Corner radius, a CSS length.', 'playpal' ),
				'type'        => 'string',
			),
			'fonts'  => $string_map + array(
				'description'   => __( 'Font-family lists for body and heading.', 'playpal' ),
				'maxProperties' => count( Token_Names::FONT_NAMES ),
			),
		);
	}

	/**
	 * {@inheritDoc} A public read: the storefront needs the tokens before
	 * anyone logs in; only site owners may change them (can_edit()).
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function access( string $methods ): string {
		return WP_REST_Server::READABLE === $methods ? self::ANYONE : 'can_edit';
	}

	/**
	 * Only site owners may change the look of the site.
	 *
	 * @return true|WP_Error
	 */
	public function can_edit(): bool|WP_Error {
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to change the design tokens.', 'playpal' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return new WP_REST_Response( $this->schema->get_item_response( $this->settings->tokens() ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception When a token is invalid (nothing is saved then).
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$submitted = array_filter(
			array(
				'colors' => $request->get_param( 'colors' ),
				'radius' => $request->get_param( 'radius' ),
				'fonts'  => $request->get_param( 'fonts' ),
			),
			static fn( $value ): bool => null !== $value
		);

		$tokens = $this->settings->update_tokens( $submitted );
		if ( is_wp_error( $tokens ) ) {
			throw Route_Exception::from_error( $tokens );
		}
		return new WP_REST_Response( $this->schema->get_item_response( $tokens ) );
	}

	/**
	 * PUT changes the tokens as POST does.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception When a token is invalid (nothing is saved then).
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->get_route_post_response( $request );
	}
}
