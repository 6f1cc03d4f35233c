<?php
/**
 * GET|PATCH|PUT|DELETE pp/v1/appadoos/{id}
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Operation_Failed;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Appadoo_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Reads, renames, changes the play settings of, and deletes one Appadoo.
 * Someone else's Appadoo answers exactly like a missing one (404).
 *
 * @extends Abstract_Appadoo_Route<Appadoo_Schema>
 */
final class Appadoos_By_Id extends Abstract_Appadoo_Route {

	public const IDENTIFIER = 'appadoos-by-id';

	public const PATH = '/appadoos/(?P<id>\d+)';

	protected const METHODS = array( WP_REST_Server::READABLE, 'PUT, PATCH', WP_REST_Server::DELETABLE );

	public const SCHEMA = Appadoo_Schema::class;

	/** The body fields a change may carry. */
	private const CHANGE_FIELDS = array( 'name', 'settings' );

	/**
	 * {@inheritDoc} The id is taken as sent (no minimum): a missing Appadoo is 404 whatever its id.
	 */
	protected function path_args(): array {
		return array(
			'id' => array(
				'description'       => __( 'Appadoo id.', 'playpal' ),
				'type'              => 'integer',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'rest_sanitize_request_arg',
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		return 'PUT, PATCH' === $methods ? array(
			'name'     => $this->name_arg( false ),
			'settings' => $this->settings_arg(),
		) : array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401 for guests, 404 for a missing or someone else's Appadoo.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_response( $this->schema->single_response( $this->appadoos->read( $this->own_appadoo( $request ) ) ) );
	}

	/**
	 * Answers PUT and PATCH: a partial change of the name and play settings.
	 *
	 * @param WP_REST_Request $request Request, validated and sanitised by the args.
	 * @throws Route_Exception 400, 401, 404, or 500 when the change cannot be saved.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$this->signed_in_user();
		$this->refuse_nulls( $request, self::CHANGE_FIELDS );
		$changes = array();
		foreach ( self::CHANGE_FIELDS as $field ) {
			if ( $request->has_param( $field ) ) {
				$changes[ $field ] = $request->get_param( $field );
			}
		}
		if ( ! $changes ) {
			throw new Route_Exception( 'playpal_nothing_to_update', __( 'Send a name or settings to change.', 'playpal' ), 400 );
		}

		$post = $this->own_appadoo( $request );
		self::or_fail( fn() => $this->appadoos->update( $post, $changes ), new Operation_Failed( 'playpal_appadoo_not_saved', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ) ) );
		clean_post_cache( $post->ID );
		return $this->get_route_response( $request );
	}

	/**
	 * Deletes the Appadoo with its files and backups.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 401, 404 for a missing or someone else's Appadoo; 500 when it cannot be deleted.
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		if ( ! $this->appadoos->delete( $this->own_appadoo( $request ) ) ) {
			throw new Route_Exception( 'playpal_appadoo_not_deleted', __( 'The Appadoo could not be deleted just now. Please try again in a moment.', 'playpal' ), 500 );
		}
		return $this->private_response( $this->schema->deleted_response() );
	}
}
